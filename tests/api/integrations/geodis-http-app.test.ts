import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SendTplOrdersResult, TplOrderRow } from '../../../src/shared/api/tpl/orders';
import { simTplOrders } from '../../../src/server/platform/db/schema/sandbox-partners';
import { tplSentOrders } from '../../../src/server/platform/db/schema/tpl';
import { GeodisHttp } from '../../../src/server/integrations/geodis/http/adapter';
import { geodisSettingsFrom } from '../../../src/server/integrations/geodis/http/settings';
import { body } from '../support/test-app';
import { GeodisFake } from './fakes/geodis-fake';
import { appOverFake } from './support/app-over-fake';

/**
 * The app with only Geodis's settings changed: 3PL Orders sends through the HTTP adapter to the
 * local fake (over the simulator's tables); an outside failure shows as the screen's state and a
 * send that failed is sent again, never doubled.
 */
const NOW = new Date('2026-03-02T15:30:00Z');
const LIST = '/tpl/acumatica/sales-orders';
const SEND = '/tpl/geodis/createOrder';
const RANGE = 'start_date=2026-02-24&end_date=2026-03-02';

const fake = new GeodisFake({
  now: () => new Date(),
  accounts: { 'FH-3PL': 'furhaven', 'WW-3PL': 'worldwise' },
  clients: { dockhand: 'geodis-secret' },
});
const { t, call } = await appOverFake(fake, {
  config: (url) => ({
    geodis: geodisSettingsFrom({
      GEODIS_URL: url,
      GEODIS_CLIENT_ID: 'dockhand',
      GEODIS_CLIENT_SECRET: 'geodis-secret',
      GEODIS_ACCOUNT_FURHAVEN: 'FH-3PL',
      GEODIS_ACCOUNT_WORLDWISE: 'WW-3PL',
      GEODIS_TIMEOUT_MS: '400',
      GEODIS_RETRIES: '2',
    }),
  }),
  users: ['tpl'],
  world: NOW,
});

const rowsOf = async (customer: string) => {
  const res = await call('GET', `${LIST}?${RANGE}&customer=${customer}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ Get3PLOrdersDetails: TplOrderRow[] }>(res).Get3PLOrdersDetails;
};
const strip = ({ customer: _c, erp_status: _s, sent_to_geodis: _g, ...order }: TplOrderRow) => order;
const geodisOrders = (so: string) =>
  t.db
    .select()
    .from(simTplOrders)
    .where(and(eq(simTplOrders.company, 'furhaven'), eq(simTplOrders.soNumber, so)));

describe('3PL Orders over HTTP', () => {
  it('sends orders to Geodis through its API and shows them as sent', async () => {
    expect(t.integrations.geodis('furhaven')).toBeInstanceOf(GeodisHttp);
    const orders = (await rowsOf('C000000011')).slice(0, 2).map(strip);
    const res = await call('POST', SEND, { orders });
    expect(res.statusCode, res.body).toBe(200);
    const sent = body<SendTplOrdersResult>(res);
    expect(sent.accepted.map((a) => a.so_number)).toEqual(orders.map((o) => o.so_number));
    for (const a of sent.accepted) expect((await geodisOrders(a.so_number))[0]?.orderId).toBe(a.order_id);
    expect(fake.calls('POST', /^orders$/)).toHaveLength(1);
  });

  it('answers 502 while Geodis fails, records nothing, and sends the orders once it is back', async () => {
    const order = strip((await rowsOf('C000000004')).find((r) => !r.sent_to_geodis)!);
    fake.failNext({ status: 503, times: 3, match: /^POST orders$/ });
    const down = await call('POST', SEND, { orders: [order] });
    expect(down.statusCode).toBe(502);
    expect(body<{ message: string }>(down).message).toContain('Failed to send orders to Geodis');
    // One send, retried twice with the same key: Geodis did nothing.
    expect(new Set(fake.calls('POST', /^orders$/).map((c) => c.idempotencyKey)).size).toBe(1);
    expect(await geodisOrders(order.so_number)).toHaveLength(0);
    expect(
      await t.db.select().from(tplSentOrders).where(eq(tplSentOrders.soNumber, order.so_number)),
    ).toHaveLength(0);

    const again = await call('POST', SEND, { orders: [order] });
    expect(again.statusCode, again.body).toBe(200);
    expect(body<SendTplOrdersResult>(again).accepted.map((a) => a.so_number)).toEqual([order.so_number]);
    expect(await geodisOrders(order.so_number)).toHaveLength(1);
  });

  it('waits out a slow Geodis with the same key: the order is created once and shown as accepted', async () => {
    const order = strip((await rowsOf('C000000004')).find((r) => !r.sent_to_geodis)!);
    fake.slowDown(600, /^POST orders$/, 1);
    const res = await call('POST', SEND, { orders: [order] });
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = await geodisOrders(order.so_number);
    expect(body<SendTplOrdersResult>(res).accepted).toEqual([
      { so_number: order.so_number, order_id: saved?.orderId },
    ]);
    expect(await geodisOrders(order.so_number)).toHaveLength(1);
  });
});
