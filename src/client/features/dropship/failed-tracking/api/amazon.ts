import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repullAmazonLabels, resendAmazonLabels } from '@shared/api/dropship/failed-tracking';
import type { Warehouse } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';
import { FAILED_ROWS_KEY } from './failed-rows';

type Kind = 'resend' | 'repull';

const ENDPOINT = { resend: resendAmazonLabels, repull: repullAmazonLabels } as const;

/** Resend Amazon (label_requests) and Repull Amazon (get_label_requests) for a warehouse. */
export function useAmazonBatch(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warehouse: Warehouse | 'all') => api(ENDPOINT[kind], { body: { warehouse } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAILED_ROWS_KEY }),
  });
}
