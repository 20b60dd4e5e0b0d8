import { and, eq } from 'drizzle-orm';
import { checkAddress, type AddressCheck, type ShipAddress } from '@shared/domain/carriers/addresses';
import { CARRIERS, type Carrier } from '@shared/domain/carriers/tracking';
import { TRACKING_STATUS, type TrackingStatus } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import { isMoney, toCents } from '@shared/lib/money';
import type { Db } from '../../platform/db/client';
import { simCarrierEvents, simCarrierLabels } from '../../platform/db/schema/sandbox-partners';
import type { FileStore } from '../../platform/files/file-store';
import { notFoundIn, rejectedBy } from '../integration-error';
import { SandboxGate } from '../sandbox-gate';
import { nextNumber, systemClock, type Clock, type Executor, type SandboxOptions } from '../sandbox-support';
import { labelKey, shippingLabelZpl } from './label-document';
import type {
  CarriersPort,
  Label,
  LabelRequest,
  ReshipChanges,
  ScanForm,
  ScanFormRequest,
  TrackingResult,
} from './port';
import { scanFormKey, scanFormPdf } from './scan-form-document';
import { catchUp, eventsOf, labelCreatedEvent, labelReplacedEvent, ORIGIN } from './sandbox-tracking';
import { DEFAULT_SERVICE, isValidTracking, shipperAccount, trackingNumber } from './tracking-numbers';

type LabelRow = typeof simCarrierLabels.$inferSelect;

const toLabel = (row: LabelRow): Label => ({
  carrier: row.carrier as Carrier,
  service: row.service,
  trackingNumber: row.trackingNumber,
  reference: row.reference,
  status: row.status as TrackingStatus,
  createdAt: row.createdAt.toISOString(),
  labelKey: row.labelKey,
  labelFormat: 'ZPL',
  reshippedTo: row.reshippedTo,
});

/**
 * The parcel carriers' simulator: labels with real-format tracking numbers (serials from one global
 * sequence per carrier, so they never repeat across companies), label documents in the file store,
 * and scans that appear over time (see sandbox-tracking.ts).
 */
export class CarriersSandbox implements CarriersPort {
  private readonly gate: SandboxGate;
  private readonly now: Clock;

  constructor(
    private readonly db: Db,
    readonly company: Company,
    private readonly files: FileStore,
    options: SandboxOptions = {},
  ) {
    this.gate = new SandboxGate(db, 'carriers');
    this.now = options.now ?? systemClock;
  }

  async createLabel(request: LabelRequest): Promise<Label> {
    await this.gate.enter();
    return this.db.transaction((tx) => this.buy(tx, request));
  }

  private async buy(tx: Executor, request: LabelRequest): Promise<Label> {
    if (!(CARRIERS as readonly string[]).includes(request.carrier)) {
      throw rejectedBy('carriers', `Unknown carrier "${String(request.carrier)}".`);
    }
    if (!request.reference?.trim()) throw rejectedBy('carriers', 'A label needs a reference.');
    if (!isMoney(request.weightLbs ?? '') || toCents(request.weightLbs) <= 0n) {
      throw rejectedBy('carriers', `The weight "${request.weightLbs}" must be a positive number of pounds.`);
    }
    let shipTo: ShipAddress = request.shipTo;
    if (!request.skipAddressVerification) {
      const checked = checkAddress(request.shipTo);
      if (!checked.valid) throw rejectedBy('carriers', `Address verification failed: ${checked.reason}`);
      shipTo = checked.address;
    }
    const carrier = request.carrier;
    const service = request.service ?? DEFAULT_SERVICE[carrier];
    const serial = await nextNumber(tx, 'global', `carrier-${carrier}`);
    const tracking = trackingNumber(carrier, {
      account: shipperAccount(this.company, carrier),
      serial,
      service,
    });
    const key = labelKey(this.company, carrier, tracking);
    const createdAt = this.now();
    const [row] = await tx
      .insert(simCarrierLabels)
      .values({
        company: this.company,
        carrier,
        service,
        trackingNumber: tracking,
        reference: request.reference.trim(),
        warehouse: request.warehouse ?? null,
        shipTo,
        weightLbs: request.weightLbs,
        status: TRACKING_STATUS.created,
        labelKey: key,
        createdAt,
      })
      .returning();
    if (!row) throw new Error('label insert returned nothing');
    await tx.insert(simCarrierEvents).values(labelCreatedEvent(row));
    // Written inside the transaction: if the file cannot be stored, no label is sold.
    const origin = ORIGIN[row.warehouse ?? ''] ?? null;
    const zpl = shippingLabelZpl({
      ...row,
      company: this.company,
      carrier,
      trackingNumber: tracking,
      origin,
      shipTo,
    });
    await this.files.put(key, zpl, 'application/zpl');
    return toLabel(row);
  }

