import type { Company } from '@shared/domain/identity/companies';
import { TPL_PROVIDERS } from '@shared/domain/tpl/status';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import { conflict, notFound } from '../../../platform/http/http-error';
import { integrationFailure } from '../../../platform/http/integration-failure';
import type { TplSentOrdersRepository } from '../orders/orders.repository';

const PROVIDER = TPL_PROVIDERS.geodis;

/**
 * Cancel 3PL Order (D3 2.3): through the Geodis port. Geodis's refusals keep their words: an
 * unknown order is 404, one that has shipped or is already cancelled is 409. A cancelled order
 * this tool sent is marked so, and 3PL Orders says so.
 */
export class TplCancelService {
  constructor(
    private readonly integrations: Integrations,
    private readonly sent: TplSentOrdersRepository,
  ) {}

  async cancel(company: Company, orderNumber: string) {
    try {
      const done = await this.integrations.geodis(company).cancelOrder(orderNumber);
      await this.sent.markCancelled(company, PROVIDER, done.orderNumber, done.orderId);
      return { order_number: done.orderNumber, order_id: done.orderId, status: done.status };
    } catch (error) {
      if (error instanceof IntegrationError && error.code === 'not_found')
        throw notFound(error.message, 'tpl_order_not_found');
      if (error instanceof IntegrationError && error.code === 'rejected')
        throw conflict(error.message, 'tpl_order_not_cancellable');
      integrationFailure(error, 'Failed to cancel the order at Geodis');
    }
  }
}
