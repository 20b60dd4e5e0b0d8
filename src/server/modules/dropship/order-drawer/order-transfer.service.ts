import type { TransferRequest, TransferResponse } from '@shared/api/dropship/order-drawer';
import { isOnHold, transferPoNumber, transferWarehouse } from '@shared/domain/dropship/order-drawer';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import { badRequest, conflict } from '../../../platform/http/http-error';
import type {
  DropshipOrdersRepository,
  LineRow,
  OrderRow,
  PackageRow,
  Tx,
} from './dropship-orders.repository';
import { oneOrder } from './order-lookup';

/**
 * Transfer (D1 section 2): the chosen items go to the order's other warehouse (the rule is in
 * transferWarehouse). Moving every open item moves the order itself; moving some splits them off
 * into a new order PO-T1, PO-T2, ... of the same vendor and customer, created (or on hold, as the
 * original was) and not yet in the ERP: Resend to Acumatica sends it. Items already labelled or on
 * a pull sheet cannot move: their box is built in the first warehouse.
 */
export class OrderTransferService {
  constructor(private readonly repo: DropshipOrdersRepository) {}

  async transfer(company: Company, input: TransferRequest): Promise<TransferResponse> {
    return this.repo.db.transaction(async (tx) => {
      const order = await oneOrder(this.repo, tx, company, input.internal_po_number, input.vendor_name, true);
      const target = input.warehouse ?? transferWarehouse(order.warehouse);
      const ids = [...new Set(input.order_ids)];
      const lines = await this.repo.linesOf(tx, [order.id]);
      const byId = new Map(lines.map((l) => [l.id, l]));

      const done = await this.alreadyDone(tx, company, order, ids, lines, target);
      if (done) return done;

      if (order.orderStatus === ORDER_STATUS.cancelled) {
        throw conflict('A cancelled order cannot be transferred.', 'order_cancelled');
      }
      if (order.orderStatus === ORDER_STATUS.shipped) {
        throw conflict('A shipped order cannot be transferred.', 'order_shipped');
      }
      if (!target) throw conflict(`Order ${order.internalPoNumber} has no warehouse.`, 'no_warehouse');
      if (target === order.warehouse) {
        throw badRequest(`Order ${order.internalPoNumber} is already in ${target}.`, 'same_warehouse');
      }
      const packages = await this.repo.packagesOf(tx, [order.id]);
      const chosen = ids.map((id) => {
        const line = byId.get(id);
        if (!line) throw badRequest(`Item ${id} is not on order ${order.internalPoNumber}.`, 'unknown_item');
        return line;
      });
      for (const line of chosen) this.checkMovable(line, packages);

      const open = lines.filter((l) => l.orderStatus !== ORDER_STATUS.cancelled);
      const whole = open.every((l) => ids.includes(l.id));
      const base = {
        vendor_name: order.vendorName,
        warehouse: target,
        moved: chosen.length,
        whole_order: whole,
      };
      if (whole) {
        await this.repo.updateOrder(tx, order.id, { warehouse: target });
        for (const p of packages) await this.repo.updatePackage(tx, p.id, { warehouse: target });
        return { ...base, internal_po_number: order.internalPoNumber };
      }
      const n = (await this.repo.transferCount(tx, company, order.vendorName, order.internalPoNumber)) + 1;
      const { id: _id, ...copy } = order;
      void _id;
      const status = isOnHold(order.orderStatus) ? order.orderStatus : ORDER_STATUS.created;
      const created = await this.repo.insertOrder(tx, {
        ...copy,
        internalPoNumber: transferPoNumber(order.internalPoNumber, n),
        warehouse: target,
        orderStatus: status,
        acuOrderNum: null,
        acumaticaStatus: null,
        cancelledAt: null,
        pickupTime: null,
      });
      await this.repo.moveLines(
        tx,
        chosen.map((l) => l.id),
        created.id,
        status,
      );
      await this.shrinkPackages(tx, packages, lines, new Set(ids));
      return { ...base, internal_po_number: created.internalPoNumber };
    });
  }

  private checkMovable(line: LineRow, packages: PackageRow[]): void {
    if (line.orderStatus === ORDER_STATUS.cancelled) {
      throw conflict(`Item ${line.internalSku} is cancelled; it cannot be transferred.`, 'item_cancelled');
    }
    const pkg = packages.find((p) => p.id === line.packageId);
    if (pkg?.pullsheetId != null) {
      throw conflict(
        `Item ${line.internalSku} is on pull sheet ${pkg.pullsheetId}; remove its package from the pull sheet first.`,
        'item_on_pullsheet',
      );
    }
    if (pkg?.trackingNumber) {
      throw conflict(
        `Item ${line.internalSku} already has a shipping label (${pkg.trackingNumber}); it cannot be transferred.`,
        'item_labelled',
      );
    }
  }

  /** Packages left without items are deleted; the others count what they still hold. */
  private async shrinkPackages(tx: Tx, packages: PackageRow[], lines: LineRow[], moved: Set<number>) {
    const empty: number[] = [];
    for (const p of packages) {
      const kept = lines.filter((l) => l.packageId === p.id && !moved.has(l.id));
      if (!lines.some((l) => l.packageId === p.id && moved.has(l.id))) continue;
      if (kept.length === 0) empty.push(p.id);
      else
        await this.repo.updatePackage(tx, p.id, { totalQuantity: kept.reduce((s, l) => s + l.quantity, 0) });
    }
    await this.repo.deletePackages(tx, empty);
  }

  /**
   * A retry of a transfer that went through: the whole order already sits in the named warehouse,
   * or the items already make up one order split off this PO there. Null when nothing was done.
   */
  private async alreadyDone(
    tx: Tx,
    company: Company,
    order: OrderRow,
    ids: number[],
    lines: LineRow[],
    target: string | null,
  ): Promise<TransferResponse | null> {
    if (!target) return null;
    const mine = ids.filter((id) => lines.some((l) => l.id === id));
    if (mine.length === ids.length) {
      const open = lines.filter((l) => l.orderStatus !== ORDER_STATUS.cancelled);
      const whole = open.length > 0 && open.every((l) => ids.includes(l.id));
      if (whole && order.warehouse === target) {
        return {
          internal_po_number: order.internalPoNumber,
          vendor_name: order.vendorName,
          warehouse: target,
          moved: ids.length,
          whole_order: true,
        };
      }
      return null;
    }
    if (mine.length > 0) return null;
    const splits = await this.repo.ordersByPrefix(
      tx,
      company,
      order.vendorName,
      `${order.internalPoNumber}-T`,
    );
    if (splits.length === 0) return null;
    const splitLines = await this.repo.linesOf(
      tx,
      splits.map((s) => s.id),
    );
    const owners = new Set(ids.map((id) => splitLines.find((l) => l.id === id)?.orderId));
    const [owner] = [...owners];
    const split = splits.find((s) => s.id === owner);
    if (owners.size !== 1 || !split || split.warehouse !== target) return null;
    return {
      internal_po_number: split.internalPoNumber,
      vendor_name: split.vendorName,
      warehouse: target,
      moved: ids.length,
      whole_order: false,
    };
  }
}
