import { defineModule } from '../../platform/module';
import { ListCache } from '../../platform/http/http-cache';
import { CatalogRepository } from './reference-lists/catalog.repository';
import { catalogRoutes } from './reference-lists/catalog.routes';
import { CatalogService } from './reference-lists/catalog.service';

/** Reference lists every screen reads: vendors, SKUs, carriers, item ASINs. */
export const catalogModule = defineModule({
  name: 'catalog',
  routes: (app, { db, caches }) => {
    catalogRoutes(app, new CatalogService(new CatalogRepository(db)), new ListCache(caches));
  },
});
