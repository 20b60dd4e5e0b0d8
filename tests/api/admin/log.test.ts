import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logEnvelopeSchema, type LogEntry } from '../../../src/shared/api/admin/log';
import type { TokenResponse } from '../../../src/shared/api/auth/login';
import { decodeEnvelope } from '../../../src/shared/lib/codec';
import { authed, body, createTestApp, login, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: TokenResponse;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

async function readLog(query = '', company = 'Furhaven'): Promise<LogEntry[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/log${query}`,
    headers: authed(admin.access_token, company),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  const decoded = decodeEnvelope<unknown>(res.body);
  return logEnvelopeSchema.parse(decoded).data;
}

function report(severity: 'Minor' | 'Major' | 'Critical', description: string, company = 'Furhaven') {
  return t.app.inject({
    method: 'POST',
    url: '/api/bugreport',
    headers: authed(admin.access_token, company),
    payload: { severity, description, page: '/pullsheets' },
  });
}

describe('GET /api/admin/log', () => {
  it('answers the compressed envelope of {data: [...]} with the sign-in in it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/log',
      headers: authed(admin.access_token),
    });
    expect(res.statusCode).toBe(200);
    // The body is the envelope text itself, not JSON.
    expect(res.body).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(() => JSON.parse(res.body) as unknown).toThrow();

    const decoded = decodeEnvelope<{ data: Record<string, unknown>[] }>(res.body);
    expect(Object.keys(decoded)).toEqual(['data']);
    const signIn = decoded.data.find((entry) => entry.message === 'admin signed in');
    expect(signIn).toBeDefined();
    expect(Object.keys(signIn ?? {}).sort()).toEqual(['id', 'level', 'message', 'meta', 'timestamp']);
    expect(signIn).toMatchObject({
      level: 'info',
      meta: expect.objectContaining({ event: 'auth.login', username: 'admin' }),
    });
    expect(new Date(String(signIn?.timestamp)).toISOString()).toBe(signIn?.timestamp);
  });

  it('lists the newest entries first and honours ?limit', async () => {
    await login(t.app, 'office');
    const all = await readLog();
    expect(all.length).toBeGreaterThanOrEqual(2);
    const ids = all.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const one = await readLog('?limit=1');
    expect(one).toHaveLength(1);
    expect(one[0]?.id).toBe(ids[0]);
    expect(one[0]?.message).toBe('office signed in');
  });

  it('filters by level', async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'Not-The-Password-1!' },
      remoteAddress: '10.8.0.1',
    });
    expect(failed.statusCode).toBe(401);
    const warnings = await readLog('?level=warn');
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.every((e) => e.level === 'warn')).toBe(true);
    expect(warnings.some((e) => e.message === 'Failed sign-in for admin')).toBe(true);
  });

  it('refuses a bad limit with 400', async () => {
    for (const query of ['?limit=0', '?limit=abc', '?limit=5001', '?level=loud']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/log${query}`,
        headers: authed(admin.access_token),
      });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('shows a bug report with its severity', async () => {
    const res = await report('Critical', 'The pull sheet printer caught fire');
    expect(res.statusCode).toBe(201);
    const { id } = body<{ id: number }>(res);

    const [newest] = await readLog('?limit=1');
    expect(newest).toMatchObject({
      level: 'error',
      message: expect.stringContaining('(Critical)'),
      meta: expect.objectContaining({
        event: 'bugreport',
        bug_report_id: id,
        severity: 'Critical',
        description: 'The pull sheet printer caught fire',
        page: '/pullsheets',
        username: 'admin',
      }),
    });
    expect(newest?.message).toContain('The pull sheet printer caught fire');
  });

  it("keeps one company's entries out of the other's log", async () => {
    expect((await report('Minor', 'Only Worldwise should see this', 'Worldwise')).statusCode).toBe(201);
    const furhaven = await readLog();
    const worldwise = await readLog('', 'Worldwise');
    expect(furhaven.some((e) => e.message.includes('Only Worldwise should see this'))).toBe(false);
    expect(worldwise.some((e) => e.message.includes('Only Worldwise should see this'))).toBe(true);
    // Sign-ins belong to no company: both logs show them.
    expect(worldwise.some((e) => e.message === 'admin signed in')).toBe(true);
  });

  it('is refused to a user without the admin scope (403)', async () => {
    const office = await login(t.app, 'office');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/log',
      headers: authed(office.access_token),
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).error).toBe('scope_forbidden');
  });
});
