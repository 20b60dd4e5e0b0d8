import type { Carrier } from '@shared/domain/carriers/tracking';
import type { PullsheetType } from '@shared/domain/dropship/status';
import type { SheetPlan } from './dropship-sheets';
import type { Fate } from './dropship-fates';

/**
 * The first orders of each company are fixed cases, so every order status, sheet state, carrier,
 * type, Acumatica outcome and tracking outcome occurs even in the small world; the rest is random.
 */
export type CoverageCase = {
  vendor?: string;
  /** Day of the pull sheet (0 = today); absent for orders that are not on one. */
  k?: number;
  plan?: SheetPlan;
  type?: PullsheetType;
  carrier?: Carrier;
  fate?: Fate;
  lines?: { count: number; min: number; max: number };
  /** Index into the bundle SKUs 70230-70232. */
  bundle?: number;
  partialCancel?: boolean;
  reship?: boolean;
  acumatica?: 'processing' | 'orderFailed' | 'shipmentFailed';
};

const petsenseBig: CoverageCase = {
  vendor: 'Petsense',
  k: 1,
  type: 'petsense',
  carrier: 'fedex',
  lines: { count: 8, min: 6, max: 8 },
};

export const COVERAGE: readonly CoverageCase[] = [
  { k: 0, plan: 'unbuilt' },
  { k: 0, plan: 'pulled' },
  { k: 0, plan: 'partial' },
  { k: 0, plan: 'partial' },
  { k: 0, plan: 'built' },
  { k: 0, plan: 'staged' },
  { k: 1, plan: 'staged' },
  { k: 1, plan: 'shipped' },
  { k: 4, plan: 'shipped', reship: true },
  { k: 5, plan: 'shipped', acumatica: 'shipmentFailed' },
  { k: 3, plan: 'shipped', partialCancel: true, lines: { count: 3, min: 1, max: 2 } },
  { k: 2, plan: 'shipped', bundle: 0 },
  { k: 2, plan: 'shipped', bundle: 1 },
  { k: 1, plan: 'staged', bundle: 2 },
  { vendor: 'Amazon Direct', k: 3, carrier: 'amazon', type: 'assembly' },
  ...(['multiples', 'presses', 'assembly', 'non_assembly', 'warranties', 'sioc', 'samples'] as const).map(
    (type, i): CoverageCase => ({ k: 7 + i, type, carrier: (['fedex', 'ups', 'usps'] as const)[i % 3] }),
  ),
  petsenseBig,
  petsenseBig,
  petsenseBig,
  petsenseBig,
  petsenseBig,
  petsenseBig,
  { fate: 'created' },
  { fate: 'created', acumatica: 'processing' },
  { fate: 'created', acumatica: 'orderFailed' },
  { fate: 'failedTracking' },
  { fate: 'hold198' },
  { fate: 'hold197' },
  { fate: 'cancelled' },
];
