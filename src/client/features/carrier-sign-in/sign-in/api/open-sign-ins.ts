import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSignIns } from '@shared/api/carrier-sign-in/sign-in';
import type { Company } from '@shared/domain/identity/companies';
import { api } from '@client/lib/api';

/** Every sign-in list of this screen; a write or a change signal invalidates them all. */
export const SIGN_INS_KEY = ['carrier-sign-ins'] as const;

/** D2 section 7 `GET /carrier-sign-in/sign-ins?open=true&warehouse=`: the kiosk's Open Sign-ins. */
export const openSignInsQuery = (company: Company | null, warehouse: string | null) =>
  queryOptions({
    queryKey: [...SIGN_INS_KEY, 'open', company, warehouse],
    queryFn: async ({ signal }) =>
      (await api(listSignIns, { query: { open: 'true', warehouse: warehouse ?? undefined } }, { signal }))
        .signIns,
    enabled: company !== null && warehouse !== null,
    // The list changes when drivers come and go; realtime signals and a slow poll keep it current.
    staleTime: 10_000,
    refetchInterval: 60_000,
    // A restored copy shows at once; the server's is asked for on every start (also how a kiosk
    // learns its token was revoked).
    refetchOnMount: 'always',
  });

export function useOpenSignIns(company: Company | null, warehouse: string | null) {
  return useQuery(openSignInsQuery(company, warehouse));
}
