import { defineModule } from '../../platform/module';
import { tplCancelRoutes } from './cancel/cancel.routes';
import { TplCancelService } from './cancel/cancel.service';
import { tplInventoryRoutes } from './inventory/inventory.routes';
import { TplInventoryService } from './inventory/inventory.service';
import { TplSentOrdersRepository } from './orders/orders.repository';
import { tplOrdersRoutes } from './orders/orders.routes';
import { TplOrdersService } from './orders/orders.service';
import { AsnRepository } from './asn/asn.repository';
import { asnRoutes } from './asn/asn.routes';
import { AsnService } from './asn/asn.service';
import { transferOrdersRoutes } from './transfer-orders/transfer-orders.routes';
import { TransferOrdersService } from './transfer-orders/transfer-orders.service';
import { TransferShipmentsRepository } from './transfer-shipments/transfer-shipments.repository';
import { transferShipmentsRoutes } from './transfer-shipments/transfer-shipments.routes';
import { TransferShipmentsService } from './transfer-shipments/transfer-shipments.service';
import { DiscrepanciesRepository } from './discrepancies/discrepancies.repository';
import { discrepanciesRoutes } from './discrepancies/discrepancies.routes';
import { DiscrepanciesService } from './discrepancies/discrepancies.service';
import { shipmentConfirmationsRoutes } from './shipment-confirmations/shipment-confirmations.routes';
import { ShipmentConfirmationsService } from './shipment-confirmations/shipment-confirmations.service';

/**
 * Third-party logistics (D3 2.2, 2.3 and the `/tpl` calls of section 7): orders sent to Geodis
 * (provider 10), its inventory, ASNs and transfer orders, discrepancies, shipment confirmations.
 * Each screen registers its routes here.
 */
export const tplModule = defineModule({
  name: 'tpl',
  routes: (app, deps) => {
    const sentOrders = new TplSentOrdersRepository(deps.db);
    tplOrdersRoutes(app, new TplOrdersService(deps.integrations, sentOrders));
    tplInventoryRoutes(app, new TplInventoryService(deps.integrations));
    tplCancelRoutes(app, new TplCancelService(deps.integrations, sentOrders));
    const transferOrders = new TransferOrdersService(deps.integrations, deps.log);
    transferOrdersRoutes(app, transferOrders);
    asnRoutes(app, new AsnService(transferOrders, deps.integrations, new AsnRepository(deps.db)));
    transferShipmentsRoutes(
      app,
      new TransferShipmentsService(
        transferOrders,
        new TransferShipmentsRepository(deps.db),
        deps.integrations,
      ),
    );
    discrepanciesRoutes(app, new DiscrepanciesService(new DiscrepanciesRepository(deps.db)));
    shipmentConfirmationsRoutes(app, new ShipmentConfirmationsService(deps.integrations.geodis));
  },
});
