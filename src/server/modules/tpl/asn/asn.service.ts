import type { Company } from '@shared/domain/identity/companies';
import {
  ASN_MESSAGES,
  TPL_ERP_WAREHOUSES,
  canSendAsn,
  receiptDiscrepancies,
} from '@shared/domain/tpl/transfer-orders';
import { TPL_PROVIDERS } from '@shared/domain/tpl/status';
import type { AsnReceipt, GeodisPort } from '../../../integrations/geodis/port';
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
 * when the order does not go to Geodis, or when Geodis already holds an ASN for it that our records
 * show sent (one they do not show is an earlier send whose answer was lost: it is read back and
 * finishes as sent). Each sent ASN is recorded once (tpl_sent_asns). When the
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
    const geodis = this.integrations.geodis(company);
    let receipt: AsnReceipt;
    try {
      receipt = await geodis.sendAsn({
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
      receipt = await this.lostAnswer(company, order.OrderNbr, geodis, error);
    }
    const shipped = order.lines
      .filter((l) => l.QtyShipped > 0)
      .map((l) => ({ sku: l.Sku, quantity: l.QtyShipped }));
    const differences = receiptDiscrepancies(shipped, receipt.received ?? shipped);
    const sent = {
      provider: TPL_PROVIDERS.geodis,
      transferOrderNbr: order.OrderNbr,
      asnNumber: receipt.asnNumber,
      sentBy: user.username,
    };
    const rows = differences.map((d) => ({
      ...d,
      acuOrderNum: order.OrderNbr,
      fromWarehouse: warehouseName(order.FromWarehouse),
      toWarehouse: warehouseName(order.ToWarehouse),
    }));
    // Once: a send that raced this one (and read the ASN back) may have recorded it already.
    await this.repo.recordSent(company, sent, rows, (tx) =>
      this.orders.log.write(
        {
          level: differences.length > 0 ? 'warn' : 'info',
          company,
          message:
            `ASN ${receipt.asnNumber} of transfer order ${order.OrderNbr} sent to Geodis by ${user.username}: ` +
            `${receipt.lines} lines, ${receipt.units} units` +
            (differences.length > 0 ? `, ${differences.length} SKUs received differently` : ''),
          meta: { kind: 'tpl-asn', order_number: order.OrderNbr, asn_number: receipt.asnNumber },
        },
        tx,
      ),
    );
    return {
      message: ASN_MESSAGES.sent,
      asn_number: receipt.asnNumber,
      transfer_order: order.OrderNbr,
      lines: receipt.lines,
      units: receipt.units,
      discrepancies: differences.length,
    };
  }

  /**
   * Geodis refused the ASN or did not answer. A refusal while our records show no ASN of the
   * order sent means Geodis received an earlier send whose answer was lost: the ASN it holds is
   * read back and the send finishes with it. Otherwise the refusal (409) or the failure (502).
   */
  private async lostAnswer(
    company: Company,
    orderNbr: string,
    geodis: GeodisPort,
    error: unknown,
  ): Promise<AsnReceipt> {
    if (!(error instanceof IntegrationError && error.code === 'rejected'))
      integrationFailure(error, ASN_MESSAGES.failed);
    if (!(await this.repo.isSent(company, TPL_PROVIDERS.geodis, orderNbr))) {
      let held: AsnReceipt | null;
      try {
        held = await geodis.getAsn(orderNbr);
      } catch (readError) {
        integrationFailure(readError, ASN_MESSAGES.failed);
      }
      if (held) return held;
    }
    const reason = error.message === ASN_MESSAGES.cannot ? 'Geodis refused it.' : error.message;
    throw conflict(`${ASN_MESSAGES.cannot}: ${reason}`, 'asn_refused');
  }
}
