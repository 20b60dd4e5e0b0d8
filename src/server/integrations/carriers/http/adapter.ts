import { type AddressCheck, type ShipAddress } from '@shared/domain/carriers/addresses';
import { AMAZON_TRACKING, CARRIERS, carrierOfTracking, type Carrier } from '@shared/domain/carriers/tracking';
import { TRACKING_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import { isMoney, toCents } from '@shared/lib/money';
import type { Db } from '../../../platform/db/client';
import type { FileStore } from '../../../platform/files/file-store';
import { IntegrationError, notFoundIn, rejectedBy } from '../../integration-error';
import { systemClock, type Clock } from '../../sandbox-support';
import { labelKey } from '../label-document';
import type {
  CarriersPort,
  Label,
  LabelRequest,
  ReshipChanges,
  ScanForm,
  ScanFormRequest,
  TrackingResult,
} from '../port';
import { scanFormKey } from '../scan-form-document';
import { DEFAULT_SERVICE } from '../tracking-numbers';
import { type CarriersClient } from './client';
import { fail } from './errors';
import { Purchases, requestHash, type PurchaseRow } from './purchases';
import type { CarriersHttpSettings } from './settings';
import {
  addressFromWire,
  addressToWire,
  CARRIER_CODE,
  serviceFromWire,
  serviceToWire,
  toEvent,
  weightToWire,
  type SeLabel,
  type SeLabelList,
  type SeManifest,
  type SeShipment,
  type SeTracking,
  type SeValidation,
} from './wire';

const LABEL_OPTIONS = { label_format: 'zpl', label_layout: '4x6', label_download_type: 'url' } as const;

/** The carrier a tracking number's form names (lengths of D1 section 9, TBA for Amazon). */
function carrierByNumber(trackingNumber: string): Carrier | null {
  if (AMAZON_TRACKING.test(trackingNumber)) return 'amazon';
  return carrierOfTracking(trackingNumber);
}

/**
 * The carriers port over a multi-carrier label API (ShipEngine v1). Labels are bought with an
 * idempotency key (external_shipment_id) recorded in our database first: a purchase that timed out
 * or met a 5xx is looked up by that key before it is sent again, so a lost answer never buys two
 * labels. The label's ZPL and the SCAN form's PDF are downloaded into the app's file store under the
 * same keys as the simulator's. What the API does not keep (reships, 299) is in our database.
 */
export class CarriersHttp implements CarriersPort {
  private readonly purchases: Purchases;

  constructor(
    private readonly client: CarriersClient,
    private readonly db: Db,
    private readonly files: FileStore,
    readonly company: Company,
    private readonly settings: CarriersHttpSettings,
    private readonly now: Clock = systemClock,
  ) {
    this.purchases = new Purchases(db, company);
  }

  private account(carrier: Carrier): string {
    const id = this.settings.accounts[this.company][carrier];
    if (!id) throw fail('not_configured', `No ${carrier} account for ${this.company} in CARRIERS_ACCOUNTS.`);
    return id;
  }

  /** Which of this company's carriers a carrier_id is; null for another company's account. */
  private carrierOf(carrierId: string): Carrier | null {
    const accounts = this.settings.accounts[this.company];
    return CARRIERS.find((c) => accounts[c] === carrierId) ?? null;
  }

  private warehouseId(warehouse: string | undefined): string {
    const { warehouses } = this.settings;
    const id = warehouse ? warehouses[warehouse.toLowerCase()] : Object.values(warehouses)[0];
    if (!id) throw fail('not_configured', `No warehouse_id for "${warehouse}" in CARRIERS_WAREHOUSES.`);
    return id;
  }

  async createLabel(request: LabelRequest): Promise<Label> {
    const { carrier } = request;
    if (!(CARRIERS as readonly string[]).includes(carrier)) {
      throw rejectedBy('carriers', `Unknown carrier "${String(carrier)}".`);
    }
    if (!request.reference?.trim()) throw rejectedBy('carriers', 'A label needs a reference.');
    if (!isMoney(request.weightLbs ?? '') || toCents(request.weightLbs) <= 0n) {
      throw rejectedBy('carriers', `The weight "${request.weightLbs}" must be a positive number of pounds.`);
    }
    const shipment: SeShipment = {
      carrier_id: this.account(carrier),
      service_code: serviceToWire(carrier, request.service ?? DEFAULT_SERVICE[carrier]),
      warehouse_id: this.warehouseId(request.warehouse),
      ship_to: addressToWire(request.shipTo),
      validate_address: request.skipAddressVerification ? 'no_validation' : 'validate_and_clean',
      packages: [
        { weight: weightToWire(request.weightLbs), label_messages: { reference1: request.reference.trim() } },
      ],
    };
    return this.purchase(carrier, shipment, requestHash(this.company, request));
  }

  /**
   * Buys the label once: the key is stored before the first attempt; after a timeout or a 5xx the
   * key is looked up, and the purchase is sent again (same key) only when the carrier has no label
   * for it. When even the look-up fails, the key stays pending and the next identical call (the
   * job's retry) looks it up first.
   */
  private async purchase(carrier: Carrier, shipment: SeShipment, hash: string): Promise<Label> {
    const pending = await this.purchases.pending(hash, this.now());
    const key = pending?.purchaseKey ?? (await this.purchases.start(carrier, hash));
    if (pending) {
      const landed = await this.lookUp(key);
      if (landed) return this.complete(landed, key);
    }
    for (let attempt = 0; ; attempt += 1) {
      try {
        const label = await this.client.request<SeLabel>({
          method: 'POST',
          path: '/v1/labels',
          body: { shipment: { ...shipment, external_shipment_id: key }, ...LABEL_OPTIONS },
        });
        if (!label) throw fail('unavailable', 'The carrier API answered the label purchase with nothing.');
        return await this.complete(label, key);
      } catch (error) {
        if (!(error instanceof IntegrationError)) throw error;
        if (error.code === 'rejected') {
          // A key sent before (an earlier call's, or this call's first attempt) may be refused as
          // already used: that purchase landed after all, though the look-up had not seen it yet.
          const earlier = pending !== null || attempt > 0;
          const landed = earlier ? await this.lookUp(key).catch(() => undefined) : null;
          if (landed) return this.complete(landed, key);
          if (landed === null) await this.purchases.refused(key);
          throw error;
        }
        if (error.code !== 'unavailable') throw error;
        const landed = await this.lookUp(key).catch(() => undefined);
        if (landed) return this.complete(landed, key);
        // Unknown whether it landed, or no retries left: the pending key answers the next call.
        if (landed === undefined || attempt >= this.settings.retries) throw error;
        await this.client.pause(attempt);
      }
    }
  }

  /** The label bought under a purchase key, if any (GET the shipment by external id, then its label). */
  private async lookUp(key: string): Promise<SeLabel | null> {
    const shipment = await this.client.request<SeShipment>({
      method: 'GET',
      path: `/v1/shipments/external_shipment_id/${encodeURIComponent(key)}`,
      allowNotFound: true,
    });
    if (!shipment?.shipment_id) return null;
    const list = await this.client.request<SeLabelList>({
      method: 'GET',
      path: '/v1/labels',
      query: { shipment_id: shipment.shipment_id },
    });
    return list?.labels.find((l) => l.status !== 'voided') ?? null;
  }

  /** Stores the label document, then records the purchase as done. */
  private async complete(label: SeLabel, key: string): Promise<Label> {
    const found = { trackingNumber: label.tracking_number, labelId: label.label_id };
    await this.purchases.bought(key, found, false);
    await this.ensureDocument(label);
    await this.purchases.bought(key, found, true);
    return this.toLabel(label, null);
  }

  private async ensureDocument(label: SeLabel): Promise<string> {
    const carrier = this.carrierOf(label.carrier_id) ?? 'fedex';
    const key = labelKey(this.company, carrier, label.tracking_number);
    if (await this.files.exists(key)) return key;
    const bytes = await this.client.download(label.label_download.zpl ?? label.label_download.href);
    await this.files.put(key, bytes, 'application/zpl');
    return key;
  }

  private toLabel(label: SeLabel, row: PurchaseRow | null): Label {
    const carrier = this.carrierOf(label.carrier_id) ?? 'fedex';
    const scanned = label.tracking_status === 'in_transit' || label.tracking_status === 'delivered';
    return {
      carrier,
      service: serviceFromWire(carrier, label.service_code),
      trackingNumber: label.tracking_number,
      reference: label.packages[0]?.label_messages?.reference1 ?? '',
      status: row?.reshippedTo
        ? TRACKING_STATUS.reshipped
        : scanned
          ? TRACKING_STATUS.confirmed
          : TRACKING_STATUS.created,
      createdAt: new Date(label.created_at).toISOString(),
      labelKey: labelKey(this.company, carrier, label.tracking_number),
      labelFormat: 'ZPL',
      reshippedTo: row?.reshippedTo ?? null,
    };
  }

  /** This company's label for a number (another company's account does not count). */
  private async find(trackingNumber: string): Promise<SeLabel | null> {
    const list = await this.client.request<SeLabelList>({
      method: 'GET',
      path: '/v1/labels',
      query: { tracking_number: trackingNumber.trim() },
    });
    const own = (list?.labels ?? []).filter((l) => this.carrierOf(l.carrier_id) !== null);
    return own.find((l) => l.status !== 'voided') ?? own[0] ?? null;
  }

  async getLabel(trackingNumber: string): Promise<Label | null> {
    const label = await this.find(trackingNumber);
    if (!label) return null;
    await this.ensureDocument(label);
    return this.toLabel(label, await this.purchases.byTracking(label.tracking_number));
  }

  async track(trackingNumbers: readonly string[]): Promise<TrackingResult[]> {
    const results: TrackingResult[] = [];
    for (const number of trackingNumbers) results.push(await this.trackOne(number.trim()));
    return results;
  }

  private async trackOne(trackingNumber: string): Promise<TrackingResult> {
    const unknown = { trackingNumber, carrier: null, status: null, events: [] };
    const row = await this.purchases.byTracking(trackingNumber);
    const carrier = (row?.carrier as Carrier | undefined) ?? carrierByNumber(trackingNumber);
    if (!carrier) return unknown;
    const answer = await this.client.request<SeTracking>({
      method: 'GET',
      path: '/v1/tracking',
      query: { carrier_code: CARRIER_CODE[carrier], tracking_number: trackingNumber },
      allowNotFound: true,
    });
    const events = (answer?.events ?? [])
      .map(toEvent)
      .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
    if (events.length === 0 && !row) return unknown;
    if (row?.reshippedTo) {
      if (!events.some((e) => e.code === 'RS')) {
        events.push({
          code: 'RS',
          description: `Label replaced by ${row.reshippedTo}`,
          location: null,
          occurredAt: (row.reshippedAt ?? this.now()).toISOString(),
        });
      }
      return { trackingNumber, carrier, status: TRACKING_STATUS.reshipped, events };
    }
    const scanned = events.some((e) => e.code !== 'LC');
    const status = scanned ? TRACKING_STATUS.confirmed : TRACKING_STATUS.created;
    return { trackingNumber, carrier, status, events };
  }

  async reship(trackingNumber: string, changes: ReshipChanges = {}): Promise<Label> {
    const old = await this.find(trackingNumber);
    const carrier = old && this.carrierOf(old.carrier_id);
    if (!old || !carrier) throw notFoundIn('carriers', `Tracking number ${trackingNumber} was not found.`);
    const row = await this.purchases.byTracking(old.tracking_number);
    if (row?.reshippedTo) {
      throw rejectedBy(
        'carriers',
        `Tracking number ${old.tracking_number} was already reshipped as ${row.reshippedTo}.`,
      );
    }
    const shipment = await this.client.request<SeShipment>({
      method: 'GET',
      path: `/v1/shipments/${encodeURIComponent(old.shipment_id)}`,
    });
    if (!shipment) throw notFoundIn('carriers', `The shipment of ${old.tracking_number} was not found.`);
    const pkg = shipment.packages[0];
    const next: SeShipment = {
      carrier_id: old.carrier_id,
      service_code: changes.service ? serviceToWire(carrier, changes.service) : shipment.service_code,
      warehouse_id: shipment.warehouse_id ?? null,
      ...(shipment.warehouse_id ? {} : { ship_from: shipment.ship_from }),
      ship_to: changes.shipTo ? addressToWire(changes.shipTo) : shipment.ship_to,
      validate_address: 'validate_and_clean',
      packages: [
        {
          weight: changes.weightLbs ? weightToWire(changes.weightLbs) : (pkg?.weight ?? weightToWire('1')),
          label_messages: { reference1: pkg?.label_messages?.reference1 ?? null },
        },
      ],
    };
    const hash = requestHash(this.company, { reshipOf: old.tracking_number, changes });
    const fresh = await this.purchase(carrier, next, hash);
    const facts = { carrier, trackingNumber: old.tracking_number, labelId: old.label_id };
    const first = await this.purchases.reshipped(facts, fresh.trackingNumber, this.now());
    // The label that is not going to ship is voided for the refund: the old one, or this call's
    // replacement when another reship got there first. A carrier that will not void it leaves it be.
    const unused = first ? old.label_id : (await this.purchases.byTracking(fresh.trackingNumber))?.labelId;
    if (unused) await this.void(unused);
    if (!first) {
      const winner = await this.purchases.byTracking(old.tracking_number);
      throw rejectedBy(
        'carriers',
        `Tracking number ${old.tracking_number} was already reshipped as ${winner?.reshippedTo ?? 'another label'}.`,
      );
    }
    return fresh;
  }

  private async void(labelId: string): Promise<void> {
    try {
      await this.client.request({ method: 'PUT', path: `/v1/labels/${encodeURIComponent(labelId)}/void` });
    } catch {
      // Best effort: a label that cannot be voided is only not refunded.
    }
  }

  async verifyAddress(address: ShipAddress): Promise<AddressCheck> {
    const [answer] =
      (await this.client.request<SeValidation[]>({
        method: 'POST',
        path: '/v1/addresses/validate',
        body: [addressToWire(address)],
        idempotent: true,
      })) ?? [];
    if (!answer) throw fail('unavailable', 'The carrier API answered the address check with nothing.');
    if ((answer.status === 'verified' || answer.status === 'warning') && answer.matched_address) {
      return { valid: true, address: addressFromWire(answer.matched_address) };
    }
    const reason =
      answer.messages.find((m) => m.type === 'error')?.message ??
      answer.messages[0]?.message ??
      'The carrier could not verify the address.';
    return { valid: false, reason };
  }

  async createScanForm(request: ScanFormRequest): Promise<ScanForm> {
    const numbers = [...new Set(request.trackingNumbers.map((n) => n.trim()))];
    if (numbers.length === 0) throw rejectedBy('carriers', 'A SCAN form needs at least one package.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(request.shipDate)) {
      throw rejectedBy('carriers', `The ship date "${request.shipDate}" must be YYYY-MM-DD.`);
    }
    const usps = this.account('usps');
    const labelIds: string[] = [];
    const foreign: string[] = [];
    for (const number of numbers) {
      const row = await this.purchases.byTracking(number);
      if (row?.labelId) {
        if (row.carrier === 'usps') labelIds.push(row.labelId);
        else foreign.push(number);
        continue;
      }
      const label = await this.find(number);
      if (label?.carrier_id === usps) labelIds.push(label.label_id);
      else foreign.push(number);
    }
    if (foreign.length > 0) {
      throw rejectedBy('carriers', `Not USPS tracking numbers: ${foreign.slice(0, 5).join(', ')}.`);
    }
    const manifest = await this.client.request<SeManifest>({
      method: 'POST',
      path: '/v1/manifests',
      body: {
        carrier_id: usps,
        warehouse_id: this.warehouseId(request.warehouse),
        ship_date: request.shipDate,
        label_ids: labelIds,
      },
    });
    if (!manifest) throw fail('unavailable', 'The carrier API answered the SCAN form with nothing.');
    const documentKey = scanFormKey(this.company, manifest.form_id);
    const pdf = await this.client.download(manifest.manifest_download.href);
    await this.files.put(documentKey, pdf, 'application/pdf');
    return {
      formId: manifest.form_id,
      documentKey,
      createdAt: new Date(manifest.created_at).toISOString(),
      trackingNumbers: numbers,
    };
  }
}
