import { defineModule } from '../../platform/module';
import { CatalogRepository } from './reference-lists/catalog.repository';
import { catalogRoutes } from './reference-lists/catalog.routes';
import { CatalogService } from './reference-lists/catalog.service';

/** Reference lists every screen reads: vendors, SKUs, carriers, item ASINs. */
export const catalogModule = defineModule({
  name: 'catalog',
  routes: (app, { db }) => {
    catalogRoutes(app, new CatalogService(new CatalogRepository(db)));
  },
});
