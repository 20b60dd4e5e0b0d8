import Papa from 'papaparse';
import {
  inventoryCsvTable,
  inventoryFileName,
  type TplInventoryLine,
  type TplProvider,
} from '@shared/domain/tpl/inventory';
import { dayIn } from '@shared/lib/zoned-time';
import { saveText } from '@client/lib/download';

/** Saves the rows on screen as '3PL Inventory {provider} {YYYY-MM-DD}.csv'; returns the name. */
export function exportInventory(provider: TplProvider, rows: readonly TplInventoryLine[], now = new Date()) {
  const name = inventoryFileName(provider, dayIn(now));
  saveText(name, Papa.unparse(inventoryCsvTable(rows)));
  return name;
}
