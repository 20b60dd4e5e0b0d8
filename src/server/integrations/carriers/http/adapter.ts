import { type AddressCheck, type ShipAddress } from '@shared/domain/carriers/addresses';
import { CARRIERS, type Carrier } from '@shared/domain/carriers/tracking';
import { TRACKING_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import { isMoney, toCents } from '@shared/lib/money';
import type { Db } from '../../../platform/db/client';
import type { FileStore } from '../../../platform/files/file-store';
import { notFoundIn, rejectedBy } from '../../integration-error';
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
import { DEFAULT_SERVICE } from '../tracking-numbers';
import { carrierByNumber, CarrierAccounts } from './accounts';
import { type CarriersClient } from './client';
import { fail } from './errors';
import { LabelBuyer } from './label-buyer';
import { Purchases, requestHash, type PurchaseRow } from './purchases';
import { ScanForms } from './scan-forms';
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
  type SeShipment,
  type SeTracking,
  type SeValidation,
} from './wire';

/**
 * The carriers port over a multi-carrier label API (ShipEngine v1). Labels are bought with an
 * idempotency key (external_shipment_id) recorded in our database first: a purchase that timed out
 * or met a 5xx is looked up by that key before it is sent again, so a lost answer never buys two
 * labels; a SCAN form is looked up by its labels before one is made (scan-forms.ts), so a
 * retry never makes a second form. The label's ZPL and the SCAN form's PDF are downloaded into the
 * app's file store under the same keys as the simulator's. What the API does not keep (reships, 299) is in our database.
 */
export class CarriersHttp implements CarriersPort {
  private readonly purchases: Purchases;
  private readonly buyer: LabelBuyer;
  private readonly scanForms: ScanForms;
  private readonly accounts: CarrierAccounts;

  constructor(
    private readonly client: CarriersClient,
    db: Db,
    files: FileStore,
    readonly company: Company,
    settings: CarriersHttpSettings,
    private readonly now: Clock = systemClock,
  ) {
    this.purchases = new Purchases(db, company);
    this.accounts = new CarrierAccounts(settings, company);
    this.buyer = new LabelBuyer(client, files, company, this.purchases, settings.retries, now);
    this.scanForms = new ScanForms(client, files, company);
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
      carrier_id: this.accounts.account(carrier),
      service_code: serviceToWire(carrier, request.service ?? DEFAULT_SERVICE[carrier]),
      warehouse_id: this.accounts.warehouseId(request.warehouse),
      ship_to: addressToWire(request.shipTo),
      validate_address: request.skipAddressVerification ? 'no_validation' : 'validate_and_clean',
      packages: [
        { weight: weightToWire(request.weightLbs), label_messages: { reference1: request.reference.trim() } },
      ],
    };
    const label = await this.buyer.buy(carrier, shipment, requestHash(this.company, request));
    return this.toLabel(label, null);
  }

  private toLabel(label: SeLabel, row: PurchaseRow | null): Label {
    const carrier = this.accounts.carrierOf(label.carrier_id) ?? 'fedex';
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
    const own = (list?.labels ?? []).filter((l) => this.accounts.carrierOf(l.carrier_id) !== null);
    return own.find((l) => l.status !== 'voided') ?? own[0] ?? null;
  }

  async getLabel(trackingNumber: string): Promise<Label | null> {
    const label = await this.find(trackingNumber);
    const carrier = label && this.accounts.carrierOf(label.carrier_id);
    if (!label || !carrier) return null;
    await this.buyer.ensureDocument(label, carrier);
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
    const carrier = old && this.accounts.carrierOf(old.carrier_id);
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
    const fresh = this.toLabel(await this.buyer.buy(carrier, next, hash), null);
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
    const usps = this.accounts.account('usps');
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
    const manifest = {
      carrier_id: usps,
      warehouse_id: this.accounts.warehouseId(request.warehouse),
      ship_date: request.shipDate,
      label_ids: labelIds,
    };
    return this.scanForms.create(manifest, numbers);
  }
}
