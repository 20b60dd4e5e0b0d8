import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCarrier, type NewCarrier } from '@shared/api/bulk/carriers';
import { api } from '@client/lib/api';

/** The device's copy and the server's of the carriers list (src/client/offline/reference-data.ts). */
export const CARRIERS_KEY = ['reference', 'carriers'] as const;

/** Asks the server for the list again (it answers 304 while the device's copy holds). */
export function useReloadCarriers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CARRIERS_KEY });
}

/** POST /bulk/carriers; the table reloads after it. */
export function useAddCarrier() {
  const reload = useReloadCarriers();
  return useMutation({
    mutationFn: (body: NewCarrier) => api(addCarrier, { body }),
    onSuccess: () => reload(),
  });
}
