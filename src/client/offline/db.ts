import { Dexie, type EntityTable } from 'dexie';
import type { OutboxEntry } from './outbox-rules';

/**
 * One snapshot of a reference list for one company header (`Furhaven` or `Furhaven_bulk`): the header
 * is the key because the dropship and bulk sides of one company have different lists.
 */
export type ReferenceSnapshot = {
  scope: string;
  items: unknown[];
  /** The server's ETag of this copy, sent back as If-None-Match so an unchanged list costs a 304. */
  version: string | null;
  fetched_at: number;
};

/** The persisted TanStack Query cache of one user and company (see query-persister.ts). */
export type PersistedQueries = { scope: string; client: unknown; saved_at: number };

export type ReferenceTable = 'carriers' | 'vendors' | 'skus' | 'workers' | 'warehouses';

/**
 * The device's database, one per origin. Everything company-specific carries the company in its key,
 * so switching company never shows another company's rows. This module is the only one that imports
 * Dexie and is loaded lazily (see open-db.ts), which keeps Dexie out of the shell's first download.
 */
export class DockhandDb extends Dexie {
  carriers!: EntityTable<ReferenceSnapshot, 'scope'>;
  vendors!: EntityTable<ReferenceSnapshot, 'scope'>;
  skus!: EntityTable<ReferenceSnapshot, 'scope'>;
  workers!: EntityTable<ReferenceSnapshot, 'scope'>;
  warehouses!: EntityTable<ReferenceSnapshot, 'scope'>;
  query_cache!: EntityTable<PersistedQueries, 'scope'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;

  constructor() {
    super('dockhand');
    this.version(1).stores({
      carriers: 'scope',
      vendors: 'scope',
      skus: 'scope',
      workers: 'scope',
      warehouses: 'scope',
      query_cache: 'scope',
      // seq keeps the order writes were made in; the idempotency key is unique.
      outbox: '++seq, &key, state, user_id',
    });
    // Version 2: an outbox entry names its contract (`request.endpoint` and `request.input`) instead
    // of a method and path. Nothing has shipped yet, so an entry of the old shape is dropped rather
    // than translated; no device in use holds one.
    this.version(2)
      .stores({ outbox: '++seq, &key, state, user_id' })
      .upgrade((tx) =>
        tx
          .table<OutboxEntry | { request: { path?: unknown } }>('outbox')
          .filter((entry) => !('endpoint' in entry.request))
          .delete(),
      );
  }
}

export const db = new DockhandDb();

export { liveQuery } from 'dexie';
