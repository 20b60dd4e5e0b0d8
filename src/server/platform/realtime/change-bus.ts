import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { changeEventSchema, type ChangeEvent } from '@shared/api/realtime/events';
import type { Db } from '../db/client';

/** The one PostgreSQL channel every instance listens on. */
export const CHANGES_CHANNEL = 'dockhand_changes';
/** Cache invalidations: sent by the triggers of migration 0004, heard by every instance. */
export const INVALIDATE_CHANNEL = 'dockhand_invalidate';

/** What the bus feeds with invalidations and its connection state (the caches of this instance). */
export type InvalidationSink = {
  invalidate: (tag: string) => void;
  setLive: (live: boolean) => void;
};

export type ChangeListener = (event: ChangeEvent) => void;
/** The database or a transaction of it: publishing inside the write's transaction sends at commit. */
export type SqlExecutor = Pick<Db, 'execute'>;

/**
 * Sends a change signal through NOTIFY. Inside a transaction PostgreSQL holds it until commit and
 * drops it on rollback, so listeners never hear of a write that did not happen.
 */
export async function publishChange(db: SqlExecutor, change: Omit<ChangeEvent, 'at'>): Promise<void> {
  const payload = JSON.stringify({ ...change, at: new Date().toISOString() });
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
}

const MAX_BACKOFF_MS = 30_000;

/**
 * One dedicated connection per server instance LISTENs on the channel and fans signals out to the
 * SSE and GraphQL subscribers of this instance (ARCHITECTURE sections 7 and 11). A pooled client
 * cannot listen: the pool would hand it to someone else. When the connection drops it reconnects
 * with backoff and tells subscribers to resync, since signals sent meanwhile are lost.
 */
export class ChangeBus {
  private client: pg.Client | null = null;
  private readonly listeners = new Set<ChangeListener>();
  private closed = false;
  private backoffMs = 500;
  private retry: NodeJS.Timeout | null = null;
  private sink: InvalidationSink | null = null;
  private readonly waitingSyncs = new Map<string, () => void>();

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on('notification', (message) => {
      if (message.channel === INVALIDATE_CHANNEL) this.invalidate(message.payload ?? '');
      else this.deliver(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${CHANGES_CHANNEL}; LISTEN ${INVALIDATE_CHANNEL}`);
    this.client = client;
    this.backoffMs = 500;
    this.sink?.setLive(true);
  }

  /** Hands cache invalidations to `sink`, and tells it whether it may cache (only while connected). */
  feed(sink: InvalidationSink): void {
    this.sink = sink;
    sink.setLive(this.client !== null);
  }

  /**
   * Resolves once every invalidation committed before the call has reached this instance: a marker
   * sent now arrives after them, since PostgreSQL delivers notifications in commit order. For a
   * caller that wrote through another connection (another instance, psql, a test) and reads next.
   */
  async sync(): Promise<void> {
    const client = this.client;
    if (!client) return;
    const marker = `sync:${randomUUID()}`;
    const arrived = new Promise<void>((resolve) => this.waitingSyncs.set(marker, resolve));
    await client.query('select pg_notify($1, $2)', [INVALIDATE_CHANNEL, marker]);
    await arrived;
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.listeners.clear();
    const client = this.client;
    this.client = null;
    this.sink?.setLive(false);
    this.releaseSyncs();
    await client?.end().catch(() => undefined);
  }

  private invalidate(tag: string): void {
    const waiting = this.waitingSyncs.get(tag);
    if (waiting) {
      this.waitingSyncs.delete(tag);
      waiting();
      return;
    }
    this.sink?.invalidate(tag);
  }

  /** Without a connection no marker comes back; the caches are off meanwhile, so nothing is stale. */
  private releaseSyncs(): void {
    for (const resolve of this.waitingSyncs.values()) resolve();
    this.waitingSyncs.clear();
  }

  private deliver(payload: string | undefined): void {
    let event: ChangeEvent;
    try {
      event = changeEventSchema.parse(JSON.parse(payload ?? ''));
    } catch {
      this.log.warn({ payload }, 'ignored a malformed change signal');
      return;
    }
    for (const listener of this.listeners) listener(event);
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.sink?.setLive(false);
    this.releaseSyncs();
    this.log.warn({ err: error }, 'change bus lost its database connection; reconnecting');
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.start().then(
        () => this.deliver(JSON.stringify(resyncEvent())),
        (error: unknown) => {
          this.log.warn({ err: error }, 'change bus reconnect failed');
          this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
          this.scheduleReconnect();
        },
      );
    }, this.backoffMs);
  }
}

function resyncEvent(): ChangeEvent {
  return {
    topic: 'resync',
    company: null,
    warehouse: null,
    action: 'reconnected',
    id: null,
    at: new Date().toISOString(),
  };
}
