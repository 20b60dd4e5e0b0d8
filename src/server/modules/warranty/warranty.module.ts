import { defineModule } from '../../platform/module';
import { WarrantyGraphsRepository } from './graphs/warranty-graphs.repository';
import { warrantyGraphsRoutes } from './graphs/warranty-graphs.routes';
import { WarrantyGraphsService } from './graphs/warranty-graphs.service';
import { WarrantyOrdersRepository } from './warranty-orders/warranty-orders.repository';
import { warrantyOrdersRoutes } from './warranty-orders/warranty-orders.routes';
import { WarrantyOrdersService } from './warranty-orders/warranty-orders.service';

/** Warranty (D3 2.4 to 2.9): the warranty orders of Warranty Insert, Search, the drawer and Graphs. */
export const warrantyModule = defineModule({
  name: 'warranty',
  routes: (app, { db }) => {
    warrantyOrdersRoutes(app, new WarrantyOrdersService(new WarrantyOrdersRepository(db)));
    warrantyGraphsRoutes(app, new WarrantyGraphsService(new WarrantyGraphsRepository(db)));
  },
});
