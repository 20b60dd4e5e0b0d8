import type * as DbModuleNs from './db';
import type { DockhandDb } from './db';

type DbModule = typeof DbModuleNs;

let loading: Promise<DbModule> | null = null;

/**
 * The database module, loaded on first use. Dexie is about 30 KB gzipped; loading it as its own chunk
 * (precached by the service worker like every chunk) keeps it off the shell's critical path, and the
 * outbox, cache and indicator all wait for it here instead of importing it statically.
 */
export function loadDbModule(): Promise<DbModule> {
  loading ??= import('./db');
  return loading;
}

export async function openDb(): Promise<DockhandDb> {
  return (await loadDbModule()).db;
}
