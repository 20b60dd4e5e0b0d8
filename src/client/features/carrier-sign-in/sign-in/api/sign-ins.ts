import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  newSignInResponseSchema,
  signInListSchema,
  type NewSignIn,
} from '@shared/api/carrier-sign-in/sign-in';
import type { Company } from '@shared/domain/identity/companies';
import { legacyApi } from '@client/lib/api';
import { sendOrQueue } from '@client/offline/use-queued-mutation';
import { REF_PLACEHOLDER } from '@client/offline/outbox-rules';
import { SIGN_INS_PATH, type OpenRow } from '../open-list';

/** GET /api/carrier-sign-in/sign-ins?open=true&warehouse= (D2 section 7): the kiosk's Open Sign-ins. */
export const openSignInsQuery = (company: Company | null, warehouse: string | null) =>
  queryOptions({
    queryKey: ['carrier-sign-ins', 'open', company, warehouse],
    queryFn: async ({ signal }) =>
      (
        await legacyApi(SIGN_INS_PATH, {
          side: 'bulk',
          query: { open: 'true', warehouse: warehouse ?? undefined },
          schema: signInListSchema,
          signal,
        })
      ).signIns,
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

export type SignInOutcome = { status: 'sent'; id: number } | { status: 'queued'; key: string };

/**
 * POST with `newSignIn` (signature as a PNG data URL) answering `newSignInId`. The tablet's UUID is
 * both the Idempotency-Key and the sign-in's client_id, so however often it is sent (a lost answer,
 * the outbox after a restart) the server keeps one row.
 */
export function useSubmitSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (draft: Omit<NewSignIn, 'client_id'>): Promise<SignInOutcome> => {
      const key = crypto.randomUUID();
      const newSignIn: NewSignIn = {
        ...draft,
        sign_in_time: draft.sign_in_time ?? new Date().toISOString(),
        client_id: key,
      };
      const outcome = await sendOrQueue({
        request: { method: 'POST', path: SIGN_INS_PATH, side: 'bulk', body: { newSignIn } },
        label: `Carrier sign-in: ${draft.driver_name ?? ''}`.trim(),
        schema: newSignInResponseSchema,
        key,
      });
      return outcome.status === 'sent' ? { status: 'sent', id: outcome.data.newSignInId } : outcome;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['carrier-sign-ins'] }),
  });
}

/**
 * PUT /api/carrier-sign-in/sign-ins/{id} with an empty body. A driver whose own sign-in has not
 * reached the server yet is signed out by reference: the outbox fills in the id once it exists.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (row: OpenRow) => {
      const label = `Carrier sign-out: ${row.driver_name}`;
      if (row.serverId !== null)
        return sendOrQueue({
          request: { method: 'PUT', path: `${SIGN_INS_PATH}/${row.serverId}`, side: 'bulk' },
          label,
        });
      if (!row.signInKey) throw new Error('Failed to sign out. Please contact a developer');
      return sendOrQueue({
        request: {
          method: 'PUT',
          path: `${SIGN_INS_PATH}/${REF_PLACEHOLDER}`,
          side: 'bulk',
          ref: { key: row.signInKey, field: 'newSignInId' },
        },
        label,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['carrier-sign-ins'] }),
  });
}
