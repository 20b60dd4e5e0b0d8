import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  exportInventory,
  listStaticActions,
  pullAcumaticaCounts,
  updateStaticFile,
  type StaticAction,
  type StaticUpdateBody,
} from '@shared/api/inventory/inventory-management';
import { staticFileSide, type StaticFileType } from '@shared/domain/inventory/static-files';
import type { Company } from '@shared/domain/identity/companies';
import { api, download } from '@client/lib/api';

const ACTIONS_KEY = ['inventory', 'static-actions'] as const;
/** How often the Update Status table reloads while an action is processing. */
const POLL_MS = 2_000;

const processing = (actions: readonly StaticAction[] | undefined) =>
  actions?.some((a) => a.status === 'action_processing') ?? false;

/** Update Status: the company's actions, newest first; polled while one of ours processes. */
export const staticActionsQuery = (company: Company, follow: boolean) =>
  queryOptions({
    queryKey: [...ACTIONS_KEY, company],
    queryFn: async ({ signal }) => (await api(listStaticActions, {}, { signal })).actions,
    refetchInterval: (query) => (follow && processing(query.state.data) ? POLL_MS : false),
  });

export function useStaticActions(company: Company, follow: boolean) {
  return useQuery(staticActionsQuery(company, follow));
}

/** Update: the file of a type, with the company header its type needs (updatePallets: bulk). */
export function useUpdateStaticFile() {
  return useMutation({
    mutationFn: ({ type, body, key }: { type: StaticFileType; body: StaticUpdateBody; key: string }) =>
      api(
        updateStaticFile,
        { params: { name: type }, body },
        { side: staticFileSide(type), idempotencyKey: key },
      ),
  });
}

/** Pull Acumatica Counts: queues the job that writes the ERP's counts to our stock. */
export function usePullCounts() {
  return useMutation({ mutationFn: () => api(pullAcumaticaCounts, { body: {} }) });
}

/** Export Inventory: saves the CSV the server names. */
export function downloadInventory() {
  return download(exportInventory, {}, 'inventory.csv');
}
