import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import { ORDER_STATUS, TRACKING_STATUS, type TrackingStatus } from '@shared/domain/dropship/status';
import type { Db } from '../../../platform/db/client';
import { dropshipOrderLines, dropshipOrders, dropshipPackages } from '../../../platform/db/schema/dropship';

/** The database or one of its transactions. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

const LIST_LIMIT = 5000;

const packageWarehouse = sql<string>`coalesce(${dropshipPackages.warehouse}, ${dropshipOrders.warehouse}, '')`;
const notCancelled = ne(dropshipOrders.orderStatus, ORDER_STATUS.cancelled);

/** A failed package with its order: what a row action needs to ask the carrier again. */
export type FailedPackage = {
  orderId: number;
  packageId: number;
  dropshipOrderId: number;
  warehouse: string;
  vendorName: string;
  internalPoNumber: string;
  carrier: string | null;
  method: string | null;
  weightLbs: string | null;
  trackingNumber: string | null;
} & CustomerValues;

/** The order's ship-to address (what update_customer changes). */
const shipToColumns = {
  name: dropshipOrders.name,
  address1: dropshipOrders.address1,
  address2: dropshipOrders.address2,
  city: dropshipOrders.city,
  state: dropshipOrders.state,
  zipCode: dropshipOrders.zipCode,
};

const failedColumns = {
  packageId: dropshipPackages.id,
  dropshipOrderId: dropshipOrders.id,
  warehouse: packageWarehouse,
  vendorName: dropshipOrders.vendorName,
  internalPoNumber: dropshipOrders.internalPoNumber,
  carrier: dropshipPackages.carrier,
  method: dropshipPackages.method,
  weightLbs: dropshipPackages.weightLbs,
  trackingNumber: dropshipPackages.trackingNumber,
  ...shipToColumns,
};

export type LabelValues = {
  trackingNumber: string;
  carrier: string;
  method?: string | null;
  labelKey: string | null;
  shipDate: Date;
  trackingStatus?: TrackingStatus;
};

export type CustomerValues = {
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
};

