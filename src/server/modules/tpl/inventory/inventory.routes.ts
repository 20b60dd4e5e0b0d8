import { getTplInventory } from '@shared/api/tpl/inventory';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { TplInventoryService } from './inventory.service';

/** 3PL Inventory (D3 2.3): GET /tpl/geodis/inventory?provider=10|11 (10 when absent). */
export function tplInventoryRoutes(app: App, inventory: TplInventoryService): void {
  route(app, getTplInventory, async ({ query }, req) =>
    inventory.list(requireCompany(req.company), query.provider),
  );
}
