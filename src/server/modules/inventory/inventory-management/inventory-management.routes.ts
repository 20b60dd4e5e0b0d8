import {
  exportInventory,
  listStaticActions,
  pullAcumaticaCounts,
  updateStaticFile,
} from '@shared/api/inventory/inventory-management';
import { MAX_STATIC_FILE_CHARS } from '@shared/domain/inventory/static-files';
import { route } from '../../../platform/http/route';
import { requireUser } from '../../../platform/http/types';
import type { ParsedCompanyHeader } from '@shared/domain/identity/companies';
import type { App } from '../../../platform/http/types';
import type { InventoryManagementService } from './inventory-management.service';

const headerOf = (company: ParsedCompanyHeader | null): ParsedCompanyHeader => {
  if (!company) throw new Error('access hook did not run');
  return company;
};

/** Inventory Management (D1 sections 2 and 7): Update, Update Status, Export Inventory, Pull Acumatica Counts. */
export function inventoryManagementRoutes(app: App, inventory: InventoryManagementService): void {
  route(
    app,
    updateStaticFile,
    async ({ params, body }, req) =>
      inventory.update(requireUser(req.principal), headerOf(req.company), params.name, body),
    // A CSV of up to 5 million characters, JSON-escaped.
    { bodyLimit: MAX_STATIC_FILE_CHARS * 2 },
  );

  route(app, listStaticActions, async ({ query }, req) => ({
    actions: await inventory.actions(headerOf(req.company), query.limit),
  }));

  route(app, exportInventory, async (_, req) => inventory.exportCsv(headerOf(req.company)));

  route(app, pullAcumaticaCounts, async ({ body }, req) =>
    inventory.pullCounts(requireUser(req.principal), headerOf(req.company), body?.warehouse),
  );
}
