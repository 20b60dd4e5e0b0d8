import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { WarrantyOrderBy } from '@shared/api/warranty/warranty-orders';
import type { Company } from '@shared/domain/identity/companies';
import { WARRANTY_STATUS } from '@shared/domain/warranty/status';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { warrantyItems, warrantyOrders } from '../../../platform/db/schema/warranty';

export type WarrantyFilter = {
  orderBy: WarrantyOrderBy;
  orderStatus?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  po?: string | undefined;
  sku?: string | undefined;
  customerName?: string | undefined;
  reason?: string | undefined;
  vendor?: string | undefined;
  limit: number;
};

/** The header columns of a warranty order as the repository reads and writes them. */
export type WarrantyHeader = {
  orderDate: string;
  internalPoNumber: string;
  externalPoNumber: string | null;
  orderType: string | null;
  vendor: string | null;
  warehouse: string | null;
  warrantyIssued: string;
  reason: string;
  fastShipping: string | null;
  customerName: string;
  email: string | null;
  street: string;
  street2: string | null;
  city: string;
  state: string;
  zipCode: string;
};

export type WarrantyItemFields = {
  originalSku: string;
  internalSku: string;
  quantity: number;
  lotNumber: string | null;
  warehouseNotes: string | null;
  notes: string;
};

export type WarrantyOrderRecord = WarrantyHeader & { id: number; orderStatus: number };
export type WarrantyRowRecord = WarrantyOrderRecord & WarrantyItemFields & { warrantyId: number };

const headerColumns = {
  orderDate: warrantyOrders.orderDate,
  internalPoNumber: warrantyOrders.internalPoNumber,
  externalPoNumber: warrantyOrders.externalPoNumber,
  orderType: warrantyOrders.orderType,
  vendor: warrantyOrders.vendor,
  warehouse: warrantyOrders.warehouse,
  warrantyIssued: warrantyOrders.warrantyIssued,
  reason: warrantyOrders.reason,
  fastShipping: warrantyOrders.fastShipping,
  customerName: warrantyOrders.customerName,
  email: warrantyOrders.email,
  street: warrantyOrders.street,
  street2: warrantyOrders.street2,
  city: warrantyOrders.city,
  state: warrantyOrders.state,
  zipCode: warrantyOrders.zipCode,
};

const orderColumns = { ...headerColumns, id: warrantyOrders.id, orderStatus: warrantyOrders.orderStatus };

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const samePo = (po: string) => sql`upper(${warrantyOrders.internalPoNumber}) = upper(${po})`;

