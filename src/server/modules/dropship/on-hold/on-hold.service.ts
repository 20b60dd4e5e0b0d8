import type {
  AckRequest,
  CancelItemsRequest,
  CancelItemsResponse,
  HoldActionResponse,
  HoldOrder,
  HoldOrderRef,
} from '@shared/api/dropship/on-hold';
import {
  cancelRowProblem,
  holdGroupStatus,
  isHeadquarters,
  mayViewHoldStatus,
  visibleHoldStatuses,
} from '@shared/domain/dropship/on-hold';
import { ACUMATICA_STATUS, ORDER_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import { orderDateText } from '@shared/lib/dates';
import { conflict, forbidden, HttpError, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import { ERP_WAREHOUSES } from '../../../integrations/acumatica/entities';
import { erpSalesOrder, erpWarehouseOf } from '../common/erp-order';
import { acumaticaStatusOf, orderStatusOf, toOrderLine, toShipTo } from '../common/order-mapping';
import type { HoldLineRow, HoldOrderRow, OnHoldRepository, Tx } from './on-hold.repository';

const badGateway = (message: string) => new HttpError(502, 'integration_failed', message);

function toHoldOrder(order: HoldOrderRow, lines: HoldLineRow[]): HoldOrder {
  return {
    vendor_name: order.vendorName,
    vendor_code: order.vendorCode,
    internal_po_number: order.internalPoNumber,
    external_po_number: order.externalPoNumber,
    order_date: orderDateText(order.orderDate.toISOString()),
    upload_date: orderDateText(order.uploadDate.toISOString()),
    held_at: order.heldAt?.toISOString() ?? null,
    ...toShipTo(order),
    warehouse: order.warehouse,
    order_status: orderStatusOf(holdGroupStatus(lines.map((l) => l.orderStatus))),
    acumatica_status: acumaticaStatusOf(order.acumaticaStatus),
    acu_order_num: order.acuOrderNum,
    vendor_params: order.vendorParams ?? null,
    lines: lines.map(toOrderLine),
  };
}

const actionResult = (order: HoldOrderRow, ediId: number | null = null): HoldActionResponse => ({
  internal_po_number: order.internalPoNumber,
  vendor_name: order.vendorName,
  order_status: orderStatusOf(order.orderStatus),
  acu_order_num: order.acuOrderNum,
  acumatica_status: acumaticaStatusOf(order.acumaticaStatus),
  edi_transaction_id: ediId,
});

/**
 * Orders On Hold (D1 sections 2 and 4): the list each user may see, acknowledgement (855 to the
 * vendor), the ERP send, production and item cancels. A refused action changes nothing.
 */
export class OnHoldService {
  constructor(
    private readonly repo: OnHoldRepository,
    private readonly integrations: Integrations,
  ) {}

  async list(user: UserPrincipal, company: Company): Promise<HoldOrder[]> {
    const rows = await this.repo.listByStatus(company, visibleHoldStatuses(user.scopes));
    return rows.map(({ order, lines }) => toHoldOrder(order, lines));
  }

  /** The order, locked, when this user may see it on the hold screen; 404 otherwise. */
  private async holdOrder(tx: Tx, user: UserPrincipal, company: Company, ref: HoldOrderRef) {
    const order = await this.repo.lockOrder(tx, company, ref.vendor_name, ref.internal_po_number);
    if (!order || !mayViewHoldStatus(user.scopes, order.orderStatus)) {
      throw notFound(`Order ${ref.internal_po_number} of ${ref.vendor_name} is not on hold.`, 'not_on_hold');
    }
    return order;
  }

  /**
   * PUT /dropship/orders/ack: headquarters accepts (cancel false: the order becomes Ready) or
   * rejects (cancel true: cancelled) an Unacknowledged order; the vendor gets the 855 either way.
   * If the vendor cannot be told, the order stays as it was.
   */
  async acknowledge(user: UserPrincipal, company: Company, input: AckRequest): Promise<HoldActionResponse> {
    if (!isHeadquarters(user.scopes)) {
      throw forbidden('Only headquarters (washington) users acknowledge orders.', 'washington_required');
    }
    return this.repo.db.transaction(async (tx) => {
      const order = await this.holdOrder(tx, user, company, input);
      if (order.orderStatus !== ORDER_STATUS.unacknowledged) {
        throw conflict(
          `Order ${order.internalPoNumber} is not awaiting acknowledgement.`,
          'not_unacknowledged',
        );
      }
      const lines = await this.repo.lines(tx, order.id);
      let ediId: number;
      try {
        const receipt = await this.integrations.vendors(company).acknowledgeOrder(
          { name: order.vendorName, side: 'dropship' },
          {
            poNumber: order.internalPoNumber,
            lines: lines.map((l, i) => ({
              lineNbr: i + 1,
              sku: l.internalSku,
              quantity: l.quantity,
              accepted: !input.cancel && l.orderStatus !== ORDER_STATUS.cancelled,
            })),
          },
        );
        ediId = receipt.id;
      } catch (error) {
        if (error instanceof IntegrationError) {
          throw badGateway(`Failed to send the acknowledgement to ${order.vendorName}: ${error.message}`);
        }
        throw error;
      }
      const status = input.cancel ? ORDER_STATUS.cancelled : ORDER_STATUS.ready;
      await this.repo.setStatus(tx, order.id, status);
      return actionResult({ ...order, orderStatus: status }, ediId);
    });
  }

  /**
   * PUT /dropship/orders/format-acumatica-order: sends a Ready order that has no Acumatica number to
   * the ERP (after approval, and as Resend to Acumatica). A failure is kept on the order as
   * acumatica_order_failed, so the screen still offers the resend.
   */
  async sendToAcumatica(
    user: UserPrincipal,
    company: Company,
    ref: HoldOrderRef,
  ): Promise<HoldActionResponse> {
    const outcome = await this.repo.db.transaction(async (tx) => {
      const order = await this.holdOrder(tx, user, company, ref);
      if (order.orderStatus !== ORDER_STATUS.ready) {
        throw conflict(`Order ${order.internalPoNumber} must be acknowledged first.`, 'not_ready');
      }
      if (order.acuOrderNum) {
        throw conflict(
          `Order ${order.internalPoNumber} is already in Acumatica as ${order.acuOrderNum}.`,
          'already_in_erp',
        );
      }
      const lines = await this.repo.lines(tx, order.id);
      if (lines.every((l) => l.orderStatus === ORDER_STATUS.cancelled)) {
        throw conflict(`Order ${order.internalPoNumber} has no open lines to send.`, 'no_open_lines');
      }
      const vendor = await this.repo.vendor(company, order.vendorName);
      if (!order.vendorCode && !vendor) {
        throw conflict(`${order.vendorName} has no Acumatica customer code.`, 'unknown_vendor');
      }
      // The order's own customer code wins over the vendor's; no warehouse ships from Kentucky.
      const input = erpSalesOrder(order, lines, {
        customerId: order.vendorCode ?? vendor?.code ?? '',
        orderType: vendor?.erpOrderType ?? 'SO',
        warehouseId: erpWarehouseOf(order.warehouse ?? 'kentucky') ?? ERP_WAREHOUSES.kentucky,
        country: 'US',
      });
      try {
        const created = await this.integrations.acumatica(company).createSalesOrder(input);
        const values = {
          acuOrderNum: created.OrderNbr.value,
          acumaticaStatus: ACUMATICA_STATUS.orderCreated,
        };
        await this.repo.setErp(tx, order.id, values);
        return { ok: true as const, result: actionResult({ ...order, ...values }) };
      } catch (error) {
        if (!(error instanceof IntegrationError)) throw error;
        await this.repo.setErp(tx, order.id, { acumaticaStatus: ACUMATICA_STATUS.orderFailed });
        return { ok: false as const, message: error.message, po: order.internalPoNumber };
      }
    });
    if (!outcome.ok) throw badGateway(`Failed to send order ${outcome.po} to Acumatica: ${outcome.message}`);
    return outcome.result;
  }

  /** PUT /dropship/orders/sendToProduction: a Ready (197) order becomes order_created (100). */
  async sendToProduction(
    user: UserPrincipal,
    company: Company,
    ref: HoldOrderRef,
  ): Promise<HoldActionResponse> {
    return this.repo.db.transaction(async (tx) => {
      const order = await this.holdOrder(tx, user, company, ref);
      if (order.orderStatus !== ORDER_STATUS.ready) {
        throw conflict(`Order ${order.internalPoNumber} is not ready for production.`, 'not_ready');
      }
      await this.repo.setStatus(tx, order.id, ORDER_STATUS.created);
      return actionResult({ ...order, orderStatus: ORDER_STATUS.created });
    });
  }

  /**
   * Cancel Items: every row is checked first (a bad reason refuses the whole request, writing
   * nothing); then each row cancels one open line of a hold order the user may see, and an order
   * left with no open line is cancelled. Rows that find no such line are counted as failures.
   */
  async cancelItems(
    user: UserPrincipal,
    company: Company,
    input: CancelItemsRequest,
  ): Promise<CancelItemsResponse> {
    input.items.forEach((row, i) => {
      const problem = cancelRowProblem(row, i);
      if (problem) throw new HttpError(400, 'invalid_cancel_row', problem);
    });
    const rows = input.items.map((r) => ({
      po: (r.internal_po_number ?? '').trim(),
      sku: (r.internal_sku ?? '').trim(),
      vendor: (r.vendor_name ?? '').trim(),
      reason: (r.cancel_reason ?? '').trim(),
    }));
    return this.repo.db.transaction(async (tx) => {
      const failures: CancelItemsResponse['failures'] = [];
      const touched = new Map<number, HoldOrderRow>();
      let success = 0;
      for (const row of rows) {
        const fail = (reason: string) =>
          failures.push({ internal_po_number: row.po, internal_sku: row.sku, reason });
        const order = await this.repo.lockOrder(tx, company, row.vendor, row.po);
        if (!order || !mayViewHoldStatus(user.scopes, order.orderStatus)) {
          fail(`Order ${row.po} of ${row.vendor} is not on hold.`);
          continue;
        }
        const line = (await this.repo.lines(tx, order.id)).find(
          (l) => l.internalSku === row.sku && l.orderStatus !== ORDER_STATUS.cancelled,
        );
        if (!line) {
          fail(`Order ${row.po} has no open line for SKU ${row.sku}.`);
          continue;
        }
        await this.repo.cancelLine(tx, line.id, row.reason);
        touched.set(order.id, order);
        success += 1;
      }
      for (const order of touched.values()) {
        const lines = await this.repo.lines(tx, order.id);
        if (holdGroupStatus(lines.map((l) => l.orderStatus)) === ORDER_STATUS.cancelled) {
          await this.repo.setStatus(tx, order.id, ORDER_STATUS.cancelled);
        }
      }
      return { success, failed: failures.length, failures };
    });
  }
}
