import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TplTransferOrderView } from '../../../src/shared/api/tpl/transfer-orders';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';
import { transferLines, transferStatus } from './transfer-support';

/** Create Transfer Orders (D3 2.3, 7, 8, 9): 'Texas to Geodis'. */
const NOW = new Date('2026-03-02T15:30:00Z');
const t = await createTestApp();
const tokens = await loginAll(t.app, ['tpl', 'admin', 'office', 'floor', 'bulk'] as const);
const call = apiCaller(t.app, tokens.tpl.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterEach(async () => {
  await t.integrations.control?.reset();
});
afterAll(async () => {
  await t.close();
});

const count = async () =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from sim_erp_transfer_orders`)).rows[0]!.n;
const URL = '/tpl/acumatica/create-transfer-order';

describe('POST /tpl/acumatica/create-transfer-order', () => {
  it('refuses other scopes, companies not held and the bulk header, creating nothing', async () => {
    const before = await count();
    const payload = { to_from_warehouse: 'Texas to Geodis' };
    for (const who of [tokens.office, tokens.floor, tokens.bulk])
      expect((await call('POST', URL, payload, who.access_token)).statusCode).toBe(403);
    expect((await call('POST', URL, payload, undefined, 'Worldwise')).statusCode).toBe(403);
    expect((await call('POST', URL, payload, undefined, 'Acme')).statusCode).toBe(403);
    expect((await call('POST', URL, payload, undefined, 'Furhaven_bulk')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api${URL}`, payload })).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it("creates an Open Texas to Geodis order of Texas's available stock, read back from the ERP", async () => {
    const res = await call('POST', URL, { to_from_warehouse: 'Texas to Geodis' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<{ message: string; order_number: string; transfer_order: TplTransferOrderView }>(res);
    expect(answer.message).toBe('Success');
    expect(answer.order_number).toMatch(/^\d{7}$/);
    expect(answer.transfer_order).toMatchObject({
      OrderNbr: answer.order_number,
      Status: 'Open',
      FromWarehouse: 'TX',
      ToWarehouse: 'GEODIS',
    });
    expect(await transferStatus(t.pool, answer.order_number)).toBe('Open');
    // Who created it is in the app's log (the ERP does not know our users).
    const { rows: logged } = await t.pool.query<{ message: string }>(
      `select message from log_entries where company = 'furhaven' and message like $1`,
      [`Transfer order ${answer.order_number} %`],
    );
    expect(logged.map((l) => l.message)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Transfer order ${answer.order_number} \\(Texas to Geodis\\) created by tpl: \\d+ lines$`,
        ),
      ),
    ]);
    const lines = await transferLines(t.pool, answer.order_number);
    expect(lines.length).toBeGreaterThan(0);
    const { rows: stock } = await t.pool.query<{ inventory_id: string; available: number }>(
      `select inventory_id, available from sim_erp_inventory where company = 'furhaven' and warehouse = 'TX' and available > 0 order by inventory_id limit 50`,
    );
    expect(lines.map((l) => [l.sku, l.ordered_qty])).toEqual(stock.map((s) => [s.inventory_id, s.available]));

    // The ASN and Create Shipment screens find it.
    const read = await call('GET', `/tpl/acumatica/transfer-order?ordernbr=${Number(answer.order_number)}`);
    expect(read.statusCode).toBe(200);
    expect(body<TplTransferOrderView>(read).lines).toHaveLength(lines.length);
    // No builds for it: its open quantity ships from the shelf.
    const rt = await call('GET', `/tpl/acumatica/rtbuilds?acu_order_num=${answer.order_number}`);
    expect(rt.statusCode).toBe(200);
    expect(
      body<{ lines: { ready: number; open: number }[] }>(rt).lines.every((l) => l.ready === l.open),
    ).toBe(true);
  });

  it('refuses an unknown option with 400 and answers 502 when the ERP is down, creating nothing', async () => {
    const before = await count();
    for (const payload of [{}, { to_from_warehouse: 'Kentucky to Geodis' }, { to_from_warehouse: 3 }]) {
      const res = await call('POST', URL, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(body(await call('POST', URL, {})).message).toContain('Texas to Geodis');
    await t.integrations.control!.set('acumatica', { failureMode: 'always' });
    const down = await call('POST', URL, { to_from_warehouse: 'Texas to Geodis' });
    expect(down.statusCode).toBe(502);
    expect(await count()).toBe(before);
  });

  it('answers 422 with the ERP message when Texas has nothing to move', async () => {
    await t.pool.query(
      `update sim_erp_inventory set available = 0 where company = 'furhaven' and warehouse = 'TX'`,
    );
    const before = await count();
    const res = await call('POST', URL, { to_from_warehouse: 'Texas to Geodis' });
    expect(res.statusCode).toBe(422);
    expect(body(res).message).toContain('has no stock to transfer');
    expect(await count()).toBe(before);
  });
});
