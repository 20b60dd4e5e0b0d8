import type { Carrier } from '@shared/domain/carriers/tracking';
import { ORDER_STATUS, PULLSHEET_TYPES, type PullsheetType } from '@shared/domain/dropship/status';
import type { Warehouse } from '@shared/domain/identity/companies';
import { DAY, HISTORY_DAYS, HOUR } from './clock';
import { fateByAge, snapToBatch, TYPE_MIX, UPLOAD_BATCH, type Fate } from './dropship-fates';
import { COVERAGE, type CoverageCase } from './dropship-coverage';
import {
  comboFor,
  firstCut,
  orderStatusOnSheet,
  sheetKey,
  sheetPlan,
  type SheetPlan,
} from './dropship-sheets';
import type { DropshipScope } from './dropship-scope';
import { rngFor, type Rng } from './prng';
import { carrierMix, newestOrderAgeMs, type VendorPlan } from './vendors';

/**
 * What happens to dropship order #i, decided before its lines: vendor, upload batch, warehouse,
 * carrier, pull sheet type, and its fate. Orders arrive in upload batches every 6 hours per vendor.
 * Indexes [0, coverage) are fixed cases that make every status and sheet state occur even in the
 * small world; the next ones are the unprocessed backlog; the rest are drawn by age.
 */
export type OrderSpec = {
  index: number;
  rng: Rng;
  vendor: VendorPlan;
  uploadAgeMs: number;
  uploadKey: string;
  warehouse: Warehouse;
  carrier: Carrier;
  type: PullsheetType;
  fate: Fate;
  status: number;
  sheet: { key: string; k: number; plan: SheetPlan } | null;
  coverage: CoverageCase | null;
};

export function orderSpec(scope: DropshipScope, index: number): OrderSpec {
  const rng = rngFor(scope.seed, 'ds-order', scope.company, index);
  const coverage = index < COVERAGE.length ? (COVERAGE[index] ?? null) : null;
  const backlogVendor = coverage ? undefined : scope.backlogVendor(index);
  const vendor = coverage
    ? scope.vendorNamed(coverage.vendor ?? 'Chewy')
    : (backlogVendor ?? rng.weighted(scope.vendorMix));
  const newest = newestOrderAgeMs(vendor);
  let age: number;
  if (coverage) age = coverage.k === undefined ? newest : 3 * HOUR + coverage.k * DAY + HOUR;
  else if (backlogVendor) age = newest + rng.float() * 30 * HOUR;
  else age = newest + rng.float() * (HISTORY_DAYS * DAY - UPLOAD_BATCH - newest);
  const [uploadAgeMs, uploadKey] = snapToBatch(vendor, age);

  const warehouse = coverage ? scope.warehouses[0]! : rng.weighted(scope.warehouseMix);
  let carrier = rng.weighted(carrierMix(vendor));
  let type: PullsheetType = vendor.name === 'Petsense' ? 'petsense' : rng.weighted(TYPE_MIX);
  let fate: Fate = coverage
    ? (coverage.fate ?? 'sheet')
    : backlogVendor
      ? 'created'
      : fateByAge(rng, uploadAgeMs, vendor);
  let k = firstCut(uploadAgeMs);
  if (fate === 'sheet' && k < 0) fate = 'created';
  if (!coverage && k >= 1 && rng.chance(0.3)) k -= 1; // some orders wait a day for their sheet

  let bucket = 0;
  if (coverage) {
    carrier = coverage.carrier ?? carrier;
    if (coverage.type) type = coverage.type;
    else if (coverage.plan) {
      const types = PULLSHEET_TYPES.filter((t) => (vendor.name === 'Petsense') === (t === 'petsense'));
      [type, carrier] = comboFor(
        k,
        coverage.plan,
        types,
        carrierMix(vendor).map(([c]) => c),
      );
    }
  } else if (fate === 'sheet') bucket = rng.int(0, scope.buckets(warehouse, type) - 1);

  if (fate !== 'sheet')
    return {
      index,
      rng,
      vendor,
      uploadAgeMs,
      uploadKey,
      warehouse,
      carrier,
      type,
      fate,
      status: STATUS_OF[fate],
      sheet: null,
      coverage,
    };
  const plan = sheetPlan(k, type, carrier, bucket);
  const sheet = { key: sheetKey(warehouse, k, type, carrier, bucket), k, plan };
  const status = orderStatusOnSheet(plan, index);
  return {
    index,
    rng,
    vendor,
    uploadAgeMs,
    uploadKey,
    warehouse,
    carrier,
    type,
    fate,
    status,
    sheet,
    coverage,
  };
}

const STATUS_OF: Record<Exclude<Fate, 'sheet'>, number> = {
  created: ORDER_STATUS.created,
  failedTracking: ORDER_STATUS.created,
  hold198: ORDER_STATUS.unacknowledged,
  hold197: ORDER_STATUS.ready,
  cancelled: ORDER_STATUS.cancelled,
};
