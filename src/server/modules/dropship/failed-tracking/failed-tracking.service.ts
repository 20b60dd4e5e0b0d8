import type {
  AmazonBatchResult,
  FailedTrackingRow,
  TrackingSet,
  UpdateCustomerRequest,
} from '@shared/api/dropship/failed-tracking';
import type { ShipAddress } from '@shared/domain/carriers/addresses';
import { CARRIERS, type Carrier } from '@shared/domain/carriers/tracking';
import {
  checkCustomer,
  checkTrackingNumber,
  FAILED_TRACKING_MESSAGES as M,
  AMAZON_FALLBACK_CARRIER,
  mayFallBackFromAmazon,
  mayRegenerateWithoutVerification,
} from '@shared/domain/dropship/failed-tracking';
import { COMPANY_WAREHOUSES, type Company, type Warehouse } from '@shared/domain/identity/companies';
import type { FileStore } from '../../../platform/files/file-store';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import type { FailedPackage, FailedTrackingRepository, Tx } from './failed-tracking.repository';

/** Repull asks the carrier one label at a time; a press of the button handles this many. */
const REPULL_LIMIT = 500;

type ListRow = Awaited<ReturnType<FailedTrackingRepository['list']>>[number];

const toRow = (r: ListRow): FailedTrackingRow => ({
  order_id: r.orderId,
  package_id: r.packageId,
  warehouse: r.warehouse,
  vendor_name: r.vendorName,
  internal_po_number: r.internalPoNumber,
  internal_sku: r.internalSku,
  shipment_weight: r.weightLbs,
  total_on_shipment: r.totalQuantity,
  box_type: r.boxType,
  name: r.name,
  address1: r.address1,
  address2: r.address2,
  city: r.city,
  state: r.state,
  zip_code: r.zipCode,
  carrier: r.carrier,
  method: r.method,
  tracking_number: r.trackingNumber,
  tracking_error: r.trackingError,
  order_date: r.orderDate.toISOString().replace('T', ' ').slice(0, 19),
});

const isCarrier = (code: string | null): code is Carrier =>
  code !== null && (CARRIERS as readonly string[]).includes(code);

const shipTo = (p: FailedPackage): ShipAddress => ({
  name: p.name,
  address1: p.address1,
  address2: p.address2,
  city: p.city,
  state: p.state,
  zip: p.zipCode,
});

/** A carrier's refusal is the caller's to fix (422); the carrier failing is a bad gateway (502). */
function carrierFailure(error: IntegrationError, prefix: string): HttpError {
  return error.code === 'rejected' || error.code === 'not_found'
    ? new HttpError(422, 'label_rejected', `${prefix} ${error.message}`)
    : new HttpError(502, 'carrier_unavailable', `${prefix} ${error.message}`);
}

/**
 * Failed Tracking (D2; D1 section 7 calls): packages whose label could not be bought. Every action
 * works on one package of the caller's company and warehouses and changes nothing when refused; a
 * carrier that refuses a label again leaves its new reason on the row.
 */
export class FailedTrackingService {
  constructor(
    private readonly repo: FailedTrackingRepository,
    private readonly integrations: Integrations,
    private readonly files: FileStore,
  ) {}

  /** The warehouses the caller may work in: `all` (or none) means every one they hold. */
  warehouses(principal: UserPrincipal, company: Company, asked?: string | null): Warehouse[] {
    const held = COMPANY_WAREHOUSES[company].filter((w) => principal.warehouses.includes(w));
    if (!asked || asked === 'all') return held;
    const one = held.find((w) => w === asked);
    if (!one) throw forbidden(`You do not work in the ${asked} warehouse.`, 'warehouse_forbidden');
    return [one];
  }

  async list(principal: UserPrincipal, company: Company, warehouse?: string): Promise<FailedTrackingRow[]> {
    const rows = await this.repo.list(company, this.warehouses(principal, company, warehouse));
    return rows.map(toRow);
  }

  private async failed(principal: UserPrincipal, company: Company, orderId: number): Promise<FailedPackage> {
    const found = await this.repo.findFailed(company, orderId, this.warehouses(principal, company));
    if (!found) throw notFound(M.notFailed, 'not_failed');
    return found;
  }

