import { ERP_NUMBER_MESSAGE, erpNumberInput } from '@shared/domain/dropship/order-drawer';
import { ACUMATICA_STATUS, ORDER_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import { badRequest, conflict, HttpError } from '../../../platform/http/http-error';
import type { AcumaticaPort, SalesOrderInput } from '../../../integrations/acumatica/port';
import type { Integrations } from '../../../integrations/registry';
import { erpSalesOrder, erpWarehouseOf } from '../common/erp-order';
import type { DropshipOrdersRepository, OrderRow, Tx } from './dropship-orders.repository';
import { integrationFailure } from '../../../platform/http/integration-failure';
import { oneOrder } from './order-lookup';

const ymd = (date: Date) => date.toISOString().slice(0, 10);

/** A shipment status already says more than "order created"; keep it. */
function afterOrderCreated(status: number | null): number {
  return status === ACUMATICA_STATUS.shipmentCreated || status === ACUMATICA_STATUS.shipmentFailed
    ? status
    : ACUMATICA_STATUS.orderCreated;
}

/**
 * The drawer's ERP calls: Resend to Acumatica (create the sales order, or find the one a lost
 * answer already created) and the manual ERP number of the edit dialog.
 */
export class OrderErpService {
  constructor(
    private readonly repo: DropshipOrdersRepository,
    private readonly integrations: Integrations,
  ) {}

  /**
   * PUT /dropship/orders/acumatica/resend. The order is locked while the ERP is asked, so two
   * clicks cannot make two sales orders; an order the ERP already holds (by number, or by its PO
   * as ExternalRef) is linked rather than created again.
   */
  async resend(company: Company, po: string, vendorName?: string): Promise<string> {
    const erp = this.integrations.acumatica(company);
    return this.repo.db.transaction(async (tx) => {
      const order = await oneOrder(this.repo, tx, company, po, vendorName, true);
      if (order.orderStatus === ORDER_STATUS.cancelled) {
        throw conflict('A cancelled order cannot be sent to Acumatica.', 'order_cancelled');
      }
      let number: string | null = null;
      try {
        if (order.acuOrderNum && (await erp.getSalesOrder(order.acuOrderNum))) number = order.acuOrderNum;
        number ??= await this.findInErp(erp, tx, company, order);
        number ??= (await erp.createSalesOrder(await this.salesOrder(tx, company, order))).OrderNbr.value;
      } catch (error) {
        if (error instanceof HttpError) throw error;
        integrationFailure(error, 'Failed to send the order to Acumatica');
      }
      await this.repo.updateOrder(tx, order.id, {
        acuOrderNum: number,
        acumaticaStatus: afterOrderCreated(order.acumaticaStatus),
      });
      return number;
    });
  }

  /** A sales order made for this PO by an earlier send whose answer was lost. */
  private async findInErp(
    erp: AcumaticaPort,
    tx: Tx,
    company: Company,
    order: OrderRow,
  ): Promise<string | null> {
    const vendor = await this.repo.vendor(tx, company, order.vendorName);
    if (!vendor) return null;
    const day = ymd(order.uploadDate);
    const found = await erp.listSalesOrders({ from: day, to: day, customerId: vendor.code });
    const match = found.find(
      (so) => so.ExternalRef.value === order.internalPoNumber && so.Status.value !== 'Cancelled',
    );
    return match?.OrderNbr.value ?? null;
  }

  private async salesOrder(tx: Tx, company: Company, order: OrderRow): Promise<SalesOrderInput> {
    const vendor = await this.repo.vendor(tx, company, order.vendorName);
    if (!vendor) {
      throw conflict(`${order.vendorName} is not a dropship vendor of this company.`, 'unknown_vendor');
    }
    const warehouseId = erpWarehouseOf(order.warehouse);
    if (!warehouseId) throw conflict(`Order ${order.internalPoNumber} has no warehouse.`, 'no_warehouse');
    const lines = (await this.repo.linesOf(tx, [order.id])).filter(
      (l) => l.orderStatus !== ORDER_STATUS.cancelled,
    );
    if (lines.length === 0) throw conflict('The order has no open items to send.', 'no_open_items');
    // The vendor's customer code, and the order's upload day as its Date.
    return erpSalesOrder(order, lines, {
      customerId: vendor.code,
      orderType: vendor.erpOrderType,
      warehouseId,
      date: ymd(order.uploadDate),
    });
  }

  /**
   * PUT /dropship/orders/update_acu_order_num: the number of a sales order made by hand in the ERP,
   * padded to 7. Offered only while the order has none; the ERP must know it.
   */
  async updateAcuOrderNum(
    company: Company,
    input: { internal_po_number: string; acu_order_num: string | number; vendor_name?: string },
  ): Promise<void> {
    const number = erpNumberInput(input.acu_order_num);
    if (!number) throw badRequest(ERP_NUMBER_MESSAGE, 'invalid_acu_order_num');
    await this.repo.db.transaction(async (tx) => {
      const order = await oneOrder(this.repo, tx, company, input.internal_po_number, input.vendor_name, true);
      if (order.acuOrderNum === number) return;
      if (order.acuOrderNum) {
        throw conflict(
          `Order ${order.internalPoNumber} already has Acumatica order ${order.acuOrderNum}.`,
          'acu_order_num_set',
        );
      }
      if (order.orderStatus === ORDER_STATUS.cancelled) {
        throw conflict('A cancelled order cannot be linked to Acumatica.', 'order_cancelled');
      }
      const other = await this.repo.orderByAcuNum(tx, company, number, order.id);
      if (other) {
        throw conflict(
          `Acumatica order ${number} already belongs to order ${other.internalPoNumber}.`,
          'acu_order_num_taken',
        );
      }
      let exists = false;
      try {
        exists = (await this.integrations.acumatica(company).getSalesOrder(number)) !== null;
      } catch (error) {
        integrationFailure(error, 'Failed to look the order up in Acumatica');
      }
      if (!exists) throw badRequest(`Acumatica has no sales order ${number}.`, 'acu_order_not_found');
      await this.repo.updateOrder(tx, order.id, {
        acuOrderNum: number,
        acumaticaStatus: afterOrderCreated(order.acumaticaStatus),
      });
    });
  }
}
