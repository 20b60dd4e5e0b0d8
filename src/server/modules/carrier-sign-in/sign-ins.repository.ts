import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../platform/db/client';
import { carrierSignIns } from '../../platform/db/schema/dock';
import { carriers } from '../../platform/db/schema/catalog';

export type SignInRow = typeof carrierSignIns.$inferSelect;
export type NewSignInRow = typeof carrierSignIns.$inferInsert;
/** The database or one of its transactions. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type SignInFilter = {
  warehouses: readonly string[];
  open?: boolean;
  /** A calendar day in `tz`. */
  day?: { date: string; tz: string };
  limit: number;
};

/** SQL of carrier_sign_ins; every statement is for one company. */
export class SignInsRepository {
  constructor(private readonly db: Db) {}

  /** Runs writes that stand or fall together (the row, its signature key and its change signal). */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async isKnownScac(company: Company, scac: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: carriers.id })
      .from(carriers)
      .where(and(eq(carriers.company, company), sql`upper(${carriers.scac}) = upper(${scac})`))
      .limit(1);
    return row !== undefined;
  }

  async findByClientId(company: Company, clientId: string): Promise<SignInRow | null> {
    const [row] = await this.db
      .select()
      .from(carrierSignIns)
      .where(and(eq(carrierSignIns.company, company), eq(carrierSignIns.clientId, clientId)));
    return row ?? null;
  }

  /**
   * Inserts unless the tablet's client_id is already stored. A concurrent twin waits on the unique
   * index until the first commits, then finds nothing to insert; null means "already there".
   */
  async insertOnce(tx: Tx, values: NewSignInRow): Promise<number | null> {
    const [row] = await tx
      .insert(carrierSignIns)
      .values(values)
      .onConflictDoNothing({ target: [carrierSignIns.company, carrierSignIns.clientId] })
      .returning({ id: carrierSignIns.signInId });
    return row?.id ?? null;
  }

  async setSignatureKey(tx: Tx, id: number, key: string): Promise<void> {
    await tx.update(carrierSignIns).set({ signatureKey: key }).where(eq(carrierSignIns.signInId, id));
  }

  async find(company: Company, id: number, warehouses: readonly string[]): Promise<SignInRow | null> {
    if (warehouses.length === 0) return null;
    const [row] = await this.db
      .select()
      .from(carrierSignIns)
      .where(
        and(
          eq(carrierSignIns.company, company),
          eq(carrierSignIns.signInId, id),
          inArray(carrierSignIns.warehouse, [...warehouses]),
        ),
      );
    return row ?? null;
  }

  /** Signs out once: a second call (an offline replay) changes nothing and answers false. */
  async signOut(tx: Tx, company: Company, id: number): Promise<boolean> {
    const rows = await tx
      .update(carrierSignIns)
      .set({ signOutTime: new Date() })
      .where(
        and(
          eq(carrierSignIns.company, company),
          eq(carrierSignIns.signInId, id),
          isNull(carrierSignIns.signOutTime),
        ),
      )
      .returning({ id: carrierSignIns.signInId });
    return rows.length > 0;
  }

  async list(company: Company, filter: SignInFilter): Promise<SignInRow[]> {
    if (filter.warehouses.length === 0) return [];
    const where: SQL[] = [
      eq(carrierSignIns.company, company),
      inArray(carrierSignIns.warehouse, [...filter.warehouses]),
    ];
    if (filter.open) where.push(isNull(carrierSignIns.signOutTime));
    if (filter.day) {
      where.push(
        sql`(${carrierSignIns.signInTime} at time zone ${filter.day.tz})::date = ${filter.day.date}::date`,
      );
    }
    return this.db
      .select()
      .from(carrierSignIns)
      .where(and(...where))
      .orderBy(desc(carrierSignIns.signInTime), desc(carrierSignIns.signInId))
      .limit(filter.limit);
  }
}
