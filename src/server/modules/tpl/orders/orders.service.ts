import type { SendTplOrdersResult, TplOrderRow, TplOrdersQuery, TplSalesOrder } from '@shared/api/tpl/orders';
import type { Company } from '@shared/domain/identity/companies';
import { tplOrderOf, type ErpOrderForTpl } from '@shared/domain/tpl/orders';
import { TPL_PROVIDERS } from '@shared/domain/tpl/status';
import type { SalesOrder } from '../../../integrations/acumatica/entities';
import type { Integrations } from '../../../integrations/registry';
import { integrationFailure } from '../../../platform/http/integration-failure';
import type { TplSentOrdersRepository } from './orders.repository';

const PROVIDER = TPL_PROVIDERS.geodis;

/** The Acumatica entity as the shared mapping reads it. */
export function erpOrderForTpl(o: SalesOrder): ErpOrderForTpl {
  const a = o.ShipToAddress;
  return {
    orderNbr: o.OrderNbr.value,
    status: o.Status.value,
    customerId: o.CustomerID.value,
    date: o.Date.value,
    requestedOn: o.RequestedOn.value,
    customerOrder: o.CustomerOrder.value,
    shipTo: {
      name: o.ShipToContact.BusinessName.value,
      address1: a.AddressLine1.value,
      address2: a.AddressLine2.value,
      city: a.City.value,
      state: a.State.value,
      zip: a.PostalCode.value,
      country: a.Country.value,
    },
    lines: o.Details.map((d) => ({
      sku: d.InventoryID.value,
      openQty: d.OpenQty.value,
      unitPrice: d.UnitPrice.value,
      warehouse: d.WarehouseID.value,
    })),
  };
}

/** "Order 0980001 already exists": the sandbox's (and Geodis's) answer to a second send. */
const ALREADY_EXISTS = /already exists/i;

/**
 * 3PL Orders (D3 2.3): reads the ERP's orders through the Acumatica port and sends them through the
 * Geodis port. A send is idempotent: Geodis refuses an so_number it has, and the answer lists such an
 * order as already sent (with the order id we recorded), not as created twice.
 */
export class TplOrdersService {
  constructor(
    private readonly integrations: Integrations,
    private readonly sent: TplSentOrdersRepository,
  ) {}

  async list(company: Company, query: TplOrdersQuery): Promise<TplOrderRow[]> {
    let orders: SalesOrder[];
    try {
      orders = await this.integrations.acumatica(company).listSalesOrders({
        from: query.start_date,
        to: query.end_date,
        customerId: query.customer,
        warehouse: query.warehouse || undefined,
      });
    } catch (error) {
      integrationFailure(error, 'Failed to get orders from Acumatica');
    }
    const shaped = orders.flatMap((o) => {
      const tpl = tplOrderOf(erpOrderForTpl(o), query.warehouse || undefined);
      return tpl ? [{ tpl, customer: o.CustomerID.value, status: o.Status.value }] : [];
    });
    const sent = new Map(
      (
        await this.sent.findMany(
          company,
          PROVIDER,
          shaped.map((s) => s.tpl.so_number),
        )
      ).map((s) => [s.soNumber, s]),
    );
    return shaped.map(({ tpl, customer, status }) => {
      const record = sent.get(tpl.so_number);
      return {
        ...tpl,
        customer,
        erp_status: status,
        sent_to_geodis: record
          ? {
              order_id: record.providerOrderId,
              sent_at: record.sentAt.toISOString(),
              cancelled_at: record.cancelledAt?.toISOString() ?? null,
            }
          : null,
      };
    });
  }

  async send(
    company: Company,
    username: string,
    orders: readonly TplSalesOrder[],
  ): Promise<SendTplOrdersResult> {
    let result;
    try {
      result = await this.integrations.geodis(company).createOrders(orders);
    } catch (error) {
      integrationFailure(error, 'Failed to send orders to Geodis');
    }
    const existing = result.rejected.filter((r) => ALREADY_EXISTS.test(r.reason));
    await this.sent.record(company, PROVIDER, username, [
      ...result.accepted.map((a) => ({ soNumber: a.so_number, providerOrderId: a.orderId })),
      ...existing.map((r) => ({ soNumber: r.so_number, providerOrderId: null })),
    ]);
    const known = new Map(
      (
        await this.sent.findMany(
          company,
          PROVIDER,
          existing.map((r) => r.so_number),
        )
      ).map((s) => [s.soNumber, s.providerOrderId]),
    );
    return {
      accepted: result.accepted.map((a) => ({ so_number: a.so_number, order_id: a.orderId })),
      already_sent: existing.map((r) => ({
        so_number: r.so_number,
        order_id: known.get(r.so_number) ?? null,
      })),
      rejected: result.rejected
        .filter((r) => !ALREADY_EXISTS.test(r.reason))
        .map((r) => ({ so_number: r.so_number, reason: r.reason })),
    };
  }
}
