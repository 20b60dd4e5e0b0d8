import type { BulkOrderRow } from '@shared/api/bulk/bulk-orders';
import type { BulkStage } from '@shared/domain/bulk/status';

/**
 * What the Bulk Orders page gives a tab's action bar (D2 section 2, "per-tab actions"). Each tab's
 * actions live in their own file of this folder and are listed in `./index.ts`; the page renders the
 * bar of the open tab above its table. The page shows the bar only when every selected row shares
 * one vendor (or nothing is selected: some actions, like Send Ready ASNs, need no selection).
 */
export type TabActionsProps = {
  stage: BulkStage;
  /** The rows ticked in the table (same vendor, or none). */
  selected: readonly BulkOrderRow[];
  /** Every row the tab shows. */
  rows: readonly BulkOrderRow[];
  /** Reloads the tab's table, after `delayMs` when given (D2: 5 s after uploads). */
  refresh: (delayMs?: number) => void;
  /** Clears the table's selection (after an action moved the orders to another tab). */
  clearSelection: () => void;
};
