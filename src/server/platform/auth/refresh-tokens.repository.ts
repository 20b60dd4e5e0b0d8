import { and, eq, isNull, max } from 'drizzle-orm';
import { sessionTag, type Invalidate } from '../cache/caches';
import type { Db, DbOrTx } from '../db/client';
import { refreshTokens } from '../db/schema/identity';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * Refresh tokens, grouped in families: a family is one session (a sign-in and its rotations).
 * Revoking tells this instance's caches at once (`invalidate`); the table's trigger tells the others.
 */
export class RefreshTokensRepository {
  constructor(
    private readonly db: Db,
    private readonly invalidate: Invalidate = () => undefined,
  ) {}

  /** When the user's session ends at the latest: the expiry of its newest live token; null once revoked. */
  async sessionExpiry(familyId: string, userId: number): Promise<Date | null> {
    const [row] = await this.db
      .select({ expiresAt: max(refreshTokens.expiresAt) })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, familyId),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
        ),
      );
    return row?.expiresAt ?? null;
  }

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
    this.invalidate(sessionTag(familyId));
  }

  async revokeUser(userId: number, tx: DbOrTx = this.db): Promise<void> {
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId });
    for (const familyId of new Set(revoked.map((row) => row.familyId))) this.invalidate(sessionTag(familyId));
  }
}
