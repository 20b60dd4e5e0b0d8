import type { TplInventory } from '@shared/api/tpl/inventory';
import type { Company } from '@shared/domain/identity/companies';
import {
  hasInventoryFeed,
  INVENTORY_FAILED,
  inventoryLines,
  TPL_ERP_WAREHOUSE,
  type TplProvider,
} from '@shared/domain/tpl/inventory';
import { TPL_PROVIDERS } from '@shared/domain/tpl/status';
import type { Integrations } from '../../../integrations/registry';
import { integrationFailure } from '../../../platform/http/integration-failure';

/**
 * 3PL Inventory (D3 2.3): the provider's feed (Geodis port) beside the ERP's available quantity at
 * the 3PL site (Acumatica port, warehouse GEODIS: where 'Texas to Geodis' transfers arrive, so both
 * sides count the same stock). Standvast (11) sends no feed: the answer says so, with no rows.
 */
export class TplInventoryService {
  constructor(private readonly integrations: Integrations) {}

  async list(company: Company, provider: TplProvider = TPL_PROVIDERS.geodis): Promise<TplInventory> {
    const base = { provider, erp_warehouse: TPL_ERP_WAREHOUSE };
    if (!hasInventoryFeed(provider)) return { ...base, feed: false, rows: [] };
    try {
      const [feed, erp] = await Promise.all([
        this.integrations.geodis(company).getInventory(),
        this.integrations.acumatica(company).getInventoryCounts({ WarehouseID: TPL_ERP_WAREHOUSE }),
      ]);
      return {
        ...base,
        feed: true,
        rows: inventoryLines(
          erp.map((c) => ({ sku: c.InventoryID.value, available: c.QtyAvailable.value })),
          feed.map((r) => ({ sku: r.sku, available: r.available })),
        ),
      };
    } catch (error) {
      integrationFailure(error, INVENTORY_FAILED);
    }
  }
}
