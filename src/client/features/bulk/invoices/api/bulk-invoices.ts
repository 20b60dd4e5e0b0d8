import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBulkInvoices, updateBulkInvoice, type BulkInvoiceUpdate } from '@shared/api/bulk/bulk-invoices';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

const KEY = ['bulk', 'invoices'] as const;

/** GET /bulk/invoices: the table. */
export function useBulkInvoices(company: Company) {
  return useQuery({
    queryKey: [...KEY, company],
    queryFn: async ({ signal }) => (await api(getBulkInvoices, {}, { signal })).invoices,
  });
}

/** PUT /bulk/invoices/order: the edit drawer's save; the table reloads after it. */
export function useUpdateBulkInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkInvoiceUpdate) => api(updateBulkInvoice, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
