import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getShippingDash, type ShippingDashRow } from '@shared/api/boards/shipping-dash';
import { postGraphql, TRIGGER_REFRESH } from '@shared/api/realtime/graphql';
import { isBoardWarehouse } from '@shared/domain/bulk/shipping-dash-rules';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

/** A board that hears no signal still asks this often (the fallback of refreshSignal). */
export const FALLBACK_REFRESH_MS = 60_000;
/** While the server cannot be reached, a board tries again this often and catches up by itself. */
export const OFFLINE_RETRY_MS = 10_000;

/** D2 section 7 `GET /v1/operations/ShippingDash?warehouse=`: every open load, due first. */
export function fetchShippingDash(warehouse: string, signal?: AbortSignal): Promise<ShippingDashRow[]> {
  return api(getShippingDash, { query: { warehouse } }, { side: 'bulk', signal });
}

/** Every board's list; a refresh signal invalidates them all. */
export const SHIPPING_DASH_KEY = ['boards', 'shipping-dash'] as const;

export const shippingDashQuery = (company: Company | null, warehouse: string) =>
  queryOptions({
    queryKey: [...SHIPPING_DASH_KEY, company, warehouse],
    queryFn: ({ signal }) => fetchShippingDash(warehouse, signal),
    enabled: company !== null && isBoardWarehouse(warehouse),
    // A wall board keeps its last rows through a failure and asks again on its own; it asks even
    // when the browser says it is offline (a paused query would never say since when).
    retry: false,
    networkMode: 'always',
    refetchInterval: (query) => (query.state.status === 'error' ? OFFLINE_RETRY_MS : FALLBACK_REFRESH_MS),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
  });

export function useShippingDash(company: Company | null, warehouse: string) {
  return useQuery(shippingDashQuery(company, warehouse));
}

/** Refresh Screens (D2 Shipment Info): `mutation { triggerRefresh }`; every board reloads. */
export function useTriggerRefresh() {
  return useMutation({
    mutationFn: () => api(postGraphql, { body: { query: TRIGGER_REFRESH } }, { side: 'bulk' }),
  });
}
