import type { BulkOrderRef, BulkShipment, ShipmentInfoInput } from '@shared/api/bulk/bulk-shipments';
import { readShipmentFile, type ShipmentFileRow, type ShipmentInfo } from '@shared/domain/bulk/shipments';
import {
  BULK_ITEM_STATUS,
  BULK_WAREHOUSES,
  SHIPMENT_STATUS,
  type BulkWarehouse,
} from '@shared/domain/bulk/status';
import { badRequest, conflict, notFound } from '../../../platform/http/http-error';
import { makeCartons } from './cartons';
import { checkWarehouses, ordersOn, orderName, type Caller } from './order-guards';
import type { ItemRecord, ShipmentsRepository } from './shipments.repository';

const FULFIL: Record<BulkWarehouse, 'fulfillKy' | 'fulfillPa' | 'fulfillTx' | 'fulfillIl'> = {
  kentucky: 'fulfillKy',
  pennsylvania: 'fulfillPa',
  texas: 'fulfillTx',
  illinois: 'fulfillIl',
};
const METHOD: Record<BulkWarehouse, 'kyMethod' | 'paMethod' | 'txMethod' | 'ilMethod'> = {
  kentucky: 'kyMethod',
  pennsylvania: 'paMethod',
  texas: 'txMethod',
  illinois: 'ilMethod',
};

/** The pieces of each line per warehouse: the shipments an order's information makes (one per warehouse). */
function shipmentsByWarehouse(items: readonly ItemRecord[], status: number) {
  const out: {
    warehouse: BulkWarehouse;
    method: string | null;
    lines: { itemId: number; quantity: number }[];
  }[] = [];
  for (const warehouse of BULK_WAREHOUSES) {
    const lines = items
      .filter((i) => i.orderStatus === status && i[FULFIL[warehouse]] > 0)
      .map((i) => ({
        itemId: i.id,
        quantity: i[FULFIL[warehouse]],
        method: i.shipMethod ?? i[METHOD[warehouse]],
      }));
    if (lines.length === 0) continue;
    out.push({
      warehouse,
      method: lines.find((l) => l.method)?.method ?? null,
      lines: lines.map(({ itemId, quantity }) => ({ itemId, quantity })),
    });
  }
  return out;
}

/**
 * Not Built, Not Shipped and Ready (D2 sections 2, 4 and 5): Force Built, shipment information (one
 * order, or a whole file), Confirm Shipment (in this product only: Acumatica is not told), and Mark
 * Complete on Invoiced. Each call is all or nothing.
 */
export class ShipmentsService {
  constructor(private readonly repo: ShipmentsRepository) {}

  /** Not Built -> Not Shipped: the acknowledged lines become Built (102). */
  async forceBuilt(caller: Caller, refs: readonly BulkOrderRef[]): Promise<number> {
    return this.repo.db.transaction(async (tx) => {
      const orders = await ordersOn(this.repo, tx, caller, refs, ['not_built']);
      const items = await this.repo.items(
        tx,
        orders.map((o) => o.id),
      );
      const held = orders.find(
        (o) => !items.some((i) => i.orderId === o.id && i.orderStatus === BULK_ITEM_STATUS.acknowledged),
      );
      if (held) {
        const onHold = items.some((i) => i.orderId === held.id && i.orderStatus === BULK_ITEM_STATUS.onHold);
        throw conflict(
          onHold
            ? `Order ${orderName(held)} is on hold; it cannot be built.`
            : `Order ${orderName(held)} has no line to build.`,
          'nothing_to_build',
        );
      }
      const ids = orders.map((o) => o.id);
      await this.repo.setItemStatus(tx, ids, BULK_ITEM_STATUS.acknowledged, BULK_ITEM_STATUS.built);
      await this.repo.updateOrders(tx, ids, { stage: 'not_shipped', orderStatus: BULK_ITEM_STATUS.built });
      return orders.length;
    });
  }

  /** Add Shipment Information (Not Shipped) or Override Shipment (Ready) for one order. */
  async saveOne(caller: Caller, input: ShipmentInfoInput & { carrier: string }): Promise<number> {
    const info: ShipmentInfo = {
      internal_po_number: input.internal_po_number,
      vendor_name: input.vendor_name,
      pro_number: input.pro_number,
      carrier: input.carrier,
      bol: input.bol,
      ship_date: input.ship_date,
      expected_delivery: input.expected_delivery,
      truck_number: input.truck_number,
      shipment_price: input.shipment_price ?? null,
      acu_ship_num: input.acu_ship_num ?? null,
      total_on_shipment: input.total_on_shipment ?? null,
    };
    return this.save(caller, [info]);
  }

  /** Bulk Update: the rows checked as the screen checks them; one bad row refuses the file (400). */
  async saveFile(caller: Caller, rows: readonly ShipmentFileRow[]): Promise<number> {
    const read = readShipmentFile(rows);
    if (!read.ok) throw badRequest(read.message, 'invalid_shipment_file');
    const seen = new Set<string>();
    for (const s of read.shipments) {
      const key = `${s.internal_po_number}\u0000${s.vendor_name}`;
      if (seen.has(key))
        throw badRequest(
          `Order ${s.internal_po_number} (${s.vendor_name}) is in the file twice.`,
          'duplicate_order',
        );
      seen.add(key);
    }
    return this.save(caller, read.shipments);
  }

