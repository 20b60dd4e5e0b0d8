import type { ShipmentConfirmationsAnswer } from '@shared/api/tpl/shipment-confirmations';
import type { Company } from '@shared/domain/identity/companies';
import type { GeodisPort } from '../../../integrations/geodis/port';
import { integrationFailure } from '../../../platform/http/integration-failure';

/** Shipping Confirmation (D3 2.2): the orders Geodis confirmed as shipped in a date range. */
export class ShipmentConfirmationsService {
  constructor(private readonly geodis: (company: Company) => GeodisPort) {}

  async list(company: Company, range: { from: string; to: string }): Promise<ShipmentConfirmationsAnswer> {
    try {
      const order = await this.geodis(company).getShipmentConfirmations(range);
      return { data: { body: { response: { order } } } };
    } catch (error) {
      return integrationFailure(error, 'Failed to get shipment confirmations');
    }
  }
}
