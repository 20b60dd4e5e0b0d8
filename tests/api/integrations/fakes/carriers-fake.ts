import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import type { Carrier } from '../../../../src/shared/domain/carriers/tracking';
import { COMPANIES, type Company } from '../../../../src/shared/domain/identity/companies';
import { TRACKING_STATUS } from '../../../../src/shared/domain/dropship/status';
import type { Db } from '../../../../src/server/platform/db/client';
import { simCarrierLabels } from '../../../../src/server/platform/db/schema/sandbox-partners';
import type { FileStore } from '../../../../src/server/platform/files/file-store';
import { IntegrationError } from '../../../../src/server/integrations/integration-error';
import { SandboxGate } from '../../../../src/server/integrations/sandbox-gate';
import { CarriersSandbox } from '../../../../src/server/integrations/carriers/sandbox';
import type { TrackingEvent } from '../../../../src/server/integrations/carriers/port';
import {
  addressFromWire,
  addressToWire,
  CARRIER_CODE,
  serviceFromWire,
  serviceToWire,
  weightFromWire,
  type SeLabel,
  type SeShipment,
  type SeStatusCode,
  type SeTrackEvent,
  type SeTracking,
  type SeValidation,
} from '../../../../src/server/integrations/carriers/http/wire';

/**
 * A local multi-carrier label API that speaks ShipEngine's v1 wire format over the carriers
 * simulator: each request becomes one call of CarriersSandbox (so the carriers' rules, numbers,
 * documents and failure switches live in one place), the answer goes back as ShipEngine's JSON and
 * a refusal as its error bodies. A switched-on sandbox failure comes out as a 503 with the
 * configured message, a sandbox delay as a late answer. Tests may also script a 429/5xx before a
 * call is handled, or hold an answer after it was handled (the purchase landed, its answer is late).
 */
export type CarriersFakeOptions = {
  /** The simulator's database; may be attached later (when the app under test creates it). */
  db?: Db;
  now: () => Date;
  apiKey: string;
  accounts: Record<Company, Partial<Record<Carrier, string>>>;
  warehouses: Record<string, string>;
  /** The carrier's own storage of the documents it renders (not the app's file store). */
  files: FileStore;
};

type Scripted = {
  status: 429 | 500 | 502 | 503;
  retryAfter?: string;
  times: number;
  match: RegExp;
  /** Handle the call first, then answer the failure (a gateway that lost the carrier's answer). */
  afterHandling?: boolean;
};
export type Logged = { method: string; path: string };
type Json = Record<string, unknown>;
type LabelRow = typeof simCarrierLabels.$inferSelect;

class HttpAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

const seError = (status: number, type: string, code: string, message: string, headers = {}) =>
  new HttpAnswer(
    status,
    {
      request_id: 'fake-request',
      errors: [{ error_source: 'shipengine', error_type: type, error_code: code, message }],
    },
    headers,
  );

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The port's scan codes as ShipEngine's standard status and detail codes. */
const EVENT_WIRE: Record<TrackingEvent['code'], { status: SeStatusCode; detail: string }> = {
  LC: { status: 'AC', detail: 'SHIPMENT_CREATED' },
  PU: { status: 'AC', detail: 'PICKED_UP' },
  IT: { status: 'IT', detail: 'IN_TRANSIT' },
  OD: { status: 'IT', detail: 'OUT_FOR_DELIVERY' },
  DL: { status: 'DE', detail: 'DELIVERED' },
  RS: { status: 'EX', detail: 'PARCEL_OVER_LABELLED' },
};

export class CarriersFake {
  private server: Server | null = null;
  private scripted: Scripted[] = [];
  private held: { ms: number; match: RegExp; times: number } | null = null;
  /** external_shipment_id -> label row: the one thing ShipEngine keeps that the simulator does not. */
  private readonly keys = new Map<string, number>();
  private readonly voided = new Map<number, string>();
  private manifests = 0;
  private lagging = 0;
  readonly log: Logged[] = [];
  url = '';

  constructor(private readonly options: CarriersFakeOptions) {}

  attach(db: Db): void {
    this.options.db = db;
  }

