import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addZeroOutSku, deleteZeroOutSku, listZeroOutSkus } from '@shared/api/inventory/zero-inventory';
import { api } from '@client/lib/api';

const KEY = ['zero-inventory'] as const;

/** The company's zeroed-out SKUs (D3 section 7). */
export const zeroOutSkusQuery = queryOptions({
  queryKey: KEY,
  queryFn: async ({ signal }) => (await api(listZeroOutSkus, {}, { signal })).zero_out_inventory,
});

export function useZeroOutSkus() {
  return useQuery(zeroOutSkusQuery);
}

/** Zeroes out a SKU, dated now. */
export function useAddZeroOutSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sku: string) => api(addZeroOutSku, { body: { sku, date_added: new Date().toISOString() } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Takes a SKU off the list. */
export function useRemoveZeroOutSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sku: string) => api(deleteZeroOutSku, { body: { sku } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
