import { describe, expect, it } from 'vitest';
import { Caches, tableTag, userTag } from './caches';

const OPTIONS = { maxAgeMs: 60_000, maxEntries: 100 };

/** A loader that counts its calls and answers the current value. */
function source<V>(initial: V) {
  const state = { value: initial, calls: 0 };
  const load = async () => {
    state.calls += 1;
    return state.value;
  };
  return { state, load };
}

describe('Caches', () => {
  it('reads once while connected, and again after the tag of the entry is invalidated', async () => {
    const caches = new Caches();
    caches.setLive(true);
    const cache = caches.create<string>(OPTIONS);
    const { state, load } = source('Ada');
    expect(await cache.read('1', [userTag(1)], load)).toBe('Ada');
    expect(await cache.read('1', [userTag(1)], load)).toBe('Ada');
    expect(state.calls).toBe(1);

    state.value = 'Ada Admin';
    caches.invalidate(userTag(2));
    expect(await cache.read('1', [userTag(1)], load)).toBe('Ada');
    caches.invalidate(userTag(1));
    expect(await cache.read('1', [userTag(1)], load)).toBe('Ada Admin');
    expect(state.calls).toBe(2);
  });

  it('drops every entry built on a table when the table changes', async () => {
    const caches = new Caches();
    caches.setLive(true);
    const cache = caches.create<number>(OPTIONS);
    const { state, load } = source(1);
    await cache.read('vendors:a', [tableTag('vendors')], load);
    await cache.read('vendors:b', [tableTag('vendors')], load);
    await cache.read('skus:a', [tableTag('items')], load);
    caches.invalidate(tableTag('vendors'));
    expect(cache.size).toBe(1);
    await cache.read('skus:a', [tableTag('items')], load);
    expect(state.calls).toBe(3);
  });

  it('caches nothing while the bus is not connected, and forgets everything when it drops', async () => {
    const caches = new Caches();
    const cache = caches.create<string>(OPTIONS);
    const { state, load } = source('x');
    await cache.read('k', ['t'], load);
    await cache.read('k', ['t'], load);
    expect(state.calls).toBe(2);
    caches.setLive(true);
    await cache.read('k', ['t'], load);
    await cache.read('k', ['t'], load);
    expect(state.calls).toBe(3);
    caches.setLive(false);
    expect(cache.size).toBe(0);
  });

  it('does not store a value read before an invalidation that arrived during the read', async () => {
    const caches = new Caches();
    caches.setLive(true);
    const cache = caches.create<string>(OPTIONS);
    let release: (value: string) => void = () => undefined;
    const slow = cache.read('1', [userTag(1)], () => new Promise<string>((resolve) => (release = resolve)));
    // The row changes (and its signal arrives) while the read of the old row is on its way.
    caches.invalidate(userTag(1));
    release('old row');
    expect(await slow).toBe('old row');
    expect(await cache.read('1', [userTag(1)], async () => 'new row')).toBe('new row');
  });

  it('bounds its size and the age of an entry', async () => {
    const caches = new Caches();
    caches.setLive(true);
    const small = caches.create<number>({ maxAgeMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await small.read(key, [], async () => 1);
    expect(small.size).toBe(2);

    const aged = caches.create<number>({ maxAgeMs: 0, maxEntries: 10 });
    const { state, load } = source(1);
    await aged.read('a', [], load);
    await aged.read('a', [], load);
    expect(state.calls).toBe(2);
  });
});
