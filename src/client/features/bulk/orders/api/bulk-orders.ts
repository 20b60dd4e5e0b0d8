import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getBulkOrdersTable, type BulkOrderRow } from '@shared/api/bulk/bulk-orders';
import type { BulkStage, BulkWarehouse } from '@shared/domain/bulk/status';
import { api } from '@client/lib/api';

/** D2 section 7 getBulkOrdersTable: one tab's orders, of one warehouse when given (not on New). */
export async function fetchBulkOrdersTable(
  stage: BulkStage,
  warehouse: BulkWarehouse | null,
  signal?: AbortSignal,
): Promise<BulkOrderRow[]> {
  const query = stage === 'new' || warehouse === null ? { status: stage } : { status: stage, warehouse };
  return (await api(getBulkOrdersTable, { query }, { signal })).orders;
}

export const bulkOrdersTableKey = (stage: BulkStage, warehouse: BulkWarehouse | null) =>
  ['bulk', 'orders', 'table', stage, stage === 'new' ? null : warehouse] as const;

/** The open tab's table; the previous tab's rows stay while the next loads. */
export function useBulkOrdersTable(stage: BulkStage, warehouse: BulkWarehouse | null) {
  return useQuery({
    queryKey: bulkOrdersTableKey(stage, warehouse),
    queryFn: ({ signal }) => fetchBulkOrdersTable(stage, warehouse, signal),
    placeholderData: keepPreviousData,
  });
}
