import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_STAGES } from '../../../src/shared/domain/bulk/status';
import { WARRANTY_REASONS } from '../../../src/shared/domain/warranty/status';
import {
  ACUMATICA_STATUS,
  ORDER_STATUS,
  PULLSHEET_TYPES,
  UPLOAD_STATUS,
} from '../../../src/shared/domain/dropship/status';
import { checkSignatureDataUrl } from '../../../src/shared/domain/carrier-sign-in/signature-png';
import { LocalFileStore } from '../../../src/server/platform/files/file-store';
import { field } from '../../../src/server/integrations/acumatica/fields';
import { createIntegrations, type Integrations } from '../../../src/server/integrations/registry';
import { isValidUpc } from '../../../src/server/world/codes';
import { loadWorld, WorldNotEmptyError } from '../../../src/server/world/load-world';
import { WORLD_TABLES } from '../../../src/server/world/world-tables';
import { parseX12 } from '../../../src/server/integrations/vendors/x12';
import { checkX12 } from '../../../src/server/integrations/vendors/x12-check';
import { createTestApp, type TestApp } from '../support/test-app';

const NOW = new Date('2026-03-02T15:30:00Z');
let a: TestApp;
let b: TestApp;
let c: TestApp;

/** A digest of every table the world fills: the md5 of its rows as text, in a stable order. */
async function digests(app: TestApp): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of WORLD_TABLES) {
    const name = getTableName(table);
    const { rows } = await app.pool.query<{ d: string }>(
      `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as d from "${name}" t`,
    );
    out[name] = rows[0]!.d;
  }
  return out;
}

async function rows<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  return (await a.pool.query(sql)).rows as T[];
}

/** Runs a query that lists violators of an invariant; there must be none. */
async function none(sql: string): Promise<void> {
  expect(await rows(sql)).toEqual([]);
}

async function values(sql: string): Promise<unknown[]> {
  return (await rows<{ v: unknown }>(sql)).map((r) => r.v);
}

/** The file stores the worlds of seed 7 draw their signatures into (c loads without one). */
let signatureDirs: string[] = [];

