import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deletePrinter,
  getHangTag,
  getHangTags,
  listPrinters,
  listPrintJobs,
  printLabels,
  reprintJob,
  savePrinter,
  type LabelSalesOrder,
  type PrintLabels,
  type SavePrinter,
} from '@shared/api/labels/nice-labels';
import type { SearchType } from '@shared/domain/labels/label-printing';
import { api } from '@client/lib/api';

const PRINTERS = ['labels', 'printers'] as const;
const JOBS = ['labels', 'jobs'] as const;

/** The company's label printers, per warehouse and role. */
export const printersQuery = queryOptions({
  queryKey: PRINTERS,
  queryFn: async ({ signal }) => (await api(listPrinters, {}, { signal })).printers,
});
export const usePrinters = () => useQuery(printersQuery);

/** The latest print jobs, newest first. */
export const printJobsQuery = queryOptions({
  queryKey: JOBS,
  queryFn: async ({ signal }) => (await api(listPrintJobs, {}, { signal })).jobs,
});
export const usePrintJobs = () => useQuery(printJobsQuery);

/** A search as one answer: a SKU is an order of one line, quantity 1. */
export async function searchLabels(type: SearchType, value: string): Promise<LabelSalesOrder> {
  if (type === 'salesOrder') return api(getHangTags, { params: { salesOrderNumber: value } });
  const item = await api(getHangTag, { params: { sku: value } });
  return { salesOrderNumber: '', company: null, external_po_number: null, items: [{ ...item, qty: 1 }] };
}

export function useSearchLabels() {
  return useMutation({
    mutationFn: (input: { type: SearchType; value: string }) => searchLabels(input.type, input.value),
  });
}

export function usePrintLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrintLabels) => api(printLabels, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS }),
  });
}

export function useReprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(reprintJob, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS }),
  });
}

export function useSavePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePrinter) => api(savePrinter, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRINTERS }),
  });
}

export function useDeletePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(deletePrinter, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRINTERS }),
  });
}
