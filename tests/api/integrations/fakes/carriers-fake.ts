import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Carrier } from '../../../../src/shared/domain/carriers/tracking';
import type { Company } from '../../../../src/shared/domain/identity/companies';
import type { Db } from '../../../../src/server/platform/db/client';
import { simCarrierLabels } from '../../../../src/server/platform/db/schema/sandbox-partners';
import type { FileStore } from '../../../../src/server/platform/files/file-store';
import { SandboxGate } from '../../../../src/server/integrations/sandbox-gate';
import { CarriersSandbox } from '../../../../src/server/integrations/carriers/sandbox';
import {
  addressFromWire,
  serviceFromWire,
  weightFromWire,
  type SeLabel,
  type SeShipment,
  type SeTracking,
  type SeValidation,
} from '../../../../src/server/integrations/carriers/http/wire';
import {
  accountOf,
  badRequest,
  faultToWire,
  keyRefused,
  labelNumbers,
  listManifests,
  manifestToWire,
  scriptedError,
  warehouseOf,
  isRecord,
  labelToWire,
  seError,
  shipmentToWire,
  trackingToWire,
  validationToWire,
  type LabelRow,
} from './carriers-fake-wire';
import { FakeHttpServer, type Answer } from './fake-http-server';

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
  /** `METHOD /v1/...`; any call without one. */
  match?: RegExp;
  /** Handle the call first, then answer the failure (a gateway that lost the carrier's answer). */
  afterHandling?: boolean;
};
export type Logged = { method: string; path: string };

export class CarriersFake extends FakeHttpServer<Scripted, Logged> {
  /** external_shipment_id -> label row: the one thing ShipEngine keeps that the simulator does not. */
  private readonly keys = new Map<string, number>();
  private readonly voided = new Map<number, string>();
  /** Every manifest made, as ShipEngine lists them (GET /v1/manifests). */
  readonly manifests: ReturnType<typeof manifestToWire>[] = [];
  private lagging = 0;

  constructor(private readonly options: CarriersFakeOptions) {
    super();
  }

  attach(db: Db): void {
    this.options.db = db;
  }

  private get db(): Db {
    if (!this.options.db) throw new Error('the carriers fake has no database attached');
    return this.options.db;
  }

  /** The next `times` calls matching `match` are handled, then their answer waits `ms`. */
  holdAnswer(ms: number, match: RegExp, times = 1): void {
    this.delayCalls(ms, match, times);
  }

  /** The next `times` look-ups (a shipment by external id, the manifests) miss what is new (search lag). */
  lagLookups(times: number): void {
    this.lagging = times;
  }

  private lagged(): boolean {
    if (this.lagging <= 0) return false;
    this.lagging -= 1;
    return true;
  }

  override reset(): void {
    this.lagging = 0;
    super.reset();
  }

  private sandbox(company: Company): CarriersSandbox {
    const { files, now } = this.options;
    return new CarriersSandbox(this.db, company, files, { now });
  }

  /** The gate of a request that asks the simulator nothing through its port (look-ups, voids). */
  private gate(): Promise<void> {
    return new SandboxGate(this.db, 'carriers').enter();
  }

  protected fault(error: unknown): Answer {
    return faultToWire(error);
  }

