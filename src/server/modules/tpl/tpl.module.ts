import { defineModule } from '../../platform/module';

/**
 * Third-party logistics (D3 2.2, 2.3 and the `/tpl` calls of section 7): orders sent to Geodis
 * (provider 10), its inventory, ASNs and transfer orders, discrepancies, shipment confirmations.
 * Each screen registers its routes here.
 */
export const tplModule = defineModule({
  name: 'tpl',
  routes: () => {},
});
