import type { DrawerOrder, OrderAction } from '@shared/api/dropship/order-drawer';
import {
  cancelProblem,
  holdProblem,
  isOnHold,
  usesRetailerCancel,
} from '@shared/domain/dropship/order-drawer';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import { badRequest, conflict, notFound } from '../../../platform/http/http-error';
import type { Integrations } from '../../../integrations/registry';
import type { DropshipOrdersRepository, OrderRow, Tx } from './dropship-orders.repository';
import { integrationFailure } from '../../../platform/http/integration-failure';
import { oneOrder } from './order-lookup';
import { toDrawerOrder } from './order-mapping';

/**
 * The drawer's order calls: read the order, cancel (ours or the retailer's way), hold. Each write
 * locks the order, checks the status rules of src/shared/domain/dropship/order-drawer.ts and leaves
 * an order already in the asked state as it is, so a retried call changes nothing.
 */
export class OrderActionsService {
  constructor(
    private readonly repo: DropshipOrdersRepository,
    private readonly integrations: Integrations,
  ) {}

  async detail(company: Company, po: string, vendorName?: string): Promise<DrawerOrder[]> {
    const orders = await this.repo.ordersByPo(this.repo.db, company, po, vendorName);
    if (orders.length === 0) {
      const of = vendorName ? ` of ${vendorName}` : '';
      throw notFound(`Order ${po}${of} was not found.`, 'order_not_found');
    }
    const ids = orders.map((o) => o.id);
    const [packages, lines] = await Promise.all([
      this.repo.packagesOf(this.repo.db, ids),
      this.repo.linesOf(this.repo.db, ids),
    ]);
    return orders.map((o) => toDrawerOrder(o, packages, lines));
  }

  private async checkCancel(tx: Tx, order: OrderRow): Promise<void> {
    const problem = cancelProblem({
      status: order.orderStatus,
      onPullsheet: await this.repo.isOnPullsheet(tx, order.id),
    });
    if (problem) {
      throw conflict(problem, order.orderStatus === ORDER_STATUS.shipped ? 'order_shipped' : 'on_pullsheet');
    }
  }

  /** PUT /dropship/orders/cancel: every order but the retailer's (those go through cancelWithRetailer). */
  async cancel(company: Company, input: OrderAction): Promise<void> {
    if (usesRetailerCancel(input.vendor)) {
      const order = await oneOrder(this.repo, this.repo.db, company, input.internal_po_number, input.vendor);
      throw badRequest(
        `Orders of ${input.vendor} are cancelled with the retailer: use PUT /api/orders/${order.id}/cancel.`,
        'retailer_cancel',
      );
    }
    await this.repo.db.transaction(async (tx) => {
      const order = await oneOrder(this.repo, tx, company, input.internal_po_number, input.vendor, true);
      if (order.orderStatus === ORDER_STATUS.cancelled) return;
      await this.checkCancel(tx, order);
      await this.repo.setStatus(tx, order.id, ORDER_STATUS.cancelled, { cancelledAt: new Date() });
    });
  }

  /**
   * PUT /orders/{id}/cancel: the retailer's orders (D1 section 7). The retailer is told first, with
   * an 855 rejecting every line; if it refuses, the order stays as it was.
   */
  async cancelWithRetailer(company: Company, id: number): Promise<void> {
    await this.repo.db.transaction(async (tx) => {
      const order = await this.repo.orderById(tx, company, id, true);
      if (!order) throw notFound(`Order ${id} was not found.`, 'order_not_found');
      if (!usesRetailerCancel(order.vendorName)) {
        throw badRequest(
          `Order ${order.internalPoNumber} of ${order.vendorName} is cancelled with PUT /api/dropship/orders/cancel.`,
          'not_retailer_order',
        );
      }
      if (order.orderStatus === ORDER_STATUS.cancelled) return;
      await this.checkCancel(tx, order);
      const lines = await this.repo.linesOf(tx, [order.id]);
      try {
        await this.integrations.vendors(company).acknowledgeOrder(
          { name: order.vendorName, side: 'dropship' },
          {
            poNumber: order.internalPoNumber,
            lines: lines.map((l, i) => ({
              lineNbr: i + 1,
              sku: l.externalSku ?? l.internalSku,
              quantity: l.quantity,
              accepted: false,
            })),
          },
        );
      } catch (error) {
        integrationFailure(error, `Failed to cancel the order with ${order.vendorName}`);
      }
      await this.repo.setStatus(tx, order.id, ORDER_STATUS.cancelled, { cancelledAt: new Date() });
    });
  }

  /** PUT /dropship/orders/hold: the order waits as Order Production Hold (197). */
  async hold(company: Company, input: OrderAction): Promise<void> {
    await this.repo.db.transaction(async (tx) => {
      const order = await oneOrder(this.repo, tx, company, input.internal_po_number, input.vendor, true);
      if (isOnHold(order.orderStatus)) return;
      const problem = holdProblem(order.orderStatus);
      if (problem) throw conflict(problem, 'cannot_hold');
      await this.repo.setStatus(tx, order.id, ORDER_STATUS.ready, { heldAt: new Date() });
    });
  }
}
