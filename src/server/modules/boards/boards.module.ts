import { defineModule } from '../../platform/module';
import { shippingDashRoutes } from './shipping-dash/shipping-dash.routes';
import { ShippingDashRepository } from './shipping-dash/shipping-dash.repository';
import { ShippingDashService } from './shipping-dash/shipping-dash.service';

/** Wall boards (D2): the Shipping Dashboard's loads. Refresh Screens is the realtime module's. */
export const boardsModule = defineModule({
  name: 'boards',
  routes: (app, { db }) => {
    shippingDashRoutes(app, new ShippingDashService(new ShippingDashRepository(db)));
  },
});
