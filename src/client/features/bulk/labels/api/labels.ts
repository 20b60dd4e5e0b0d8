import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createBoxLabels,
  createBoxLabelsFromOrderNbr,
  downloadBoxLabelFile,
  getLabelFileData,
  listBoxLabelFiles,
  regenerateBoxLabels,
  type LabelFile,
  type RegenerateLabelsBody,
} from '@shared/api/bulk/labels';
import {
  createPalletLabelsFromFile,
  createPalletLabelsFromOrderNbr,
  downloadPalletLabelFile,
  getPalletCalculator,
  getPalletItems,
  listPalletLabelFiles,
} from '@shared/api/bulk/pallet-labels';
import type { Company } from '@shared/domain/identity/companies';
import type { BoxLabelRow, PalletRow } from '@shared/domain/labels/label-files';
import { api, download } from '@client/lib/api';

export type LabelKind = 'box' | 'pallet';
const KEY = ['bulk', 'labels'] as const;

/** The generated files of one kind (newest first, no TEMP names). */
export function useLabelFiles(company: Company, kind: LabelKind) {
  return useQuery({
    queryKey: [...KEY, kind, company],
    queryFn: async ({ signal }) =>
      (await api(kind === 'box' ? listBoxLabelFiles : listPalletLabelFiles, {}, { signal })).files,
  });
}

/** What a file's labels carry (Data). */
export function useLabelData(name: string | null) {
  return useQuery({
    queryKey: [...KEY, 'data', name],
    enabled: name !== null,
    queryFn: async ({ signal }) =>
      (await api(getLabelFileData, { query: { filename: name! } }, { signal })).labels,
  });
}

/** Saves a label file: the 4x6 PDF, or the ZPL for the dock printers. */
export const downloadLabelFile = (kind: LabelKind, file: LabelFile, format: 'pdf' | 'zpl' = 'pdf') =>
  download(
    kind === 'box' ? downloadBoxLabelFile : downloadPalletLabelFile,
    { query: { key: file.key, format } },
    file.name,
  );

function useLabelMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useCreateBoxLabels = () =>
  useLabelMutation((input: { rows: BoxLabelRow[]; file_name: string } | { acu_order_num: string }) =>
    'rows' in input
      ? api(createBoxLabels, { body: input })
      : api(createBoxLabelsFromOrderNbr, { body: input }),
  );

export const useCreatePalletLabels = () =>
  useLabelMutation((input: { acu_order_num: string }) =>
    api(createPalletLabelsFromOrderNbr, { body: input }),
  );

export const usePalletFile = () =>
  useLabelMutation((input: { rows: PalletRow[]; file_name: string }) =>
    api(createPalletLabelsFromFile, { body: input }),
  );

export const useRegenerateLabels = () =>
  useLabelMutation((body: RegenerateLabelsBody) => api(regenerateBoxLabels, { body }));

/** The pallet calculator: box types with their quantity per pallet, and the items in one. */
export function usePalletCalculator(company: Company) {
  return useQuery({
    queryKey: [...KEY, 'calculator', company],
    queryFn: async ({ signal }) =>
      (await api(getPalletCalculator, { query: { type: 'all' } }, { signal })).entries,
  });
}

export function usePalletItems(company: Company, box: string | null) {
  return useQuery({
    queryKey: [...KEY, 'pallet-items', company, box],
    enabled: box !== null,
    queryFn: async ({ signal }) => (await api(getPalletItems, { query: { type: box! } }, { signal })).items,
  });
}