/** SQL of Failed Tracking: dropship packages with a tracking_error, always for one company. */
export class FailedTrackingRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction (the statements given its `tx` join it). */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** One row per failed package; order_id is the package's first line (D1's update_tracking key). */
  async list(company: Company, warehouses: readonly string[]) {
    if (warehouses.length === 0) return [];
    return this.db
      .select({
        orderId: sql<number>`min(${dropshipOrderLines.id})`.mapWith(Number),
        packageId: dropshipPackages.id,
        warehouse: packageWarehouse,
        vendorName: dropshipOrders.vendorName,
        internalPoNumber: dropshipOrders.internalPoNumber,
        internalSku: sql<string>`string_agg(distinct ${dropshipOrderLines.internalSku}, ', ')`,
        weightLbs: dropshipPackages.weightLbs,
        totalQuantity: dropshipPackages.totalQuantity,
        boxType: dropshipPackages.boxType,
        ...shipToColumns,
        carrier: dropshipPackages.carrier,
        method: dropshipPackages.method,
        trackingNumber: dropshipPackages.trackingNumber,
        trackingError: sql<string>`${dropshipPackages.trackingError}`,
        orderDate: dropshipOrders.orderDate,
      })
      .from(dropshipPackages)
      .innerJoin(
        dropshipOrders,
        and(eq(dropshipOrders.id, dropshipPackages.orderId), eq(dropshipOrders.company, company)),
      )
      .innerJoin(dropshipOrderLines, eq(dropshipOrderLines.packageId, dropshipPackages.id))
      .where(
        and(
          eq(dropshipPackages.company, company),
          isNotNull(dropshipPackages.trackingError),
          notCancelled,
          inArray(packageWarehouse, [...warehouses]),
        ),
      )
      .groupBy(dropshipPackages.id, dropshipOrders.id)
      .orderBy(asc(dropshipOrders.orderDate), asc(dropshipPackages.id))
      .limit(LIST_LIMIT);
  }

  /**
   * The failed package of a line (the row's order_id), in the caller's warehouses. Inside a
   * transaction (`tx`) the package is locked while the carrier is asked, so two people fixing the
   * same row cannot both buy a label.
   */
  async findFailed(
    company: Company,
    orderId: number,
    warehouses: readonly string[],
    tx?: Tx,
  ): Promise<FailedPackage | null> {
    if (warehouses.length === 0) return null;
    const query = (tx ?? this.db)
      .select(failedColumns)
      .from(dropshipOrderLines)
      .innerJoin(dropshipPackages, eq(dropshipPackages.id, dropshipOrderLines.packageId))
      .innerJoin(dropshipOrders, eq(dropshipOrders.id, dropshipPackages.orderId))
      .where(
        and(
          eq(dropshipOrderLines.id, orderId),
          eq(dropshipOrderLines.company, company),
          eq(dropshipPackages.company, company),
          eq(dropshipOrders.company, company),
          isNotNull(dropshipPackages.trackingError),
          notCancelled,
          inArray(packageWarehouse, [...warehouses]),
        ),
      );
    const [row] = await (tx ? query.for('update', { of: dropshipPackages }) : query);
    return row ? { ...row, orderId } : null;
  }

  /** The package that already carries this number, if any (another order must not share it). */
  async packageWithTracking(company: Company, trackingNumber: string) {
    const [row] = await this.db
      .select({ packageId: dropshipPackages.id, internalPoNumber: dropshipOrders.internalPoNumber })
      .from(dropshipPackages)
      .innerJoin(dropshipOrders, eq(dropshipOrders.id, dropshipPackages.orderId))
      .where(and(eq(dropshipPackages.company, company), eq(dropshipPackages.trackingNumber, trackingNumber)))
      .limit(1);
    return row ?? null;
  }

  /** Gives a package its label; false when it had left Failed Tracking meanwhile. */
  async setLabel(
    company: Company,
    packageId: number,
    values: LabelValues,
    db: Executor = this.db,
  ): Promise<boolean> {
    const rows = await db
      .update(dropshipPackages)
      .set({
        trackingNumber: values.trackingNumber,
        carrier: values.carrier,
        ...(values.method ? { method: values.method } : {}),
        labelKey: values.labelKey,
        shipDate: values.shipDate,
        trackingStatus: values.trackingStatus ?? TRACKING_STATUS.created,
        trackingError: null,
      })
      .where(
        and(
          eq(dropshipPackages.company, company),
          eq(dropshipPackages.id, packageId),
          isNotNull(dropshipPackages.trackingError),
        ),
      )
      .returning({ id: dropshipPackages.id });
    return rows.length > 0;
  }

  /** Records the carrier's latest answer, so the row says why it is still failing. */
  async setError(
    company: Company,
    packageId: number,
    message: string,
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .update(dropshipPackages)
      .set({ trackingError: message.slice(0, 500) })
      .where(and(eq(dropshipPackages.company, company), eq(dropshipPackages.id, packageId)));
  }

  async updateCustomer(company: Company, dropshipOrderId: number, values: CustomerValues) {
    await this.db
      .update(dropshipOrders)
      .set(values)
      .where(and(eq(dropshipOrders.company, company), eq(dropshipOrders.id, dropshipOrderId)));
  }

  /** The failed packages that ship on Amazon labels (Resend Amazon), by their row key. */
  async failedAmazon(company: Company, warehouses: readonly string[]) {
    if (warehouses.length === 0) return [];
    return this.db
      .select({
        orderId: sql<number>`min(${dropshipOrderLines.id})`.mapWith(Number),
        internalPoNumber: dropshipOrders.internalPoNumber,
      })
      .from(dropshipPackages)
      .innerJoin(dropshipOrders, eq(dropshipOrders.id, dropshipPackages.orderId))
      .innerJoin(dropshipOrderLines, eq(dropshipOrderLines.packageId, dropshipPackages.id))
      .where(
        and(
          eq(dropshipPackages.company, company),
          eq(dropshipPackages.carrier, 'amazon'),
          isNotNull(dropshipPackages.trackingError),
          notCancelled,
          inArray(packageWarehouse, [...warehouses]),
        ),
      )
      .groupBy(dropshipPackages.id, dropshipOrders.id)
      .orderBy(asc(dropshipPackages.id))
      .limit(LIST_LIMIT);
  }

  /**
   * Amazon packages with a number but no label document on our side, still waiting to ship
   * (Repull Amazon): a label Amazon holds that never reached us, or one marked missing before.
   */
  async unpulledAmazon(company: Company, warehouses: readonly string[], limit: number) {
    if (warehouses.length === 0) return [];
    return this.db
      .select({
        packageId: dropshipPackages.id,
        trackingNumber: sql<string>`${dropshipPackages.trackingNumber}`,
        internalPoNumber: dropshipOrders.internalPoNumber,
      })
      .from(dropshipPackages)
      .innerJoin(dropshipOrders, eq(dropshipOrders.id, dropshipPackages.orderId))
      .where(
        and(
          eq(dropshipPackages.company, company),
          eq(dropshipPackages.carrier, 'amazon'),
          isNotNull(dropshipPackages.trackingNumber),
          isNull(dropshipPackages.labelKey),
          or(
            isNotNull(dropshipPackages.trackingError),
            eq(dropshipPackages.trackingStatus, TRACKING_STATUS.created),
          ),
          notCancelled,
          ne(dropshipOrders.orderStatus, ORDER_STATUS.shipped),
          inArray(packageWarehouse, [...warehouses]),
        ),
      )
      .orderBy(asc(dropshipPackages.id))
      .limit(limit);
  }

  /** A pulled Amazon label: its document and the carrier's status; the row leaves Failed Tracking. */
  async setPulled(company: Company, packageId: number, labelKey: string, status: TrackingStatus) {
    await this.db
      .update(dropshipPackages)
      .set({ labelKey, trackingStatus: status, trackingError: null })
      .where(and(eq(dropshipPackages.company, company), eq(dropshipPackages.id, packageId)));
  }
}
