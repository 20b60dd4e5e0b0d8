import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getBuildsByGroup,
  getWarehouseBuilds,
  updateBuild,
  type GridBuild,
  type UpdateBuildBody,
} from '@shared/api/labour/daily-builds';
import type { LabourWarehouseCode } from '@shared/api/labour/operations-query';
import type { Shift } from '@shared/domain/labour/shifts';
import { api } from '@client/lib/api';

export const DAILY_BUILDS_KEY = ['labour', 'daily-builds'] as const;

/** `line` and `reported` ('true', 'false') are empty when unset. */
export type BuildsFilter = {
  wh: LabourWarehouseCode;
  date: string;
  shift: Shift;
  line: string;
  reported: string;
};

/** D3 7 `GET /v1/operations/warehouseBuilds` for one working day of a warehouse. */
export const warehouseBuildsQuery = (f: BuildsFilter) =>
  queryOptions({
    queryKey: [...DAILY_BUILDS_KEY, 'builds', f.wh, f.date, f.shift, f.line, f.reported],
    queryFn: async ({ signal }) =>
      (
        await api(
          getWarehouseBuilds,
          {
            query: {
              wh: f.wh,
              start_date: f.date,
              end_date: f.date,
              shift: f.shift,
              ...(f.line ? { group_number: Number(f.line) } : {}),
              ...(f.reported === 'true' || f.reported === 'false' ? { reported: f.reported } : {}),
            },
          },
          { signal },
        )
      ).builds,
    placeholderData: keepPreviousData,
  });

export const useWarehouseBuilds = (f: BuildsFilter) => useQuery(warehouseBuildsQuery(f));

/** D3 7 `GET buildsByGroup/{date}`: the lines of the day (the line filter and their totals). */
export function useBuildsByGroup(f: Omit<BuildsFilter, 'line' | 'reported'>) {
  return useQuery({
    queryKey: [...DAILY_BUILDS_KEY, 'groups', f.wh, f.date, f.shift],
    queryFn: async ({ signal }) =>
      (
        await api(
          getBuildsByGroup,
          { params: { date: f.date }, query: { wh: f.wh, shift: f.shift } },
          { signal },
        )
      ).groups,
    placeholderData: keepPreviousData,
  });
}

/** The body of D3 7 `PUT updateBuild` for a build of the grid. */
export const updateBody = (b: GridBuild, quantity: number): UpdateBuildBody => ({
  build_date: b.build_date,
  sku: b.sku,
  order_number: b.order_number,
  group_number: b.group_number,
  customer: b.customer,
  new_quantity: quantity,
  id: b.id,
});

/** Sets a build's quantity; the grid and the lines' totals reload. */
export function useUpdateBuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBuildBody) => api(updateBuild, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DAILY_BUILDS_KEY }),
  });
}
