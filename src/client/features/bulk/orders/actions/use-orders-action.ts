import { useState } from 'react';
import type { BulkOrderRow } from '@shared/api/bulk/bulk-orders';
import type { BulkOrderRef } from '@shared/api/bulk/bulk-shipments';
import type { ConfirmOptions } from '@client/lib/notifier';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import type { TabActionsProps } from './types';

export const refsOf = (rows: readonly BulkOrderRow[]): BulkOrderRef[] =>
  rows.map((o) => ({ internal_po_number: o.internal_po_number, vendor_name: o.vendor_name }));

export const orderCount = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

type Action = {
  /** Sends the selected orders; answers how many moved. */
  send: (orders: BulkOrderRef[]) => Promise<{ updated: number }>;
  success: (n: number) => string;
  /** Asked first (Force Built, Confirm Shipment: D2 section 5). */
  confirm?: (n: number) => ConfirmOptions;
};

/**
 * A tab action on the selected orders (all or nothing on the server): asks first when it should,
 * sends, says how many moved or the server's reason, then clears the selection and reloads the tab.
 */
export function useOrdersAction(action: Action, { selected, refresh, clearSelection }: TabActionsProps) {
  const notify = useNotifier();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (selected.length === 0) return;
    if (action.confirm && !(await notify.confirm(action.confirm(selected.length)))) return;
    setBusy(true);
    try {
      const answer = await action.send(refsOf(selected));
      notify.success(action.success(answer.updated));
      clearSelection();
      refresh();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
