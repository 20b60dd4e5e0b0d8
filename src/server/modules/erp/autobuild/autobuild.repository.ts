import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { ACUMATICA_STATUS, ORDER_STATUS } from '@shared/domain/dropship/status';
import type { AutobuildStatus } from '@shared/domain/labour/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { dropshipOrders, dropshipPackages } from '../../../platform/db/schema/dropship';
import { autobuilds } from '../../../platform/db/schema/labour';

export type AutobuildRecord = typeof autobuilds.$inferSelect;

/** A package waiting for its ERP shipment, with its order. */
export type ShipmentCandidate = {
  orderId: number;
  internalPoNumber: string;
  acuOrderNum: string;
  packageId: number;
  warehouse: string | null;
  trackingNumber: string;
};

/** Built, staged or shipped: the orders AutoBuild has built (D1 section 4 order status codes). */
const BUILT = [ORDER_STATUS.built, ORDER_STATUS.staged, ORDER_STATUS.shipped];

/** SQL of Acumatica AutoBuild: the runs (autobuilds) and the dropship packages Create Shipments sends. */
export class AutobuildRepository {
  constructor(private readonly db: Db) {}

  async list(company: Company, limit = 100): Promise<AutobuildRecord[]> {
    return this.db
      .select()
      .from(autobuilds)
      .where(eq(autobuilds.company, company))
      .orderBy(desc(autobuilds.date), desc(autobuilds.buildId))
      .limit(limit);
  }

  async insert(values: typeof autobuilds.$inferInsert): Promise<AutobuildRecord> {
    const [row] = await this.db.insert(autobuilds).values(values).returning();
    if (!row) throw new Error('autobuild insert returned nothing');
    return row;
  }

  /** Ends a RUNNING run (only while it still is: a second reader changes nothing). */
  async settle(
    company: Company,
    buildId: number,
    status: AutobuildStatus,
    detail: string | null,
  ): Promise<void> {
    await this.db
      .update(autobuilds)
      .set({ status, detail })
      .where(
        and(
          eq(autobuilds.company, company),
          eq(autobuilds.buildId, buildId),
          eq(autobuilds.status, 'RUNNING'),
        ),
      );
  }

  /**
   * Packages of built orders the ERP holds (an Acumatica order number) that have a tracking number
   * and no ERP shipment yet (none tried, or the last try failed), oldest orders first.
   */
  async shipmentCandidates(company: Company): Promise<ShipmentCandidate[]> {
    const rows = await this.db
      .select({
        orderId: dropshipOrders.id,
        internalPoNumber: dropshipOrders.internalPoNumber,
        acuOrderNum: dropshipOrders.acuOrderNum,
        packageId: dropshipPackages.id,
        warehouse: dropshipPackages.warehouse,
        trackingNumber: dropshipPackages.trackingNumber,
      })
      .from(dropshipPackages)
      .innerJoin(dropshipOrders, eq(dropshipOrders.id, dropshipPackages.orderId))
      .where(
        and(
          eq(dropshipOrders.company, company),
          eq(dropshipPackages.company, company),
          isNotNull(dropshipOrders.acuOrderNum),
          inArray(dropshipOrders.orderStatus, BUILT),
          isNull(dropshipPackages.acuShipNum),
          isNotNull(dropshipPackages.trackingNumber),
          or(
            isNull(dropshipPackages.acumaticaStatus),
            eq(dropshipPackages.acumaticaStatus, ACUMATICA_STATUS.shipmentFailed),
          ),
        ),
      )
      .orderBy(asc(dropshipOrders.id), asc(dropshipPackages.id));
    return rows.map((r) => ({
      ...r,
      acuOrderNum: r.acuOrderNum ?? '',
      trackingNumber: r.trackingNumber ?? '',
    }));
  }

  /** The ERP's answer for one order's packages: the shipment number (402) or a failure (-402). */
  async markShipment(
    company: Company,
    orderId: number,
    packageIds: readonly number[],
    shipmentNbr: string | null,
  ) {
    const status = shipmentNbr ? ACUMATICA_STATUS.shipmentCreated : ACUMATICA_STATUS.shipmentFailed;
    await this.db.transaction(async (tx) => {
      await tx
        .update(dropshipPackages)
        .set({ acumaticaStatus: status, ...(shipmentNbr ? { acuShipNum: shipmentNbr } : {}) })
        .where(and(eq(dropshipPackages.company, company), inArray(dropshipPackages.id, [...packageIds])));
      await tx
        .update(dropshipOrders)
        .set({ acumaticaStatus: status })
        .where(and(eq(dropshipOrders.company, company), eq(dropshipOrders.id, orderId)));
    });
  }
}