  private get db(): Db {
    if (!this.options.db) throw new Error('the carriers fake has no database attached');
    return this.options.db;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next `times` calls matching `match` (`METHOD /v1/...`) answer this status, unhandled. */
  failNext(failure: Omit<Scripted, 'match'> & { match?: RegExp }): void {
    this.scripted.push({ match: /./, ...failure });
  }

  /** The next `times` calls matching `match` are handled, then their answer waits `ms`. */
  holdAnswer(ms: number, match: RegExp, times = 1): void {
    this.held = { ms, match, times };
  }

  /** The next `times` look-ups by external_shipment_id do not see the shipment yet (search lag). */
  lagLookups(times: number): void {
    this.lagging = times;
  }

  reset(): void {
    this.lagging = 0;
    this.scripted = [];
    this.held = null;
    this.log.length = 0;
  }

  calls(method: string, path: RegExp): Logged[] {
    return this.log.filter((l) => l.method === method && path.test(l.path));
  }

  private sandbox(company: Company): CarriersSandbox {
    const { files, now } = this.options;
    return new CarriersSandbox(this.db, company, files, { now });
  }

  /** The gate of a request that asks the simulator nothing through its port (look-ups, voids). */
  private gate(): Promise<void> {
    return new SandboxGate(this.db, 'carriers').enter();
  }

  private accountOf(carrierId: unknown): { company: Company; carrier: Carrier } {
    for (const company of COMPANIES) {
      const accounts = this.options.accounts[company];
      for (const [carrier, id] of Object.entries(accounts)) {
        if (id === carrierId) return { company, carrier: carrier as Carrier };
      }
    }
    throw seError(400, 'validation', 'invalid_identifier', `carrier_id ${String(carrierId)} was not found.`);
  }

  private warehouseOf(warehouseId: unknown): string | undefined {
    return Object.entries(this.options.warehouses).find(([, id]) => id === warehouseId)?.[0];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      if (res.destroyed) return;
      const text = body === undefined ? '' : JSON.stringify(body);
      res.writeHead(status, { ...(text ? { 'content-type': 'application/json' } : {}), ...headers });
      res.end(text);
    };
    try {
      const raw = await new Promise<string>((resolve, reject) => {
        let data = '';
        req.on('data', (c: Buffer) => (data += c.toString('utf8')));
        req.on('end', () => resolve(data));
        req.on('error', reject);
      });
      const path = url.pathname;
      if (method === 'GET' && path.startsWith('/v1/downloads/')) {
        this.log.push({ method, path });
        const down = this.scripted.find((f) => f.times > 0 && f.match.test(`${method} ${path}`));
        if (down) {
          down.times -= 1;
          throw seError(down.status, 'system', 'unspecified', 'The document service is unavailable.');
        }
        const file = await this.options.files.get(decodeURIComponent(path.slice('/v1/downloads/'.length)));
        if (!file) throw seError(404, 'validation', 'not_found', 'The document was not found.');
        res.writeHead(200, { 'content-type': file.contentType });
        res.end(file.bytes);
        return;
      }
      this.log.push({ method, path });
      if (req.headers['api-key'] !== this.options.apiKey) {
        throw seError(
          401,
          'security',
          'unauthorized',
          'The API key is invalid. Please see https://www.shipengine.com/docs/auth',
        );
      }
      const failure = this.scripted.find((f) => f.times > 0 && f.match.test(`${method} ${path}`));
      const body = raw === '' ? null : (JSON.parse(raw) as unknown);
      if (failure?.afterHandling) await this.route(method, path, url.searchParams, body);
      if (failure) {
        failure.times -= 1;
        if (failure.status === 429) {
          const headers = failure.retryAfter ? { 'retry-after': failure.retryAfter } : {};
          throw seError(429, 'system', 'rate_limit_exceeded', 'You have exceeded the rate limit.', headers);
        }
        throw seError(
          failure.status,
          'system',
          'unspecified',
          'The carrier service is temporarily unavailable.',
        );
      }
      const answer = await this.route(method, path, url.searchParams, body);
      const held = this.held;
      if (held && held.times > 0 && held.match.test(`${method} ${path}`)) {
        held.times -= 1;
        await sleep(held.ms);
      }
      send(200, answer);
    } catch (error) {
      if (error instanceof HttpAnswer) return send(error.status, error.body, error.headers);
      if (error instanceof IntegrationError) {
        const wire = {
          unavailable: [503, 'system', 'unspecified'],
          rejected: [400, 'business_rules', 'unspecified'],
          not_found: [404, 'validation', 'not_found'],
          not_configured: [500, 'system', 'unspecified'],
        } as const;
        const [status, type, code] = wire[error.code];
        const answer = seError(status, type, code, error.message);
        return send(answer.status, answer.body);
      }
      const answer = seError(500, 'system', 'unspecified', (error as Error).message);
      send(answer.status, answer.body);
    }
  }

