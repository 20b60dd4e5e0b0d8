import type {
  BulkOrderDetail,
  BulkOrderKey,
  BulkOrdersTableQuery,
  RouteRequest,
  ShortItems,
} from '@shared/api/bulk/bulk-orders';
import {
  routeRequestMessage,
  routeRequestProblems,
  visibleBulkWarehouses,
} from '@shared/domain/bulk/orders-table';
import {
  BULK_ITEM_STATUS,
  BULK_STAGE_LABEL,
  type BulkStage,
  type BulkWarehouse,
} from '@shared/domain/bulk/status';
import { COMPANY_WAREHOUSES, displayName, type Company } from '@shared/domain/identity/companies';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { BulkOrdersRepository } from './bulk-orders.repository';

const SHORT_PROBLEM = {
  unknown: (sku: string, po: string) => `Order ${po} has no item ${sku}.`,
  asn_sent: (_sku: string, po: string) => `The ASN of order ${po} was sent: its items can no longer change.`,
  short: (sku: string, po: string) =>
    `Item ${sku} of order ${po} is not Built: only Built items can be shorted.`,
  unshort: (sku: string, po: string) =>
    `Item ${sku} of order ${po} is not Cancelled: only Cancelled items can be unshorted.`,
};

/**
 * Bulk Orders (D2 sections 2-5): the tabs' tables, the drawer's order and its actions. A person sees
 * the orders of the warehouses they hold (all four when they hold every warehouse of the company);
 * another warehouse is refused (403). New orders have no warehouse yet and every bulk user sees them.
 */
export class BulkOrdersService {
  constructor(
    private readonly orders: BulkOrdersRepository,
    private readonly integrations: Integrations,
  ) {}

  /** The warehouses the caller may see, or null when they may see every order. */
  scope(user: UserPrincipal, company: Company): readonly BulkWarehouse[] | null {
    const visible = visibleBulkWarehouses(COMPANY_WAREHOUSES[company], user.warehouses);
    return visible.length === 4 ? null : visible;
  }

  /** Refuses a warehouse the caller does not hold (an order without one is everyone's). */
  checkWarehouse(user: UserPrincipal, company: Company, warehouse: string | null): void {
    const scope = this.scope(user, company);
    if (scope === null || warehouse === null) return;
    if (!(scope as readonly string[]).includes(warehouse))
      throw forbidden(`You cannot see the orders of ${displayName(warehouse)}.`, 'warehouse_forbidden');
  }

  /** The tab's answer as JSON text (`{"orders":[...]}`, see BulkOrdersRepository.tableStatement). */
  async table(user: UserPrincipal, company: Company, query: BulkOrdersTableQuery): Promise<string> {
    if (query.status === 'new') return this.orders.table(company, { stage: 'new', warehouses: null });
    if (query.warehouse) {
      this.checkWarehouse(user, company, query.warehouse);
      return this.orders.table(company, { stage: query.status, warehouses: [query.warehouse] });
    }
    return this.orders.table(company, { stage: query.status, warehouses: this.scope(user, company) });
  }

  /** The drawer's order (404 when the company has none of that PO and vendor). */
  async order(user: UserPrincipal, company: Company, key: BulkOrderKey): Promise<BulkOrderDetail> {
    const [order] = await this.orders.detail(company, { key });
    if (!order) throw notFound(`Could not find order ${key.internal_po_number} of ${key.vendor_name}.`);
    this.checkWarehouse(user, company, order.warehouse);
    return order;
  }

  /** A vendor's New orders with their lines (New orders have no warehouse: no scope applies). */
  newOrders(company: Company, vendor: string): Promise<BulkOrderDetail[]> {
    return this.orders.detail(company, { newOf: vendor });
  }

  /** Short or unshort items; every order named must be one the caller may see. */
  async setShort(user: UserPrincipal, company: Company, body: ShortItems, short: boolean): Promise<number> {
    for (const key of uniqueOrders(body.items)) await this.order(user, company, key);
    const result = await this.orders.setShort(company, body.items, short);
    if (result.ok) return result.updated;
    const { internal_sku: sku, internal_po_number: po } = result.item;
    if (result.problem === 'unknown') throw notFound(SHORT_PROBLEM.unknown(sku, po));
    if (result.problem === 'asn_sent') throw conflict(SHORT_PROBLEM.asn_sent(sku, po), 'asn_sent');
    throw conflict(SHORT_PROBLEM[short ? 'short' : 'unshort'](sku, po), 'item_status');
  }

  /**
   * The 855 of an order through the vendors port: every line, cancelled ones (199) rejected.
   * A refusal or failure of the vendor answers 502 with its reason; nothing else is written.
   */
  async acknowledge(user: UserPrincipal, company: Company, key: BulkOrderKey) {
    const order = await this.order(user, company, key);
    if (order.items.length === 0) throw conflict(`Order ${key.internal_po_number} has no items.`, 'no_items');
    const lines = order.items.map((item, index) => ({
      lineNbr: index + 1,
      sku: item.internal_sku,
      quantity: item.quantity,
      accepted: item.order_status !== BULK_ITEM_STATUS.cancelled,
    }));
    try {
      const receipt = await this.integrations
        .vendors(company)
        .acknowledgeOrder(
          { name: order.vendor_name, side: 'bulk' },
          { poNumber: order.internal_po_number, lines },
        );
      return { gs_id: receipt.gsId, message_date: receipt.messageDate, lines: lines.length };
    } catch (error) {
      if (error instanceof IntegrationError)
        throw new HttpError(
          502,
          'integration_failed',
          `The vendor did not take the acknowledgement: ${error.message}`,
        );
      throw error;
    }
  }

  /** Route Order: the six fields, then the order (Not Routed, its SO number) moves to Not Built. */
  async route(
    user: UserPrincipal,
    company: Company,
    body: RouteRequest,
  ): Promise<{ id: number; stage: BulkStage }> {
    const problems = routeRequestProblems(body);
    if (problems.length > 0) throw badRequest(routeRequestMessage(problems));
    const request = {
      acu_order_num: String(body.acu_order_num).trim(),
      internal_po_number: String(body.internal_po_number).trim(),
      vendor_name: String(body.vendor_name).trim(),
      pickup_date: String(body.pickup_date).trim(),
      volume: Number(body.volume),
      weight: Number(body.weight),
    };
    const routed = await this.orders.route(company, request, (order) => {
      this.checkWarehouse(user, company, order.warehouse);
      if (order.acu_order_num !== request.acu_order_num)
        throw conflict(
          `Order ${request.internal_po_number} has SO Number ${order.acu_order_num ?? 'none'}, not ${request.acu_order_num}.`,
          'so_number',
        );
      if (order.stage !== 'not_routed')
        throw conflict(
          `Order ${request.internal_po_number} is on ${BULK_STAGE_LABEL[order.stage as BulkStage] ?? order.stage}, not Not Routed.`,
          'not_routable',
        );
    });
    if (!routed)
      throw notFound(`Could not find order ${request.internal_po_number} of ${request.vendor_name}.`);
    return { id: routed.id, stage: 'not_built' };
  }
}

function uniqueOrders(items: ShortItems['items']): BulkOrderKey[] {
  const seen = new Map<string, BulkOrderKey>();
  for (const i of items)
    seen.set(JSON.stringify([i.internal_po_number, i.vendor_name]), {
      internal_po_number: i.internal_po_number,
      vendor_name: i.vendor_name,
    });
  return [...seen.values()];
}