  protected async answer(req: IncomingMessage, raw: string, res: ServerResponse): Promise<Answer | void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const call = `${method} ${path}`;
    if (method === 'GET' && path.startsWith('/v1/downloads/')) {
      this.log.push({ method, path });
      const down = this.takeFailure(call);
      if (down) throw seError(down.status, 'system', 'unspecified', 'The document service is unavailable.');
      const file = await this.options.files.get(decodeURIComponent(path.slice('/v1/downloads/'.length)));
      if (!file) throw seError(404, 'validation', 'not_found', 'The document was not found.');
      res.writeHead(200, { 'content-type': file.contentType });
      res.end(file.bytes);
      return;
    }
    this.log.push({ method, path });
    if (req.headers['api-key'] !== this.options.apiKey) throw keyRefused();
    const failure = this.findFailure(call);
    const body = raw === '' ? null : (JSON.parse(raw) as unknown);
    if (failure?.afterHandling) await this.route(method, path, url.searchParams, body);
    if (failure) {
      failure.times -= 1;
      throw scriptedError(failure);
    }
    const answer = await this.route(method, path, url.searchParams, body);
    // A held answer: handled, then late.
    await this.lateness(call);
    return { status: 200, body: answer };
  }

  private async route(method: string, path: string, query: URLSearchParams, body: unknown): Promise<unknown> {
    if (method === 'POST' && path === '/v1/labels') return this.buy(body);
    if (method === 'GET' && path === '/v1/labels') return this.listLabels(query);
    const byKey = /^\/v1\/shipments\/external_shipment_id\/(.+)$/.exec(path);
    if (method === 'GET' && byKey?.[1]) {
      await this.gate();
      const id = this.lagged() ? undefined : this.keys.get(decodeURIComponent(byKey[1]));
      const row = id === undefined ? null : await this.row(id);
      if (!row) throw seError(404, 'validation', 'not_found', 'Shipment not found.');
      return this.shipmentOf(row);
    }
    const shipment = /^\/v1\/shipments\/se-(\d+)$/.exec(path);
    if (method === 'GET' && shipment?.[1]) {
      await this.gate();
      const row = await this.row(Number(shipment[1]));
      if (!row) throw seError(404, 'validation', 'not_found', 'Shipment not found.');
      return this.shipmentOf(row);
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
    if (method === 'GET' && path === '/v1/manifests')
      return this.gate().then(() => listManifests(this.lagged() ? [] : this.manifests, query));
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
    const { company, carrier } = accountOf(this.options.accounts, shipment.carrier_id);
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
      warehouse: warehouseOf(this.options.warehouses, shipment.warehouse_id),
      shipTo: addressFromWire(shipment.ship_to),
      weightLbs: pkg && typeof pkg.weight?.value === 'number' ? weightFromWire(pkg.weight) : '',
      skipAddressVerification: shipment.validate_address === 'no_validation',
    });
    const row = await this.rowByTracking(label.trackingNumber);
    if (!row) throw new Error('the simulator sold a label it cannot find');
    if (key) this.keys.set(key, row.id);
    return this.labelOf(row);
  }

  private async listLabels(query: URLSearchParams) {
    const tracking = query.get('tracking_number');
    const shipment = /^se-(\d+)$/.exec(query.get('shipment_id') ?? '');
    let row: LabelRow | null = null;
    if (tracking) row = await this.rowByTracking(tracking.trim());
    else if (shipment?.[1]) row = await this.row(Number(shipment[1]));
    else throw badRequest('invalid_field_value', 'The fake lists labels by tracking_number or shipment_id.');
    // One simulator call (its gate, and the scans that became due) for the one label asked about.
    const current = row ? await this.sandbox(row.company as Company).getLabel(row.trackingNumber) : null;
    if (!row) await this.gate();
    const fresh = row && (await this.row(row.id));
    const labels = fresh && current ? [this.labelOf(fresh)] : [];
    return { labels, total: labels.length, page: 1, pages: 1, links: {} };
  }

  private labelOf(row: LabelRow): SeLabel {
    const carrierId = this.options.accounts[row.company as Company][row.carrier as Carrier] ?? '';
    return labelToWire(row, { url: this.url, carrierId, voidedAt: this.voided.get(row.id) ?? null });
  }

  private shipmentOf(row: LabelRow): SeShipment {
    return shipmentToWire(row, {
      carrierId: this.options.accounts[row.company as Company][row.carrier as Carrier] ?? '',
      externalId: [...this.keys.entries()].find(([, id]) => id === row.id)?.[0] ?? null,
      warehouseId: row.warehouse ? (this.options.warehouses[row.warehouse] ?? null) : null,
    });
  }

  private async tracking(query: URLSearchParams): Promise<SeTracking> {
    const number = (query.get('tracking_number') ?? '').trim();
    if (!number || !query.get('carrier_code')) {
      throw badRequest('field_value_required', 'carrier_code and tracking_number are required.');
    }
    const row = await this.rowByTracking(number);
    const [result] = await this.sandbox((row?.company as Company | undefined) ?? 'furhaven').track([number]);
    return trackingToWire(number, result?.events ?? []);
  }

  private async validate(body: unknown): Promise<SeValidation[]> {
    if (!Array.isArray(body) || body.length !== 1 || !isRecord(body[0])) {
      throw seError(400, 'validation', 'invalid_field_value', 'The fake validates one address per request.');
    }
    const original = body[0] as SeValidation['original_address'];
    const check = await this.sandbox('furhaven').verifyAddress(addressFromWire(original));
    return [validationToWire(original, check)];
  }

  private async manifest(body: unknown) {
    if (!isRecord(body) || !Array.isArray(body.label_ids) || typeof body.ship_date !== 'string') {
      throw badRequest('field_value_required', 'carrier_id, ship_date and label_ids are required.');
    }
    const { company, carrier } = accountOf(this.options.accounts, body.carrier_id);
    if (carrier !== 'usps')
      throw seError(400, 'business_rules', 'unspecified', 'Only USPS takes SCAN forms.');
    const numbers = await labelNumbers(this.db, body.label_ids);
    const form = await this.sandbox(company).createScanForm({
      warehouse: warehouseOf(this.options.warehouses, body.warehouse_id) ?? '',
      shipDate: body.ship_date,
      trackingNumbers: numbers,
    });
    const download = `${this.url}/v1/downloads/${form.documentKey}`;
    const id = `se-${this.manifests.length + 1}`;
    this.manifests.push(manifestToWire(id, body, { ...form, shipments: numbers.length, download }));
    return this.manifests.at(-1);
  }
}
