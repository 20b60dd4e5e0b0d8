import { describe, expect, it } from 'vitest';
import { backoffDelay, classify, nextToSend, resolveInput, waiting, type OutboxEntry } from './outbox-rules';

const entry = (seq: number, state: OutboxEntry['state'], user_id = 'u1'): OutboxEntry => ({
  seq,
  key: `key-${seq}`,
  request: { endpoint: 'admin.bug-report.submit', input: { body: {} }, side: 'dropship' },
  label: `write ${seq}`,
  user_id,
  company: 'furhaven',
  state,
  attempts: 0,
  last_error: null,
  created_at: 1_000 + seq,
});

describe('backoffDelay', () => {
  it('doubles from one second and stops at a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => backoffDelay(n))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
  it('treats no failures as the first step and jitter takes at most a fifth off', () => {
    expect(backoffDelay(0)).toBe(1_000);
    expect(backoffDelay(7, 1)).toBe(48_000);
    expect(backoffDelay(7, 5)).toBe(48_000);
    expect(backoffDelay(3, -1)).toBe(4_000);
  });
});

describe('nextToSend', () => {
  it('takes the oldest unfinished write and skips failed and done ones', () => {
    const entries = [entry(4, 'pending'), entry(1, 'done'), entry(2, 'failed'), entry(3, 'pending')];
    expect(nextToSend(entries, 'u1')?.seq).toBe(3);
  });
  it('resumes a write a closed tab left half-sent before newer ones', () => {
    expect(nextToSend([entry(2, 'pending'), entry(1, 'sending')], 'u1')?.seq).toBe(1);
  });
  it("never sends another user's writes", () => {
    expect(nextToSend([entry(1, 'pending', 'u2')], 'u1')).toBeUndefined();
  });
});

describe('classify', () => {
  it('retries the network, 5xx and the 4xx that mean "try again"', () => {
    for (const status of [0, 500, 502, 503, 408, 425, 429]) expect(classify(status)).toBe('retry');
    expect(classify(409, 'idempotency_in_progress')).toBe('retry');
  });
  it('stops on any other refusal and waits for sign-in on 401', () => {
    for (const status of [400, 403, 404, 409, 413, 422]) expect(classify(status)).toBe('refused');
    expect(classify(401)).toBe('signed-out');
    expect(classify(201)).toBe('done');
  });
});

describe('waiting', () => {
  it("lists the user's pending and failed writes in order", () => {
    const result = waiting(
      [entry(3, 'failed'), entry(2, 'sending'), entry(1, 'pending'), entry(5, 'done')],
      'u1',
    );
    expect(result.pending.map((e) => e.seq)).toEqual([1, 2]);
    expect(result.failed.map((e) => e.seq)).toEqual([3]);
    expect(waiting([entry(1, 'pending')], null).pending).toEqual([]);
  });
});

describe('resolveInput (a write about what an earlier queued write creates)', () => {
  const signIn: OutboxEntry = { ...entry(1, 'done'), label: 'Sign-in: Dana', result: { newSignInId: 42 } };
  const signOut: OutboxEntry = {
    ...entry(2, 'pending'),
    request: {
      endpoint: 'carrier-sign-in.sign-in.sign-out',
      input: {},
      side: 'dropship',
      ref: { key: 'key-1', field: 'newSignInId', param: 'id' },
    },
  };

  it('sends a plain entry with its own input', () => {
    expect(resolveInput(entry(3, 'pending'), [])).toEqual({ ok: true, input: { body: {} } });
  });

  it('fills the parameter with the id the server gave the earlier write', () => {
    expect(resolveInput(signOut, [signIn, signOut])).toEqual({
      ok: true,
      input: { params: { id: 42 } },
    });
  });

  it('waits while the earlier write has not been sent', () => {
    const waitingSignIn = { ...signIn, state: 'pending' as const, result: undefined };
    expect(resolveInput(signOut, [waitingSignIn, signOut])).toMatchObject({ ok: false, wait: true });
  });

  it('gives up when the earlier write was refused or removed', () => {
    const refused = { ...signIn, state: 'failed' as const, result: undefined };
    expect(resolveInput(signOut, [refused, signOut])).toEqual({
      ok: false,
      wait: false,
      message: 'Not sent: it depends on “Sign-in: Dana”, which the server did not save.',
    });
    expect(resolveInput(signOut, [signOut])).toMatchObject({ ok: false, wait: false });
  });
});
