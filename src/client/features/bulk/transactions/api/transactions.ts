import { useQuery } from '@tanstack/react-query';
import {
  downloadTransactionMessage,
  getBulkTransactions,
  getDropshipTransactions,
  getTransactionLink,
  type EdiTransaction,
} from '@shared/api/bulk/transactions';
import type { TransactionTab } from '@shared/domain/bulk/transactions';
import type { Company } from '@shared/domain/identity/companies';
import { api, download } from '@client/lib/api';

/** One tab's messages: GET /bulk/transactions (Dropship) or /bulk/transactions/bulk (Bulk). */
export function useTransactions(tab: TransactionTab, company: Company | null) {
  return useQuery({
    queryKey: ['bulk', 'transactions', tab, company],
    queryFn: async ({ signal }) =>
      (await api(tab === 'bulk' ? getBulkTransactions : getDropshipTransactions, {}, { signal }))
        .transactions,
    // D2: the report loads on tab change or Refresh, not in the background.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * Download: the link of the message (gs_id, vendor_name, type, direction), then the X12 text it
 * points at, both with the tab's company header. Resolves to the saved file's name.
 */
export async function downloadTransaction(tab: TransactionTab, row: EdiTransaction): Promise<string> {
  const { gs_id, vendor_name, type, direction } = row;
  const link = await api(
    getTransactionLink,
    { query: { gs_id, vendor_name, type, direction } },
    { side: tab },
  );
  return download(downloadTransactionMessage, { params: { id: link.id } }, link.file_name, { side: tab });
}
