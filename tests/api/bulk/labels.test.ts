import gs1Parser from 'gs1-barcode-parser-mod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelData, LabelFile } from '../../../src/shared/api/bulk/labels';
import { isValidSscc } from '../../../src/shared/domain/edi/sscc';
import { GS1_COMPANY_PREFIX } from '../../../src/shared/domain/edi/sscc';
import { zplLabels } from '../../../src/server/integrations/printing/zpl';
import { loadWorld } from '../../../src/server/world/load-world';
import { captionedBarcodes, pdfLines } from '../../support/pdf-read-back';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** Box Labels and Pallet Labels (D2 sections 2, 3, 5, 7, 8 and 9) and the Not Built tab's label calls. */
const NOW = new Date('2026-03-02T15:30:00Z');
// CommonJS: its export is on the default import under Node's ESM loader.
const { parseBarcode } = gs1Parser;

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'office', 'floor', 'labour'] as const);
const bulk = tokens.bulk.access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  token = bulk,
  company = 'Furhaven_bulk',
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: authed(token, company),
    ...(payload ? { payload } : {}),
  });

/** An open order of the company whose items have a UPC in the catalog and a lot with its expiry. */
async function lotOrder(company = 'furhaven') {
  const { rows } = await t.pool.query<{
    po: string;
    vendor: string;
    ext: string | null;
    acu: string | null;
  }>(
    `select o.internal_po_number as po, o.vendor_name as vendor, o.external_po_number as ext, o.acu_order_num as acu
     from bulk_orders o
     where o.company = $1 and o.acu_order_num is not null
       and not exists (select 1 from bulk_shipments s where s.order_id = o.id)
       and exists (select 1 from bulk_order_items i join lots l on l.item_id = i.id
                   join items c on c.company = i.company and c.sku = i.internal_sku
                   where i.order_id = o.id and i.order_status <> 199 and c.upc is not null)
     order by o.id limit 1`,
    [company],
  );
  expect(rows[0], 'the world has an order with lots and UPCs').toBeDefined();
  return rows[0]!;
}

const fileCount = async () =>
  Number((await t.pool.query<{ n: number }>(`select count(*)::int as n from label_files`)).rows[0]!.n);

