import { describe, expect, it } from 'vitest';
import { createSignIn, signOutSignIn, type SignIn } from '@shared/api/carrier-sign-in/sign-in';
import type { OutboxEntry } from '@client/offline/outbox-rules';
import { openRows } from './open-list';

const server = (id: number, driver: string, client_id: string | null = null): SignIn => ({
  sign_in_id: id,
  mode: 'LTL',
  scac: 'EXLA',
  driver_name: driver,
  truck_number: '7',
  warehouse: 'kentucky',
  sign_in_time: `2026-11-21T1${id}:00:00.000Z`,
  sign_out_time: null,
  pro_number: null,
  delivered_goods: null,
  has_signature: true,
  client_id,
});

let seq = 0;
const write = (over: Partial<OutboxEntry> & Pick<OutboxEntry, 'request'>): OutboxEntry => ({
  seq: ++seq,
  key: `k${seq}`,
  label: 'write',
  user_id: 'device:1',
  company: 'furhaven',
  state: 'pending',
  attempts: 0,
  last_error: null,
  created_at: 1_000,
  ...over,
});

const queuedSignIn = (
  key: string,
  driver: string,
  warehouse = 'kentucky',
  time = '2026-11-21T18:00:00.000Z',
) =>
  write({
    key,
    request: {
      endpoint: createSignIn.name,
      side: 'bulk',
      input: {
        body: {
          newSignIn: {
            mode: 'FTL',
            scac: 'ODFL',
            driver_name: driver,
            truck_number: '9',
            pro_number: '123',
            warehouse,
            sign_in_time: time,
            client_id: key,
          },
        },
      },
    },
  });

const signOut = (id: number) =>
  write({ request: { endpoint: signOutSignIn.name, input: { params: { id } }, side: 'bulk' } });

describe('the Open Sign-ins list with what waits on the tablet', () => {
  it('shows the server list newest first', () => {
    const rows = openRows([server(1, 'Ann'), server(2, 'Bob')], [], 'kentucky', 0);
    expect(rows.map((r) => r.driver_name)).toEqual(['Bob', 'Ann']);
    expect(rows.every((r) => !r.signInWaiting && !r.signOutWaiting)).toBe(true);
  });

  it('adds a sign-in made offline, marked as waiting, for this warehouse only', () => {
    const rows = openRows(
      [server(1, 'Ann')],
      [queuedSignIn('a', 'Cy'), queuedSignIn('b', 'Di', 'texas')],
      'kentucky',
      0,
    );
    expect(rows.map((r) => [r.driver_name, r.signInWaiting])).toEqual([
      ['Cy', true],
      ['Ann', false],
    ]);
    expect(rows[0]).toMatchObject({ serverId: null, signInKey: 'a', pro_number: '123' });
  });

  it('shows a sign-in once when the server already has it (matched by client_id)', () => {
    const sent = {
      ...queuedSignIn('a', 'Cy'),
      state: 'done' as const,
      done_at: 5_000,
      result: { newSignInId: 3 },
    };
    const rows = openRows([server(3, 'Cy', 'a')], [sent], 'kentucky', 6_000);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ serverId: 3, signInKey: 'a', signInWaiting: false });
  });

  it('keeps a just-sent sign-in until the list is fetched again', () => {
    const sent = {
      ...queuedSignIn('a', 'Cy'),
      state: 'done' as const,
      done_at: 5_000,
      result: { newSignInId: 3 },
    };
    expect(openRows([], [sent], 'kentucky', 4_000)).toHaveLength(1);
    expect(openRows([], [sent], 'kentucky', 6_000)).toHaveLength(0);
  });

  it('marks a sign-out waiting to sync, by server id or by the queued sign-in it refers to', () => {
    const ref = write({
      request: {
        endpoint: signOutSignIn.name,
        input: {},
        side: 'bulk',
        ref: { key: 'a', field: 'newSignInId', param: 'id' },
      },
    });
    const rows = openRows([server(1, 'Ann')], [queuedSignIn('a', 'Cy'), signOut(1), ref], 'kentucky', 0);
    expect(rows.map((r) => [r.driver_name, r.signInWaiting, r.signOutWaiting])).toEqual([
      ['Cy', true, true],
      ['Ann', false, true],
    ]);
  });

  it('drops a row whose sign-out was sent after the list was fetched', () => {
    const done = { ...signOut(1), state: 'done' as const, done_at: 9_000 };
    expect(openRows([server(1, 'Ann')], [done], 'kentucky', 8_000)).toHaveLength(0);
    expect(openRows([server(1, 'Ann')], [done], 'kentucky', 10_000)).toHaveLength(1);
  });

  it('ignores refused sign-ins (the sync panel shows them)', () => {
    const refused = { ...queuedSignIn('a', 'Cy'), state: 'failed' as const };
    expect(openRows([], [refused], 'kentucky', 0)).toHaveLength(0);
  });
});
