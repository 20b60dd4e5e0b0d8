import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { removePackage, type RemovePackageRequest } from '@shared/api/dropship/order-drawer';
import { searchOrders } from '@shared/api/dropship/order-search';
import { masterPackslipsPdf } from '@shared/api/dropship/file-uploads';
import {
  createPullsheet,
  foamAndBolster,
  listPullsheets,
  pullsheetLabels,
  pullsheetPrint,
  regenPackslips,
  resendPullsheetAcumatica,
  splitPullsheet,
  type CreatePullsheetRequest,
  type FoamAndBolster,
  type RegenRequest,
} from '@shared/api/dropship/pullsheets';
import type { Company, Warehouse } from '@shared/domain/identity/companies';
import { api, download } from '@client/lib/api';
import { saveBlob } from '@client/lib/download';

export const PULLSHEETS_KEY = ['dropship', 'pullsheets'] as const;

type Filter = { company: Company; warehouse: Warehouse | 'all' };

/** The sheets of the chosen warehouse(s) and their unprocessed counts. */
export const pullsheetsQuery = (filter: Filter) =>
  queryOptions({
    queryKey: [...PULLSHEETS_KEY, 'list', filter.company, filter.warehouse],
    queryFn: () => api(listPullsheets, { query: { warehouse: filter.warehouse, days: 14 } }),
  });

export const usePullsheets = (filter: Filter) => useQuery(pullsheetsQuery(filter));

/** The orders on one sheet (Order Search by pullsheet_id), for the order detail view. */
export const useSheetOrders = (company: Company, pullsheetId: number | null) =>
  useQuery({
    queryKey: [...PULLSHEETS_KEY, 'orders', company, pullsheetId],
    enabled: pullsheetId !== null,
    queryFn: async () => (await api(searchOrders, { query: { pullsheet_id: pullsheetId ?? 0 } })).data,
  });

/** Every write refreshes the sheets and their orders. */
function useSheetMutation<I, R>(run: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PULLSHEETS_KEY }),
  });
}

export const useCreatePullsheet = () =>
  useSheetMutation((body: CreatePullsheetRequest) => api(createPullsheet, { body }));

export const useSplitPullsheet = () =>
  useSheetMutation((id: number) => api(splitPullsheet, { body: { pullsheet_id: id } }));

export const useResendAcumatica = () =>
  useSheetMutation((id: number) => api(resendPullsheetAcumatica, { body: { pullsheet_id: id } }));

export const useRegen = () => useSheetMutation((body: RegenRequest) => api(regenPackslips, { body }));

export const useRemovePackage = () =>
  useSheetMutation((body: RemovePackageRequest) => api(removePackage, { body }));

export const useFoamAndBolster = () =>
  useMutation({
    mutationFn: (start: string | undefined) =>
      api(foamAndBolster, { body: start === undefined ? {} : { startDateTime: start } }),
  });

export const downloadLabels = (id: number) =>
  download(pullsheetLabels, { query: { pullsheet_id: id } }, `pullsheet_${id}_labels.zpl`);

export const downloadMasterPackslips = (id: number) =>
  download(masterPackslipsPdf, { query: { pullsheet_id: id } }, `master_packslips_pullsheet_${id}.pdf`);

/** Saves a generated PDF as a download. */
function savePdf(file: { fileName: string; bytes: Uint8Array }): string {
  saveBlob(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), file.fileName);
  return file.fileName;
}

/**
 * Print Pullsheet: the sheet's lines from the server, drawn as the PDF by the shared generator
 * (jsPDF, loaded with the first print so it stays out of the screen's chunk).
 */
export async function printPullsheet(id: number): Promise<string> {
  const [print, { buildPullsheetPdf }] = await Promise.all([
    api(pullsheetPrint, { query: { pullsheet_id: id } }),
    import('@shared/documents/pullsheet-pdf'),
  ]);
  return savePdf(buildPullsheetPdf({ ...print.pullsheet, lines: print.lines, bundles: print.bundles }));
}

/** The foam, fiber and liner lists as a PDF (one sheet each, by size word). */
export async function printFoamLists(lists: FoamAndBolster, since: string): Promise<string> {
  const { buildFoamPdf } = await import('@shared/documents/pullsheet-pdf');
  return savePdf(buildFoamPdf({ ...lists, since }));
}
