import { queryOptions, useQuery } from '@tanstack/react-query';
import { listUnprocessed } from '@shared/api/dropship/api-status';
import {
  exportOrders,
  getDashboard,
  uspsTracking,
  warehouseReport,
  type ExportRangeQuery,
} from '@shared/api/dropship/dashboard';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

export const DASHBOARD_KEY = ['dropship', 'dashboard'] as const;

/** The Dashboard's stat groups of a company, counted now by the server. */
export const dashboardQuery = (company: Company) =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, company],
    // The morning look: shown at once from the cache, counted again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) => api(getDashboard, {}, { signal }),
  });

export function useDashboard(company: Company) {
  return useQuery(dashboardQuery(company));
}

export type ExportInput = Pick<ExportRangeQuery, 'startdate' | 'enddate' | 'export_by' | 'warehouse'>;

export const fetchOrdersExport = (query: ExportInput) => api(exportOrders, { query });
export const fetchUspsTracking = (query: ExportInput) => api(uspsTracking, { query });
export const fetchWarehouseReport = () => api(warehouseReport, {});
export const fetchUnprocessed = (warehouse: ExportInput['warehouse']) =>
  api(listUnprocessed, { query: { warehouse } });
