import { setTimeout as sleep } from 'node:timers/promises';
import { IntegrationError } from '../integration-error';
import { retryAfterMs, transportFailure, type TransportFailure } from './answers';

export type Wait = (ms: number) => Promise<void>;

/** How often and how long a client tries again; `wait` lets tests record instead of sleeping. */
export type RetryPolicy = { retries: number; backoffMs: number; maxBackoffMs: number; wait: Wait };

export function retryPolicy(
  settings: { retries: number; backoffMs: number; maxBackoffMs: number },
  wait?: Wait,
): RetryPolicy {
  const { retries, backoffMs, maxBackoffMs } = settings;
  return { retries, backoffMs, maxBackoffMs, wait: wait ?? ((ms) => sleep(ms)) };
}

/** The wait before attempt `attempt + 1`: Retry-After when given, else exponential; both capped. */
export function pause(policy: RetryPolicy, attempt: number, retryAfter: number | null): Promise<void> {
  return policy.wait(Math.min(retryAfter ?? policy.backoffMs * 2 ** attempt, policy.maxBackoffMs));
}

/** An answer settled: its value, or the port's error for it (with the answer, for its status and Retry-After). */
export type Settled<T> = { value: T } | { error: IntegrationError; res: Response };

export type RetriedCall<A, T> = {
  policy: RetryPolicy;
  /**
   * Safe to send twice (a read, or a write the system recognises when repeated). Only such calls
   * are retried after a timeout or an `unavailable` answer; a 429 or a refused connection never
   * reached the system and is always retried.
   */
  safe: boolean;
  /** One attempt. An IntegrationError ends the call; any other error is a transport failure. */
  send: () => Promise<A>;
  /** What an answer means. */
  settle: (answer: A) => Promise<Settled<T>>;
  /** The error when no answer came and no attempt is left (or the call is not safe to repeat). */
  unreachable: (failure: TransportFailure) => IntegrationError;
};

/** Sends a call until it is answered, retrying only what is safe, with capped backoff. */
export async function sendWithRetries<A, T>(call: RetriedCall<A, T>): Promise<T> {
  const { policy, safe } = call;
  for (let attempt = 0; ; attempt += 1) {
    let answer: A;
    try {
      answer = await call.send();
    } catch (error) {
      if (error instanceof IntegrationError) throw error;
      const failure = transportFailure(error);
      if ((safe || failure.neverSent) && attempt < policy.retries) {
        await pause(policy, attempt, null);
        continue;
      }
      throw call.unreachable(failure);
    }
    const settled = await call.settle(answer);
    if ('value' in settled) return settled.value;
    const { error, res } = settled;
    const retryable = res.status === 429 || (error.code === 'unavailable' && safe);
    if (retryable && attempt < policy.retries) {
      await pause(policy, attempt, retryAfterMs(res.headers.get('retry-after')));
      continue;
    }
    throw error;
  }
}
