import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelItem } from '../../../src/shared/api/catalog/reference-lists';
import type {
  LabelSalesOrder,
  Printer,
  PrintJobRow,
  PrintResult,
} from '../../../src/shared/api/labels/nice-labels';
import { LABEL_PRINTING_MESSAGES as M } from '../../../src/shared/domain/labels/label-printing';
import { ZplListener } from '../../../src/server/integrations/printing/zpl-listener';
import { zplLabels } from '../../../src/server/integrations/printing/zpl';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Label Printing (D3 2.18, 5, 7, 8, 9) against the small sandbox world and the printing simulator. */
const NOW = new Date('2026-03-02T15:30:00Z');
const t = await createTestApp();
const tokens = await loginAll(t.app, ['office', 'admin', 'floor', 'labour', 'newhire'] as const);
const call = apiCaller(t.app, tokens.office.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

type ItemRow = { sku: string; upc: string | null; asin: string | null };
const item = async (where: string): Promise<ItemRow> => {
  const { rows } = await t.pool.query<ItemRow>(
    `select sku, upc, asin from items where company = 'furhaven' and ${where} order by sku limit 1`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
const jobCount = async () =>
  Number((await t.pool.query<{ n: string }>('select count(*) as n from print_jobs')).rows[0]!.n);

const printBody = (items: { sku: string; qty: number | string }[], extra: object = {}) => ({
  printHangTags: true,
  printAsinLabels: false,
  printChewyLabels: false,
  hangTagPrinter: 'QuickLabel QL-30M',
  asinPrinter: 'ZDesigner ZT230-200dpi ZPL',
  salesOrderNumber: null,
  company: null,
  warehouse: 'pennsylvania',
  items,
  ...extra,
});

describe('printers (D3 section 9)', () => {
  it('lists the printers of each warehouse, as seeded', async () => {
    const res = await call('GET', '/labels/printers');
    expect(res.statusCode).toBe(200);
    const printers = body<{ printers: Printer[] }>(res).printers;
    expect(printers.map((p) => [p.warehouse, p.role, p.name, p.transport])).toEqual([
      ['pennsylvania', 'asin', 'ZDesigner ZT230-200dpi ZPL', 'loftware'],
      ['pennsylvania', 'hang_tag', 'QuickLabel QL-30M', 'loftware'],
      ['texas', 'hang_tag', 'CAB XD4T/300', 'loftware'],
    ]);
    // The other company has none.
    expect(
      body<{ printers: Printer[] }>(await call('GET', '/labels/printers', undefined, undefined, 'Worldwise'))
        .printers,
    ).toEqual([]);
  });

  it('lets only admins edit them, and checks what they send', async () => {
    const printer = {
      warehouse: 'kentucky',
      role: 'hang_tag',
      name: 'Zebra KY',
      transport: 'zpl-tcp',
      host: '127.0.0.1',
      port: 9100,
    };
    expect((await call('PUT', '/labels/printers', printer)).statusCode).toBe(403);
    const admin = tokens.admin.access_token;
    const bad = await call('PUT', '/labels/printers', { ...printer, host: null }, admin);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toContain('A zpl-tcp printer needs a host and a port');
    expect((await call('PUT', '/labels/printers', { ...printer, warehouse: 'mars' }, admin)).statusCode).toBe(
      400,
    );
    const saved = await call('PUT', '/labels/printers', printer, admin);
    expect(saved.statusCode).toBe(200);
    const row = body<Printer>(saved);
    expect(row).toMatchObject({ warehouse: 'kentucky', name: 'Zebra KY', updated_by: 'admin' });
    expect((await call('DELETE', `/labels/printers/${row.id}`)).statusCode).toBe(403);
    expect((await call('DELETE', `/labels/printers/${row.id}`, undefined, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/labels/printers/${row.id}`, undefined, admin)).statusCode).toBe(404);
  });
});

describe('searching (D3 2.18)', () => {
  it('answers a SKU with its label data, to any user of the company who holds a scope', async () => {
    const known = await item('upc is not null and asin is not null');
    const path = `/labels/hang-tag/${encodeURIComponent(known.sku)}`;
    for (const token of [tokens.office.access_token, tokens.labour.access_token]) {
      const res = await call('GET', path, undefined, token);
      expect(res.statusCode).toBe(200);
      expect(body<LabelItem>(res)).toMatchObject({ sku: known.sku, upc: known.upc, asin: known.asin });
    }
    // A new user without scopes is offered only the new-user page and Report Error (D3 6).
    expect((await call('GET', path, undefined, tokens.newhire.access_token)).statusCode).toBe(403);
    expect((await call('GET', '/labels/hang-tag/NOPE-404')).statusCode).toBe(404);
    // The floor user holds only Furhaven.
    const other = await call(
      'GET',
      `/labels/hang-tag/${known.sku}`,
      undefined,
      tokens.floor.access_token,
      'Worldwise',
    );
    expect(other.statusCode).toBe(403);
  });

  it("answers a sales order's lines from the ERP with each item's label data", async () => {
    const { rows } = await t.pool.query<{ order_nbr: string; n: string }>(
      `select o.order_nbr, count(*) as n from sim_erp_sales_orders o join sim_erp_sales_order_lines l on l.order_id = o.id
        where o.company = 'furhaven' group by o.order_nbr order by count(*) desc, o.order_nbr limit 1`,
    );
    const order = rows[0]!;
    const res = await call('GET', `/labels/hang-tags/${order.order_nbr}`);
    expect(res.statusCode).toBe(200);
    const found = body<LabelSalesOrder>(res);
    expect(found.salesOrderNumber).toBe(order.order_nbr);
    expect(found.company).toEqual(expect.any(String));
    expect(found.items.length).toBeGreaterThan(0);
    for (const line of found.items) expect(line.qty).toBeGreaterThan(0);
    expect((await call('GET', '/labels/hang-tags/9999999')).statusCode).toBe(404);
    const bad = await call('GET', `/labels/hang-tags/${encodeURIComponent('SO 1;drop')}`);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe(M.searchValue);

    await t.integrations.control!.set('acumatica', { failureMode: 'next', failuresLeft: 1 });
    const failed = await call('GET', `/labels/hang-tags/${order.order_nbr}`);
    expect(failed.statusCode).toBe(502);
    expect(body(failed).message).toBe(M.salesOrderFailed);
  });
});

describe('printing (D3 2.18, sections 5 and 8)', () => {
  it('refuses bad bodies with the spec sentences and records nothing', async () => {
    const good = await item('upc is not null');
    const before = await jobCount();
    const cases: [object, string][] = [
      [printBody([{ sku: good.sku, qty: 1 }], { printHangTags: false }), M.labelType],
      [
        printBody([{ sku: good.sku, qty: 'two' }]),
        `Please enter a numeric item quantity for SKU ${good.sku}`,
      ],
      [printBody([{ sku: good.sku, qty: 0 }]), `Please enter a numeric item quantity for SKU ${good.sku}`],
      [
        printBody([{ sku: good.sku, qty: 1 }], { warehouse: 'kentucky' }),
        'No hang tag printer is configured for Kentucky.',
      ],
      [
        printBody([{ sku: good.sku, qty: 1 }], { hangTagPrinter: 'CAB XD4T/300' }),
        'CAB XD4T/300 is not the hang tag printer',
      ],
      [
        printBody([{ sku: good.sku, qty: 1 }], {
          printHangTags: false,
          printChewyLabels: true,
          company: 'Amazon Direct',
        }),
        'Chewy Labels need',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/labels/print', payload);
      expect(res.statusCode, message).toBe(400);
      expect(body(res).message).toContain(message);
    }
    for (const payload of [
      {},
      { ...printBody([]) },
      { ...printBody([{ sku: good.sku, qty: 1 }]), printHangTags: 'yes' },
    ]) {
      expect((await call('POST', '/labels/print', payload)).statusCode).toBe(400);
    }
    expect(await jobCount()).toBe(before);
  });

  it('refuses a warehouse the user does not hold', async () => {
    const good = await item('upc is not null');
    const res = await call(
      'POST',
      '/labels/print',
      printBody([{ sku: good.sku, qty: 1 }]),
      tokens.floor.access_token,
    );
    expect(res.statusCode).toBe(403);
  });

  it('never sends an item without a UPC, and records the job it sends', async () => {
    const good = await item('upc is not null and asin is not null and amazon_description is not null');
    const noUpc = await item('upc is null');
    const only = await call('POST', '/labels/print', printBody([{ sku: noUpc.sku, qty: 2 }]));
    expect(only.statusCode).toBe(400);
    expect(body(only).message).toBe(M.noPrintableItems);

    const res = await call(
      'POST',
      '/labels/print',
      // The client's UPC is not trusted: the catalog says this item has none.
      printBody(
        [
          { sku: good.sku, qty: '3' },
          { sku: noUpc.sku, qty: 1 },
        ].map((i) => ({ ...i, upc: '000000000000' })),
        {
          printAsinLabels: true,
        },
      ),
    );
    expect(res.statusCode).toBe(201);
    const result = body<PrintResult>(res);
    expect(result.message).toBe(M.printed);
    expect(result.skipped).toContainEqual({ sku: noUpc.sku, reason: 'No UPC.' });
    expect(result.jobs.map((j) => [j.printer, j.template, j.status, j.labels])).toEqual([
      ['QuickLabel QL-30M', 'HangTag.nlbl', 'printed', 1],
      ['ZDesigner ZT230-200dpi ZPL', 'AsinLabel.nlbl', 'printed', 1],
    ]);
    const { rows } = await t.pool.query<{ payload: string; created_by: string }>(
      'select payload, created_by from print_jobs where id = $1',
      [result.jobs[0]!.id],
    );
    const sent = JSON.parse(rows[0]!.payload) as { data: Record<string, string>[] };
    expect(sent.data).toEqual([expect.objectContaining({ SKU: good.sku, UPC: good.upc, Quantity: '3' })]);
    expect(rows[0]!.created_by).toBe('office');
    expect(rows[0]!.payload).not.toContain(noUpc.sku);

    const jobs = body<{ jobs: PrintJobRow[] }>(await call('GET', '/labels/jobs')).jobs;
    expect(
      jobs
        .slice(0, 2)
        .map((j) => j.id)
        .sort(),
    ).toEqual(result.jobs.map((j) => j.id).sort());
  });

  it("says 'Failed to send print job to Loftware' when the print server fails, and keeps the failed job", async () => {
    const good = await item('upc is not null');
    await t.integrations.control!.set('printing', { failureMode: 'next', failuresLeft: 1 });
    const res = await call('POST', '/labels/print', printBody([{ sku: good.sku, qty: 1 }]));
    expect(res.statusCode).toBe(502);
    expect(body(res).message).toBe(M.printFailed);
    const [failed] = body<{ jobs: PrintJobRow[] }>(await call('GET', '/labels/jobs')).jobs;
    expect(failed).toMatchObject({ status: 'failed', printer: 'QuickLabel QL-30M' });
    const again = await call('POST', `/labels/jobs/${failed!.id}/reprint`);
    expect(again.statusCode).toBe(201);
    expect(body<PrintResult>(again).jobs[0]).toMatchObject({ status: 'printed', reprint_of: failed!.id });
    expect((await call('POST', '/labels/jobs/999999/reprint')).statusCode).toBe(404);
    // Another company's job is not found either.
    expect(
      (await call('POST', `/labels/jobs/${failed!.id}/reprint`, undefined, undefined, 'Worldwise'))
        .statusCode,
    ).toBe(404);
  });
});

describe('a network Zebra over raw TCP (ours)', () => {
  it("receives exactly the job's ZPL; a printer that is off fails the job, which stays recorded and reprints", async () => {
    const listener = new ZplListener();
    const port = await listener.start();
    const admin = tokens.admin.access_token;
    const saved = await call(
      'PUT',
      '/labels/printers',
      { warehouse: 'texas', role: 'asin', name: 'Zebra TX', transport: 'zpl-tcp', host: '127.0.0.1', port },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    const good = await item('upc is not null and asin is not null and amazon_description is not null');
    const payload = printBody([{ sku: good.sku, qty: 2 }], {
      warehouse: 'texas',
      printHangTags: false,
      printAsinLabels: true,
      hangTagPrinter: null,
      asinPrinter: 'Zebra TX',
    });
    const res = await call('POST', '/labels/print', payload);
    expect(res.statusCode).toBe(201);
    const [job] = body<PrintResult>(res).jobs;
    expect(body<PrintResult>(res).message).toBe('Print job sent to Zebra TX');
    expect(job).toMatchObject({ kind: 'zpl', status: 'printed', labels: 1, template: 'AsinLabel.nlbl' });
    const [received] = await listener.waitFor(1);
    const { rows } = await t.pool.query<{ payload: string }>('select payload from print_jobs where id = $1', [
      job!.id,
    ]);
    expect(received).toBe(rows[0]!.payload);
    expect(zplLabels(received!)[0]).toContain(`^FD${good.asin}^FS`);
    expect(received).toContain('^PQ2');

    // The printer is switched off.
    await listener.close();
    const off = await call('POST', '/labels/print', payload);
    expect(off.statusCode).toBe(502);
    expect(body(off).message).toBe(
      `Failed to send print job to Zebra TX: The printer at 127.0.0.1:${port} refused the connection: is it switched on and is ${port} its raw print port?`,
    );
    const [failed] = body<{ jobs: PrintJobRow[] }>(await call('GET', '/labels/jobs')).jobs;
    expect(failed).toMatchObject({ kind: 'zpl', status: 'failed' });
    expect(failed!.error).toMatch(
      new RegExp(`The printer at 127\\.0\\.0\\.1:${port} refused the connection`),
    );
    const { rows: kept } = await t.pool.query<{ payload: string }>(
      'select payload from print_jobs where id = $1',
      [failed!.id],
    );
    expect(kept[0]!.payload).toBe(rows[0]!.payload);

    // Switched on again: Reprint sends the same ZPL.
    const back = new ZplListener();
    await back.start(port);
    const again = await call('POST', `/labels/jobs/${failed!.id}/reprint`);
    expect(again.statusCode).toBe(201);
    expect(body<PrintResult>(again).jobs[0]).toMatchObject({ status: 'printed', reprint_of: failed!.id });
    expect((await back.waitFor(1))[0]).toBe(rows[0]!.payload);
    await back.close();
  });
});
