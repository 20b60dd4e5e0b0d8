import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ShippingDashRow } from '@shared/api/boards/shipping-dash';
import { BULK_ITEM_STATUS, SHIPMENT_STATUS } from '@shared/domain/bulk/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { bulkOrders, bulkShipments } from '../../../platform/db/schema/bulk';

/** A warehouse has a few dozen open loads; this bounds a board's answer all the same. */
const MAX_ROWS = 2000;

/** SQL of the Shipping Dashboard: every statement is for one company and one warehouse. */
export class ShippingDashRepository {
  constructor(private readonly db: Db) {}

  /**
   * The loads still at the dock: shipments not yet confirmed (status 200) of orders that are not
   * cancelled, due first (ship date, then dock appointment).
   */
  async openLoads(company: Company, warehouse: string): Promise<ShippingDashRow[]> {
    const rows = await this.db
      .select({
        shipment_id: bulkShipments.id,
        vendor_name: bulkOrders.vendorName,
        shipment_type: bulkShipments.method,
        acu_order_num: bulkOrders.acuOrderNum,
        ship_date: bulkShipments.shipDate,
        dock_appointment: bulkShipments.dockAppointment,
        carrier: bulkShipments.carrier,
        destination: bulkShipments.destination,
        pallets: bulkShipments.pallets,
        pieces: bulkShipments.pieces,
        note: bulkOrders.note,
        status: bulkOrders.orderStatus,
      })
      .from(bulkShipments)
      .innerJoin(bulkOrders, eq(bulkOrders.id, bulkShipments.orderId))
      .where(
        and(
          eq(bulkShipments.company, company),
          eq(bulkShipments.warehouse, warehouse),
          eq(bulkShipments.shipmentStatus, SHIPMENT_STATUS.created),
          ne(bulkOrders.orderStatus, BULK_ITEM_STATUS.cancelled),
        ),
      )
      .orderBy(
        sql`${bulkShipments.shipDate} asc nulls last`,
        sql`${bulkShipments.dockAppointment} asc nulls last`,
        asc(bulkShipments.id),
      )
      .limit(MAX_ROWS);
    return rows.map((r) => ({
      ...r,
      dock_appointment: r.dock_appointment ? r.dock_appointment.toISOString() : null,
      warehouse,
    }));
  }
}
