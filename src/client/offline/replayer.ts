import { ApiRequestError } from '@client/lib/api-error';
import { connection } from '@client/lib/connection';
import { sessionStore } from '@client/lib/session-store';
import { onEnqueue, pruneDone } from './outbox';
import { backoffDelay, classify, nextToSend, resolveInput, type OutboxEntry } from './outbox-rules';
import { openDb } from './open-db';
import { queueableEndpoint, sendQueued } from './queueable-endpoints';

/** One sender per origin: two tabs replaying at once could send the same write twice in parallel. */
const LOCK = 'dockhand-outbox';
/** While the browser says it is offline, look again now and then in case no 'online' event comes. */
const OFFLINE_RECHECK_MS = 60_000;

let running = false;
let again = false;
let timer: number | undefined;

function schedule(ms: number) {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => void kick(), ms);
}

/** Sends one entry and records the outcome; false when the queue must stop and wait. */
async function sendOne(entry: OutboxEntry): Promise<boolean> {
  const db = await openDb();
  const seq = entry.seq;
  if (seq === undefined) return true;
  const resolved = resolveInput(entry, await db.outbox.toArray());
  if (!resolved.ok) {
    if (resolved.wait) {
      schedule(backoffDelay(1));
      return false;
    }
    await db.outbox.update(seq, { state: 'failed', last_error: resolved.message });
    return true;
  }
  const endpoint = queueableEndpoint(entry.request.endpoint);
  if (!endpoint) {
    // Written by an app version that had this call; this one cannot send it, now or later.
    await db.outbox.update(seq, {
      state: 'failed',
      last_error: 'Not sent: this version of the app cannot send it.',
    });
    return true;
  }
  const attempts = entry.attempts + 1;
  await db.outbox.update(seq, { state: 'sending', attempts });
  try {
    const result = await sendQueued(endpoint, resolved.input, {
      idempotencyKey: entry.key,
      company: entry.company,
      side: entry.request.side,
    });
    await db.outbox.update(seq, { state: 'done', done_at: Date.now(), result, last_error: null });
    return true;
  } catch (error) {
    const status = error instanceof ApiRequestError ? error.status : 0;
    const message = error instanceof Error ? error.message : 'Request failed.';
    const outcome = classify(status, error instanceof ApiRequestError ? error.code : undefined);
    if (outcome === 'refused') {
      // The server said no: retrying will not change that. Show it; the next write goes on.
      await db.outbox.update(seq, { state: 'failed', last_error: message });
      return true;
    }
    await db.outbox.update(seq, { state: 'pending', last_error: message });
    // Keep the order: nothing after this write goes before it. Signed out: wait for the next sign-in.
    if (outcome !== 'signed-out') schedule(backoffDelay(attempts, Math.random()));
    return false;
  }
}

/** Sends waiting writes in order until the queue is empty or has to wait. */
async function drain(): Promise<void> {
  // Nobody to send as (the sign-in page): leave the database closed.
  if (!sessionStore.getActor()) return;
  const db = await openDb();
  for (;;) {
    const actor = sessionStore.getActor();
    if (!actor) return;
    const next = nextToSend(await db.outbox.toArray(), actor.id);
    if (!next) return;
    if (!navigator.onLine) return schedule(OFFLINE_RECHECK_MS);
    if (!(await sendOne(next))) return;
  }
}

/** Asks for a replay; calls while one runs make it look again when it ends. */
export async function kick(): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  try {
    do {
      again = false;
      window.clearTimeout(timer);
      if ('locks' in navigator) await navigator.locks.request(LOCK, drain);
      else await drain();
    } while (again);
  } catch (error) {
    console.warn('Outbox replay stopped', error);
    schedule(backoffDelay(6));
  } finally {
    running = false;
  }
}

let started = false;

/**
 * Replays on start (once someone is signed in), when the network or the server returns, after each
 * new write and after a sign-in.
 */
export function startReplayer(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void kick());
  // The server answers again (a probe or any request got through): send what waits now.
  connection.onReachable(() => void kick());
  onEnqueue(() => void kick());
  let user = sessionStore.getActor()?.id;
  // Nobody signed in (the sign-in page): nothing can be sent, so the outbox (and Dexie with it)
  // is first opened when someone signs in, not while the sign-in page loads.
  let pruned = false;
  const prune = () => {
    pruned = true;
    void pruneDone().then(kick);
  };
  sessionStore.subscribe(() => {
    const next = sessionStore.getActor()?.id;
    if (next !== undefined && next !== user) {
      if (pruned) void kick();
      else prune();
    }
    user = next;
  });
  if (user !== undefined) prune();
}
