import { sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import type { BundleComponent, SheetLine } from '@shared/domain/dropship/pullsheet-lines';
import type { Company } from '@shared/domain/identity/companies';
import type { Executor } from '../common/order-queries';

/**
 * What a pull sheet's printed lines are made of (D1 section 9), read for one sheet: its open order
 * lines (on the sheet's packages, cancelled lines left out), each with the item's description and
 * its pull location in the sheet's warehouse (the line's own location when the item has none
 * there); the bundle components with theirs; the UPCs of the items. `printedLines` (shared) merges,
 * expands and sorts them; the picking walk and the printed sheet both start here.
 */
export type SheetLineSource = {
  lines: SheetLine[];
  components: Map<string, BundleComponent[]>;
  upcs: Map<string, string>;
};

export async function sheetLineSource(
  db: Executor,
  company: Company,
  sheetId: number,
  warehouse: string,
): Promise<SheetLineSource> {
  const lines = await db.execute<{
    sku: string;
    description: string;
    quantity: number;
    location: string | null;
  }>(
    sql`
      select l.internal_sku as sku, coalesce(i.description, l.description, l.internal_sku) as description,
             l.quantity, coalesce(il.location, l.location) as location
        from dropship_packages p
        join dropship_order_lines l on l.package_id = p.id and l.order_status <> ${ORDER_STATUS.cancelled}
        left join items i on i.company = p.company and i.sku = l.internal_sku
        left join item_locations il on il.item_id = i.id and il.warehouse = ${warehouse}
       where p.company = ${company} and p.pullsheet_id = ${sheetId}
       order by l.id`,
  );
  const components = await db.execute<{
    bundle_sku: string;
    sku: string;
    description: string;
    quantity: number;
    location: string | null;
  }>(sql`
      select c.bundle_sku, c.component_sku as sku, coalesce(i.description, c.component_sku) as description,
             c.quantity, il.location
        from item_components c
        left join items i on i.company = c.company and i.sku = c.component_sku
        left join item_locations il on il.item_id = i.id and il.warehouse = ${warehouse}
       where c.company = ${company}
         and c.bundle_sku in (select l.internal_sku from dropship_packages p
                               join dropship_order_lines l on l.package_id = p.id
                              where p.company = ${company} and p.pullsheet_id = ${sheetId})
       order by c.bundle_sku, c.component_sku`);
  const upcs = await db.execute<{ sku: string; upc: string }>(sql`
      select i.sku, i.upc from items i
       where i.company = ${company} and i.upc is not null and i.upc <> ''
         and i.sku in (
           select l.internal_sku from dropship_packages p
             join dropship_order_lines l on l.package_id = p.id
            where p.company = ${company} and p.pullsheet_id = ${sheetId}
           union
           select c.component_sku from item_components c where c.company = ${company})`);
  const byBundle = new Map<string, BundleComponent[]>();
  for (const c of components.rows) {
    const list = byBundle.get(c.bundle_sku) ?? [];
    list.push({ sku: c.sku, description: c.description, quantity: c.quantity, location: c.location });
    byBundle.set(c.bundle_sku, list);
  }
  return {
    lines: lines.rows.map((r) => ({ ...r, quantity: Number(r.quantity) })),
    components: byBundle,
    upcs: new Map(upcs.rows.map((r) => [r.sku, r.upc])),
  };
}