  private async route(method: string, path: string, query: URLSearchParams, body: unknown): Promise<unknown> {
    if (method === 'POST' && path === '/v1/labels') return this.buy(body);
    if (method === 'GET' && path === '/v1/labels') return this.listLabels(query);
    const byKey = /^\/v1\/shipments\/external_shipment_id\/(.+)$/.exec(path);
    if (method === 'GET' && byKey?.[1]) {
      await this.gate();
      const lag = this.lagging > 0;
      if (lag) this.lagging -= 1;
      const id = lag ? undefined : this.keys.get(decodeURIComponent(byKey[1]));
      const row = id === undefined ? null : await this.row(id);
      if (!row) throw seError(404, 'validation', 'not_found', 'Shipment not found.');
      return this.shipment(row);
    }
    const shipment = /^\/v1\/shipments\/se-(\d+)$/.exec(path);
    if (method === 'GET' && shipment?.[1]) {
      await this.gate();
      const row = await this.row(Number(shipment[1]));
      if (!row) throw seError(404, 'validation', 'not_found', 'Shipment not found.');
      return this.shipment(row);
    }
    const voiding = /^\/v1\/labels\/se-(\d+)\/void$/.exec(path);
    if (method === 'PUT' && voiding?.[1]) {
      await this.gate();
      const row = await this.row(Number(voiding[1]));
      if (!row) throw seError(404, 'validation', 'not_found', 'Label not found.');
      this.voided.set(row.id, this.options.now().toISOString());
      return { approved: true, message: 'Request for refund submitted.  This label has been voided.' };
    }
    if (method === 'GET' && path === '/v1/tracking') return this.tracking(query);
    if (method === 'POST' && path === '/v1/addresses/validate') return this.validate(body);
    if (method === 'POST' && path === '/v1/manifests') return this.manifest(body);
    throw seError(404, 'validation', 'not_found', `No resource at ${method} ${path}.`);
  }

  private async row(id: number): Promise<LabelRow | null> {
    const [row] = await this.db.select().from(simCarrierLabels).where(eq(simCarrierLabels.id, id));
    return row ?? null;
  }

  private async rowByTracking(trackingNumber: string): Promise<LabelRow | null> {
    const [row] = await this.db
      .select()
      .from(simCarrierLabels)
      .where(eq(simCarrierLabels.trackingNumber, trackingNumber));
    return row ?? null;
  }

  private async buy(body: unknown): Promise<SeLabel> {
    const shipment = (isRecord(body) ? body.shipment : null) as SeShipment | null;
    if (!shipment || !isRecord(shipment.ship_to) || !Array.isArray(shipment.packages)) {
      throw seError(400, 'validation', 'field_value_required', 'shipment is required.');
    }
    const { company, carrier } = this.accountOf(shipment.carrier_id);
    const key = shipment.external_shipment_id ?? null;
    if (key && this.keys.has(key)) {
      throw seError(
        400,
        'business_rules',
        'duplicate',
        `A shipment with external_shipment_id ${key} already exists.`,
      );
    }
    const pkg = shipment.packages[0];
    const label = await this.sandbox(company).createLabel({
      carrier,
      service: serviceFromWire(carrier, shipment.service_code),
      reference: pkg?.label_messages?.reference1 ?? '',
      warehouse: this.warehouseOf(shipment.warehouse_id),
      shipTo: addressFromWire(shipment.ship_to),
      weightLbs: pkg && typeof pkg.weight?.value === 'number' ? weightFromWire(pkg.weight) : '',
      skipAddressVerification: shipment.validate_address === 'no_validation',
    });
    const row = await this.rowByTracking(label.trackingNumber);
    if (!row) throw new Error('the simulator sold a label it cannot find');
    if (key) this.keys.set(key, row.id);
    return this.label(row);
  }

  private async listLabels(query: URLSearchParams) {
    const tracking = query.get('tracking_number');
    const shipment = /^se-(\d+)$/.exec(query.get('shipment_id') ?? '');
    let row: LabelRow | null = null;
    if (tracking) row = await this.rowByTracking(tracking.trim());
    else if (shipment?.[1]) row = await this.row(Number(shipment[1]));
    else
      throw seError(
        400,
        'validation',
        'invalid_field_value',
        'The fake lists labels by tracking_number or shipment_id.',
      );
    // One simulator call (its gate, and the scans that became due) for the one label asked about.
    const current = row ? await this.sandbox(row.company as Company).getLabel(row.trackingNumber) : null;
    if (!row) await this.gate();
    const fresh = row && (await this.row(row.id));
    const labels = fresh && current ? [this.label(fresh)] : [];
    return { labels, total: labels.length, page: 1, pages: 1, links: {} };
  }

  private label(row: LabelRow): SeLabel {
    const carrier = row.carrier as Carrier;
    const href = `${this.url}/v1/downloads/${row.labelKey}`;
    const voidedAt = this.voided.get(row.id) ?? null;
    return {
      label_id: `se-${row.id}`,
      status: voidedAt ? 'voided' : 'completed',
      shipment_id: `se-${row.id}`,
      ship_date: row.createdAt.toISOString().slice(0, 10),
      created_at: row.createdAt.toISOString(),
      tracking_number: row.trackingNumber,
      carrier_id: this.options.accounts[row.company as Company][carrier] ?? '',
      carrier_code: CARRIER_CODE[carrier],
      service_code: serviceToWire(carrier, row.service),
      label_format: 'zpl',
      label_layout: '4x6',
      label_download: { href, zpl: href },
      tracking_status: row.status === TRACKING_STATUS.confirmed ? 'in_transit' : 'unknown',
      voided: voidedAt !== null,
      voided_at: voidedAt,
      packages: [
        {
          weight: { value: Number(row.weightLbs), unit: 'pound' },
          label_messages: { reference1: row.reference },
          tracking_number: row.trackingNumber,
        },
      ],
    };
  }

