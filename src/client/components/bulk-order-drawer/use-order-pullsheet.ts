import { useState } from 'react';
import { getBulkPullsheets, insertBulkPullsheetDownloadInfo } from '@shared/api/bulk/bulk-pullsheets';
import { downloadAgainQuestion, lastDownloadedAt } from '@shared/domain/bulk/bulk-pullsheets';
import { OFFICE_TZ } from '@shared/lib/office-zone';
import { useNotifier } from '@client/components/notifier-provider';
import { api } from '@client/lib/api';
import { errorMessage } from '@client/lib/api-error';
import { saveBulkPullsheetPdf } from '@client/lib/bulk-pullsheet-file';

/**
 * The drawer's Download Bulk Pullsheet: the bulk pull sheet PDF of the order's Acumatica number
 * (D2 section 9), as Bulk Pull Sheets makes it, with the same question when it was downloaded
 * before, then the download time recorded.
 */
export function useOrderPullsheet() {
  const notify = useNotifier();
  const [busy, setBusy] = useState(false);

  const download = async (acuOrderNum: string) => {
    setBusy(true);
    try {
      const { orders } = await api(getBulkPullsheets, { query: { acu_order_num: acuOrderNum } });
      const last = lastDownloadedAt(orders);
      if (last) {
        const again = await notify.confirm({
          header: 'Download Again?',
          message: downloadAgainQuestion(acuOrderNum, last, OFFICE_TZ),
          confirmText: 'Download',
          cancelText: 'No',
        });
        if (!again) return;
      }
      const fileName = await saveBulkPullsheetPdf(orders);
      await api(insertBulkPullsheetDownloadInfo, { body: { acu_order_nums: [acuOrderNum] } });
      notify.success(`Downloaded ${fileName}`);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return { busy, download };
}
