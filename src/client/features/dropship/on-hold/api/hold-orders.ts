import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { listHoldOrders } from '@shared/api/dropship/on-hold';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

export const HOLD_ORDERS_KEY = ['dropship', 'on-hold'] as const;

/** The hold orders: the server decides which statuses this user sees. */
export const holdOrdersQuery = (company: Company) =>
  queryOptions({
    queryKey: [...HOLD_ORDERS_KEY, company],
    queryFn: async ({ signal }) => (await api(listHoldOrders, {}, { signal })).orders,
  });

export function useHoldOrders(company: Company) {
  return useQuery(holdOrdersQuery(company));
}

/** Every hold action changes the list: refetch it. */
export function useInvalidateHoldOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: HOLD_ORDERS_KEY });
}