/** SQL of warranty_orders and warranty_items; every statement is for one company. */
export class WarrantyOrdersRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  list(company: Company, f: WarrantyFilter): Promise<WarrantyRowRecord[]> {
    const where: SQL[] = [eq(warrantyOrders.company, company)];
    if (f.orderStatus !== undefined) where.push(eq(warrantyOrders.orderStatus, f.orderStatus));
    if (f.startDate) where.push(gte(warrantyOrders.orderDate, f.startDate));
    if (f.endDate) where.push(lte(warrantyOrders.orderDate, f.endDate));
    if (f.po) where.push(ilike(warrantyOrders.internalPoNumber, contains(f.po)));
    if (f.customerName) where.push(ilike(warrantyOrders.customerName, contains(f.customerName)));
    if (f.reason) where.push(eq(warrantyOrders.reason, f.reason));
    if (f.vendor) where.push(eq(warrantyOrders.vendor, f.vendor));
    if (f.sku) {
      const sku = or(
        ilike(warrantyItems.internalSku, contains(f.sku)),
        ilike(warrantyItems.originalSku, contains(f.sku)),
      );
      if (sku) where.push(sku);
    }
    const order =
      f.orderBy === 'order_date'
        ? [desc(warrantyOrders.orderDate), asc(warrantyItems.warrantyId)]
        : f.orderBy === 'internal_po_number'
          ? [asc(warrantyOrders.internalPoNumber), asc(warrantyItems.warrantyId)]
          : [asc(warrantyItems.warrantyId)];
    return this.db
      .select({
        ...orderColumns,
        warrantyId: warrantyItems.warrantyId,
        originalSku: warrantyItems.originalSku,
        internalSku: warrantyItems.internalSku,
        quantity: warrantyItems.quantity,
        lotNumber: warrantyItems.lotNumber,
        warehouseNotes: warrantyItems.warehouseNotes,
        notes: warrantyItems.notes,
      })
      .from(warrantyItems)
      .innerJoin(warrantyOrders, eq(warrantyOrders.id, warrantyItems.orderId))
      .where(and(...where))
      .orderBy(...order)
      .limit(f.limit);
  }

  /** The order of a PO (any case), locked for the rest of the transaction when `tx` is given. */
  async findOrder(company: Company, po: string, tx: DbOrTx = this.db): Promise<WarrantyOrderRecord | null> {
    const query = tx
      .select(orderColumns)
      .from(warrantyOrders)
      .where(and(eq(warrantyOrders.company, company), samePo(po)))
      .limit(1);
    const [row] = tx === this.db ? await query : await query.for('update');
    return row ?? null;
  }

  /** The item and its order's status, locked for the transaction. */
  async findItem(
    company: Company,
    warrantyId: number,
    tx: DbOrTx,
  ): Promise<{ orderId: number; po: string; orderStatus: number } | null> {
    const [row] = await tx
      .select({
        orderId: warrantyOrders.id,
        po: warrantyOrders.internalPoNumber,
        orderStatus: warrantyOrders.orderStatus,
      })
      .from(warrantyItems)
      .innerJoin(warrantyOrders, eq(warrantyOrders.id, warrantyItems.orderId))
      .where(and(eq(warrantyOrders.company, company), eq(warrantyItems.warrantyId, warrantyId)))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  /** A new open order; null when the PO exists already (a concurrent twin included). */
  async insertOrder(
    company: Company,
    header: WarrantyHeader,
    createdBy: string,
    tx: DbOrTx,
  ): Promise<number | null> {
    const rows = await tx
      .insert(warrantyOrders)
      .values({ ...header, company, orderStatus: WARRANTY_STATUS.open, createdBy })
      .onConflictDoNothing({ target: [warrantyOrders.company, warrantyOrders.internalPoNumber] })
      .returning({ id: warrantyOrders.id });
    return rows[0]?.id ?? null;
  }

  async insertItem(orderId: number, item: WarrantyItemFields, tx: DbOrTx): Promise<number> {
    const [row] = await tx
      .insert(warrantyItems)
      .values({ ...item, orderId })
      .returning({ warrantyId: warrantyItems.warrantyId });
    if (!row) throw new Error('warranty item insert returned nothing');
    return row.warrantyId;
  }

  /** Changes an item while its order is open; false when the order is no longer open. */
  async updateItem(warrantyId: number, item: WarrantyItemFields, tx: DbOrTx): Promise<boolean> {
    const rows = await tx
      .update(warrantyItems)
      .set(item)
      .where(
        and(
          eq(warrantyItems.warrantyId, warrantyId),
          sql`exists (select 1 from ${warrantyOrders} where ${warrantyOrders.id} = ${warrantyItems.orderId} and ${warrantyOrders.orderStatus} = ${WARRANTY_STATUS.open})`,
        ),
      )
      .returning({ id: warrantyItems.warrantyId });
    return rows.length > 0;
  }

  /** Changes an open order's header (never its PO or status); false when it is no longer open. */
  async updateHeader(
    orderId: number,
    header: Omit<WarrantyHeader, 'internalPoNumber'>,
    tx: DbOrTx,
  ): Promise<boolean> {
    const rows = await tx
      .update(warrantyOrders)
      .set(header)
      .where(and(eq(warrantyOrders.id, orderId), eq(warrantyOrders.orderStatus, WARRANTY_STATUS.open)))
      .returning({ id: warrantyOrders.id });
    return rows.length > 0;
  }

  /** Cancels an open order (199); false when it is no longer open. */
  async cancel(orderId: number, tx: DbOrTx): Promise<boolean> {
    const rows = await tx
      .update(warrantyOrders)
      .set({ orderStatus: WARRANTY_STATUS.cancelled })
      .where(and(eq(warrantyOrders.id, orderId), eq(warrantyOrders.orderStatus, WARRANTY_STATUS.open)))
      .returning({ id: warrantyOrders.id });
    return rows.length > 0;
  }
}