  private async find(db: Executor, trackingNumber: string, lock = false): Promise<LabelRow | null> {
    const query = db
      .select()
      .from(simCarrierLabels)
      .where(
        and(
          eq(simCarrierLabels.company, this.company),
          eq(simCarrierLabels.trackingNumber, trackingNumber.trim()),
        ),
      );
    const [row] = await (lock ? query.for('update') : query);
    return row ?? null;
  }

  async getLabel(trackingNumber: string): Promise<Label | null> {
    await this.gate.enter();
    const row = await this.find(this.db, trackingNumber);
    return row && toLabel(await catchUp(this.db, row, this.now()));
  }

  async track(trackingNumbers: readonly string[]): Promise<TrackingResult[]> {
    await this.gate.enter();
    const results: TrackingResult[] = [];
    for (const number of trackingNumbers) {
      const row = await this.find(this.db, number);
      if (!row) {
        results.push({ trackingNumber: number, carrier: null, status: null, events: [] });
        continue;
      }
      const current = await catchUp(this.db, row, this.now());
      results.push({
        trackingNumber: current.trackingNumber,
        carrier: current.carrier as Carrier,
        status: current.status as TrackingStatus,
        events: await eventsOf(this.db, current.id),
      });
    }
    return results;
  }

  async reship(trackingNumber: string, changes: ReshipChanges = {}): Promise<Label> {
    await this.gate.enter();
    return this.db.transaction(async (tx) => {
      const old = await this.find(tx, trackingNumber, true);
      if (!old) throw notFoundIn('carriers', `Tracking number ${trackingNumber} was not found.`);
      if (old.status === TRACKING_STATUS.reshipped) {
        // A label of the sandbox world was replaced before the carrier kept the new number.
        const as = old.reshippedTo ? ` as ${old.reshippedTo}` : '';
        throw rejectedBy('carriers', `Tracking number ${old.trackingNumber} was already reshipped${as}.`);
      }
      const replacement = await this.buy(tx, {
        carrier: old.carrier as Carrier,
        service: changes.service ?? old.service,
        reference: old.reference,
        warehouse: old.warehouse ?? undefined,
        shipTo: changes.shipTo ?? old.shipTo,
        weightLbs: changes.weightLbs ?? old.weightLbs,
      });
      await tx
        .update(simCarrierLabels)
        .set({ status: TRACKING_STATUS.reshipped, reshippedTo: replacement.trackingNumber })
        .where(eq(simCarrierLabels.id, old.id));
      await tx
        .insert(simCarrierEvents)
        .values(labelReplacedEvent(old, replacement.trackingNumber, this.now()))
        .onConflictDoNothing();
      return replacement;
    });
  }

  async verifyAddress(address: ShipAddress): Promise<AddressCheck> {
    await this.gate.enter();
    return checkAddress(address);
  }

  async createScanForm(request: ScanFormRequest): Promise<ScanForm> {
    await this.gate.enter();
    const numbers = [...new Set(request.trackingNumbers.map((n) => n.trim()))];
    if (numbers.length === 0) throw rejectedBy('carriers', 'A SCAN form needs at least one package.');
    const foreign = numbers.filter((n) => !isValidTracking('usps', n));
    if (foreign.length > 0) {
      throw rejectedBy('carriers', `Not USPS tracking numbers: ${foreign.slice(0, 5).join(', ')}.`);
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(request.shipDate)) {
      throw rejectedBy('carriers', `The ship date "${request.shipDate}" must be YYYY-MM-DD.`);
    }
    const serial = await nextNumber(this.db, 'global', 'usps-scan-form');
    const formId = `9475${request.shipDate.replaceAll('-', '')}${String(serial).padStart(8, '0')}`;
    const createdAt = this.now().toISOString();
    const documentKey = scanFormKey(this.company, formId);
    const pdf = scanFormPdf({
      company: this.company,
      formId,
      warehouse: request.warehouse,
      origin: ORIGIN[request.warehouse] ?? null,
      shipDate: request.shipDate,
      createdAt,
      trackingNumbers: numbers,
    });
    await this.files.put(documentKey, pdf, 'application/pdf');
    return { formId, documentKey, createdAt, trackingNumbers: numbers };
  }
}
