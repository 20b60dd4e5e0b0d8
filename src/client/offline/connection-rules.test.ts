import { describe, expect, it } from 'vitest';
import {
  nextConnection,
  probeDelay,
  reachabilityOf,
  syncStatus,
  type ConnectionEvent,
  type ConnectionState,
} from './connection-rules';

const start: ConnectionState = { browserOnline: true, server: 'unknown', epoch: 0 };
const run = (...events: (ConnectionEvent | ((s: ConnectionState) => ConnectionEvent))[]) =>
  events.reduce<ConnectionState>((s, e) => nextConnection(s, typeof e === 'function' ? e(s) : e), start);
/** An answer to a request sent just now (under the current epoch). */
const answer =
  (status: number) =>
  (s: ConnectionState): ConnectionEvent => ({ type: 'answer', status, epoch: s.epoch });
const browser = (online: boolean): ConnectionEvent => ({ type: 'browser', online });
const empty = { pending: 0, failed: 0, loaded: true };

describe('nextConnection: online comes from what requests got back', () => {
  it('a failed request marks the server unreachable although the browser says online', () => {
    expect(run(answer(200), answer(0))).toEqual({ browserOnline: true, server: 'unreachable', epoch: 0 });
    expect(run(answer(200), answer(503)).server).toBe('unreachable');
    expect(run(answer(504)).server).toBe('unreachable');
  });

  it('any answer from the server, refusals included, marks it reachable', () => {
    expect(run(answer(0), answer(200)).server).toBe('reachable');
    expect(run(answer(0), answer(404)).server).toBe('reachable');
    expect(run(answer(0), answer(304)).server).toBe('reachable');
    expect(reachabilityOf(500)).toBe('reachable');
  });

  it('the browser going offline is believed; coming back leaves the server unknown until it answers', () => {
    expect(run(answer(200), browser(false))).toMatchObject({ browserOnline: false, server: 'reachable' });
    expect(run(answer(200), browser(false), browser(true))).toMatchObject({
      browserOnline: true,
      server: 'unknown',
    });
    // An answer to a request sent since proves the network is there, whatever navigator.onLine said.
    expect(run(browser(false), answer(200))).toMatchObject({ browserOnline: true, server: 'reachable' });
    expect(run(browser(false), answer(0)).browserOnline).toBe(false);
  });

  it('an answer to a request sent before the browser last changed its mind changes nothing', () => {
    // Sent online, answered after the network went away: the device stays offline.
    const offline = run(answer(200), browser(false));
    const late: ConnectionEvent = { type: 'answer', status: 200, epoch: 0 };
    expect(nextConnection(offline, late)).toBe(offline);
    // Sent offline, failed after the network came back: the server is still only unknown.
    const back = run(browser(false), browser(true));
    expect(nextConnection(back, { type: 'answer', status: 0, epoch: 1 })).toBe(back);
    expect(nextConnection(back, { type: 'answer', status: 0, epoch: 2 }).server).toBe('unreachable');
  });
});

describe('syncStatus: the pill never claims a sync that has not happened', () => {
  it('green "all changes synced" only with an empty outbox after a request got through', () => {
    const synced = syncStatus(run(answer(200)), empty);
    expect(synced).toMatchObject({ kind: 'synced', tone: 'ok', text: 'Online' });
    expect(synced.label).toBe('Online, all changes synced');
    // Before any answer, or before the outbox was read, nothing is claimed.
    expect(syncStatus(start, empty)).toMatchObject({ kind: 'checking', tone: 'neutral' });
    expect(syncStatus(run(answer(200)), { ...empty, loaded: false }).kind).toBe('checking');
  });

  it('every request failing while the browser says online is "No connection", not green', () => {
    const status = syncStatus(run(answer(200), answer(0)), empty);
    expect(status).toMatchObject({ kind: 'unreachable', tone: 'warn', online: false });
    expect(status.label).toBe('No connection to the server, nothing waiting to sync');
    const waiting = syncStatus(run(answer(0)), { ...empty, pending: 2 });
    expect(waiting.text).toBe('No connection · 2 waiting');
    expect(waiting.label).toBe('No connection to the server, 2 changes waiting to sync');
  });

  it('waiting writes are never green', () => {
    const status = syncStatus(run(answer(200)), { ...empty, pending: 2 });
    expect(status).toMatchObject({ kind: 'syncing', tone: 'busy', text: 'Syncing · 2 waiting' });
    expect(status.label).toBe('Online, 2 changes waiting to sync');
    expect(status.tone).not.toBe('ok');
    expect(syncStatus(start, { ...empty, pending: 1 }).label).toBe(
      'Checking the connection, 1 change waiting to sync',
    );
  });

  it('offline says what waits, and never "all changes synced"', () => {
    const offline = run(answer(200), browser(false));
    expect(syncStatus(offline, { ...empty, pending: 2 }).label).toBe('Offline, 2 changes waiting to sync');
    expect(syncStatus(offline, empty).label).toBe('Offline, nothing waiting to sync');
    expect(syncStatus(offline, empty)).toMatchObject({ tone: 'warn', text: 'Offline' });
  });

  it('refused writes are shown in red with what still waits', () => {
    const status = syncStatus(run(answer(200)), { pending: 1, failed: 1, loaded: true });
    expect(status).toMatchObject({ kind: 'refused', tone: 'bad', text: '1 not saved · 1 waiting' });
    expect(status.label).toBe('Online, 1 change waiting to sync, 1 change refused by the server');
  });
});

describe('probeDelay', () => {
  it('asks again after 2, 4, 8 s, then every 10 s', () => {
    expect([0, 1, 2, 3, 4, 50].map(probeDelay)).toEqual([2_000, 4_000, 8_000, 10_000, 10_000, 10_000]);
  });
});