  private async save(caller: Caller, infos: readonly ShipmentInfo[]): Promise<number> {
    return this.repo.db.transaction(async (tx) => {
      const orders = await ordersOn(this.repo, tx, caller, infos, ['not_shipped', 'ready']);
      const items = await this.repo.items(
        tx,
        orders.map((o) => o.id),
      );
      for (const info of infos) {
        const order = orders.find(
          (o) => o.internalPoNumber === info.internal_po_number && o.vendorName === info.vendor_name,
        )!;
        const ready = order.stage === 'ready';
        const status = ready ? BULK_ITEM_STATUS.staged : BULK_ITEM_STATUS.built;
        const groups = shipmentsByWarehouse(
          items.filter((i) => i.orderId === order.id),
          status,
        );
        if (groups.length === 0)
          throw conflict(`Order ${orderName(order)} has no built line to ship.`, 'nothing_to_ship');
        await this.repo.dropShipments(tx, order.id, SHIPMENT_STATUS.created);
        for (const group of groups) {
          const pieces = group.lines.reduce((s, l) => s + l.quantity, 0);
          const id = await this.repo.insertShipment(
            tx,
            caller.company,
            order.id,
            {
              proNumber: info.pro_number,
              bol: info.bol,
              carrier: info.carrier,
              shipDate: info.ship_date,
              expectedDelivery: info.expected_delivery,
              truckNumber: info.truck_number,
              shipmentPrice: info.shipment_price,
              acuShipNum: info.acu_ship_num,
              totalOnShipment: info.total_on_shipment,
              shipmentStatus: SHIPMENT_STATUS.created,
              warehouse: group.warehouse,
              method: group.method,
              destination: [order.city, order.state].filter(Boolean).join(', ') || null,
              pallets: info.total_on_shipment,
              pieces,
            },
            group.lines,
          );
          const casePack = new Map(items.map((i) => [i.id, i.casePacks]));
          await makeCartons(this.repo, tx, caller.company, {
            id,
            totalOnShipment: info.total_on_shipment,
            lines: group.lines.map((l) => ({ ...l, casePack: casePack.get(l.itemId) ?? null })),
          });
        }
        if (!ready) {
          await this.repo.setItemStatus(tx, [order.id], BULK_ITEM_STATUS.built, BULK_ITEM_STATUS.staged);
          await this.repo.updateOrders(tx, [order.id], {
            stage: 'ready',
            orderStatus: BULK_ITEM_STATUS.staged,
          });
        }
      }
      return infos.length;
    });
  }

  /** Ready -> Shipped: shipments Confirmed (201), staged lines Shipped (104). Acumatica is not updated. */
  async confirm(caller: Caller, refs: readonly BulkOrderRef[]): Promise<number> {
    return this.repo.db.transaction(async (tx) => {
      const orders = await ordersOn(this.repo, tx, caller, refs, ['ready']);
      const ids = orders.map((o) => o.id);
      const shipments = await this.repo.shipments(tx, ids);
      const bare = orders.find(
        (o) => !shipments.some((s) => s.orderId === o.id && s.shipmentStatus === SHIPMENT_STATUS.created),
      );
      if (bare) throw conflict(`Order ${orderName(bare)} has no shipment to confirm.`, 'nothing_to_confirm');
      await this.repo.setShipmentStatus(tx, ids, SHIPMENT_STATUS.created, SHIPMENT_STATUS.confirmed);
      await this.repo.setItemStatus(tx, ids, BULK_ITEM_STATUS.staged, BULK_ITEM_STATUS.shipped);
      await this.repo.updateOrders(tx, ids, { stage: 'shipped', orderStatus: BULK_ITEM_STATUS.shipped });
      return orders.length;
    });
  }

  /** Invoiced -> Complete. */
  async complete(caller: Caller, refs: readonly BulkOrderRef[]): Promise<number> {
    return this.repo.db.transaction(async (tx) => {
      const orders = await ordersOn(this.repo, tx, caller, refs, ['invoiced']);
      await this.repo.updateOrders(
        tx,
        orders.map((o) => o.id),
        { stage: 'complete' },
      );
      return orders.length;
    });
  }

  /** An order's shipments, for Override Shipment. */
  async shipmentsOf(caller: Caller, ref: BulkOrderRef): Promise<BulkShipment[]> {
    const order = await this.repo.order(caller.company, ref);
    if (!order)
      throw notFound(
        `Order ${ref.internal_po_number} (${ref.vendor_name}) was not found.`,
        'order_not_found',
      );
    checkWarehouses(caller, [order]);
    const shipments = await this.repo.shipments(this.repo.db, [order.id]);
    return shipments.map((s) => ({
      id: s.id,
      pro_number: s.proNumber,
      carrier: s.carrier,
      bol: s.bol,
      ship_date: s.shipDate,
      expected_delivery: s.expectedDelivery,
      truck_number: s.truckNumber,
      shipment_price: s.shipmentPrice,
      acu_ship_num: s.acuShipNum,
      total_on_shipment: s.totalOnShipment,
      shipment_status: s.shipmentStatus,
      warehouse: s.warehouse,
      quantity: s.lines.reduce((n, l) => n + l.quantity, 0),
    }));
  }
}
