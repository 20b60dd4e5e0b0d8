import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteUploadResponseSchema,
  dropshipUploadSchema,
  orderUploadResponseSchema,
  recreateLabelsResponseSchema,
  uploadListSchema,
  type OrderUploadRequest,
} from '@shared/api/dropship/file-uploads';
import { isProcessing } from '@shared/domain/dropship/uploads-table';
import type { Company } from '@shared/domain/identity/companies';
import { legacyApi } from '@client/lib/api';

const UPLOADS_KEY = ['dropship', 'uploads'] as const;

/** GET /dropship/orders/uploads: the File Status table. */
export const uploadsQuery = (company: Company) =>
  queryOptions({
    queryKey: [...UPLOADS_KEY, 'list', company],
    queryFn: async ({ signal }) =>
      (await legacyApi('/dropship/orders/uploads', { schema: uploadListSchema, signal })).uploads,
  });

export function useUploads(company: Company) {
  return useQuery(uploadsQuery(company));
}

/** Polls one upload every 1.5 s while the job still processes it, then stops. */
export function useUploadProgress(company: Company, uploadId: number | null) {
  return useQuery({
    queryKey: [...UPLOADS_KEY, 'one', company, uploadId],
    queryFn: ({ signal }) =>
      legacyApi(`/dropship/orders/uploads/${uploadId}`, { schema: dropshipUploadSchema, signal }),
    enabled: uploadId !== null,
    refetchInterval: (query) =>
      query.state.data && !isProcessing(query.state.data.upload_status) ? false : 1500,
  });
}

function useRefreshUploads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: UPLOADS_KEY });
}

/** POST /dropship/orders/uploads; the key is made once per chosen file, so a retry is one upload. */
export function useUploadOrders() {
  return useMutation({
    mutationFn: ({ body, key }: { body: OrderUploadRequest; key: string }) =>
      legacyApi('/dropship/orders/uploads', {
        method: 'POST',
        body,
        schema: orderUploadResponseSchema,
        idempotencyKey: key,
      }),
  });
}

/** DELETE /dropship/uploads?upload_id= (admin). */
export function useDeleteUpload() {
  const refresh = useRefreshUploads();
  return useMutation({
    mutationFn: (uploadId: number) =>
      legacyApi('/dropship/uploads', {
        method: 'DELETE',
        query: { upload_id: uploadId },
        schema: deleteUploadResponseSchema,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSettled: refresh,
  });
}

/** Re-create Labels (admin): queues the carrier requests for packages without a label. */
export function useRecreateLabels() {
  return useMutation({
    mutationFn: (uploadId: number) =>
      legacyApi('/dropship/uploads/recreate_labels', {
        method: 'POST',
        body: { upload_id: uploadId },
        schema: recreateLabelsResponseSchema,
        idempotencyKey: crypto.randomUUID(),
      }),
  });
}
