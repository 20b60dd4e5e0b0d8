import { defineModule } from '../../platform/module';
import { ZeroInventoryRepository } from './zero-inventory/zero-inventory.repository';
import { zeroInventoryRoutes } from './zero-inventory/zero-inventory.routes';
import { ZeroInventoryService } from './zero-inventory/zero-inventory.service';

/** Inventory (D1, D3 2.20): Zeroed-Out Inventory. */
export const inventoryModule = defineModule({
  name: 'inventory',
  routes: (app, { db }) => {
    zeroInventoryRoutes(app, new ZeroInventoryService(new ZeroInventoryRepository(db)));
  },
});
