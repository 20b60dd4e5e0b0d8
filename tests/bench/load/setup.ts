import type pg from 'pg';
import { decodeEnvelope } from '../../../src/shared/lib/codec';
import { Rng } from '../../../src/server/world/prng';
import { signaturePng } from '../../../src/server/world/signatures';
import type { Identity } from './actors';
import type { SearchPools, UploadStock } from './office';
import { call, type Recorder } from './recorder';

/**
 * The people and devices of the load test, made through the app's own calls on the sandbox world:
 * demo users signed in (each simulated person its own session), kiosks and wall boards enrolled by
 * the admin and paired with their codes, as Kiosk Devices does.
 */
export class Setup {
  constructor(
    private readonly origin: string,
    private readonly recorder: Recorder,
    private readonly password: string,
  ) {}

  async signIn(username: string): Promise<Identity> {
    const answer = await call(this.recorder, 'setup sign-in', `${this.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: this.password }),
    });
    if (!answer) throw new Error(`${username} could not sign in`);
    return { token: (JSON.parse(answer.text) as { access_token: string }).access_token, company: 'furhaven' };
  }

  /** Enrols a device for a warehouse (as the admin) and pairs it: its device token. */
  async device(
    admin: Identity,
    name: string,
    warehouse: 'kentucky' | 'pennsylvania',
    purpose: 'carrier-sign-in' | 'display',
  ): Promise<Identity> {
    const enrolled = await call(this.recorder, 'setup enrol device', `${this.origin}/api/admin/devices`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin.token}`,
        company_id: 'Furhaven',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name, warehouse, purpose }),
      expect: [201],
    });
    if (!enrolled) throw new Error(`could not enrol ${name}`);
    const { pairing_code } = JSON.parse(enrolled.text) as { pairing_code: string };
    const paired = await call(this.recorder, 'setup pair device', `${this.origin}/api/devices/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: pairing_code }),
    });
    if (!paired) throw new Error(`could not pair ${name}`);
    return {
      token: (JSON.parse(paired.text) as { device_token: string }).device_token,
      company: 'furhaven',
      warehouse,
    };
  }

  /** The SCACs a kiosk offers (its carrier list). */
  async carriers(kiosk: Identity): Promise<string[]> {
    const answer = await call(this.recorder, 'setup carriers', `${this.origin}/api/bulk/carriers`, {
      headers: { authorization: `Bearer ${kiosk.token}`, company_id: 'Furhaven_bulk' },
    });
    const carriers = answer ? (JSON.parse(answer.text) as { carriers: { scac: string }[] }).carriers : [];
    if (carriers.length === 0) throw new Error('the sandbox world has no carriers');
    return carriers.map((c) => c.scac);
  }

  /**
   * Order Search filters as people use the screen, taken from the world's own orders (a first
   * search of the newest 300): a vendor over a week, a PO, an upload, an ERP order, a customer, a
   * warehouse and status, a tracking number; one search in twenty has no filter (the 8,000 newest).
   */
  async searchPools(office: Identity): Promise<SearchPools> {
    const answer = await call(
      this.recorder,
      'setup order search',
      `${this.origin}/api/dropship/order-search?limit=300`,
      {
        headers: { authorization: `Bearer ${office.token}`, company_id: 'Furhaven' },
      },
    );
    if (!answer) throw new Error('the first order search failed');
    type Order = {
      vendor_name: string;
      internal_po_number: string;
      external_po_number: string | null;
      upload_id: number | null;
      upload_date: string;
      name: string;
      acu_order_num: string | null;
      warehouse: string | null;
      order_status: number;
      shipments: { tracking_number: string | null }[];
    };
    const orders = decodeEnvelope<{ data: Order[] }>(answer.text).data;
    if (orders.length === 0) throw new Error('the sandbox world has no dropship orders');
    const filters: Record<string, string>[] = [];
    const day = (text: string, back: number) => {
      const date = new Date(`${text.slice(0, 10)}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() - back);
      return date.toISOString().slice(0, 10);
    };
    orders.forEach((o, i) => {
      if (i % 20 === 0) filters.push({});
      const filter = ((): Record<string, string> => {
        switch (i % 8) {
          case 0:
            return {
              vendor_name: o.vendor_name,
              start_date: day(o.upload_date, 7),
              end_date: day(o.upload_date, 0),
            };
          case 1:
            return { internal_po_number: o.internal_po_number };
          case 2:
            return o.upload_id ? { upload_id: String(o.upload_id) } : { name: o.name };
          case 3:
            return o.acu_order_num ? { acu_order_num: o.acu_order_num } : { vendor_name: o.vendor_name };
          case 4:
            return { name: o.name };
          case 5:
            return {
              // The screen offers the two dropship warehouses.
              warehouse: i % 16 < 8 ? 'kentucky' : 'pennsylvania',
              order_status: String(o.order_status),
              limit: '500',
            };
          case 6:
            return o.shipments[0]?.tracking_number
              ? { tracking_number: o.shipments[0].tracking_number }
              : { external_po_number: o.external_po_number ?? o.internal_po_number };
          default:
            return { start_date: day(o.upload_date, 1), end_date: day(o.upload_date, 0) };
        }
      })();
      filters.push(filter);
    });
    return { filters };
  }

  /** A dropship vendor and SKUs with stock in both warehouses, so the small files upload cleanly. */
  async uploadStock(office: Identity, db: pg.Client): Promise<UploadStock> {
    const answer = await call(this.recorder, 'setup vendors', `${this.origin}/api/dropship/vendors`, {
      headers: { authorization: `Bearer ${office.token}`, company_id: 'Furhaven' },
    });
    const vendors = answer ? (JSON.parse(answer.text) as { vendors: string[] }).vendors : [];
    const vendor = vendors.includes('Chewy') ? 'Chewy' : vendors[0];
    if (!vendor) throw new Error('the sandbox world has no dropship vendors');
    const { rows } = await db.query<{ sku: string }>(
      `select i.sku from items i
         where i.company = 'furhaven' and i.active
           and (select min(s.available) from item_stock s where s.item_id = i.id
                  and s.warehouse in ('kentucky', 'pennsylvania')) >= 500
           and (select count(*) from item_stock s where s.item_id = i.id
                  and s.warehouse in ('kentucky', 'pennsylvania')) = 2
         order by i.sku limit 40`,
    );
    if (rows.length === 0) throw new Error('the sandbox world has no SKUs with stock in both warehouses');
    return { vendor, skus: rows.map((r) => r.sku) };
  }
}

/** Drivers' signatures as the kiosk's pad makes them (PNG data URLs), drawn as the world draws them. */
export function signatures(count: number): string[] {
  const rng = new Rng(Math.random);
  return Array.from(
    { length: count },
    (_, i) => `data:image/png;base64,${signaturePng(rng, `Load Driver ${i}`).toString('base64')}`,
  );
}