beforeAll(async () => {
  [a, b, c] = await Promise.all([createTestApp(), createTestApp(), createTestApp()]);
  signatureDirs = await Promise.all(
    [0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'dockhand-world-signatures-'))),
  );
  await Promise.all([
    loadWorld(a.pool, { seed: 7, size: 'small', now: NOW, files: new LocalFileStore(signatureDirs[0]!) }),
    loadWorld(b.pool, { seed: 7, size: 'small', now: NOW, files: new LocalFileStore(signatureDirs[1]!) }),
    loadWorld(c.pool, { seed: 8, size: 'small', now: NOW }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), c?.close()]);
  await Promise.all(signatureDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('determinism', () => {
  it('gives byte-identical tables for the same seed and now, and different data for another seed', async () => {
    const [da, db, dc] = await Promise.all([digests(a), digests(b), digests(c)]);
    expect(db).toEqual(da);
    expect(dc.dropship_orders).not.toBe(da.dropship_orders);
    expect(dc.bulk_orders).not.toBe(da.bulk_orders);
    for (const sim of ['sim_erp_sales_orders', 'sim_erp_shipments', 'sim_carrier_labels', 'sim_counters'])
      expect(dc[sim], sim).not.toBe(da[sim]);
  });

  it('refuses to load into a database that has business rows', async () => {
    await expect(loadWorld(a.pool, { seed: 7, size: 'small', now: NOW })).rejects.toBeInstanceOf(
      WorldNotEmptyError,
    );
  });

  it('moves the id sequences past the generated rows', async () => {
    const { rows: inserted } = await a.pool.query(
      `insert into carriers (company, carrier, scac, shorthand) values ('furhaven', 'Test Lines', 'TSTL', 'TL') returning id`,
    );
    await a.pool.query('delete from carriers where scac = $1', ['TSTL']);
    expect(inserted[0].id).toBeGreaterThan(24);
  });
});

describe('dropship orders agree with their lines and packages', () => {
  it('ships with tracking: every shipped order has packages, all tracked and confirmed or reshipped', async () => {
    await none(`select o.id from dropship_orders o where o.order_status = 104 and (
      not exists (select 1 from dropship_packages p where p.order_id = o.id) or
      exists (select 1 from dropship_packages p where p.order_id = o.id
              and (p.tracking_number is null or p.tracking_status not in (201, 299))))`);
  });

  it('keeps orders on a pull sheet labelled but not shipped', async () => {
    await none(`select o.id from dropship_orders o where o.order_status in (101, 102, 103) and (
      not exists (select 1 from dropship_packages p where p.order_id = o.id) or
      exists (select 1 from dropship_packages p where p.order_id = o.id
              and (p.tracking_number is null or p.tracking_status <> 200 or p.pullsheet_id is null)))`);
  });

  it('gives created, held and cancelled orders no tracking', async () => {
    await none(`select o.id from dropship_orders o join dropship_packages p on p.order_id = o.id
      where o.order_status in (100, 197, 198, 199) and (p.tracking_number is not null or p.pullsheet_id is not null)`);
  });

  it('cancels every line of a cancelled order; other orders have open lines at their status', async () => {
    await none(`select o.id from dropship_orders o join dropship_order_lines l on l.order_id = o.id
      where o.order_status = 199 and (l.order_status <> 199 or l.cancel_reason is null)`);
    await none(`select o.id from dropship_orders o join dropship_order_lines l on l.order_id = o.id
      where o.order_status <> 199 and l.order_status not in (199, o.order_status)`);
    await none(`select o.id from dropship_orders o where o.order_status <> 199 and not exists (
      select 1 from dropship_order_lines l where l.order_id = o.id and l.order_status = o.order_status)`);
  });

  it('puts each open line of a labelled order in one package, and no cancelled line in any', async () => {
    await none(`select l.id from dropship_order_lines l join dropship_orders o on o.id = l.order_id
      where (l.order_status = 199 and l.package_id is not null)
         or (o.order_status between 101 and 104 and l.order_status <> 199 and l.package_id is null)`);
  });

  it('adds up package quantities from their lines', async () => {
    await none(`select p.id from dropship_packages p left join dropship_order_lines l on l.package_id = p.id
      group by p.id having p.total_quantity <> coalesce(sum(l.quantity), 0)`);
  });

  it('counts the orders and pieces on each pull sheet, and its status follows them', async () => {
    await none(`select s.pullsheet_id from pullsheets s left join (
        select p.pullsheet_id, count(distinct p.order_id) n, sum(p.total_quantity) pieces,
               min(o.order_status) lo, max(o.order_status) hi
        from dropship_packages p join dropship_orders o on o.id = p.order_id group by p.pullsheet_id
      ) x on x.pullsheet_id = s.pullsheet_id
      where x.n is distinct from s.order_count or x.pieces is distinct from s.piece_count::numeric
         or x.lo <> greatest(s.status_code, 101) or x.hi <> greatest(s.max_status_code, 101)`);
  });

  it('counts uploads: order_count = successful + failed, and a complete upload holds its successes', async () => {
    await none(`select upload_id from uploads where order_count <> successful + failed`);
    await none(`select u.upload_id from uploads u where u.side = 'dropship' and u.upload_status = 'upload_complete'
      and u.successful <> (select count(*) from dropship_orders o where o.upload_id = u.upload_id)`);
  });

  it('gives tracking numbers their carrier length and ERP numbers 7 digits', async () => {
    await none(`select tracking_number, carrier from dropship_packages where tracking_number is not null and not (
      (carrier = 'fedex' and length(tracking_number) = 12) or (carrier = 'ups' and length(tracking_number) = 18) or
      (carrier = 'usps' and length(tracking_number) = 22) or (carrier = 'amazon' and tracking_number ~ '^TBA[0-9]{12}$'))`);
    await none(`select acu_order_num from dropship_orders where acu_order_num !~ '^[0-9]{7}$'`);
    await none(`select acu_order_num from bulk_orders where acu_order_num !~ '^[0-9]{7}$'`);
    await none(`select acu_ship_num from dropship_packages where acu_ship_num !~ '^[0-9]{7}$'`);
    expect(
      await values(
        `select count(distinct tracking_number) = count(tracking_number) as v from dropship_packages`,
      ),
    ).toEqual([true]);
  });

  it('keeps dropship dates within the last 90 days', async () => {
    await none(`select id from dropship_orders where upload_date > '${NOW.toISOString()}'
      or upload_date < timestamptz '${NOW.toISOString()}' - interval '91 days' or order_date > upload_date`);
  });
});

describe('bulk quantities add up', () => {
  it('never fulfils, back-orders, discontinues and cancels more than the line quantity', async () => {
    await none(`select id from bulk_order_items where least(fulfill_ky, fulfill_pa, fulfill_tx, fulfill_il,
      back_ordered, discontinued, cancelled) < 0 or fulfill_ky + fulfill_pa + fulfill_tx + fulfill_il
      + back_ordered + discontinued + cancelled > quantity`);
  });

  it('puts on shipments what the lines fulfil, and a shipment has the pieces of its items', async () => {
    await none(`select s.id from bulk_shipments s join bulk_shipment_items si on si.shipment_id = s.id
      group by s.id having s.pieces <> sum(si.quantity)`);
    await none(`select i.id from bulk_order_items i join bulk_shipment_items si on si.item_id = i.id
      group by i.id having sum(si.quantity) > i.fulfill_ky + i.fulfill_pa + i.fulfill_tx + i.fulfill_il`);
    await none(`select scac from carriers where length(scac) <> 4 union all
      select carrier from bulk_shipments where length(carrier) <> 4 union all
      select scac from carrier_sign_ins where length(scac) <> 4`);
  });

  it('gives an order the status of its open lines', async () => {
    await none(`select o.id from bulk_orders o join bulk_order_items i on i.order_id = o.id
      where i.order_status <> 199 and i.order_status <> o.order_status`);
  });
});

describe('the world covers every state', () => {
  it('has every dropship order, tracking, Acumatica, upload and pull sheet status', async () => {
    expect(await values('select distinct order_status v from dropship_orders order by 1')).toEqual(
      Object.values(ORDER_STATUS).sort((x, y) => x - y),
    );
    expect(
      await values(
        'select distinct tracking_status v from dropship_packages where tracking_status is not null order by 1',
      ),
    ).toEqual([200, 201, 299]);
    const acu =
      await values(`select distinct acumatica_status v from dropship_orders where acumatica_status is not null
      union select distinct acumatica_status from dropship_packages where acumatica_status is not null`);
    expect([...acu].sort()).toEqual(Object.values(ACUMATICA_STATUS).sort());
    expect(
      await values(`select distinct upload_status v from uploads where side = 'dropship' order by 1`),
    ).toEqual(Object.values(UPLOAD_STATUS).sort());
    expect(
      await values(`select distinct status_code || '/' || max_status_code v from pullsheets order by 1`),
    ).toEqual(['100/100', '101/101', '101/102', '102/102', '103/103', '104/104']);
    expect(await values('select distinct type v from pullsheets order by 1')).toEqual(
      [...PULLSHEET_TYPES].sort(),
    );
    expect(await values('select max(piece_count) > 300 v from pullsheets')).toEqual([true]);
  });

  it('has late labels, failed tracking, bundles and every location format', async () => {
    expect(
      await values(`select count(*) > 0 v from dropship_packages where tracking_status = 200
      and ship_date < timestamptz '${NOW.toISOString()}' - interval '1 day'`),
    ).toEqual([true]);
    expect(
      await values(
        `select count(*) > 0 v from dropship_packages where tracking_error is not null and tracking_number is null`,
      ),
    ).toEqual([true]);
    expect(
      await values(
        `select distinct bundle_sku || ':' || count(*) over (partition by bundle_sku) v from item_components order by 1`,
      ),
    ).toEqual(['70230:2', '70231:2', '70232:2']);
    expect(
      await values(
        `select count(distinct internal_sku)::int v from dropship_order_lines where internal_sku in ('70230', '70231', '70232')`,
      ),
    ).toEqual([3]);
    const formats =
      await values(`select distinct case when location like 'PREBUILT%' then 'PREBUILT' when location like 'PULL%' then 'PULL'
      when location like 'AISL%' then 'AISL' when location ~ '^[0-9]' then 'numeric' end v from item_locations order by 1`);
    expect(formats).toEqual(['AISL', 'PREBUILT', 'PULL', 'numeric']);
  });

  it('has bulk orders in every tab, with decisions, and every ASN, invoice and change-request status', async () => {
    expect(await values('select distinct stage v from bulk_orders')).toEqual(
      expect.arrayContaining([...BULK_STAGES]),
    );
    expect(
      await values(`select count(*) = 0 v from bulk_order_items i join bulk_orders o on o.id = i.order_id
      where o.stage <> 'new' and i.decision is null`),
    ).toEqual([true]);
    expect(await values('select distinct asn_status v from bulk_orders order by 1')).toEqual([
      -301, 300, 301,
    ]);
    expect(await values('select distinct vendor_status v from bulk_invoices order by 1')).toEqual([
      -701, 700, 701,
    ]);
    expect(await values('select distinct request_status v from change_requests order by 1')).toEqual([
      -801, 800, 801, 899,
    ]);
    expect(await values('select count(*) > 0 v from change_request_details')).toEqual([true]);
    expect(
      await values(
        `select distinct expiration_date > '${NOW.toISOString().slice(0, 10)}' v from lots order by 1`,
      ),
    ).toEqual([false, true]);
    expect(
      await values(
        `select distinct warehouse v from production_schedule where company = 'furhaven' order by 1`,
      ),
    ).toEqual(['kentucky', 'pennsylvania']);
  });

  it('has the rest: sign-ins open and closed, warranty reasons, labour, 3PL, office lists', async () => {
    expect(await values('select distinct sign_out_time is null v from carrier_sign_ins order by 1')).toEqual([
      false,
      true,
    ]);
    expect(await values('select count(distinct reason)::int v from warranty_orders')).toEqual([
      WARRANTY_REASONS.length,
    ]);
    expect(await values('select distinct order_status v from warranty_orders order by 1')).toEqual(
      expect.arrayContaining([1, 199]),
    );
    expect(await values('select distinct status v from autobuilds order by 1')).toEqual([
      'COMPLETE',
      'FAILED',
      'RUNNING',
    ]);
    expect(await values('select distinct status v from tpl_discrepancies order by 1')).toEqual([
      'Resolved',
      'Unresolved',
    ]);
    expect(await values('select distinct status v from static_actions order by 1')).toEqual([
      'action_complete',
      'action_failed',
    ]);
    expect(
      await values(
        "select count(*) = 0 v from static_actions where status = 'action_failed' and reason is null",
      ),
    ).toEqual([true]);
    expect(await values('select count(*) > 0 v from employee_times where clock_out is null')).toEqual([true]);
    expect(await values('select count(*) > 0 v from truck_packages')).toEqual([true]);
    expect(await values('select count(*) > 0 v from zero_out_skus')).toEqual([true]);
    expect(await values('select count(*) > 0 v from extract_jobs')).toEqual([true]);
  });

  it('gives every dock sign-in a drawn signature in the file store, as the kiosk stores one', async () => {
    const signIns = await rows<{ id: number; key: string | null; driver: string }>(
      'select sign_in_id id, signature_key key, driver_name driver from carrier_sign_ins order by sign_in_id',
    );
    expect(signIns.length).toBeGreaterThan(20);
    const store = new LocalFileStore(signatureDirs[0]!);
    const images = new Set<string>();
    for (const signIn of signIns) {
      expect(signIn.key, signIn.driver).toMatch(/^signatures\/(furhaven|worldwise)\/\d+\.png$/);
      const file = await store.get(signIn.key!);
      expect(file?.contentType).toBe('image/png');
      const dataUrl = `data:image/png;base64,${file!.bytes.toString('base64')}`;
      expect(checkSignatureDataUrl(dataUrl), signIn.key!).toMatchObject({
        ok: true,
        width: 480,
        height: 160,
      });
      images.add(file!.bytes.toString('base64'));
    }
    // Each driver signs differently.
    expect(images.size).toBe(signIns.length);
    // Loaded without a file store, no row names a file that is not there.
    const { rows: withoutStore } = await c.pool.query<{ n: number }>(
      'select count(*)::int n from carrier_sign_ins where signature_key is not null',
    );
    expect(withoutStore[0]!.n).toBe(0);
  });

  it('puts worldwise in every area, smaller than furhaven', async () => {
    for (const table of [
      'dropship_orders',
      'bulk_orders',
      'items',
      'warranty_orders',
      'workers',
      'vendors',
    ]) {
      const [f, w] = await values(`select count(*)::int v from ${table} group by company order by company`);
      expect(w as number, table).toBeGreaterThan(0);
      expect(w as number, table).toBeLessThan(f as number);
    }
  });

  it('spreads vendors over the API Status row classes', async () => {
    const classes = await rows<{ name: string; side: string; klass: string }>(`
      select v.name, v.side, case
        when v.last_download is null then 'new'
        when coalesce(v.fulfillment_priority, 3) = 1 and v.last_download < now_ - interval '12 hours' then 'severe'
        when coalesce(v.fulfillment_priority, 3) = 2 and v.last_download < now_ - interval '1 day' then 'severe'
        when coalesce(v.fulfillment_priority, 3) = 3 and v.last_download < now_ - interval '10 days' and n = 0 then 'inactive'
        when coalesce(v.fulfillment_priority, 3) = 3 and v.last_download < now_ - interval '3 days' then 'severe'
        when n > 100 then 'warn' else 'normal' end klass
      from vendors v cross join (select timestamptz '${NOW.toISOString()}' now_) t
      left join lateral (select count(*) n from dropship_orders o where o.company = v.company
        and o.vendor_name = v.name and o.order_status = ${ORDER_STATUS.created}) x on true
      where v.company = 'furhaven' and v.side = 'dropship'`);
    expect(new Set(classes.map((r) => r.klass))).toEqual(
      new Set(['new', 'severe', 'inactive', 'warn', 'normal']),
    );
  });

  it('writes valid UPCs and well-formed X12', async () => {
    for (const upc of await values('select upc v from items where upc is not null'))
      expect(isValidUpc(upc as string)).toBe(true);
    const messages = await rows<{ gs_id: string; body: string; type: string }>(
      'select gs_id, body, type from edi_transactions',
    );
    expect(new Set(messages.map((m) => m.type))).toEqual(new Set(['850', '855', '856', '810', '846']));
    for (const m of messages) {
      expect(checkX12(m.body)).toEqual([]);
      const segments = parseX12(m.body);
      expect(segments.find((s) => s[0] === 'GS')![6]).toBe(m.gs_id);
      expect(segments.find((s) => s[0] === 'ISA')![15]).toBe('T');
    }
  });
});

describe('the simulators agree with the world', () => {
  const at = () => new Date(NOW.getTime() + 3 * 24 * 3_600_000);
  let dir: string;
  let ports: Integrations;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-world-files-'));
    // Three days on: the carriers sandbox has had time to scan what left the dock.
    ports = createIntegrations(a.db, new LocalFileStore(dir), { mode: 'sandbox', now: at });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('gives the ERP every order number the world used, with the order status it implies', async () => {
    await none(`select company, acu_order_num from dropship_orders where acu_order_num is not null
      union select company, acu_order_num from bulk_orders where acu_order_num is not null
      except select company, order_nbr from sim_erp_sales_orders`);
    await none(`select company, acu_ship_num from dropship_packages where acu_ship_num is not null
      union select company, acu_ship_num from bulk_shipments where acu_ship_num is not null
      except select company, shipment_nbr from sim_erp_shipments`);
    await none(`select o.acu_order_num from dropship_orders o join vendors v on v.company = o.company
      and v.side = 'dropship' and v.name = o.vendor_name
      join sim_erp_sales_orders s on s.company = o.company and s.order_nbr = o.acu_order_num
      where s.customer_id <> o.vendor_code or s.order_type <> v.erp_order_type or s.status <> case
        when o.order_status = 199 then 'Cancelled'
        when o.order_status = 104 and not exists (select 1 from dropship_packages p
          where p.order_id = o.id and p.acu_ship_num is null) then 'Completed'
        when exists (select 1 from dropship_packages p where p.order_id = o.id
          and p.acu_ship_num is not null) then 'Shipping' else 'Open' end`);
    expect(await values(`select distinct status v from sim_erp_sales_orders order by 1`)).toEqual([
      'Cancelled',
      'Completed',
      'Open',
      'Shipping',
    ]);
  });

  it('finds a shipped world order through the Acumatica port, with its lines and shipment', async () => {
    const [order] = await rows<{ id: number; acu_order_num: string; vendor_code: string; ship: string }>(`
      select o.id, o.acu_order_num, o.vendor_code, min(p.acu_ship_num) ship from dropship_orders o
      join dropship_packages p on p.order_id = o.id where o.company = 'furhaven' and o.order_status = 104
      group by o.id having count(*) = count(p.acu_ship_num) order by o.id limit 1`);
    const lines = await rows<{ internal_sku: string; quantity: number; external_price: string }>(
      `select internal_sku, quantity, external_price from dropship_order_lines
       where order_id = ${order!.id} and order_status <> 199 order by id`,
    );
    const erp = ports.acumatica('furhaven');
    const so = await erp.getSalesOrder(Number(order!.acu_order_num).toString());
    expect(so).toMatchObject({
      OrderNbr: { value: order!.acu_order_num },
      CustomerID: { value: order!.vendor_code },
      Status: { value: 'Completed' },
    });
    const detail = await erp.getSalesOrderDetail(order!.acu_order_num);
    expect(
      detail!.SalesOrderDetailBySODetails.map((d) => [
        d.InventoryID.value,
        d.Quantity.value,
        d.UnitPrice.value,
        d.QtyShipped.value,
      ]),
    ).toEqual(lines.map((l) => [l.internal_sku, l.quantity, l.external_price, l.quantity]));
    const shipment = await erp.getShipment(order!.ship);
    expect(shipment).toMatchObject({ Status: { value: 'Confirmed' }, Orders: [{ OrderNbr: so!.OrderNbr }] });
    // The world's Amazon Direct orders are IT orders in the ERP, like its vendor row says.
    const [it] = await values(`select acu_order_num v from dropship_orders
      where company = 'furhaven' and vendor_name = 'Amazon Direct' and acu_order_num is not null limit 1`);
    expect((await erp.getSalesOrder(it as string))?.OrderType.value).toBe('IT');
  });

  it('lets the carriers port track world tracking numbers, each as the order left it', async () => {
    await none(`select p.tracking_number from dropship_packages p left join sim_carrier_labels l
      on l.tracking_number = p.tracking_number and l.company = p.company
      where p.tracking_number is not null and l.status is distinct from p.tracking_status`);
    const pick = async (status: number) =>
      (
        await values(`select tracking_number v from dropship_packages
        where company = 'furhaven' and tracking_status = ${status} order by id limit 1`)
      )[0] as string;
    const [shipped, waiting, reshipped] = await ports
      .carriers('furhaven')
      .track([await pick(201), await pick(200), await pick(299)]);
    expect(shipped?.status).toBe(201);
    expect(shipped?.events.map((e) => e.code)).toEqual(['LC', 'PU', 'IT', 'OD', 'DL']);
    const [pickup] = await values(`select o.pickup_time v from dropship_orders o join dropship_packages p
      on p.order_id = o.id where p.tracking_number = '${shipped!.trackingNumber}'`);
    expect(shipped?.events[1]?.occurredAt).toBe((pickup as Date).toISOString());
    // A label still at the dock is not scanned, however old; a reshipped one was replaced.
    expect([waiting?.status, waiting?.events.map((e) => e.code)]).toEqual([200, ['LC']]);
    expect([reshipped?.status, reshipped?.events.map((e) => e.code)]).toEqual([299, ['LC', 'RS']]);
  });

  it('mirrors item stock in the ERP inventory', async () => {
    // The ERP's GEODIS site is the 3PL's stock (3PL Inventory compares it with the Geodis feed): no item_stock.
    await none(`select i.sku, s.warehouse from item_stock s join items i on i.id = s.item_id
      full join (select * from sim_erp_inventory where warehouse <> 'GEODIS') e
        on e.company = s.company and e.inventory_id = i.sku
        and e.warehouse = case s.warehouse when 'kentucky' then 'KY' when 'pennsylvania' then 'PA' else 'TX' end
      where e.on_hand is distinct from s.on_hand or e.available is distinct from s.available`);
    const [sku] = await values(
      `select i.sku v from items i where company = 'worldwise' order by sku limit 1`,
    );
    const [count] = await ports.acumatica('worldwise').getInventoryCounts({ InventoryIDs: [sku as string] });
    const [stock] = await values(`select s.on_hand v from item_stock s join items i on i.id = s.item_id
      where i.sku = '${sku as string}' and s.company = 'worldwise'`);
    expect(count?.QtyOnHand.value).toBe(stock);
  });

  it('numbers what the ports create after everything the world used', async () => {
    const erp = ports.acumatica('furhaven');
    const created = await erp.createSalesOrder({
      OrderType: field('SO'),
      CustomerID: field('C00100'),
      Details: [
        {
          InventoryID: field('70230'),
          OrderQty: field(1),
          UnitPrice: field('10.00'),
          WarehouseID: field('KY'),
        },
      ],
    });
    const [highest] = await values(`select max(n) v from (select acu_order_num n from dropship_orders
      union select acu_order_num from bulk_orders union select acu_order_num from tpl_discrepancies) x`);
    expect(created.OrderNbr.value > (highest as string)).toBe(true);
    const shipment = await erp.createShipment({ OrderNbr: created.OrderNbr, WarehouseID: field('KY') });
    const [lastShipment] = await values(`select max(n) v from (select acu_ship_num n from dropship_packages
      union select acu_ship_num from bulk_shipments) x`);
    expect(shipment.ShipmentNbr.value > (lastShipment as string)).toBe(true);
    const sent = await ports.vendors('furhaven').sendInventory(
      { name: 'Chewy', side: 'dropship' },
      {
        items: [{ sku: '70230', quantity: 3 }],
      },
    );
    const [lastOut] = await values(`select max(gs_id::int) v from edi_transactions
      where company = 'furhaven' and direction = 'outbound' and id <> ${sent.id}`);
    expect(Number(sent.gsId)).toBe((lastOut as number) + 1);
    const label = await ports.carriers('worldwise').createLabel({
      carrier: 'ups',
      reference: 'WORLD-TEST',
      shipTo: { name: 'Ava Thompson', address1: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' },
      weightLbs: '2.00',
    });
    expect(
      await values(`select count(*)::int v from dropship_packages
      where tracking_number = '${label.trackingNumber}'`),
    ).toEqual([0]);
  });
});