  private shipment(row: LabelRow): SeShipment {
    const carrier = row.carrier as Carrier;
    const key = [...this.keys.entries()].find(([, id]) => id === row.id)?.[0] ?? null;
    return {
      shipment_id: `se-${row.id}`,
      carrier_id: this.options.accounts[row.company as Company][carrier] ?? '',
      service_code: serviceToWire(carrier, row.service),
      external_shipment_id: key,
      warehouse_id: row.warehouse ? (this.options.warehouses[row.warehouse] ?? null) : null,
      ship_to: addressToWire(row.shipTo),
      packages: [
        {
          weight: { value: Number(row.weightLbs), unit: 'pound' },
          label_messages: { reference1: row.reference },
        },
      ],
      created_at: row.createdAt.toISOString(),
    };
  }

  private async tracking(query: URLSearchParams): Promise<SeTracking> {
    const number = (query.get('tracking_number') ?? '').trim();
    if (!number || !query.get('carrier_code')) {
      throw seError(
        400,
        'validation',
        'field_value_required',
        'carrier_code and tracking_number are required.',
      );
    }
    const row = await this.rowByTracking(number);
    const [result] = await this.sandbox((row?.company as Company | undefined) ?? 'furhaven').track([number]);
    // ShipEngine lists the newest scan first.
    const events: SeTrackEvent[] = (result?.events ?? [])
      .map((e) => {
        const at = e.location ? e.location.lastIndexOf(', ') : -1;
        return {
          occurred_at: e.occurredAt,
          description: e.description,
          city_locality: e.location && at > 0 ? e.location.slice(0, at) : e.location,
          state_province: e.location && at > 0 ? e.location.slice(at + 2) : null,
          postal_code: null,
          country_code: 'US',
          event_code: e.code,
          status_code: EVENT_WIRE[e.code].status,
          status_detail_code: EVENT_WIRE[e.code].detail,
        };
      })
      .reverse();
    return {
      tracking_number: number,
      status_code: events[0]?.status_code ?? 'UN',
      status_description: events[0]?.description ?? 'Unknown',
      events,
    };
  }

  private async validate(body: unknown): Promise<SeValidation[]> {
    if (!Array.isArray(body) || body.length !== 1 || !isRecord(body[0])) {
      throw seError(400, 'validation', 'invalid_field_value', 'The fake validates one address per request.');
    }
    const original = body[0] as SeValidation['original_address'];
    const check = await this.sandbox('furhaven').verifyAddress(addressFromWire(original));
    return [
      check.valid
        ? {
            status: 'verified',
            original_address: original,
            matched_address: addressToWire(check.address),
            messages: [],
          }
        : {
            status: 'error',
            original_address: original,
            matched_address: null,
            messages: [
              { code: 'a1000', message: check.reason, type: 'error', detail_code: 'invalid_address' },
            ],
          },
    ];
  }

  private async manifest(body: unknown) {
    if (!isRecord(body) || !Array.isArray(body.label_ids) || typeof body.ship_date !== 'string') {
      throw seError(
        400,
        'validation',
        'field_value_required',
        'carrier_id, ship_date and label_ids are required.',
      );
    }
    const { company, carrier } = this.accountOf(body.carrier_id);
    if (carrier !== 'usps')
      throw seError(400, 'business_rules', 'unspecified', 'Only USPS takes SCAN forms.');
    const ids = body.label_ids.map((id) => Number(/^se-(\d+)$/.exec(String(id))?.[1] ?? Number.NaN));
    const rows = ids.some(Number.isNaN)
      ? []
      : await this.db.select().from(simCarrierLabels).where(inArray(simCarrierLabels.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const numbers = ids.map((id) => byId.get(id)?.trackingNumber ?? `se-${id}`);
    const form = await this.sandbox(company).createScanForm({
      warehouse: this.warehouseOf(body.warehouse_id) ?? '',
      shipDate: body.ship_date,
      trackingNumbers: numbers,
    });
    this.manifests += 1;
    return {
      manifest_id: `se-${this.manifests}`,
      form_id: form.formId,
      created_at: form.createdAt,
      ship_date: body.ship_date,
      shipments: numbers.length,
      label_ids: body.label_ids,
      warehouse_id: body.warehouse_id,
      carrier_id: body.carrier_id,
      manifest_download: { href: `${this.url}/v1/downloads/${form.documentKey}` },
    };
  }
}
