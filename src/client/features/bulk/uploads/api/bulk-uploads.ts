import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createBulkUpload,
  deleteBulkUpload,
  listBulkUploads,
  type BulkUploadRequest,
} from '@shared/api/bulk/bulk-uploads';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

const KEY = ['bulk', 'uploads'] as const;

/** The history table: the company's newest bulk uploads. */
export function useBulkUploads(company: Company) {
  return useQuery({
    queryKey: [...KEY, company],
    queryFn: async ({ signal }) => (await api(listBulkUploads, {}, { signal })).uploads,
  });
}

/** Sends a checked file; the key is made once per chosen file, so a retry is one upload. */
export function useUploadBulkOrders() {
  return useMutation({
    mutationFn: ({ body, key }: { body: BulkUploadRequest; key: string }) =>
      api(createBulkUpload, { body }, { idempotencyKey: key }),
  });
}

/** Delete (admin): the upload's orders that are still New. */
export function useDeleteBulkUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: number) => api(deleteBulkUpload, { query: { upload_id: uploadId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
