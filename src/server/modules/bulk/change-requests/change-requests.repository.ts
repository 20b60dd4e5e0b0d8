import { sql, type SQL } from 'drizzle-orm';
import type { ChangeOrder, ChangeRequest } from '@shared/api/bulk/change-requests';
import type { ChangeDetail, CustomerField, HeaderField } from '@shared/domain/bulk/change-requests';
import type { Company } from '@shared/domain/identity/companies';
import type { Db, DbOrTx } from '../../../platform/db/client';

/** One request with its details as JSON, built by PostgreSQL (the table's and the drawer's rows). */
const requestRows = (where: SQL, limit: number) => sql`
  select r.request_id, to_char(r.change_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as change_date,
    r.internal_po_number, r.vendor_name, r.type, r.request_status, r.decided_by,
    coalesce((
      select json_agg(json_build_object(
        'sub_type', d.sub_type, 'detail', d.detail, 'value', d.value, 'old_value', d.old_value,
        'internal_sku', d.internal_sku, 'quantity', d.quantity, 'external_price', d.external_price::text
      ) order by d.id)
      from change_request_details d where d.request_id = r.request_id
    ), '[]'::json) as details
  from change_requests r
  where ${where}
  order by r.change_date desc, r.request_id desc
  limit ${limit}`;

export type LockedRequest = {
  requestId: number;
  orderId: number | null;
  po: string;
  vendor: string;
  status: number;
  details: ChangeDetail[];
};

export type LockedOrder = { id: number; stage: string; po: string };

/** SQL of Incoming Order Change Requests; every statement is for one company. */
export class ChangeRequestsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async list(company: Company, limit: number): Promise<ChangeRequest[]> {
    const result = await this.db.execute<ChangeRequest>(requestRows(sql`r.company = ${company}`, limit));
    return result.rows;
  }

  async forOrder(company: Company, po: string, vendor: string): Promise<ChangeRequest[]> {
    const where = sql`r.company = ${company} and r.internal_po_number = ${po} and r.vendor_name = ${vendor}`;
    return (await this.db.execute<ChangeRequest>(requestRows(where, 1000))).rows;
  }

  /** The order as it is now, with its lines; null when the company has no such order. */
  async order(company: Company, po: string, vendor: string): Promise<ChangeOrder | null> {
    const result = await this.db.execute<ChangeOrder>(sql`
      select o.internal_po_number, o.external_po_number, o.vendor_name, o.acu_order_num, o.stage,
        to_char(o.order_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as order_date,
        o.requested_ship_date::text, o.deliver_by::text, o.deliver_window_start::text,
        o.deliver_window_end::text, o.ship_window_start::text, o.ship_window_end::text,
        o.requested_pickup::text, o.name, o.attention, o.address1, o.address2, o.city, o.state, o.zip_code,
        coalesce((
          select json_agg(json_build_object(
            'internal_sku', i.internal_sku, 'description', i.description, 'quantity', i.quantity,
            'external_price', i.external_price::text, 'order_status', i.order_status
          ) order by i.id)
          from bulk_order_items i where i.order_id = o.id
        ), '[]'::json) as items
      from bulk_orders o
      where o.company = ${company} and o.internal_po_number = ${po} and o.vendor_name = ${vendor}`);
    return result.rows[0] ?? null;
  }

  /** The request and its details, locked until the transaction ends; null when the company has none. */
  async lockRequest(tx: DbOrTx, company: Company, requestId: number): Promise<LockedRequest | null> {
    const result = await tx.execute<{
      request_id: number;
      order_id: number | null;
      internal_po_number: string;
      vendor_name: string;
      request_status: number;
    }>(sql`
      select request_id, order_id, internal_po_number, vendor_name, request_status
      from change_requests where company = ${company} and request_id = ${requestId} for update`);
    const row = result.rows[0];
    if (!row) return null;
    const details = await tx.execute<ChangeDetail>(sql`
      select sub_type, detail, value, old_value, internal_sku, quantity, external_price::text as external_price
      from change_request_details where request_id = ${requestId} order by id`);
    return {
      requestId: row.request_id,
      orderId: row.order_id,
      po: row.internal_po_number,
      vendor: row.vendor_name,
      status: row.request_status,
      details: details.rows,
    };
  }

  /** The request's order (by its id, else by PO and vendor), locked; null when it is gone. */
  async lockOrder(tx: DbOrTx, company: Company, request: LockedRequest): Promise<LockedOrder | null> {
    const match =
      request.orderId !== null
        ? sql`id = ${request.orderId}`
        : sql`internal_po_number = ${request.po} and vendor_name = ${request.vendor}`;
    const result = await tx.execute<{ id: number; stage: string; internal_po_number: string }>(sql`
      select id, stage, internal_po_number from bulk_orders
      where company = ${company} and ${match} for update`);
    const row = result.rows[0];
    return row ? { id: row.id, stage: row.stage, po: row.internal_po_number } : null;
  }

  /** Sets one header or customer field of the order (the names are checked by the caller's rule). */
  async setOrderField(
    tx: DbOrTx,
    orderId: number,
    field: HeaderField | CustomerField,
    value: string | null,
  ): Promise<number> {
    const result = await tx.execute(
      sql`update bulk_orders set ${sql.identifier(field)} = ${value} where id = ${orderId}`,
    );
    return result.rowCount ?? 0;
  }

  /** Sets the quantity and/or price of the order's non-cancelled lines of a SKU; answers the rows changed. */
  async setItem(
    tx: DbOrTx,
    orderId: number,
    sku: string,
    change: { quantity: number | null; externalPrice: string | null },
    cancelled: number,
  ): Promise<number> {
    const result = await tx.execute(sql`
      update bulk_order_items
      set quantity = coalesce(${change.quantity}::int, quantity),
        external_price = coalesce(${change.externalPrice}::numeric, external_price)
      where order_id = ${orderId} and internal_sku = ${sku} and order_status <> ${cancelled}`);
    return result.rowCount ?? 0;
  }

  async decide(tx: DbOrTx, requestId: number, status: number, user: string, at: Date): Promise<void> {
    await tx.execute(sql`
      update change_requests set request_status = ${status}, decided_by = ${user}, decided_at = ${at}
      where request_id = ${requestId}`);
  }
}
