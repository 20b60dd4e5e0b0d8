import { getShipmentConfirmations } from '@shared/api/tpl/shipment-confirmations';
import { route } from '../../../platform/http/route';
import { requireCompany } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { ShipmentConfirmationsService } from './shipment-confirmations.service';

/** Shipping Confirmation (D3 section 7 "3PL"): GET geodis/getShipmentConfirmation. */
export function shipmentConfirmationsRoutes(app: App, confirmations: ShipmentConfirmationsService): void {
  route(app, getShipmentConfirmations, async ({ query }, req) =>
    confirmations.list(requireCompany(req.company), { from: query.start_date, to: query.end_date }),
  );
}
