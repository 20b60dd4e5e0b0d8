import { and, desc, eq, gte, isNotNull, lt, ne, notExists, or, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS, TRACKING_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db, DbOrTx } from '../../../platform/db/client';
import {
  dropshipOrders,
  dropshipPackages,
  uspsScanFormPackages,
  uspsScanForms,
} from '../../../platform/db/schema/dropship';

export type ScanFormRow = typeof uspsScanForms.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** SQL of USPS Scan Form: the forms of a company and the USPS packages still on none. */
export class UspsScanFormRepository {
  constructor(readonly db: Db) {}

  list(company: Company, limit = 200): Promise<ScanFormRow[]> {
    return this.db
      .select()
      .from(uspsScanForms)
      .where(eq(uspsScanForms.company, company))
      .orderBy(desc(uspsScanForms.createdAt), desc(uspsScanForms.id))
      .limit(limit);
  }

  async byKey(company: Company, key: string): Promise<ScanFormRow | null> {
    const [row] = await this.db
      .select()
      .from(uspsScanForms)
      .where(and(eq(uspsScanForms.company, company), eq(uspsScanForms.key, key)));
    return row ?? null;
  }

  /** Serialises Create Scan Form per company and warehouse, so two clicks never take the same packages. */
  async lockWarehouse(tx: Tx, company: Company, warehouse: string): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`usps-scan-form|${company}|${warehouse}`}))`,
    );
  }

  /**
   * The tracking numbers of the USPS packages the warehouse shipped in [from, until) that are on no
   * scan form: a label that was replaced (reshipped) or belongs to a cancelled order is not handed over.
   */
  async unformedTrackingNumbers(
    db: DbOrTx,
    company: Company,
    warehouse: string,
    from: Date,
    until: Date,
  ): Promise<string[]> {
    const p = dropshipPackages;
    const rows = await db
      .selectDistinct({ tracking: p.trackingNumber })
      .from(p)
      .innerJoin(dropshipOrders, eq(dropshipOrders.id, p.orderId))
      .where(
        and(
          eq(p.company, company),
          eq(p.carrier, 'usps'),
          eq(p.warehouse, warehouse),
          isNotNull(p.trackingNumber),
          gte(p.shipDate, from),
          lt(p.shipDate, until),
          or(isNull(p.trackingStatus), ne(p.trackingStatus, TRACKING_STATUS.reshipped)),
          ne(dropshipOrders.orderStatus, ORDER_STATUS.cancelled),
          notExists(
            db
              .select({ one: sql`1` })
              .from(uspsScanFormPackages)
              .where(
                and(
                  eq(uspsScanFormPackages.company, company),
                  eq(uspsScanFormPackages.trackingNumber, p.trackingNumber),
                ),
              ),
          ),
        ),
      )
      .orderBy(p.trackingNumber);
    return rows.map((r) => r.tracking!).filter(Boolean);
  }

  async insert(
    tx: Tx,
    form: Omit<typeof uspsScanForms.$inferInsert, 'id'>,
    trackingNumbers: readonly string[],
  ): Promise<ScanFormRow> {
    const [row] = await tx.insert(uspsScanForms).values(form).returning();
    if (!row) throw new Error('scan form insert returned nothing');
    await tx.insert(uspsScanFormPackages).values(
      trackingNumbers.map((trackingNumber) => ({
        company: form.company,
        scanFormId: row.id,
        trackingNumber,
      })),
    );
    return row;
  }
}
