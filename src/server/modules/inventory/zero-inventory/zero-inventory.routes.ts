import { addZeroOutSku, deleteZeroOutSku, listZeroOutSkus } from '@shared/api/inventory/zero-inventory';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { ZeroInventoryService } from './zero-inventory.service';

/** Zeroed-Out Inventory (D3 2.20 and section 7 "Inventory and vendors"). */
export function zeroInventoryRoutes(app: App, zeroOut: ZeroInventoryService): void {
  route(app, listZeroOutSkus, async (_, req) => ({
    zero_out_inventory: await zeroOut.list(requireCompany(req.company)),
  }));

  route(app, addZeroOutSku, async ({ body }, req) =>
    zeroOut.add(requireCompany(req.company), requireUser(req.principal).username, body),
  );

  route(app, deleteZeroOutSku, async ({ body }, req) => {
    await zeroOut.remove(requireCompany(req.company), body);
  });
}
