import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createUpload,
  deleteUpload,
  getUpload,
  listUploads,
  recreateUploadLabels,
  type OrderUploadRequest,
} from '@shared/api/dropship/file-uploads';
import { isProcessing } from '@shared/domain/uploads/upload-rows';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

const UPLOADS_KEY = ['dropship', 'uploads'] as const;

/** The File Status table: the company's newest uploads. */
export const uploadsQuery = (company: Company) =>
  queryOptions({
    queryKey: [...UPLOADS_KEY, 'list', company],
    queryFn: async ({ signal }) => (await api(listUploads, {}, { signal })).uploads,
  });

export function useUploads(company: Company) {
  return useQuery(uploadsQuery(company));
}

/** Polls one upload every 1.5 s while the job still processes it, then stops. */
export function useUploadProgress(company: Company, uploadId: number | null) {
  return useQuery({
    queryKey: [...UPLOADS_KEY, 'one', company, uploadId],
    queryFn: ({ signal }) => api(getUpload, { params: { upload_id: uploadId ?? 0 } }, { signal }),
    enabled: uploadId !== null,
    refetchInterval: (query) =>
      query.state.data && !isProcessing(query.state.data.upload_status) ? false : 1500,
  });
}

function useRefreshUploads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: UPLOADS_KEY });
}

/** Uploads an order file; the key is made once per chosen file, so a retry is one upload. */
export function useUploadOrders() {
  return useMutation({
    mutationFn: ({ body, key }: { body: OrderUploadRequest; key: string }) =>
      api(createUpload, { body }, { idempotencyKey: key }),
  });
}

/** Delete (admin): the upload's orders that are on no pull sheet and not shipped. */
export function useDeleteUpload() {
  const refresh = useRefreshUploads();
  return useMutation({
    mutationFn: (uploadId: number) => api(deleteUpload, { query: { upload_id: uploadId } }),
    onSettled: refresh,
  });
}

/** Re-create Labels (admin): queues the carrier requests for packages without a label. */
export function useRecreateLabels() {
  return useMutation({
    mutationFn: (uploadId: number) => api(recreateUploadLabels, { body: { upload_id: uploadId } }),
  });
}
