import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { pullsheetPicks } from '../../../platform/db/schema/dropship';

/**
 * Whether anyone confirmed a line of the sheet on a tablet (Pull Sheets picking). Split and Remove
 * From Pullsheet refuse such a sheet: the counted picks are per SKU of the sheet as it was. Read
 * with the sheet's row locked, as a confirmation locks it, so the two cannot cross.
 */
export async function sheetHasPicks(tx: DbOrTx, pullsheetId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: pullsheetPicks.id })
    .from(pullsheetPicks)
    .where(eq(pullsheetPicks.pullsheetId, pullsheetId))
    .limit(1);
  return row !== undefined;
}
