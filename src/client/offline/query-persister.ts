import type { Query } from '@tanstack/react-query';
import type {
  PersistedClient,
  Persister,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { sessionStore } from '@client/lib/session-store';
import { openDb } from './open-db';

/** Bump when the shape of persisted answers changes, so old copies are dropped instead of misread. */
const BUSTER = 'dockhand-1';
/** Saves are batched: the cache changes many times while a screen loads. */
const SAVE_DELAY_MS = 1_000;

/** The persisted cache belongs to one user (or kiosk) in one company; nothing else ever restores it. */
function currentScope(): string | null {
  const actor = sessionStore.getActor();
  return actor ? `${actor.id}:${actor.company}` : null;
}

let saveTimer: number | undefined;

const dexiePersister: Persister = {
  persistClient: (client: PersistedClient) => {
    window.clearTimeout(saveTimer);
    const scope = currentScope();
    if (!scope) return;
    saveTimer = window.setTimeout(() => {
      // The company may have changed during the delay: save only if it is still the same.
      if (currentScope() !== scope) return;
      void openDb().then((db) => db.query_cache.put({ scope, client, saved_at: Date.now() }));
    }, SAVE_DELAY_MS);
  },
  restoreClient: async () => {
    const scope = currentScope();
    if (!scope) return undefined;
    const row = await (await openDb()).query_cache.get(scope);
    return row?.client as PersistedClient | undefined;
  },
  removeClient: async () => {
    const scope = currentScope();
    if (scope) await (await openDb()).query_cache.delete(scope);
  },
};

/**
 * Only settled, successful answers of ordinary screens are kept. app-config has its own
 * localStorage copy (it must be there before anything else), reference lists live in their own
 * Dexie tables, and mutations are never replayed from here: the outbox is the one place for writes.
 */
function shouldPersist(query: Query): boolean {
  const [head] = query.queryKey;
  return query.state.status === 'success' && head !== 'app-config' && head !== 'reference';
}

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: dexiePersister,
  buster: BUSTER,
  maxAge: 24 * 60 * 60_000,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersist, shouldDehydrateMutation: () => false },
};

/**
 * Drops persisted answers when the user signs out (all of them: the device may be shared) and when
 * the company changes (the old company's copy, so it is never shown under the new name).
 */
export function startPersistedCacheBusting(): void {
  let scope = currentScope();
  sessionStore.subscribe(() => {
    const next = currentScope();
    if (next === scope) return;
    const previous = scope;
    scope = next;
    window.clearTimeout(saveTimer);
    void openDb().then((db) => {
      if (!sessionStore.getActor()) return db.query_cache.clear();
      if (previous) return db.query_cache.delete(previous);
    });
  });
}
