import type { TplTransferOrderView } from '@shared/api/tpl/transfer-orders';
import type { Company } from '@shared/domain/identity/companies';
import type { TRANSFER_OPTIONS } from '@shared/domain/tpl/status';
import { CREATE_TRANSFER_SUCCESS, transferOrderNotFound } from '@shared/domain/tpl/transfer-orders';
import type { TransferOrder } from '../../../integrations/acumatica/entities';
import type { Integrations } from '../../../integrations/registry';
import { notFound } from '../../../platform/http/http-error';
import { integrationFailure } from '../../../platform/http/integration-failure';
import type { LogRepository } from '../../../platform/audit/audit-log.repository';
import type { UserPrincipal } from '../../../platform/http/types';

/** The ERP's transfer order as the 3PL screens read it (D3 3). */
export function toTransferOrderView(order: TransferOrder): TplTransferOrderView {
  return {
    OrderNbr: order.OrderNbr.value,
    Status: order.Status.value,
    FromWarehouse: order.WarehouseID.value,
    ToWarehouse: order.ToWarehouse.value,
    Date: order.Date.value.slice(0, 10),
    Description: order.Description.value,
    lines: order.Details.map((d) => ({
      LineNbr: d.LineNbr.value,
      ShipmentNbr: d.ShipmentNbr.value,
      Sku: d.Sku.value,
      Description: d.Description.value,
      OrderedQty: d.OrderedQty.value,
      QtyShipped: d.QtyShipped.value,
    })),
  };
}

/**
 * Transfer orders (D3 2.3, 7): one read from the ERP by number (the ASN and Create Shipment
 * screens) and Create Transfer Orders. The ERP holds them; nothing is stored here.
 */
export class TransferOrdersService {
  constructor(
    private readonly integrations: Integrations,
    /** The app's log: who created, shipped or notified what (the ERP does not record our user). */
    readonly log: LogRepository,
  ) {}

  /** The transfer order, or 404 'Could not find transfer order {n}!'. */
  async get(company: Company, orderNbr: string, warehouse?: string | null): Promise<TransferOrder> {
    let order;
    try {
      order = await this.integrations.acumatica(company).getTransferOrder(orderNbr, warehouse ?? undefined);
    } catch (error) {
      integrationFailure(error, 'Failed to get the transfer order from Acumatica');
    }
    if (!order) throw notFound(transferOrderNotFound(orderNbr), 'transfer_order_not_found');
    return order;
  }

  async view(company: Company, orderNbr: string, warehouse?: string | null): Promise<TplTransferOrderView> {
    return toTransferOrderView(await this.get(company, orderNbr, warehouse));
  }

  /** Create Transfer Orders: the ERP proposes the source's available stock for the option's route. */
  async create(user: UserPrincipal, company: Company, option: (typeof TRANSFER_OPTIONS)[number]) {
    let order;
    try {
      order = await this.integrations.acumatica(company).createTransferOrder({ Option: option });
    } catch (error) {
      integrationFailure(error, 'Acumatica did not create the transfer order');
    }
    const view = toTransferOrderView(order);
    await this.log.write({
      level: 'info',
      company,
      message: `Transfer order ${view.OrderNbr} (${option}) created by ${user.username}: ${view.lines.length} lines`,
      meta: { kind: 'tpl-transfer-order', order_number: view.OrderNbr },
    });
    return { message: CREATE_TRANSFER_SUCCESS, order_number: view.OrderNbr, transfer_order: view };
  }
}
