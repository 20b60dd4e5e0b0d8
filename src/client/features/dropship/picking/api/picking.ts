import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmPick, pickList, type ConfirmPickRequest, type PickList } from '@shared/api/dropship/picking';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';
import { sendOrQueue } from '@client/offline/use-queued-mutation';
import { withConfirmation } from '../lib/pick-state';

const PICKING_KEY = ['dropship', 'picking'] as const;

/**
 * The sheet's lines in walk order with what is confirmed. The answer is kept in the device's
 * persisted query cache (Dexie), so a sheet opened once can be picked and reloaded offline; the
 * server's copy is asked for on every start and every half minute (another picker's lines).
 */
export const pickListQuery = (company: Company | null, id: number) =>
  queryOptions({
    queryKey: [...PICKING_KEY, company, id],
    queryFn: ({ signal }) => api(pickList, { query: { pullsheet_id: id } }, { signal }),
    enabled: company !== null && Number.isInteger(id) && id > 0,
    refetchOnMount: 'always',
    refetchInterval: 30_000,
  });

export const usePickList = (company: Company | null, id: number) => useQuery(pickListQuery(company, id));

/**
 * Confirms a line: sent at once with an Idempotency-Key, or kept in the outbox (offline, or while
 * older writes wait) and sent exactly once later. A sent answer goes into the cached list.
 */
export function useConfirmPick(company: Company | null, id: number) {
  const queryClient = useQueryClient();
  const key = pickListQuery(company, id).queryKey;
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: ConfirmPickRequest) =>
      sendOrQueue({
        endpoint: confirmPick,
        input: { body },
        label: `Pick sheet ${body.pullsheet_id}: ${body.sku} × ${body.quantity}`,
      }),
    onSuccess: (outcome) => {
      if (outcome.status !== 'sent') return;
      const { sku, confirmation, status_code } = outcome.data;
      queryClient.setQueryData<PickList>(key, (list) =>
        list ? withConfirmation(list, sku, confirmation, status_code) : list,
      );
    },
  });
}

/** Asks the server again (after the outbox drained, so the cached list holds what was sent). */
export function useRefreshPickList(company: Company | null, id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pickListQuery(company, id).queryKey });
}
