import type { PullsheetType } from '@shared/domain/dropship/status';
import { DAY, HOUR } from './clock';
import { firstCut } from './dropship-sheets';
import type { Rng, Weighted } from './prng';
import { isDormant, newestOrderAgeMs, type VendorPlan } from './vendors';

/**
 * An order's end state. It lives here, beside the rule that draws it, rather than in dropship-spec:
 * the coverage cases and the fate rule need it, and dropship-spec imports both (no import circle).
 */
export type Fate = 'sheet' | 'created' | 'failedTracking' | 'hold198' | 'hold197' | 'cancelled';

/**
 * How orders arrive and what becomes of them by age: uploads come in batches every 6 hours per
 * vendor; a fresh order is more likely still open, an old one shipped or cancelled.
 */
export const UPLOAD_BATCH = 6 * HOUR;

// prettier-ignore
export const TYPE_MIX: Weighted<PullsheetType> = [
  ['multiples', 18], ['presses', 12], ['assembly', 30], ['non_assembly', 25], ['warranties', 4], ['sioc', 7], ['samples', 4],
];

/** Upload batches are every 6 hours counted back from the vendor's last download. */
export function snapToBatch(vendor: VendorPlan, ageMs: number): [number, string] {
  const newest = newestOrderAgeMs(vendor);
  const batch = Math.max(0, Math.ceil((ageMs - newest) / UPLOAD_BATCH));
  return [newest + batch * UPLOAD_BATCH, `${vendor.name}|${batch}`];
}

export function fateByAge(rng: Rng, ageMs: number, vendor: VendorPlan): Fate {
  // A dormant vendor must show zero unprocessed orders (D1 section 4: inactive).
  if (isDormant(vendor)) return rng.chance(0.95) ? 'sheet' : 'cancelled';
  if (firstCut(ageMs) < 0)
    return rng.weighted([
      ['created', 80],
      ['failedTracking', 5],
      ['hold198', 6],
      ['hold197', 5],
      ['cancelled', 4],
    ]);
  if (ageMs < DAY)
    return rng.weighted([
      ['sheet', 45],
      ['created', 40],
      ['failedTracking', 4],
      ['hold198', 4],
      ['hold197', 3],
      ['cancelled', 4],
    ]);
  if (ageMs < 3 * DAY)
    return rng.weighted([
      ['sheet', 86],
      ['created', 3],
      ['failedTracking', 3],
      ['hold198', 2],
      ['hold197', 2],
      ['cancelled', 4],
    ]);
  return rng.weighted([
    ['sheet', 93],
    ['cancelled', 5],
    ['hold198', 0.5],
    ['hold197', 0.8],
    ['failedTracking', 0.7],
  ]);
}
