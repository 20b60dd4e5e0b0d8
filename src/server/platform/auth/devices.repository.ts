import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import { deviceTag, type Invalidate } from '../cache/caches';
import type { Db, DbOrTx } from '../db/client';
import { devices } from '../db/schema/devices';
import { users } from '../db/schema/identity';

export type DeviceRow = typeof devices.$inferSelect;
export type NewDevice = typeof devices.$inferInsert;

/** SQL of the devices table; every admin read is for one company. */
export class DevicesRepository {
  constructor(
    private readonly db: Db,
    private readonly invalidate: Invalidate = () => undefined,
  ) {}

  /** A change and its log entry commit together (see the Kiosk Devices service). */
  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insert(values: NewDevice, tx: DbOrTx = this.db): Promise<DeviceRow> {
    const [row] = await tx.insert(devices).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async list(company: Company) {
    return this.db
      .select({ device: devices, createdBy: users.username })
      .from(devices)
      .leftJoin(users, eq(users.id, devices.createdBy))
      .where(eq(devices.company, company))
      .orderBy(desc(devices.createdAt), desc(devices.id));
  }

  /**
   * Trades a live pairing code for a token hash in one statement: two tablets racing with the same
   * code cannot both win, and the code is gone once used.
   */
  async pair(codeHash: string, tokenHash: string, tx: DbOrTx = this.db): Promise<DeviceRow | null> {
    const [row] = await tx
      .update(devices)
      .set({ tokenHash, pairingCodeHash: null, pairingExpiresAt: null, pairedAt: new Date() })
      .where(
        and(
          eq(devices.pairingCodeHash, codeHash),
          gt(devices.pairingExpiresAt, new Date()),
          isNull(devices.revokedAt),
        ),
      )
      .returning();
    return row ?? null;
  }

  async revoke(company: Company, id: number, tx: DbOrTx = this.db): Promise<DeviceRow | null> {
    const [row] = await tx
      .update(devices)
      .set({ revokedAt: sql`coalesce(${devices.revokedAt}, now())`, pairingCodeHash: null })
      .where(and(eq(devices.company, company), eq(devices.id, id)))
      .returning();
    return row ?? null;
  }

  /** After a revocation committed: this instance's open streams of the device end at once. */
  revoked(id: number): void {
    this.invalidate(deviceTag(id));
  }

  async findByTokenHash(tokenHash: string): Promise<DeviceRow | null> {
    return (await this.db.query.devices.findFirst({ where: eq(devices.tokenHash, tokenHash) })) ?? null;
  }

  async findById(id: number): Promise<DeviceRow | null> {
    return (await this.db.query.devices.findFirst({ where: eq(devices.id, id) })) ?? null;
  }

  /** At most one write a minute per device: a kiosk polls often and the admin list needs no more. */
  async touch(id: number): Promise<void> {
    await this.db
      .update(devices)
      .set({ lastSeenAt: new Date() })
      .where(
        and(
          eq(devices.id, id),
          or(isNull(devices.lastSeenAt), sql`${devices.lastSeenAt} < now() - interval '1 minute'`),
        ),
      );
  }
}
