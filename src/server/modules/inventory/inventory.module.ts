import { defineModule, moduleJobs } from '../../platform/module';
import { INVENTORY_QUEUES, type InventoryJobs } from './inventory.jobs';
import { InventoryManagementRepository } from './inventory-management/inventory-management.repository';
import { inventoryManagementRoutes } from './inventory-management/inventory-management.routes';
import { InventoryManagementService } from './inventory-management/inventory-management.service';
import { giveUpStaticUpdate, runStaticUpdate } from './inventory-management/static-update.job';
import { ZeroInventoryRepository } from './zero-inventory/zero-inventory.repository';
import { zeroInventoryRoutes } from './zero-inventory/zero-inventory.routes';
import { ZeroInventoryService } from './zero-inventory/zero-inventory.service';

/** Inventory (D1, D3 2.20): Zeroed-Out Inventory and Inventory Management. */
export const inventoryModule = defineModule({
  name: 'inventory',
  routes: (app, { db, files, jobs }) => {
    zeroInventoryRoutes(app, new ZeroInventoryService(new ZeroInventoryRepository(db)));
    inventoryManagementRoutes(
      app,
      new InventoryManagementService(new InventoryManagementRepository(db), files, jobs),
    );
  },
  jobs: moduleJobs<InventoryJobs>(
    INVENTORY_QUEUES,
    {
      'inventory.static-update': async ({ db, files, integrations }, payload) =>
        runStaticUpdate({ repo: new InventoryManagementRepository(db), files, integrations }, payload),
    },
    {
      // An action left processing would show so forever: it ends failed with the reason.
      'inventory.static-update': async ({ db }, payload, reason) =>
        giveUpStaticUpdate(new InventoryManagementRepository(db), payload, reason),
    },
  ),
});
