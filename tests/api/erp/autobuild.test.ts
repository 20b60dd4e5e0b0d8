import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AutobuildRun, CreateShipmentsResponse } from '../../../src/shared/api/erp/autobuild';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Acumatica AutoBuild (D3 2.13, 5, 7): the runs, Start AutoBuild and Create Shipments. */
const NOW = new Date('2026-03-02T15:30:00Z');
const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'office', 'floor', 'bulk'] as const);
const call = apiCaller(t.app, tokens.office.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterEach(async () => {
  await t.integrations.control?.reset();
});
afterAll(async () => {
  await t.close();
});

const runs = async (company = 'Furhaven') => {
  const res = await call('GET', '/acumatica/autobuild', undefined, tokens.office.access_token, company);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ builds: AutobuildRun[] }>(res).builds;
};
const runCount = async () =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from autobuilds where company = 'furhaven'`))
    .rows[0]!.n;

describe('AutoBuild runs', () => {
  it('lists the runs of the company, newest first, a RUNNING one settled from the ERP once it ended there', async () => {
    const { rows: running } = await t.pool.query<{ build_id: number; erp_build_nbr: string }>(
      `select build_id, erp_build_nbr from autobuilds where company = 'furhaven' and status = 'RUNNING'`,
    );
    // The world's running run started 10 minutes before the world's clock; the ERP (on today's clock) has finished it.
    expect(running).toHaveLength(1);
    const builds = await runs();
    expect(builds.length).toBe(await runCount());
    expect(new Set(builds.map((b) => b.status))).toEqual(new Set(['COMPLETE', 'FAILED']));
    expect(builds.find((b) => b.build_id === running[0]!.build_id)).toMatchObject({
      status: 'COMPLETE',
      build_nbr: running[0]!.erp_build_nbr,
      detail: expect.stringMatching(/^AB\d{6}: \d+ orders built$/),
    });
    expect(builds.filter((b) => b.status === 'FAILED').every((b) => b.build_nbr === null && b.detail)).toBe(
      true,
    );
    // The ERP numbers its runs in time order: newest first here means the highest number first.
    const numbers = builds.flatMap((b) => (b.build_nbr ? [b.build_nbr] : []));
    expect(numbers.length).toBeGreaterThan(5);
    expect([...numbers].sort().reverse()).toEqual(numbers);
    const dates = builds.map((b) => b.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const worldwise = await runs('Worldwise');
    expect(worldwise.some((w) => builds.some((b) => b.build_id === w.build_id))).toBe(false);
  });

  it('starts a run in the ERP, refuses a second while it runs, and reads COMPLETE from the ERP', async () => {
    const res = await call('POST', '/acumatica/autobuild', {});
    expect(res.statusCode, res.body).toBe(201);
    const run = body<AutobuildRun>(res);
    expect(run).toMatchObject({
      user: 'office',
      status: 'RUNNING',
      build_nbr: expect.stringMatching(/^AB\d{6}$/),
    });
    const erpRuns = await t.integrations.acumatica('furhaven').listAutobuilds();
    expect(erpRuns[0]).toMatchObject({ BuildNbr: { value: run.build_nbr }, Status: { value: 'RUNNING' } });

    const before = await runCount();
    const again = await call('POST', '/acumatica/autobuild', {});
    expect(again.statusCode).toBe(422);
    expect(body(again).message).toContain('is already running');
    expect(await runCount()).toBe(before);

    // The ERP's run ends: the list reads its status from the ERP.
    await t.pool.query(
      `update sim_erp_autobuilds set completes_at = now() - interval '1 second' where build_nbr = $1`,
      [run.build_nbr],
    );
    const after = (await runs()).find((b) => b.build_id === run.build_id);
    expect(after).toMatchObject({
      status: 'COMPLETE',
      detail: expect.stringContaining(`${run.build_nbr!}: `),
    });
  });

  it('records a start the ERP could not take as FAILED with the reason', async () => {
    await t.integrations.control!.set('acumatica', {
      failureMode: 'next',
      failuresLeft: 1,
      errorMessage: 'Acumatica is down',
    });
    const res = await call('POST', '/acumatica/autobuild');
    expect(res.statusCode).toBe(502);
    expect(body(res).message).toBe('Failed to start AutoBuild: Acumatica is down');
    const [latest] = await runs();
    expect(latest).toMatchObject({ status: 'FAILED', detail: 'Acumatica is down', build_nbr: null });
  });
});

describe('POST /dropship/acumatica/create_shipments', () => {
  const waiting = async () =>
    (
      await t.pool.query<{ n: number }>(`
        select count(distinct (o.id, p.warehouse))::int as n from dropship_packages p join dropship_orders o on o.id = p.order_id
        where o.company = 'furhaven' and o.acu_order_num is not null and o.order_status in (102, 103, 104)
          and p.acu_ship_num is null and p.tracking_number is not null
          and (p.acumatica_status is null or p.acumatica_status = -402)`)
    ).rows[0]!.n;

  it('creates the ERP shipments of built orders, exact counts with a failure switched on', async () => {
    const before = await waiting();
    expect(before).toBeGreaterThan(1);
    await t.integrations.control!.set('acumatica', {
      failureMode: 'next',
      failuresLeft: 1,
      errorMessage: 'Acumatica is down',
    });
    const res = await call('POST', '/dropship/acumatica/create_shipments', {});
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<CreateShipmentsResponse>(res);
    const sent = Math.min(before, 100);
    expect(answer.created.length + answer.failed.length).toBe(sent);
    expect(answer.remaining).toBe(before - sent);
    expect(answer.failed[0]).toMatchObject({ reason: 'Acumatica is down' });
    expect(answer.created.length).toBeGreaterThan(0);

    const made = answer.created[0]!;
    const shipment = await t.integrations.acumatica('furhaven').getShipment(made.acu_ship_num);
    expect(shipment?.Orders[0]?.OrderNbr.value).toBe(made.acu_order_num);
    const { rows } = await t.pool.query(
      `select p.acu_ship_num, p.acumatica_status as package_status, o.acumatica_status as order_status
       from dropship_packages p join dropship_orders o on o.id = p.order_id
       where o.company = 'furhaven' and o.internal_po_number = $1 and p.acu_ship_num = $2`,
      [made.internal_po_number, made.acu_ship_num],
    );
    expect(rows[0]).toEqual({ acu_ship_num: made.acu_ship_num, package_status: 402, order_status: 402 });
    const failedPo = answer.failed[0]!.internal_po_number;
    const { rows: failed } = await t.pool.query(
      `select p.acumatica_status from dropship_packages p join dropship_orders o on o.id = p.order_id
       where o.company = 'furhaven' and o.internal_po_number = $1 and p.acu_ship_num is null`,
      [failedPo],
    );
    expect(failed.map((r: { acumatica_status: number }) => r.acumatica_status)).toContain(-402);
  });

  it('refuses other scopes and companies on each route, changing nothing', async () => {
    const before = [await runCount(), await waiting()];
    for (const [method, url] of [
      ['GET', '/acumatica/autobuild'],
      ['POST', '/acumatica/autobuild'],
      ['POST', '/dropship/acumatica/create_shipments'],
    ] as const) {
      const noScope = await call(method, url, method === 'POST' ? {} : undefined, tokens.bulk.access_token);
      expect(noScope.statusCode, url).toBe(403);
      expect(body(noScope).error).toBe('scope_forbidden');
      const other = await call(
        method,
        url,
        method === 'POST' ? {} : undefined,
        tokens.floor.access_token,
        'Worldwise',
      );
      expect(body(other).error, url).toBe('company_forbidden');
      const bulkSide = await call(
        method,
        url,
        method === 'POST' ? {} : undefined,
        tokens.office.access_token,
        'Furhaven_bulk',
      );
      expect(body(bulkSide).error, url).toBe('company_side');
    }
    expect([await runCount(), await waiting()]).toEqual(before);
  });
});
