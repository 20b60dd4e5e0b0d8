import { performance } from 'node:perf_hooks';

/** What the load test keeps per call: every duration, and the errors with their first messages. */
export type CallStats = { times: number[]; errors: number; messages: string[] };

const FIRST_MESSAGES = 5;

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export type Summary = { count: number; p50: number; p95: number; p99: number; max: number };

export function summarise(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

/** Every call of the run by its name (e.g. `kiosk sign-in`), in the order they were first made. */
export class Recorder {
  readonly calls = new Map<string, CallStats>();

  private stats(name: string): CallStats {
    let stats = this.calls.get(name);
    if (!stats) {
      stats = { times: [], errors: 0, messages: [] };
      this.calls.set(name, stats);
    }
    return stats;
  }

  ok(name: string, ms: number): void {
    this.stats(name).times.push(ms);
  }

  error(name: string, message: string, ms?: number): void {
    const stats = this.stats(name);
    stats.errors += 1;
    if (ms !== undefined) stats.times.push(ms);
    if (stats.messages.length < FIRST_MESSAGES) stats.messages.push(message.slice(0, 300));
  }

  get totalErrors(): number {
    let total = 0;
    for (const stats of this.calls.values()) total += stats.errors;
    return total;
  }
}

export type Answer = { status: number; text: string; headers: Headers; ms: number };

/**
 * One HTTP call through Node's fetch (undici), timed from sending to the whole body read. An
 * answer outside `expect` (or no answer: a refused connection, a 30 s timeout) is an error of `name`
 * with its status and the server's message; the answer is null then.
 */
export async function call(
  recorder: Recorder,
  name: string,
  url: string,
  init: RequestInit & { expect?: readonly number[] } = {},
): Promise<Answer | null> {
  const { expect = [200], ...rest } = init;
  const started = performance.now();
  try {
    const res = await fetch(url, { ...rest, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    const ms = performance.now() - started;
    if (!expect.includes(res.status)) {
      recorder.error(name, `${res.status} ${rest.method ?? 'GET'} ${new URL(url).pathname}: ${text}`, ms);
      return null;
    }
    recorder.ok(name, ms);
    return { status: res.status, text, headers: res.headers, ms };
  } catch (error) {
    const cause = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    recorder.error(name, `${rest.method ?? 'GET'} ${new URL(url).pathname}: ${cause}`);
    return null;
  }
}

/** A wait that ends early when the run stops. */
export function sleep(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (stop.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      resolve();
    }
    stop.addEventListener('abort', done, { once: true });
  });
}

export const between = (min: number, max: number) => min + Math.random() * (max - min);