  /** update_tracking: a number bought by hand; checked against the package's carrier. */
  async setTracking(
    principal: UserPrincipal,
    company: Company,
    orderId: number,
    raw: string | null | undefined,
  ): Promise<TrackingSet> {
    const pkg = await this.failed(principal, company, orderId);
    const checked = checkTrackingNumber(pkg.carrier, raw);
    if (!checked.ok) throw badRequest(checked.message, 'invalid_tracking');
    const tracking = checked.value;
    const holder = await this.repo.packageWithTracking(company, tracking);
    if (holder && holder.packageId !== pkg.packageId) {
      throw conflict(
        `Tracking number ${tracking} is already on PO ${holder.internalPoNumber}.`,
        'tracking_in_use',
      );
    }
    const carrier = pkg.carrier?.toLowerCase() ?? '';
    const done = await this.repo.setLabel(company, pkg.packageId, {
      trackingNumber: tracking,
      carrier,
      labelKey: null,
      shipDate: new Date(),
    });
    if (!done) throw conflict(M.notFailed, 'not_failed');
    return { order_id: orderId, package_id: pkg.packageId, tracking_number: tracking, carrier };
  }

  /**
   * redo_single_tracking, and the admin's redo_tracking with `skipVerification`: ask the package's
   * carrier for a label again. The package is locked meanwhile, so a second click waits and then
   * finds the row fixed instead of buying a second label.
   */
  async redo(
    principal: UserPrincipal,
    company: Company,
    orderId: number,
    options: { skipVerification?: boolean; fallbackFromAmazon?: boolean } = {},
  ): Promise<TrackingSet> {
    if (options.skipVerification && !mayRegenerateWithoutVerification(principal.scopes)) {
      throw forbidden(M.adminOnly, 'admin_only');
    }
    const warehouses = this.warehouses(principal, company);
    const outcome = await this.repo.transaction(async (tx) => {
      const found = await this.repo.findFailed(company, orderId, warehouses, tx);
      if (!found) throw notFound(M.notFailed, 'not_failed');
      const fallback = options.fallbackFromAmazon;
      if (fallback && !mayFallBackFromAmazon(found.carrier)) throw conflict(M.notAmazon, 'not_amazon');
      // Fallback Amazon: our own carrier at its ground service (Amazon's method means nothing to it).
      const pkg = fallback ? { ...found, carrier: AMAZON_FALLBACK_CARRIER, method: null } : found;
      try {
        return { ok: true as const, set: await this.buyLabel(tx, company, pkg, options.skipVerification) };
      } catch (error) {
        if (!(error instanceof IntegrationError)) throw error;
        await this.repo.setError(company, pkg.packageId, error.message, tx);
        return { ok: false as const, error };
      }
    });
    if (!outcome.ok) throw carrierFailure(outcome.error, 'The carrier could not make the label:');
    return outcome.set;
  }

  private async buyLabel(
    tx: Tx,
    company: Company,
    pkg: FailedPackage,
    skipVerification = false,
  ): Promise<TrackingSet> {
    const carrier = pkg.carrier?.toLowerCase() ?? null;
    if (!isCarrier(carrier)) {
      throw new IntegrationError('carriers', 'rejected', `Unknown carrier "${pkg.carrier ?? ''}".`);
    }
    const label = await this.integrations.carriers(company).createLabel({
      carrier,
      ...(pkg.method ? { service: pkg.method } : {}),
      reference: pkg.internalPoNumber,
      warehouse: pkg.warehouse,
      shipTo: shipTo(pkg),
      weightLbs: pkg.weightLbs ?? '',
      skipAddressVerification: skipVerification,
    });
    await this.repo.setLabel(
      company,
      pkg.packageId,
      {
        trackingNumber: label.trackingNumber,
        carrier: label.carrier,
        method: label.service,
        labelKey: label.labelKey,
        shipDate: new Date(label.createdAt),
        trackingStatus: label.status,
      },
      tx,
    );
    return {
      order_id: pkg.orderId,
      package_id: pkg.packageId,
      tracking_number: label.trackingNumber,
      carrier: label.carrier,
    };
  }

