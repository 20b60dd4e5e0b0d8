/**
 * The pure rules of the outbox: what an entry holds, which entry goes next, how long to wait after a
 * failure and what an answer means. No DOM, no Dexie, so the unit tests run them in node.
 */
import type { Company, CompanySide } from '@shared/domain/identity/companies';

export type OutboxState = 'pending' | 'sending' | 'failed' | 'done';

/** A call's parts as `api(endpoint, input)` takes them. */
export type QueuedInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

/**
 * A write, as the device keeps it until it reaches the server: the contract's name, never a path,
 * so the contract (src/client/offline/queueable-endpoints.ts) decides method, path and company
 * header form when it is sent, in whatever version of the app sends it.
 */
export type QueuedRequest = {
  /** The contract's name, e.g. `carrier-sign-in.sign-in.create`. */
  endpoint: string;
  input: QueuedInput;
  /** The company header form of a contract that accepts either side; the contract's own otherwise. */
  side?: CompanySide;
  /**
   * A write about something an earlier queued write creates (signing out a driver whose sign-in has
   * not reached the server): sent after it, with `params[param]` set to `field` of that write's answer.
   */
  ref?: { key: string; field: string; param: string };
};

export type OutboxEntry = {
  seq?: number;
  /** The Idempotency-Key sent with every attempt, so the server applies the write once. */
  key: string;
  request: QueuedRequest;
  /** What the user sees in the waiting list ("Bug report: Minor"). */
  label: string;
  /** The writer and the company it was made for: a write is only ever sent as them. */
  user_id: string;
  company: Company;
  state: OutboxState;
  attempts: number;
  last_error: string | null;
  created_at: number;
  done_at?: number;
  result?: unknown;
};

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * Wait before the next attempt after `attempts` failed ones: 1 s, 2 s, 4 s … capped at a minute.
 * `jitter` (0..1) takes up to a fifth off, so tablets that lost the network together do not return
 * in lockstep.
 */
export function backoffDelay(attempts: number, jitter = 0): number {
  const exponent = Math.max(0, attempts - 1);
  const delay = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 16));
  return Math.round(delay * (1 - 0.2 * Math.min(1, Math.max(0, jitter))));
}

/**
 * The next entry to send: the oldest unfinished write of this user. Failed and done entries are
 * skipped (a refusal does not block the queue); 'sending' counts as unfinished because only the lock
 * holder sends, so an entry still 'sending' when it looks is one a closed tab left half-way.
 */
export function nextToSend(entries: readonly OutboxEntry[], userId: string): OutboxEntry | undefined {
  return [...entries]
    .filter((e) => e.user_id === userId && (e.state === 'pending' || e.state === 'sending'))
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0) || a.created_at - b.created_at)[0];
}

export type Outcome = 'done' | 'retry' | 'refused' | 'signed-out';

/**
 * What an answer means for the entry. Network errors (status 0), 5xx and the few 4xx that say "try
 * again" (timeout, too early, rate limit, the same key still running) are retried with backoff; a 401
 * left after the client's own refresh waits for the user to sign in again; any other 4xx is the
 * server refusing this write, which no retry will change.
 */
export function classify(status: number, code?: string): Outcome {
  if (status >= 200 && status < 400) return 'done';
  if (status === 401) return 'signed-out';
  if (status === 0 || status >= 500) return 'retry';
  if (status === 408 || status === 425 || status === 429) return 'retry';
  if (status === 409 && code === 'idempotency_in_progress') return 'retry';
  return 'refused';
}

/** The entries the user still has to think about, oldest first. */
export function waiting(entries: readonly OutboxEntry[], userId: string | null) {
  const mine = entries
    .filter((e) => userId !== null && e.user_id === userId)
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  return {
    pending: mine.filter((e) => e.state === 'pending' || e.state === 'sending'),
    failed: mine.filter((e) => e.state === 'failed'),
    /** Sent in the last day (kept so a screen can bridge until it fetches the server's copy). */
    done: mine.filter((e) => e.state === 'done'),
  };
}

export type ResolvedInput = { ok: true; input: QueuedInput } | { ok: false; wait: boolean; message: string };

/**
 * The input to send for an entry. Without `ref` it is the stored input; with one, the earlier
 * write's answer fills the parameter. That write still waiting means wait (order normally prevents
 * it); refused, removed or answered without the field means this write can never be sent.
 */
export function resolveInput(entry: OutboxEntry, entries: readonly OutboxEntry[]): ResolvedInput {
  const { ref, input } = entry.request;
  if (!ref) return { ok: true, input };
  const earlier = entries.find((e) => e.key === ref.key);
  if (earlier && (earlier.state === 'pending' || earlier.state === 'sending'))
    return { ok: false, wait: true, message: `Waiting for “${earlier.label}”.` };
  const value =
    earlier?.state === 'done' && earlier.result && typeof earlier.result === 'object'
      ? (earlier.result as Record<string, unknown>)[ref.field]
      : undefined;
  if (typeof value !== 'string' && typeof value !== 'number')
    return {
      ok: false,
      wait: false,
      message: earlier
        ? `Not sent: it depends on “${earlier.label}”, which the server did not save.`
        : 'Not sent: the change it depends on was removed from this device.',
    };
  return { ok: true, input: { ...input, params: { ...input.params, [ref.param]: value } } };
}
