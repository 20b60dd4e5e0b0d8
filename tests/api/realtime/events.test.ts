import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '../../../src/shared/api/endpoint';
import { REFRESH_SIGNAL, subscribeGraphql, TRIGGER_REFRESH } from '../../../src/shared/api/realtime/graphql';
import { sql } from 'drizzle-orm';
import { body, createSiblingApp, createTestApp, login, loginAll } from '../support/test-app';
import { enrolDevice, postSignIn, seedCarriers } from '../carrier-sign-in/kiosk-support';
import { listen, openSse, type SseClient } from './sse-client';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'dock'] as const);
let base = '';
const clients: SseClient[] = [];

beforeAll(async () => {
  await seedCarriers(t.db);
  base = await listen(t.app);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

async function subscribe(headers: Record<string, string>, path = '/api/events'): Promise<SseClient> {
  const client = await openSse(`${base}${path}`, { headers });
  clients.push(client);
  if (client.status === 200) await client.next((m) => m.event === 'ready');
  return client;
}
const bearer = (token: string, company: string) => ({
  authorization: `Bearer ${token}`,
  company_id: company,
});
const isSignIn = (id: number) => (m: { event: string; data: unknown }) =>
  m.event === 'change' &&
  (m.data as { topic: string; id: number }).topic === 'sign-ins' &&
  (m.data as { id: number }).id === id;

describe('GET /api/events (SSE)', () => {
  it('tells a client of the same company of a sign-in within a second, and no one else', async () => {
    const furhaven = await subscribe(bearer(tokens.bulk.access_token, 'Furhaven'));
    expect(furhaven.headers['content-type']).toMatch(/^text\/event-stream/);
    const worldwise = await subscribe(bearer(tokens.admin.access_token, 'Worldwise'));

    const started = Date.now();
    const res = await postSignIn(t.app, tokens.dock.access_token);
    const id = body<{ newSignInId: number }>(res).newSignInId;
    const event = await furhaven.next(isSignIn(id), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event.data).toMatchObject({
      topic: 'sign-ins',
      company: 'furhaven',
      warehouse: 'kentucky',
      action: 'created',
      id,
    });
    expect(event.id).toBeDefined();

    await t.app.inject({
      method: 'PUT',
      url: `/api/carrier-sign-in/sign-ins/${id}`,
      headers: bearer(tokens.dock.access_token, 'Furhaven'),
    });
    await furhaven.next(
      (m) => m.event === 'change' && (m.data as { action: string }).action === 'signed-out',
    );
    expect(worldwise.messages.filter((m) => m.event === 'change')).toEqual([]);
  });

  it('reaches clients of another server instance (LISTEN/NOTIFY)', async () => {
    const sibling = await createSiblingApp(t);
    try {
      const siblingBase = await listen(sibling.app);
      const client = await openSse(`${siblingBase}/api/events`, {
        headers: bearer(tokens.bulk.access_token, 'Furhaven'),
      });
      clients.push(client);
      await client.next((m) => m.event === 'ready');
      const id = body<{ newSignInId: number }>(await postSignIn(t.app, tokens.dock.access_token)).newSignInId;
      await client.next(isSignIn(id), 1000);
      client.close();
    } finally {
      await sibling.close();
    }
  });

  it('accepts a short-lived ticket instead of headers, and refuses a bad one', async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: bearer(tokens.bulk.access_token, 'Furhaven'),
    });
    expect(issued.statusCode).toBe(200);
    const { ticket, expires_in } = body<{ ticket: string; expires_in: number }>(issued);
    expect(expires_in).toBe(60);
    const client = await subscribe({}, `/api/events?ticket=${encodeURIComponent(ticket)}`);
    expect(client.status).toBe(200);
    const id = body<{ newSignInId: number }>(await postSignIn(t.app, tokens.dock.access_token)).newSignInId;
    await client.next(isSignIn(id));

    const bad = await t.app.inject({ method: 'GET', url: '/api/events?ticket=abc.def.ghi' });
    expect(bad.statusCode).toBe(401);
    expect(body(bad).error).toBe('invalid_ticket');
    // A ticket is no access token.
    const asBearer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(ticket, 'Furhaven'),
    });
    expect(asBearer.statusCode).toBe(401);
    // Tickets work only where a route accepts them.
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/admin/users?ticket=${ticket}` });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('gives a kiosk its own warehouse only, and refuses a revoked kiosk', async () => {
    const pa = await enrolDevice(t.app, tokens.admin.access_token, 'pennsylvania');
    const ky = await enrolDevice(t.app, tokens.admin.access_token, 'kentucky');
    const client = await subscribe(bearer(pa.token, 'Furhaven'));
    const kyId = body<{ newSignInId: number }>(
      await postSignIn(t.app, ky.token, { warehouse: 'kentucky' }),
    ).newSignInId;
    const paId = body<{ newSignInId: number }>(
      await postSignIn(t.app, pa.token, { warehouse: 'pennsylvania' }),
    ).newSignInId;
    await client.next(isSignIn(paId));
    expect(client.messages.some(isSignIn(kyId))).toBe(false);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/devices/${pa.id}`,
      headers: bearer(tokens.admin.access_token, 'Furhaven'),
    });
    // The stream it had open ends with the revocation, not when the kiosk next reconnects.
    await client.ended;
    const refused = await openSse(`${base}/api/events`, { headers: bearer(pa.token, 'Furhaven') });
    expect(refused.status).toBe(401);
    refused.close();
  });

  it('ends the streams of a session at logout, and a ticket asked before the logout opens nothing', async () => {
    const session = await login(t.app, 'bulk');
    const other = await subscribe(bearer(tokens.bulk.access_token, 'Furhaven'));
    const byHeader = await subscribe(bearer(session.access_token, 'Furhaven'));
    const issue = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/events/ticket', headers: bearer(token, 'Furhaven') });
    const ticketOf = async (token: string) => body<{ ticket: string }>(await issue(token)).ticket;
    const byTicket = await subscribe(
      {},
      `/api/events?ticket=${encodeURIComponent(await ticketOf(session.access_token))}`,
    );
    const unused = await ticketOf(session.access_token);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: session.refresh_token },
    });
    expect(out.statusCode).toBeLessThan(300);
    await Promise.all([byHeader.ended, byTicket.ended]);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/events?ticket=${encodeURIComponent(unused)}`,
    });
    expect(refused.statusCode).toBe(401);
    expect(body(refused).error).toBe('invalid_ticket');

    // The same user's other session hears on.
    const id = body<{ newSignInId: number }>(await postSignIn(t.app, tokens.dock.access_token)).newSignInId;
    await other.next(isSignIn(id));
  });

  it('ends the streams of a user who is deactivated, whichever instance serves them', async () => {
    const sibling = await createSiblingApp(t);
    try {
      const siblingBase = await listen(sibling.app);
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: bearer(tokens.admin.access_token, 'Furhaven'),
        payload: {
          username: 'leaver',
          name: 'Lee Leaver',
          email: 'leaver@furhaven.example',
          password: 'Copper%Willow-Saddle38',
          permissions: { furhaven: true, kentucky: true, bulk: true },
        },
      });
      expect(made.statusCode).toBe(201);
      const person = await login(t.app, 'leaver', 'Copper%Willow-Saddle38');
      const here = await subscribe(bearer(person.access_token, 'Furhaven'));
      const there = await openSse(`${siblingBase}/api/events`, {
        headers: bearer(person.access_token, 'Furhaven'),
      });
      clients.push(there);
      await there.next((m) => m.event === 'ready');

      await t.db.execute(sql`update users set active = false where username = 'leaver'`);
      await Promise.all([here.ended, there.ended]);
    } finally {
      await sibling.close();
    }
  });

  it('forgets a client that disconnects', async () => {
    const before = t.realtime.hub.size;
    const client = await subscribe(bearer(tokens.bulk.access_token, 'Furhaven'));
    expect(t.realtime.hub.size).toBe(before + 1);
    client.close();
    await expect.poll(() => t.realtime.hub.size, { timeout: 2000 }).toBe(before);
  });
});

describe('/graphql', () => {
  const gql = (query: string, token = tokens.bulk.access_token) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: bearer(token, 'Furhaven'),
      payload: { query },
    });

  it('delivers mutation { triggerRefresh } to a refreshSignal subscriber', async () => {
    const subscriber = await openSse(`${base}/graphql`, {
      method: 'POST',
      headers: {
        ...bearer(tokens.bulk.access_token, 'Furhaven'),
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ query: 'subscription OnRefresh { refreshSignal }' }),
    });
    clients.push(subscriber);
    expect(subscriber.status).toBe(200);
    await expect.poll(() => t.realtime.bus.subscriberCount, { timeout: 1000 }).toBeGreaterThan(0);

    const res = await gql('mutation { triggerRefresh }');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ data: { triggerRefresh: true } });
    const next = await subscriber.next((m) => m.event === 'next');
    expect(next.data).toEqual({ data: { refreshSignal: 'boards' } });

    // A sign-in also refreshes the dashboard.
    await postSignIn(t.app, tokens.dock.access_token);
    await subscriber.next((m) => m.event === 'next' && JSON.stringify(m.data).includes('sign-ins'));
  });

  it('serves refreshSignal to EventSource with a ticket on GET', async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: bearer(tokens.bulk.access_token, 'Furhaven'),
    });
    const { ticket } = body<{ ticket: string }>(issued);
    const query = encodeURIComponent('subscription { refreshSignal }');
    const before = t.realtime.bus.subscriberCount;
    const subscriber = await openSse(`${base}/graphql?query=${query}&ticket=${encodeURIComponent(ticket)}`);
    clients.push(subscriber);
    expect(subscriber.status).toBe(200);
    await expect.poll(() => t.realtime.bus.subscriberCount, { timeout: 1000 }).toBeGreaterThan(before);
    await gql('mutation Refresh { triggerRefresh }');
    await subscriber.next((m) => m.event === 'next');
  });

  it('reads the query form-encoded (spaces as +), as the client builds the URL from the contract', async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: bearer(tokens.bulk.access_token, 'Furhaven'),
    });
    const { ticket } = body<{ ticket: string }>(issued);
    const search = new URLSearchParams({ query: REFRESH_SIGNAL, ticket }).toString();
    expect(search).toContain('subscription+%7B+refreshSignal+%7D');
    const before = t.realtime.bus.subscriberCount;
    const subscriber = await openSse(`${base}${endpointPath(subscribeGraphql)}?${search}`);
    clients.push(subscriber);
    expect(subscriber.status).toBe(200);
    await expect.poll(() => t.realtime.bus.subscriberCount, { timeout: 1000 }).toBeGreaterThan(before);
    await gql(TRIGGER_REFRESH);
    expect((await subscriber.next((m) => m.event === 'next')).data).toEqual({
      data: { refreshSignal: 'boards' },
    });
  });

  it('refuses any other document, and users without the boards or dashboard scope', async () => {
    const other = await gql('{ users { id } }');
    expect(other.statusCode).toBe(400);
    expect(body(other).errors).toBeDefined();
    const dock = await gql('mutation { triggerRefresh }', tokens.dock.access_token);
    expect(dock.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'mutation { triggerRefresh }' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
