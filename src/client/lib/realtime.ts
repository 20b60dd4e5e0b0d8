import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { changeStream, issueEventTicket, SSE_EVENTS } from '@shared/api/realtime/events';
import { REFRESH_SIGNAL, subscribeGraphql } from '@shared/api/realtime/graphql';
import type { CompanySide } from '@shared/domain/identity/companies';
import { api, endpointUrl } from './api';
import { useActor } from './use-session';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** A stream that stayed up this long was healthy: the next drop starts the backoff again at 1 s. */
const HEALTHY_MS = 10_000;

/**
 * Topics passed to `onSignal`: the server's (`sign-ins`, `boards`, `resync`), plus `error` when the
 * stream failed and `reconnect` when it is back after a gap. Both of those mean signals may have been
 * missed, so a screen reloads what it shows.
 */
export type RefreshTopic = 'sign-ins' | 'boards' | 'resync' | 'error' | 'reconnect' | (string & {});

/** `connecting` until the first stream opens, `reconnecting` after a failure, `off` when disabled. */
export type RealtimeStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

type Options = {
  enabled?: boolean;
  /** The company header form the ticket is asked with; the ticket remembers it. */
  side?: CompanySide;
  /**
   * `graphql` (default): the spec's refreshSignal (GET /graphql), for office screens. `events`:
   * the plain change stream (GET /api/events), which an enrolled kiosk may also open.
   */
  channel?: 'graphql' | 'events';
};

/**
 * The topic of one message: an `event: next` of the spec's subscription (`{"data":{"refreshSignal":
 * "sign-ins"}}`) or a `change` of the plain stream, each read with its contract's schema.
 */
function topicOf(data: string, channel: 'graphql' | 'events'): string | null {
  try {
    const parsed: unknown = JSON.parse(data);
    return channel === 'graphql'
      ? subscribeGraphql.response.parse(parsed).data.refreshSignal
      : changeStream.response.parse(parsed).topic;
  } catch {
    return null;
  }
}

/** EventSource sends no headers: the stream's URL carries the ticket. */
const streamUrl = (channel: 'graphql' | 'events', ticket: string) =>
  channel === 'graphql'
    ? endpointUrl(subscribeGraphql, { query: { query: REFRESH_SIGNAL, ticket } })
    : endpointUrl(changeStream, { query: { ticket } });

/**
 * Listens to `refreshSignal` (ARCHITECTURE section 7). EventSource cannot send headers, so each
 * connection first asks POST /api/events/ticket for a short-lived ticket. On any failure the stream
 * is closed (EventSource would retry with the expired ticket) and opened again with a new ticket
 * after 1, 2, 4 ... at most 30 seconds. It follows the selected company and closes on unmount.
 */
export function useRefreshSignal(
  onSignal: (topic: RefreshTopic) => void,
  options: Options = {},
): { connected: boolean; status: RealtimeStatus } {
  const { enabled = true, side = 'dropship', channel = 'graphql' } = options;
  const company = useActor()?.company ?? null;
  const [state, setState] = useState<Exclude<RealtimeStatus, 'off'>>('connecting');
  const signal = useEffectEvent((topic: RefreshTopic) => onSignal(topic));
  // Any open after the first (a retry, a new company, the screen shown again) may follow a gap.
  const openedBefore = useRef(false);

  useEffect(() => {
    if (!enabled || !company) return;
    let stopped = false;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let waiting = false;
    let attempt = 0;
    let openedAt = 0;
    const abort = new AbortController();

    const retryLater = () => {
      if (stopped) return;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
      attempt += 1;
      waiting = true;
      retryTimer = window.setTimeout(() => void connect(), delay);
    };

    const fail = () => {
      source?.close();
      source = null;
      setState('reconnecting');
      if (openedAt && Date.now() - openedAt >= HEALTHY_MS) attempt = 0;
      openedAt = 0;
      signal('error');
      retryLater();
    };

    const connect = async () => {
      waiting = false;
      let ticket: string;
      try {
        ({ ticket } = await api(issueEventTicket, {}, { side, signal: abort.signal }));
      } catch {
        if (!stopped) fail();
        return;
      }
      if (stopped) return;
      const stream = new EventSource(streamUrl(channel, ticket));
      source = stream;
      stream.onopen = () => {
        openedAt = Date.now();
        setState('live');
        if (openedBefore.current) signal('reconnect');
        openedBefore.current = true;
      };
      stream.addEventListener(channel === 'graphql' ? 'next' : SSE_EVENTS.change, (event) => {
        const topic = topicOf((event as MessageEvent<string>).data, channel);
        if (topic) signal(topic);
      });
      stream.onerror = () => {
        if (source === stream) fail();
      };
    };

    void connect();
    const online = () => {
      // Back online: try now instead of waiting out the backoff.
      if (!waiting || stopped) return;
      window.clearTimeout(retryTimer);
      attempt = 0;
      void connect();
    };
    window.addEventListener('online', online);

    return () => {
      stopped = true;
      abort.abort();
      window.clearTimeout(retryTimer);
      window.removeEventListener('online', online);
      source?.close();
      source = null;
      setState('connecting');
    };
  }, [enabled, company, side, channel]);

  const status: RealtimeStatus = enabled && company ? state : 'off';
  return { connected: status === 'live', status };
}

/**
 * A reload many screens start on one signal, spread and coalesced: it runs once, after a random wait
 * of up to `spreadMs`, however many signals arrive meanwhile. 180 wall boards hearing one Refresh
 * Screens then ask over that window instead of in the same instant (the load bench saw a p95 of
 * 1-3 s when they all asked at once), and a quick run of sign-ins costs a dashboard one reload.
 */
export function useSpreadReload(reload: () => void, spreadMs: number): () => void {
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
    },
    [],
  );
  return useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      latest.current();
    }, Math.random() * spreadMs);
  }, [spreadMs]);
}
