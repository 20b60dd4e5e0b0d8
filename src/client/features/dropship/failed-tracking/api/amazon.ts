import { useMutation, useQueryClient } from '@tanstack/react-query';
import { amazonBatchResultSchema } from '@shared/api/dropship/failed-tracking';
import type { Warehouse } from '@shared/domain/identity/companies';
import { legacyApi } from '@client/lib/api';
import { FAILED_ROWS_KEY } from './failed-rows';

type Kind = 'resend' | 'repull';

const PATH: Record<Kind, string> = {
  resend: '/dropship/vendor/label_requests',
  repull: '/dropship/vendor/get_label_requests',
};

/** Resend Amazon (label_requests) and Repull Amazon (get_label_requests) for a warehouse. */
export function useAmazonBatch(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warehouse: Warehouse | 'all') =>
      legacyApi(PATH[kind], {
        method: 'POST',
        body: { warehouse },
        schema: amazonBatchResultSchema,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAILED_ROWS_KEY }),
  });
}
