import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zeroOutItemSchema, zeroOutListSchema } from '@shared/api/inventory/zero-inventory';
import { api } from '@client/lib/api';

const KEY = ['zero-inventory'] as const;

/** GET /api/inventory/zero_out_inventory (D3 section 7). */
export const zeroOutSkusQuery = queryOptions({
  queryKey: KEY,
  queryFn: async ({ signal }) =>
    (await api('/inventory/zero_out_inventory', { schema: zeroOutListSchema, signal })).zero_out_inventory,
});

export function useZeroOutSkus() {
  return useQuery(zeroOutSkusQuery);
}

/** POST /api/inventory/zero_out_inventory with sku and date_added (ISO). */
export function useAddZeroOutSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sku: string) =>
      api('/inventory/zero_out_inventory', {
        method: 'POST',
        body: { sku, date_added: new Date().toISOString() },
        schema: zeroOutItemSchema,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** PUT /api/inventory/delete_zero_out_inventory with sku. */
export function useRemoveZeroOutSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sku: string) =>
      api('/inventory/delete_zero_out_inventory', {
        method: 'PUT',
        body: { sku },
        idempotencyKey: crypto.randomUUID(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
