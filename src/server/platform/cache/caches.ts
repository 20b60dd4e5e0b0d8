/**
 * In-process caches of what nearly every request reads (ARCHITECTURE "Caches"): the user behind a
 * token, its session, the reference lists. Each entry names the tags whose change drops it. Tags are
 * the payloads of the `dockhand_invalidate` triggers (migration 0004), which every instance hears
 * through its change bus, so a write on any instance (or in psql) drops the entry everywhere at
 * commit; the writing instance also drops it at once, before its answer leaves.
 */

/** A user row changed or was deleted (its groups, its active flag, its password). */
export const userTag = (id: number) => `user:${id}`;
/** A session (refresh-token family) was revoked: logout, reuse detected, deactivation, reset. */
export const sessionTag = (familyId: string) => `session:${familyId}`;
/** A device was revoked (said by the instance that revoked it; the others re-check at heartbeats). */
export const deviceTag = (id: number) => `device:${id}`;
/** A row of a table changed (INSERT, UPDATE, DELETE or TRUNCATE): the reference lists built on it. */
export const tableTag = (table: string) => `table:${table}`;

export type CacheOptions = {
  /** A safety net only: the bus drops entries when they change. */
  maxAgeMs: number;
  /** The oldest entry goes first when the cache is full. */
  maxEntries: number;
};

type Entry<V> = { value: V; storedAt: number; tags: readonly string[] };

/**
 * One cache (one kind of value). A read that started before an invalidation does not store what it
 * read, so an answer loaded from the old row can never outlive the change that replaced it.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly owner: Caches,
    private readonly options: CacheOptions,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached value of `key`, or `load()`'s, stored under `tags` while the bus is connected. */
  async read(key: string, tags: readonly string[], load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.storedAt < this.options.maxAgeMs) return hit.value;
    if (hit) this.entries.delete(key);
    const generation = this.owner.generation;
    const value = await load();
    // Without the bus nobody would hear of a change: read through until it is back.
    if (this.owner.live && this.owner.generation === generation) {
      if (this.entries.size >= this.options.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      this.entries.set(key, { value, storedAt: now, tags });
    }
    return value;
  }

  /** Drops every entry stored under `tag`. */
  drop(tag: string): void {
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * The caches of one server instance and the switch the change bus holds: `live` only while its
 * LISTEN connection is up (signals sent while it is down are lost, so everything is dropped when it
 * goes and again when it comes back).
 */
export class Caches {
  private readonly caches = new Set<ReadCache<unknown>>();
  private readonly watchers = new Set<(tag: string | null) => void>();
  /** Bumped by every invalidation; a read that saw another generation does not store its value. */
  generation = 0;
  live = false;

  create<V>(options: CacheOptions): ReadCache<V> {
    const cache = new ReadCache<V>(this, options);
    this.caches.add(cache);
    return cache;
  }

  /** A change signal (a trigger's payload, or the writer's own call before it answers). */
  invalidate(tag: string): void {
    this.generation += 1;
    for (const cache of this.caches) cache.drop(tag);
    for (const watcher of this.watchers) watcher(tag);
  }

  /** The bus connected (true) or lost its connection (false): either way nothing cached holds. */
  setLive(live: boolean): void {
    this.live = live;
    this.generation += 1;
    for (const cache of this.caches) cache.clear();
    for (const watcher of this.watchers) watcher(null);
  }

  /**
   * Calls `watcher` after each invalidation with its tag, or with null when anything may have
   * changed unheard (the bus came or went), for what holds on to an identity longer than a request
   * (open event streams). Returns the function that stops the calls.
   */
  watch(watcher: (tag: string | null) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }
}

/** What a repository that writes cached rows calls, so its own instance drops them before answering. */
export type Invalidate = (tag: string) => void;
