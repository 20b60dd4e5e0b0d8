import type { QueryClient } from '@tanstack/react-query';
import type { EndpointAccess } from '@shared/api/endpoint';
import { companyHeader } from '@shared/domain/identity/companies';
import { scopesForScreens } from '@shared/routes';
import { connection } from '@client/lib/connection';
import { sessionStore, type Actor } from '@client/lib/session-store';
import { REFERENCE_SOURCES, referenceKeys, refreshReferenceList, type ReferenceKind } from './reference-data';

/** Lists are asked for again this often while the app runs (an unchanged list costs a 304). */
export const WARMUP_REFRESH_MS = 15 * 60_000;
/** The server coming back refreshes the lists unless they were fetched this recently. */
const RECENT_MS = 60_000;

/** Whether the actor may read a list: a person by the scopes of the screens it serves, a device by its purpose. */
function mayRead(kind: ReferenceKind, actor: Actor): boolean {
  const access: EndpointAccess = REFERENCE_SOURCES[kind].endpoint.access;
  if ('public' in access) return true;
  if (actor.kind === 'device') {
    const purpose = sessionStore.getDevice()?.device.purpose;
    return purpose !== undefined && (access.devices ?? []).includes(purpose);
  }
  const scopes = sessionStore.getSession()?.user.scopes ?? [];
  const allowed = scopesForScreens(access.screens);
  return allowed === null || allowed.some((scope) => scopes.includes(scope));
}

/**
 * Fetches every list of `kinds` the actor may read into IndexedDB and hands the copies to the
 * screens' queries, so a screen first opened offline still has them. A list that fails keeps the
 * copy the device had. Resolves to true when every list was fetched.
 */
async function warm(
  queryClient: QueryClient,
  kinds: readonly ReferenceKind[],
  actor: Actor,
): Promise<boolean> {
  const results = await Promise.allSettled(
    kinds
      .filter((kind) => mayRead(kind, actor))
      .map(async (kind) => {
        const scope = companyHeader(actor.company, REFERENCE_SOURCES[kind].side);
        const snapshot = await refreshReferenceList(kind, scope);
        const keys = referenceKeys(kind, scope);
        queryClient.setQueryData(keys.stored, snapshot);
        queryClient.setQueryData(keys.fresh, snapshot);
      }),
  );
  return results.every((r) => r.status === 'fulfilled');
}

let started = false;

/**
 * Everything a tablet needs before its screens are opened (issue 10 item 14): the reference lists
 * of `kinds` are fetched when someone signs in or a kiosk pairs (or the company changes), again when
 * the server answers after a break, and every 15 minutes.
 */
export function startReferenceWarmup(queryClient: QueryClient, kinds: readonly ReferenceKind[]): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let warmedFor: string | null = null;
  let warmedAt = 0;
  let running = false;

  const run = (force: boolean) => {
    const actor = sessionStore.getActor();
    const who = actor ? `${actor.id}|${actor.company}` : null;
    if (!actor || who === null) {
      warmedFor = null;
      return;
    }
    if (running || (!force && who === warmedFor)) return;
    warmedFor = who;
    running = true;
    void warm(queryClient, kinds, actor)
      .then((complete) => {
        // An incomplete warm-up is tried again when the server answers (see onReachable below).
        warmedAt = complete ? Date.now() : 0;
      })
      .finally(() => {
        running = false;
      });
  };

  sessionStore.subscribe(() => run(false));
  connection.onReachable(() => {
    if (Date.now() - warmedAt > RECENT_MS) run(true);
  });
  window.setInterval(() => run(true), WARMUP_REFRESH_MS);
  run(true);
}
