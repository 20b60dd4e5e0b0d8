import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { z } from 'zod';
import { eventTicketSchema } from '@shared/api/events';
import type { CompanySide } from '@shared/domain/identity/companies';
import { api } from './api';
import { useSelection } from './use-session';

/** The spec's subscription (D2 section 7), served as GraphQL over SSE at GET /graphql. */
const SUBSCRIPTION = 'subscription { refreshSignal }';
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
};

/** An `event: next` of GraphQL over SSE: `{"data":{"refreshSignal":"sign-ins"}}`. */
const nextSchema = z.object({ data: z.object({ refreshSignal: z.string() }) });

function topicOf(data: string): string | null {
  try {
    return nextSchema.parse(JSON.parse(data)).data.refreshSignal;
  } catch {
    return null;
  }
}

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
  const { enabled = true, side = 'dropship' } = options;
  const company = useSelection()?.company ?? null;
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
        ({ ticket } = await api('/events/ticket', {
          method: 'POST',
          side,
          schema: eventTicketSchema,
          signal: abort.signal,
        }));
      } catch {
        if (!stopped) fail();
        return;
      }
      if (stopped) return;
      const url = `/graphql?query=${encodeURIComponent(SUBSCRIPTION)}&ticket=${encodeURIComponent(ticket)}`;
      const stream = new EventSource(url);
      source = stream;
      stream.onopen = () => {
        openedAt = Date.now();
        setState('live');
        if (openedBefore.current) signal('reconnect');
        openedBefore.current = true;
      };
      stream.addEventListener('next', (event) => {
        const topic = topicOf((event as MessageEvent<string>).data);
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
  }, [enabled, company, side]);

  const status: RealtimeStatus = enabled && company ? state : 'off';
  return { connected: status === 'live', status };
}
