import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createScanSheet,
  downloadScanSheet,
  listScanSheets,
  type CreateScanSheetBody,
  type ScanSheet,
} from '@shared/api/dropship/usps-scan-form';
import type { Company } from '@shared/domain/identity/companies';
import { api, download } from '@client/lib/api';

const KEY = ['dropship', 'usps-scan-form'] as const;

/** The company's scan forms, newest first. */
export function useScanSheets(company: Company) {
  return useQuery({
    queryKey: [...KEY, company],
    queryFn: async ({ signal }) => (await api(listScanSheets, {}, { signal })).scansheets,
  });
}

/** Create Scan Form; the list refreshes whatever the answer. */
export function useCreateScanSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateScanSheetBody) => (await api(createScanSheet, { body })).scansheet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const downloadSheet = (sheet: ScanSheet) =>
  download(downloadScanSheet, { query: { key: sheet.key } }, sheet.name);