  /** update_customer: the corrected address; the row stays failed until a label is bought. */
  async updateCustomer(
    principal: UserPrincipal,
    company: Company,
    input: UpdateCustomerRequest,
  ): Promise<FailedTrackingRow> {
    const pkg = await this.failed(principal, company, input.order_id);
    const checked = checkCustomer(input);
    if (!checked.ok) throw badRequest(checked.message, 'invalid_address');
    const { zip_code: zipCode, address2, ...rest } = checked.value;
    await this.repo.updateCustomer(company, pkg.dropshipOrderId, {
      ...rest,
      address2: address2 ?? null,
      zipCode,
    });
    const rows = await this.repo.list(company, [pkg.warehouse]);
    const row = rows.find((r) => r.packageId === pkg.packageId);
    if (!row) throw notFound(M.notFailed, 'not_failed');
    return toRow(row);
  }

  /**
   * Resend Amazon (POST /dropship/vendor/label_requests): a new Amazon label request for every
   * failed package that ships on Amazon labels. Refusals stay on their rows; if Amazon stops
   * answering, the labels already bought are kept and the call fails with the reason.
   */
  async resendAmazon(principal: UserPrincipal, company: Company, warehouse?: string | null) {
    const waiting = await this.repo.failedAmazon(company, this.warehouses(principal, company, warehouse));
    const result: AmazonBatchResult = { requested: waiting.length, labelled: 0, failed: 0, failures: [] };
    for (const { orderId, internalPoNumber } of waiting) {
      try {
        await this.redo(principal, company, orderId);
        result.labelled += 1;
      } catch (error) {
        if (error instanceof HttpError && error.code === 'not_failed') {
          result.requested -= 1; // fixed by someone else meanwhile
          continue;
        }
        if (error instanceof HttpError && error.code === 'label_rejected') {
          result.failed += 1;
          result.failures.push({ internal_po_number: internalPoNumber, reason: error.message });
          continue;
        }
        if (error instanceof HttpError && error.code === 'carrier_unavailable') {
          throw new HttpError(502, 'carrier_unavailable', `${M.resendFailed}: ${error.message}`);
        }
        throw error;
      }
    }
    return result;
  }

  /**
   * Repull Amazon (POST /dropship/vendor/get_label_requests): fetches from Amazon the labels of
   * packages that have an Amazon number but no label document here. A label is linked only when its
   * document is in the file store; a number Amazon does not know becomes a Failed Tracking row.
   */
  async repullAmazon(principal: UserPrincipal, company: Company, warehouse?: string | null) {
    const waiting = await this.repo.unpulledAmazon(
      company,
      this.warehouses(principal, company, warehouse),
      REPULL_LIMIT,
    );
    const carriers = this.integrations.carriers(company);
    const result: AmazonBatchResult = { requested: waiting.length, labelled: 0, failed: 0, failures: [] };
    for (const pkg of waiting) {
      let label;
      try {
        label = await carriers.getLabel(pkg.trackingNumber);
      } catch (error) {
        if (!(error instanceof IntegrationError)) throw error;
        throw new HttpError(502, 'carrier_unavailable', `${M.repullFailed}: ${error.message}`);
      }
      if (label && !(await this.files.exists(label.labelKey))) {
        // The number is real and the package may ship; only its document has not reached us yet.
        result.failed += 1;
        result.failures.push({
          internal_po_number: pkg.internalPoNumber,
          reason: `The label document of ${pkg.trackingNumber} has not arrived from Amazon.`,
        });
      } else if (label) {
        await this.repo.setPulled(company, pkg.packageId, label.labelKey, label.status);
        result.labelled += 1;
      } else {
        const reason = `Amazon has no label for ${pkg.trackingNumber}.`;
        await this.repo.setError(company, pkg.packageId, reason);
        result.failed += 1;
        result.failures.push({ internal_po_number: pkg.internalPoNumber, reason });
      }
    }
    return result;
  }
}
