import { useState } from 'react';
import type { BulkPullsheetOrder } from '@shared/api/bulk/bulk-pullsheets';
import {
  BULK_PULLSHEET_MESSAGES as M,
  dateRangeProblem,
  downloadAgainQuestion,
  lastDownloadedAt,
  lookupOrderNumber,
} from '@shared/domain/bulk/bulk-pullsheets';
import { OFFICE_TZ } from '@shared/lib/office-zone';
import { useNotifier } from '@client/components/notifier-provider';
import { ApiRequestError, errorMessage } from '@client/lib/api-error';
import { fetchBulkPullsheets, recordBulkPullsheetDownload } from '../api/bulk-pullsheets';
import { saveBulkPullsheetPdf } from '@client/lib/bulk-pullsheet-file';

/** The last download of this visit: the file and the orders on it. */
export type Downloaded = { fileName: string; orders: BulkPullsheetOrder[] };

/**
 * The two downloads of Bulk Pull Sheets (D2 sections 5 and 8): by ERP order number (padded to 7;
 * 'Enter an order number!', 'Could not find order number!'; when it was downloaded before, a
 * confirm shows the last time and declining clears the field) or by date range ('Could not find
 * any orders!'). A download builds the PDF, saves it, then records the download time.
 */
export function useBulkPullsheetDownload() {
  const notify = useNotifier();
  const [busy, setBusy] = useState<'order' | 'range' | null>(null);
  const [downloaded, setDownloaded] = useState<Downloaded | null>(null);

  const deliver = async (orders: BulkPullsheetOrder[]) => {
    const fileName = await saveBulkPullsheetPdf(orders);
    setDownloaded({ fileName, orders });
    try {
      const info = await recordBulkPullsheetDownload(orders.map((o) => o.acu_order_num));
      const at = info.pullsheet_downloaded_at;
      setDownloaded({ fileName, orders: orders.map((o) => ({ ...o, pullsheet_downloaded_at: at })) });
      notify.success(`Downloaded ${fileName}`);
    } catch (error) {
      notify.warning(`Downloaded ${fileName}, but its download time was not saved: ${errorMessage(error)}`);
    }
  };

  const run = async (kind: 'order' | 'range', work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  /** Downloads by order number; `clear` empties the field when the user declines a second download. */
  const byOrderNumber = (typed: string, clear: () => void) => {
    const number = lookupOrderNumber(typed);
    if (number === null) {
      notify.error(M.enterOrderNumber);
      return Promise.resolve();
    }
    return run('order', async () => {
      let orders: BulkPullsheetOrder[];
      try {
        orders = await fetchBulkPullsheets({ acu_order_num: number });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) {
          notify.error(M.orderNotFound);
          return;
        }
        throw error;
      }
      const last = lastDownloadedAt(orders);
      if (last) {
        const again = await notify.confirm({
          header: 'Download Again?',
          message: downloadAgainQuestion(number, last, OFFICE_TZ),
          confirmText: 'Download',
          cancelText: 'No',
        });
        if (!again) {
          clear();
          return;
        }
      }
      await deliver(orders);
    });
  };

  const byDateRange = (start: string, end: string) => {
    const problem = dateRangeProblem(start, end);
    if (problem) {
      notify.error(problem);
      return Promise.resolve();
    }
    return run('range', async () => {
      const orders = await fetchBulkPullsheets({ start_date: start, end_date: end });
      if (orders.length === 0) {
        notify.error(M.noOrders);
        return;
      }
      await deliver(orders);
    });
  };

  return { busy, downloaded, byOrderNumber, byDateRange };
}
