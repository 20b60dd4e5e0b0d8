import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema/identity';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export class RefreshTokensRepository {
  constructor(private readonly db: Db) {}

  async insert(row: { userId: number; familyId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(refreshTokens).values(row);
  }

  findByHash(hash: string): Promise<RefreshTokenRow | undefined> {
    return this.db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, hash) });
  }

  /**
   * Marks a live token as rotated. Returns false when another request rotated or revoked it first,
   * which makes two concurrent refreshes with one token end with exactly one winner.
   */
  async markRotated(id: string): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async revokeUser(userId: number): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }
}
