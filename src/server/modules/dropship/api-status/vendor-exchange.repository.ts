import { sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import { EDI_STATUS } from '@shared/domain/edi/transactions';
import { COMPANY_WAREHOUSES, type Company } from '@shared/domain/identity/companies';
import { chooseWarehouse } from '@shared/domain/dropship/warehouse-choice';
import type { Db } from '../../../platform/db/client';
import { dropshipOrderLines, dropshipOrders } from '../../../platform/db/schema/dropship';
import type { InboundOrder } from '../../../integrations/vendors/port';

/** A shipped order with its tracked packages, for an 856 or an 810. */
export type ShippedOrder = {
  orderId: number;
  poNumber: string;
  carrier: string | null;
  pickupTime: Date;
  acuOrderNum: string | null;
  packages: {
    trackingNumber: string;
    acuShipNum: string | null;
    lines: { sku: string; quantity: number }[];
  }[];
  lines: { sku: string; quantity: number; unitPrice: string | null }[];
};

type CatalogFacts = {
  sku: string;
  rootSku: string;
  description: string;
  price: string | null;
  stock: Record<string, number>;
  locations: Record<string, string>;
};

/** Orders shipped longer ago than this are history: their 856 and 810 are not sent from here. */
export const NOTIFY_WINDOW_DAYS = 7;

/** SQL of the vendor exchanges the API Status buttons start (run by the dropship.vendor-request job). */
export class VendorExchangeRepository {
  constructor(readonly db: Db) {}

  private async catalogFacts(company: Company, skus: readonly string[]): Promise<Map<string, CatalogFacts>> {
    if (skus.length === 0) return new Map();
    const list = sql.join(
      skus.map((s) => sql`${s}`),
      sql`, `,
    );
    const result = await this.db.execute<{
      sku: string;
      root_sku: string;
      description: string;
      price: string | null;
      stock: Record<string, number> | null;
      locations: Record<string, string> | null;
    }>(sql`
      select i.sku, i.root_sku, i.description, i.price::text as price,
        (select jsonb_object_agg(s.warehouse, s.available) from item_stock s where s.item_id = i.id) as stock,
        (select jsonb_object_agg(l.warehouse, l.location) from item_locations l where l.item_id = i.id)
          as locations
      from items i where i.company = ${company} and i.sku in (${list})`);
    return new Map(
      result.rows.map((r) => [
        r.sku,
        {
          sku: r.sku,
          rootSku: r.root_sku,
          description: r.description,
          price: r.price,
          stock: r.stock ?? {},
          locations: r.locations ?? {},
        },
      ]),
    );
  }

  /**
   * Stores downloaded orders as order_created (100), ready for a pull sheet. The warehouse is the
   * upload's rule (`chooseWarehouse`): the first of the company's with stock for every line, else
   * the one covering the most pieces. A PO already stored (a download retried) is left alone. Answers how many were new.
   */
  async storeDownloadedOrders(
    company: Company,
    vendor: { name: string; code: string },
    orders: readonly InboundOrder[],
    at: Date,
  ): Promise<number> {
    if (orders.length === 0) return 0;
    const facts = await this.catalogFacts(company, [
      ...new Set(orders.flatMap((o) => o.lines.map((l) => l.sku))),
    ]);
    const warehouses = COMPANY_WAREHOUSES[company];
    let stored = 0;
    await this.db.transaction(async (tx) => {
      for (const order of orders) {
        const warehouse = chooseWarehouse(warehouses, order.lines, (w, sku) => facts.get(sku)?.stock[w] ?? 0);
        const [row] = await tx
          .insert(dropshipOrders)
          .values({
            company,
            vendorName: vendor.name,
            vendorCode: vendor.code,
            internalPoNumber: order.poNumber,
            externalPoNumber: order.poNumber,
            orderDate: new Date(order.orderDate),
            uploadDate: at,
            name: order.shipTo.name,
            address1: order.shipTo.address1,
            address2: order.shipTo.address2 ?? null,
            city: order.shipTo.city,
            state: order.shipTo.state,
            zipCode: order.shipTo.zip,
            warehouse,
            orderStatus: ORDER_STATUS.created,
          })
          .onConflictDoNothing({
            target: [dropshipOrders.company, dropshipOrders.vendorName, dropshipOrders.internalPoNumber],
          })
          .returning({ id: dropshipOrders.id });
        if (!row) continue;
        stored += 1;
        await tx.insert(dropshipOrderLines).values(
          order.lines.map((line) => {
            const item = facts.get(line.sku);
            return {
              company,
              orderId: row.id,
              internalSku: line.sku,
              externalSku: line.vendorSku,
              rootSku: item?.rootSku ?? null,
              description: item?.description ?? null,
              quantity: line.quantity,
              internalPrice: item?.price ?? null,
              externalPrice: line.unitPrice,
              orderStatus: ORDER_STATUS.created,
              location: item?.locations[warehouse] ?? null,
            };
          }),
        );
      }
    });
    return stored;
  }

  /**
   * The vendor's orders shipped in the last NOTIFY_WINDOW_DAYS whose 856 (tracking) or 810
   * (invoice) has not gone out: no outbound message of that type is Sent or Accepted for the PO.
   */
  async shippedWithout(
    company: Company,
    vendorName: string,
    type: '856' | '810',
    now: Date,
  ): Promise<ShippedOrder[]> {
    const since = new Date(now.getTime() - NOTIFY_WINDOW_DAYS * 86_400_000);
    const result = await this.db.execute<{
      id: number;
      po: string;
      carrier: string | null;
      pickup_time: Date | string;
      acu_order_num: string | null;
    }>(sql`
      select o.id, o.internal_po_number as po, o.carrier, o.pickup_time, o.acu_order_num
      from dropship_orders o
      where o.company = ${company} and o.vendor_name = ${vendorName}
        and o.order_status = ${ORDER_STATUS.shipped}
        and o.pickup_time >= ${since}
        and not exists (
          select 1 from edi_transactions e
          where e.company = o.company and e.side = 'dropship' and e.vendor_name = o.vendor_name
            and e.internal_po_number = o.internal_po_number and e.type = ${type}
            and e.direction = 'outbound' and e.status in (${EDI_STATUS.sent}, ${EDI_STATUS.accepted})
        )
      order by o.pickup_time, o.id`);
    if (result.rows.length === 0) return [];
    const ids = result.rows.map((r) => r.id);
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const lines = await this.db.execute<{
      order_id: number;
      sku: string;
      quantity: number;
      price: string | null;
      tracking_number: string | null;
      acu_ship_num: string | null;
    }>(sql`
      select l.order_id, l.internal_sku as sku, l.quantity, l.external_price::text as price,
        p.tracking_number, p.acu_ship_num
      from dropship_order_lines l
      left join dropship_packages p on p.id = l.package_id
      where l.order_id in (${idList}) and l.order_status <> ${ORDER_STATUS.cancelled}
      order by l.order_id, l.id`);
    return result.rows.map((o) => {
      const mine = lines.rows.filter((l) => l.order_id === o.id);
      const packages = new Map<string, ShippedOrder['packages'][number]>();
      for (const l of mine) {
        if (!l.tracking_number) continue;
        const pack = packages.get(l.tracking_number) ?? {
          trackingNumber: l.tracking_number,
          acuShipNum: l.acu_ship_num,
          lines: [],
        };
        pack.lines.push({ sku: l.sku, quantity: l.quantity });
        packages.set(l.tracking_number, pack);
      }
      return {
        orderId: o.id,
        poNumber: o.po,
        carrier: o.carrier,
        pickupTime: new Date(o.pickup_time),
        acuOrderNum: o.acu_order_num,
        packages: [...packages.values()],
        lines: mine.map((l) => ({ sku: l.sku, quantity: l.quantity, unitPrice: l.price })),
      };
    });
  }

  /**
   * The 846 of the company: what is available of each active SKU over every warehouse; a zeroed-out
   * SKU (D3 2.20) is reported as 0 whatever the stock.
   */
  async inventory(company: Company): Promise<{ sku: string; quantity: number }[]> {
    const result = await this.db.execute<{ sku: string; quantity: number }>(sql`
      select i.sku,
        case when exists (select 1 from zero_out_skus z where z.company = i.company and z.sku = i.sku)
          then 0 else coalesce((select sum(greatest(s.available, 0)) from item_stock s where s.item_id = i.id), 0)
        end::int as quantity
      from items i
      where i.company = ${company} and i.active and not i.is_bundle
      order by i.sku`);
    return result.rows;
  }

  async vendor(company: Company, name: string) {
    const [row] = await this.db
      .execute<{
        id: number;
        name: string;
        code: string;
        sends_inventory: boolean;
      }>(
        sql`select id, name, code, sends_inventory from vendors
           where company = ${company} and side = 'dropship' and name = ${name}`,
      )
      .then((r) => r.rows);
    return row ?? null;
  }
}
