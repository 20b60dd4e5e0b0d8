/**
 * What the kiosk's Open Sign-ins table shows: the server's open sign-ins plus what this tablet has
 * not sent yet, so a driver who signed in (or out) offline sees it at once, marked as waiting. Pure,
 * so the unit tests run it without a browser.
 */
import {
  createSignIn,
  signOutSignIn,
  type NewSignInRequest,
  type SignIn,
} from '@shared/api/carrier-sign-in/sign-in';
import type { OutboxEntry } from '@client/offline/outbox-rules';

export type OpenRow = {
  /** Stable React key: the server id, or the outbox key of a sign-in the server has not seen yet. */
  rowKey: string;
  serverId: number | null;
  /** The outbox key of the sign-in write, when this tablet made it (a sign-out may refer to it). */
  signInKey: string | null;
  mode: string;
  scac: string;
  driver_name: string;
  truck_number: string;
  pro_number: string | null;
  delivered_goods: string | null;
  sign_in_time: string;
  signInWaiting: boolean;
  signOutWaiting: boolean;
};

const unfinished = (e: OutboxEntry) => e.state === 'pending' || e.state === 'sending';

const isSignInWrite = (e: OutboxEntry) => e.request.endpoint === createSignIn.name;
const isSignOutWrite = (e: OutboxEntry) => e.request.endpoint === signOutSignIn.name;

/** The sign-in a queued sign-out is about: a server id, or the key of a queued sign-in. */
export function signOutTarget(e: OutboxEntry): { serverId: number } | { signInKey: string } | null {
  if (!isSignOutWrite(e)) return null;
  if (e.request.ref) return { signInKey: e.request.ref.key };
  const id = Number(e.request.input.params?.id);
  return Number.isInteger(id) && id > 0 ? { serverId: id } : null;
}

type Draft = NewSignInRequest['newSignIn'];

function draftOf(e: OutboxEntry): Draft | null {
  const body = e.request.input.body as Partial<NewSignInRequest> | undefined;
  return body?.newSignIn ?? null;
}

/**
 * Merges the server's list (fetched at `listFetchedAt`) with the outbox. A sign-in the tablet sent
 * after that fetch is still shown until the list is fetched again; a sign-out waiting to be sent
 * keeps its row, marked. Newest first.
 */
export function openRows(
  server: readonly SignIn[],
  outbox: readonly OutboxEntry[],
  warehouse: string | null,
  listFetchedAt: number,
): OpenRow[] {
  const signOuts = outbox.filter((e) => unfinished(e) && isSignOutWrite(e)).map(signOutTarget);
  const signedOutDone = outbox
    .filter((e) => e.state === 'done' && isSignOutWrite(e) && (e.done_at ?? 0) > listFetchedAt)
    .map(signOutTarget);
  const outById = (list: typeof signOuts, id: number | null, key: string | null) =>
    list.some(
      (t) =>
        t !== null &&
        (('serverId' in t && t.serverId === id) || ('signInKey' in t && key !== null && t.signInKey === key)),
    );
  const byClientId = new Map(
    outbox.filter(isSignInWrite).map((e) => [draftOf(e)?.client_id ?? e.key, e.key] as const),
  );

  const rows: OpenRow[] = server.map((s) => {
    const signInKey = (s.client_id && byClientId.get(s.client_id)) ?? null;
    return {
      rowKey: `server-${s.sign_in_id}`,
      serverId: s.sign_in_id,
      signInKey,
      mode: s.mode,
      scac: s.scac,
      driver_name: s.driver_name,
      truck_number: s.truck_number,
      pro_number: s.pro_number,
      delivered_goods: s.delivered_goods,
      sign_in_time: s.sign_in_time,
      signInWaiting: false,
      signOutWaiting: outById(signOuts, s.sign_in_id, signInKey),
    };
  });
  const known = new Set(server.map((s) => s.client_id).filter(Boolean));

  for (const e of outbox) {
    if (!isSignInWrite(e)) continue;
    const draft = draftOf(e);
    if (!draft || known.has(draft.client_id ?? e.key)) continue;
    if (warehouse !== null && draft.warehouse !== warehouse) continue;
    const sentSinceFetch = e.state === 'done' && (e.done_at ?? 0) > listFetchedAt;
    if (!unfinished(e) && !sentSinceFetch) continue;
    const result = e.result as { newSignInId?: number } | undefined;
    const serverId = typeof result?.newSignInId === 'number' ? result.newSignInId : null;
    if (outById(signedOutDone, serverId, e.key)) continue;
    rows.push({
      rowKey: `local-${e.key}`,
      serverId,
      signInKey: e.key,
      mode: draft.mode ?? '',
      scac: draft.scac ?? '',
      driver_name: draft.driver_name ?? '',
      truck_number: draft.truck_number ?? '',
      pro_number: draft.pro_number ?? null,
      delivered_goods: draft.delivered_goods ?? null,
      sign_in_time: draft.sign_in_time ?? new Date(e.created_at).toISOString(),
      signInWaiting: unfinished(e),
      signOutWaiting: outById(signOuts, serverId, e.key),
    });
  }
  return rows
    .filter((r) => !(r.serverId !== null && outById(signedOutDone, r.serverId, r.signInKey)))
    .sort((a, b) => b.sign_in_time.localeCompare(a.sign_in_time));
}
