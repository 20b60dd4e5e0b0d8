import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createSiblingApp, createTestApp, loginAll } from '../support/test-app';
import { postSignIn, seedCarriers } from '../carrier-sign-in/kiosk-support';
import { listen, openSse, type SseClient } from '../realtime/sse-client';
import { bearer, enrolDisplay, REFRESH_PATH, ticketFor } from './board-support';

/**
 * Refresh Screens across server instances (issue 11): a board subscribed to refreshSignal on one
 * instance hears a triggerRefresh sent to another (LISTEN/NOTIFY), and a board whose instance
 * restarts reconnects and hears the next one.
 */
const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'dock'] as const);
const clients: SseClient[] = [];
let base = '';

beforeAll(async () => {
  await seedCarriers(t.db);
  base = await listen(t.app);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

const trigger = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: bearer(tokens.bulk.access_token),
    payload: { query: 'mutation { triggerRefresh }' },
  });
  expect(res.statusCode).toBe(200);
  expect(body(res)).toEqual({ data: { triggerRefresh: true } });
};

const isBoards = (m: { event: string; data: unknown }) =>
  m.event === 'next' && JSON.stringify(m.data) === JSON.stringify({ data: { refreshSignal: 'boards' } });

async function subscribe(origin: string, ticket: string): Promise<SseClient> {
  const client = await openSse(`${origin}${REFRESH_PATH(ticket)}`);
  clients.push(client);
  return client;
}

describe('refreshSignal for the boards', () => {
  it('reaches an enrolled display, which hears the boards only (not the dock’s sign-ins)', async () => {
    const display = await enrolDisplay(t.app, tokens.admin.access_token, 'kentucky');
    const before = t.realtime.bus.subscriberCount;
    const board = await subscribe(base, await ticketFor(t.app, display.token));
    expect(board.status).toBe(200);
    await expect.poll(() => t.realtime.bus.subscriberCount, { timeout: 2000 }).toBeGreaterThan(before);

    await postSignIn(t.app, tokens.dock.access_token);
    await trigger();
    await board.next(isBoards, 2000);
    expect(board.messages.filter((m) => m.event === 'next')).toHaveLength(1);

    // The plain change stream is open to it too, with the same filter.
    const stream = await openSse(`${base}/api/events`, { headers: bearer(display.token) });
    clients.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((m) => m.event === 'ready');
  });

  it('a board subscribed on a second instance receives a triggerRefresh sent to the first', async () => {
    const sibling = await createSiblingApp(t);
    try {
      const siblingBase = await listen(sibling.app);
      const board = await subscribe(siblingBase, await ticketFor(t.app, tokens.bulk.access_token));
      expect(board.status).toBe(200);
      await expect.poll(() => sibling.bus.subscriberCount, { timeout: 2000 }).toBeGreaterThan(0);
      await trigger();
      await board.next(isBoards, 2000);
      board.close();
    } finally {
      await sibling.close();
    }
  });

  it('an SSE client reconnects after its instance restarts and hears the next refresh', async () => {
    const display = await enrolDisplay(t.app, tokens.admin.access_token, 'pennsylvania');
    let sibling = await createSiblingApp(t);
    const siblingBase = await listen(sibling.app);
    const port = (sibling.app.server.address() as AddressInfo).port;
    try {
      const ticket = await ticketFor(t.app, display.token);
      const first = await subscribe(siblingBase, ticket);
      expect(first.status).toBe(200);

      // The instance goes away: its streams end (the client sees the end, as EventSource does).
      await sibling.close();
      await first.ended;
      await expect(openSse(`${siblingBase}${REFRESH_PATH(ticket)}`)).rejects.toThrow();

      // It comes back on the same address; the client retries until it answers, as EventSource does.
      sibling = await createSiblingApp(t);
      await sibling.app.listen({ port, host: '127.0.0.1' });
      const again = await reconnect(siblingBase, display.token);
      expect(again.status).toBe(200);
      await expect.poll(() => sibling.bus.subscriberCount, { timeout: 2000 }).toBeGreaterThan(0);
      await trigger();
      await again.next(isBoards, 2000);
    } finally {
      await sibling.close();
    }
  });
});

/** EventSource's retry loop: a new ticket (the board's client asks for one per connection), then the stream. */
async function reconnect(origin: string, token: string): Promise<SseClient> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      return await subscribe(origin, await ticketFor(t.app, token));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the board could not reconnect');
}
