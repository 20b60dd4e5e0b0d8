import { sessionStore } from '@client/lib/session-store';
import { openDb } from './open-db';
import type { OutboxEntry, QueuedRequest } from './outbox-rules';

export type EnqueueInput = QueuedRequest & {
  label: string;
  /** Reuse the key of a direct attempt that may have reached the server; a new one otherwise. */
  key?: string;
};

type Listener = () => void;
const enqueueListeners = new Set<Listener>();

/** The replayer listens here so a new write is sent at once when the network is up. */
export function onEnqueue(listener: Listener): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

/**
 * Stores a write to be sent later, in order, with its own Idempotency-Key. The writer and company are
 * captured now: a user who switches company or signs out does not redirect a queued write.
 */
export async function enqueue(input: EnqueueInput): Promise<OutboxEntry> {
  const actor = sessionStore.getActor();
  if (!actor) throw new Error('Sign in before saving changes.');
  const { label, key, ...request } = input;
  const entry: OutboxEntry = {
    key: key ?? crypto.randomUUID(),
    request,
    label,
    user_id: actor.id,
    company: actor.company,
    state: 'pending',
    attempts: 0,
    last_error: null,
    created_at: Date.now(),
  };
  const db = await openDb();
  entry.seq = await db.outbox.add(entry);
  for (const listener of enqueueListeners) listener();
  return entry;
}

/** Forgets a write the server refused (or one the user no longer wants sent). */
export async function discard(key: string): Promise<void> {
  const db = await openDb();
  await db.outbox.where('key').equals(key).delete();
}

/** Sent writes are kept a day, so a screen can still find the answer to a write it queued. */
export async function pruneDone(now = Date.now()): Promise<void> {
  const db = await openDb();
  await db.outbox
    .where('state')
    .equals('done')
    .filter((e) => (e.done_at ?? 0) < now - 86_400_000)
    .delete();
}

/** Does this writer (a user id, or `device:<id>`) have writes that have not reached the server yet? */
export async function hasPendingWrites(userId: string): Promise<boolean> {
  const db = await openDb();
  const count = await db.outbox
    .where('user_id')
    .equals(userId)
    .filter((e) => e.state === 'pending' || e.state === 'sending')
    .count();
  return count > 0;
}
