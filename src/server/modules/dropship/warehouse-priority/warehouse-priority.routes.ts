import { listVendorPriorities, saveVendorPriorities } from '@shared/api/dropship/warehouse-priority';
import { route } from '../../../platform/http/route';
import { requireCompany } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { WarehousePriorityService } from './warehouse-priority.service';

/** Warehouse Priority (D1 sections 2 and 7): GET and PUT /api/dropship/orders/vendors/priority. */
export function warehousePriorityRoutes(app: App, priorities: WarehousePriorityService): void {
  route(app, listVendorPriorities, async (_, req) => ({
    vendors: await priorities.list(requireCompany(req.company)),
  }));

  route(app, saveVendorPriorities, async ({ body }, req) => {
    await priorities.save(requireCompany(req.company), body);
  });
}
