import type { ReactNode } from 'react';
import type { BulkOrderRow } from '@shared/api/bulk/bulk-orders';
import { oneVendor } from '@shared/domain/bulk/orders-table';
import type { BulkStage } from '@shared/domain/bulk/status';
import { TAB_ACTIONS } from '../actions';

type Props = {
  stage: BulkStage;
  rows: readonly BulkOrderRow[];
  selected: readonly BulkOrderRow[];
  refresh: (delayMs?: number) => void;
  clearSelection: () => void;
  /** The page's own buttons (View Details, Export Order), after the tab's. */
  children?: ReactNode;
};

/**
 * The open tab's actions (D2 section 2): the tab's own (TAB_ACTIONS) and the page's. "Action
 * buttons show only when all selected rows share one vendor": with two vendors ticked the bar
 * says why it is empty instead.
 */
export function ActionBar({ stage, rows, selected, refresh, clearSelection, children }: Props) {
  if (!oneVendor(selected)) {
    return (
      <p className="bulk-orders__vendors" role="status">
        Select orders of one vendor to act on them.
      </p>
    );
  }
  const TabActions = TAB_ACTIONS[stage];
  return (
    <div className="bulk-orders__actions" role="toolbar" aria-label="Order actions">
      {TabActions ? (
        <TabActions
          stage={stage}
          rows={rows}
          selected={selected}
          refresh={refresh}
          clearSelection={clearSelection}
        />
      ) : null}
      {children}
    </div>
  );
}