describe('box labels: a real 4x6 PDF whose GS1-128 barcodes read back', () => {
  it('regenerates the box labels of an order; the barcodes decode to SSCC, GTIN, expiry and lot of the data', async () => {
    const order = await lotOrder();
    const res = await call('POST', '/bulk/labels/regenerate', {
      internal_po_number: order.po,
      external_po_number: order.ext,
      vendor_name: order.vendor,
      warehouse: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { file } = body<{ file: LabelFile }>(res);
    expect(file.name).toMatch(new RegExp(`^Box Labels ${order.po} `));
    expect(file.name).not.toContain('TEMP');

    const data = body<{ labels: LabelData[] }>(
      await call('GET', `/bulk/labels/data?filename=${encodeURIComponent(file.name)}`),
    ).labels;
    expect(data).toHaveLength(file.labels);
    const withLot = data.find((l) => l.gtin && l.lot_number && l.expiration_date)!;
    expect(withLot, 'a carton with GTIN, lot and expiry').toBeDefined();
    expect(isValidSscc(withLot.sscc)).toBe(true);
    expect(withLot.sscc.slice(1, 8)).toBe(GS1_COMPANY_PREFIX.furhaven);
    // The item's lot and expiry, as the lots table holds them.
    const { rows: lot } = await t.pool.query(
      `select l.lot_number, l.expiration_date::text as expiration_date, c.upc from bulk_orders o
       join bulk_order_items i on i.order_id = o.id join lots l on l.item_id = i.id
       join items c on c.company = i.company and c.sku = i.internal_sku
       where o.internal_po_number = $1 and o.vendor_name = $2 and i.internal_sku = $3`,
      [order.po, order.vendor, withLot.internal_sku],
    );
    expect(withLot).toMatchObject({ lot_number: lot[0].lot_number, expiration_date: lot[0].expiration_date });
    expect(withLot.gtin).toBe(String(lot[0].upc).padStart(14, '0'));

    const pdf = await call('GET', `/bulk/labels/download?key=${encodeURIComponent(file.key)}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const bytes = new Uint8Array(pdf.rawPayload);
    const page = data.indexOf(withLot) + 1;
    const lines = await pdfLines(bytes);
    expect(lines).toContain(`SKU: ${withLot.internal_sku} QTY: ${withLot.quantity}`);

    const decoded = (
      await captionedBarcodes(bytes, (i) => i.str === 'SSCC' || i.str.startsWith('GTIN'))
    ).filter((b) => b.page === page);
    expect(decoded.map((b) => b.barcode)).not.toContain(null);
    const parsed = decoded.map((b) => parseBarcode(b.barcode!).parsedCodeItems);
    const values = Object.fromEntries(parsed.flat().map((e) => [e.ai, e.data]));
    expect(values['00']).toBe(withLot.sscc);
    expect(values['01']).toBe(withLot.gtin);
    expect(values['10']).toBe(withLot.lot_number);
    const expiry = values['17'] as Date;
    expect(
      `${expiry.getFullYear()}-${String(expiry.getMonth() + 1).padStart(2, '0')}-${String(expiry.getDate()).padStart(2, '0')}`,
    ).toBe(withLot.expiration_date);
    // Reading a PDF back (PDF.js, a canvas, ZXing) is slow on a busy machine: not a speed check.
  }, 120_000);

  it('gives new SSCCs on each regeneration and the same labels in ZPL', async () => {
    const order = await lotOrder();
    const make = async () => {
      const res = await call('POST', '/bulk/labels/regenerate', {
        internal_po_number: order.po,
        vendor_name: order.vendor,
      });
      expect(res.statusCode, res.body).toBe(201);
      return body<{ file: LabelFile }>(res).file;
    };
    const [a, b] = [await make(), await make()];
    const ssccs = async (f: LabelFile) =>
      body<{ labels: LabelData[] }>(
        await call('GET', `/bulk/labels/data?filename=${encodeURIComponent(f.name)}`),
      ).labels.map((l) => l.sscc);
    const [first, second] = [await ssccs(a), await ssccs(b)];
    expect(second).toHaveLength(first.length);
    expect(second.filter((s) => first.includes(s))).toEqual([]);
    const zpl = await call('GET', `/bulk/labels/download?key=${encodeURIComponent(b.key)}&format=zpl`);
    expect(zpl.statusCode).toBe(200);
    const labels = zplLabels(zpl.body);
    expect(labels).toHaveLength(second.length);
    // Code 128 subset C with FNC1 first: >;>8 then AI 00 and the SSCC.
    expect(labels[0]).toContain(`^FD>;>800${second[0]}^FS`);
  });

  it('makes box labels from a file of orders and from an Acumatica order number', async () => {
    const order = await lotOrder();
    const res = await call('POST', '/bulk/labels/create', {
      file_name: 'labels.csv',
      rows: [{ internal_po_number: order.po, vendor_name: order.vendor, internal_sku: '' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const byNumber = await call('POST', '/bulk/labels/create_from_ordernbr', {
      acu_order_num: order.acu!.replace(/^0+/, ''),
    });
    expect(byNumber.statusCode, byNumber.body).toBe(201);
    expect(body<{ file: LabelFile }>(byNumber).file.name).toContain(`SO ${order.acu}`);
    const listed = body<{ files: LabelFile[] }>(await call('GET', '/bulk/labels')).files;
    expect(listed[0]!.key).toBe(body<{ file: LabelFile }>(byNumber).file.key);
    expect(listed.some((f) => f.name.includes('TEMP'))).toBe(false);
  });

  it('refuses an unknown order or SKU and a missing number, writing nothing', async () => {
    const order = await lotOrder();
    const before = await fileCount();
    const unknown = await call('POST', '/bulk/labels/create', {
      rows: [
        { internal_po_number: order.po, vendor_name: order.vendor },
        { internal_po_number: 'NO-SUCH-PO', vendor_name: order.vendor },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({ message: `Order NO-SUCH-PO for ${order.vendor} was not found.` });
    const sku = await call('POST', '/bulk/labels/create', {
      rows: [{ internal_po_number: order.po, vendor_name: order.vendor, internal_sku: 'NOPE' }],
    });
    expect(sku.statusCode).toBe(400);
    expect((await call('POST', '/bulk/labels/create', { rows: [] })).statusCode).toBe(400);
    const none = await call('POST', '/bulk/labels/create_from_ordernbr', { acu_order_num: '9999999' });
    expect(none.statusCode).toBe(404);
    expect(body(none)).toMatchObject({ message: 'Could not find order number!' });
    expect(
      (await call('POST', '/bulk/labels/regenerate', { internal_po_number: order.po, vendor_name: 'Nobody' }))
        .statusCode,
    ).toBe(404);
    expect(await fileCount()).toBe(before);
  });

  it('serves BoxLabelTemplate.csv', async () => {
    const res = await call('GET', '/bulk/labels/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('BoxLabelTemplate.csv');
    expect(res.body).toBe('internal_po_number,vendor_name,internal_sku\n');
  });
});

describe('pallet labels', () => {
  it('makes one pallet label per pallet of an order; its barcode is the pallet SSCC', async () => {
    const order = await lotOrder();
    const res = await call('POST', '/bulk/labels/pallet/create_from_ordernbr', { acu_order_num: order.acu });
    expect(res.statusCode, res.body).toBe(201);
    const { file } = body<{ file: LabelFile }>(res);
    const data = body<{ labels: LabelData[] }>(
      await call('GET', `/bulk/labels/data?filename=${encodeURIComponent(file.name)}`),
    ).labels;
    expect(data.every((l) => l.level === 'pallet' && l.sscc.startsWith('1') && isValidSscc(l.sscc))).toBe(
      true,
    );
    const pdf = await call('GET', `/bulk/labels/pallet/download?key=${encodeURIComponent(file.key)}`);
    expect(pdf.statusCode).toBe(200);
    const decoded = await captionedBarcodes(new Uint8Array(pdf.rawPayload), (i) => i.str === 'SSCC');
    expect(decoded.map((d) => parseBarcode(d.barcode!).parsedCodeItems[0]!.data)).toEqual(
      data.map((l) => l.sscc),
    );
    // A box label key is not a pallet file.
    expect((await call('GET', `/bulk/labels/download?key=${encodeURIComponent(file.key)}`)).statusCode).toBe(
      404,
    );
    const listed = body<{ files: LabelFile[] }>(await call('GET', '/bulk/pallet_labels')).files;
    expect(listed.map((f) => f.key)).toContain(file.key);
  });

  it('answers a pallet file with success and fail lists, one request per order', async () => {
    const order = await lotOrder();
    const { rows: items } = await t.pool.query<{ sku: string }>(
      `select i.internal_sku as sku from bulk_order_items i join bulk_orders o on o.id = i.order_id
       where o.internal_po_number = $1 and o.vendor_name = $2 and i.order_status <> 199 order by i.id limit 1`,
      [order.po, order.vendor],
    );
    const res = await call('POST', '/bulk/labels/pallet/create_from_file', {
      file_name: 'pallets.csv',
      rows: [
        {
          internal_po_number: order.po,
          vendor_name: order.vendor,
          internal_sku: items[0]!.sku,
          box_qty: 1,
          pallet_index: 1,
        },
        {
          internal_po_number: 'NO-SUCH-PO',
          vendor_name: 'Nobody',
          internal_sku: 'X',
          box_qty: 1,
          pallet_index: 1,
        },
        {
          internal_po_number: order.po,
          vendor_name: order.vendor,
          internal_sku: items[0]!.sku,
          box_qty: 1,
          pallet_index: 2,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = body<{ success: { file: LabelFile }[]; fail: { reason: string }[] }>(res);
    expect(result.success).toHaveLength(1);
    expect(result.success[0]!.file.labels).toBe(2);
    expect(result.fail).toEqual([
      {
        internal_po_number: 'NO-SUCH-PO',
        vendor_name: 'Nobody',
        reason: 'Order NO-SUCH-PO for Nobody was not found.',
      },
    ]);
  });

  it('refuses a rejected pallet file (bad rows), writing nothing', async () => {
    const before = await fileCount();
    for (const rows of [
      [],
      [{ internal_po_number: 'P', vendor_name: 'V', internal_sku: 'S', box_qty: 0, pallet_index: 1 }],
    ]) {
      const res = await call('POST', '/bulk/labels/pallet/create_from_file', { rows });
      expect(res.statusCode, JSON.stringify(rows)).toBe(400);
    }
    expect(await fileCount()).toBe(before);
  });

  it('lists box types with their quantity per pallet and the items in one', async () => {
    const calc = body<{ entries: { box: string; qty_per_pallet: number | null; items: number }[] }>(
      await call('GET', '/bulk/pallet_calculator?type=all'),
    ).entries;
    expect(calc.length).toBeGreaterThan(0);
    // B16126: 16 x 12 x 6 in on a 48 x 40 pallet to 60 in: 3 x 3 a layer, 10 layers.
    const b16126 = calc.find((e) => e.box === 'B16126');
    if (b16126) expect(b16126.qty_per_pallet).toBe(90);
    const one = calc[0]!;
    const items = body<{ items: { box: string | null }[] }>(
      await call('GET', `/bulk/pallet_items?type=${encodeURIComponent(one.box)}`),
    ).items;
    expect(items).toHaveLength(one.items);
    expect(items.every((i) => i.box === one.box)).toBe(true);
  });
});

describe('labels access (admin, bulk, inventory; the _bulk header; one company each)', () => {
  it('lets admin, bulk and inventory in and refuses the other scopes (403) and the dropship header (400)', async () => {
    for (const user of ['admin', 'bulk', 'office'] as const)
      expect((await call('GET', '/bulk/labels', undefined, tokens[user].access_token)).statusCode, user).toBe(
        200,
      );
    for (const user of ['floor', 'labour'] as const) {
      for (const [method, url, payload] of [
        ['GET', '/bulk/labels'],
        ['GET', '/bulk/pallet_labels'],
        ['GET', '/bulk/labels/template'],
        ['GET', '/bulk/pallet_calculator'],
        ['POST', '/bulk/labels/regenerate', { internal_po_number: 'P', vendor_name: 'V' }],
        ['POST', '/bulk/labels/pallet/create_from_ordernbr', { acu_order_num: '1' }],
      ] as const)
        expect(
          (await call(method, url, payload, tokens[user].access_token)).statusCode,
          `${user} ${url}`,
        ).toBe(403);
    }
    const wrong = await call('GET', '/bulk/labels', undefined, bulk, 'Furhaven');
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toMatchObject({ error: 'company_side' });
  });

  it("keeps each company's files to itself", async () => {
    const furhaven = body<{ files: LabelFile[] }>(await call('GET', '/bulk/labels')).files;
    expect(furhaven.length).toBeGreaterThan(0);
    const key = furhaven[0]!.key;
    expect(
      (
        await call(
          'GET',
          `/bulk/labels/download?key=${encodeURIComponent(key)}`,
          undefined,
          bulk,
          'Worldwise_bulk',
        )
      ).statusCode,
    ).toBe(404);
    const worldwise = body<{ files: LabelFile[] }>(
      await call('GET', '/bulk/labels', undefined, bulk, 'Worldwise_bulk'),
    ).files;
    expect(worldwise.some((f) => f.key === key)).toBe(false);
  });
});
