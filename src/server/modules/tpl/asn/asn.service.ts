import type { Company } from '@shared/domain/identity/companies';
import {
  ASN_MESSAGES,
  TPL_ERP_WAREHOUSES,
  canSendAsn,
  receiptDiscrepancies,
} from '@shared/domain/tpl/transfer-orders';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import { conflict } from '../../../platform/http/http-error';
import { integrationFailure } from '../../../platform/http/integration-failure';
import type { UserPrincipal } from '../../../platform/http/types';
import { toTransferOrderView, type TransferOrdersService } from '../transfer-orders/transfer-orders.service';
import type { AsnRepository } from './asn.repository';

/** The discrepancies table names warehouses as people do (Texas, Geodis). */
const WAREHOUSE_NAMES: Record<string, string> = {
  KY: 'Kentucky',
  PA: 'Pennsylvania',
  TX: 'Texas',
  IL: 'Illinois',
  GEODIS: 'Geodis',
};
const warehouseName = (code: string) => WAREHOUSE_NAMES[code] ?? code;

/**
 * 3PL Advanced Ship Notice (/3pl_asn; D3 2.3, 7, 8): the transfer order is read from the ERP and its
 * shipped lines go to Geodis as the ASN. Refused (409 'Cannot send ASN') when nothing has shipped,
 * when the order does not go to Geodis, or when Geodis already holds an ASN for it. When the
 * receipt Geodis answers with differs from what shipped, each SKU that differs becomes an
 * Unresolved row of the 3PL Discrepancies screen.
 */
export class AsnService {
  constructor(
    private readonly orders: TransferOrdersService,
    private readonly integrations: Integrations,
    private readonly repo: AsnRepository,
  ) {}

  async send(user: UserPrincipal, company: Company, orderNbr: string) {
    const order = toTransferOrderView(await this.orders.get(company, orderNbr));
    if (order.ToWarehouse !== TPL_ERP_WAREHOUSES.geodis) {
      throw conflict(
        `${ASN_MESSAGES.cannot}: transfer order ${order.OrderNbr} goes to ${order.ToWarehouse}, not Geodis.`,
        'asn_refused',
      );
    }
    if (!canSendAsn(order.lines)) {
      throw conflict(
        `${ASN_MESSAGES.cannot}: nothing has shipped on transfer order ${order.OrderNbr} yet.`,
        'asn_refused',
      );
    }
    let receipt;
    try {
      receipt = await this.integrations.geodis(company).sendAsn({
        OrderNbr: order.OrderNbr,
        ToWarehouse: order.ToWarehouse,
        lines: order.lines.map((l) => ({
          ShipmentNbr: l.ShipmentNbr,
          Sku: l.Sku,
          Description: l.Description,
          OrderedQty: l.OrderedQty,
          QtyShipped: l.QtyShipped,
        })),
      });
    } catch (error) {
      if (error instanceof IntegrationError && error.code === 'rejected') {
        const reason = error.message === ASN_MESSAGES.cannot ? 'Geodis refused it.' : error.message;
        throw conflict(`${ASN_MESSAGES.cannot}: ${reason}`, 'asn_refused');
      }
      integrationFailure(error, ASN_MESSAGES.failed);
    }
    const shipped = order.lines
      .filter((l) => l.QtyShipped > 0)
      .map((l) => ({ sku: l.Sku, quantity: l.QtyShipped }));
    const differences = receiptDiscrepancies(shipped, receipt.received ?? shipped);
    await this.repo.addDiscrepancies(
      company,
      differences.map((d) => ({
        ...d,
        acuOrderNum: order.OrderNbr,
        fromWarehouse: warehouseName(order.FromWarehouse),
        toWarehouse: warehouseName(order.ToWarehouse),
      })),
    );
    await this.orders.log.write({
      level: differences.length > 0 ? 'warn' : 'info',
      company,
      message:
        `ASN ${receipt.asnNumber} of transfer order ${order.OrderNbr} sent to Geodis by ${user.username}: ` +
        `${receipt.lines} lines, ${receipt.units} units` +
        (differences.length > 0 ? `, ${differences.length} SKUs received differently` : ''),
      meta: { kind: 'tpl-asn', order_number: order.OrderNbr, asn_number: receipt.asnNumber },
    });
    return {
      message: ASN_MESSAGES.sent,
      asn_number: receipt.asnNumber,
      transfer_order: order.OrderNbr,
      lines: receipt.lines,
      units: receipt.units,
      discrepancies: differences.length,
    };
  }
}
