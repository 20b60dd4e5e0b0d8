import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { sleep } from './recorder';

export type StreamEvent = { event: string; data: string; at: number };

/** What every held stream adds up to (boards, dashboards and kiosks each have one). */
export type StreamTotals = { opened: number; reconnects: number; events: number; failures: string[] };

export const newTotals = (): StreamTotals => ({ opened: 0, reconnects: 0, events: 0, failures: [] });

/**
 * A server-sent event stream held open until `stop`, as the app's EventSource does: a ticket first
 * (`ticket()`, an API call), then `GET url(ticket)`; when the stream ends or fails before the run
 * stops it counts a reconnect and opens again a second later with a new ticket. `onEvent` gets every
 * event (the frames' `event:` and `data:`) with the moment its chunk arrived; comments (the
 * heartbeats) are skipped.
 */
export async function holdStream(options: {
  origin: string;
  agent: http.Agent;
  ticket: () => Promise<string | null>;
  url: (ticket: string) => string;
  totals: StreamTotals;
  stop: AbortSignal;
  onEvent: (event: StreamEvent) => void;
  /** Resolved once the first stream answered 200 (or failed to). */
  onFirstOpen?: () => void;
}): Promise<void> {
  const { origin, agent, totals, stop, onEvent } = options;
  let first = true;
  while (!stop.aborted) {
    const ticket = await options.ticket();
    if (ticket === null) {
      // The ticket call failed (counted as that call's error); try again as the app does.
      if (first) options.onFirstOpen?.();
      first = false;
      totals.reconnects += 1;
      await sleep(1_000, stop);
      continue;
    }
    const ended = await new Promise<string | null>((resolve) => {
      const req = http.get(`${origin}${options.url(ticket)}`, { agent }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return resolve(`stream answered ${res.statusCode}`);
        }
        totals.opened += 1;
        if (first) options.onFirstOpen?.();
        first = false;
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            let event = 'message';
            const data: string[] = [];
            for (const line of frame.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length === 0) continue;
            totals.events += 1;
            onEvent({ event, data: data.join('\n'), at });
          }
        });
        res.on('end', () => resolve(stop.aborted ? null : 'the server ended the stream'));
        res.on('error', (error) => resolve(stop.aborted ? null : `stream error: ${error.message}`));
      });
      req.on('error', (error) => resolve(stop.aborted ? null : `stream error: ${error.message}`));
      stop.addEventListener('abort', () => req.destroy(), { once: true });
    });
    if (first) options.onFirstOpen?.();
    first = false;
    if (ended === null || stop.aborted) return;
    totals.reconnects += 1;
    if (totals.failures.length < 5) totals.failures.push(ended);
    await sleep(1_000, stop);
  }
}
