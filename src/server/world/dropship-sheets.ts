import { CARRIERS, type Carrier } from '@shared/domain/carriers/tracking';
import {
  ORDER_STATUS,
  PULLSHEET_STATUS,
  PULLSHEET_TYPES,
  type PullsheetType,
} from '@shared/domain/dropship/status';
import { DAY, HOUR, MINUTE } from './clock';
import { hashKey } from './prng';

/**
 * Pull sheet timing and status. Sheets are cut once a day per warehouse, type and carrier (split into
 * buckets where volume is high): the sheet of day k was cut at now - 2h - k days. An order uploaded at
 * least an hour before a cut can be on it. How far a sheet got (Unbuilt ... Shipped) depends on its
 * age, so older sheets are shipped and today's are in every earlier state.
 */
export type SheetPlan = 'unbuilt' | 'pulled' | 'partial' | 'built' | 'staged' | 'shipped';

export const SHEET_CUT_LAG = 2 * HOUR;

/** The day index of the first cut an order uploaded `ageMs` ago can make; -1 when none yet. */
export function firstCut(ageMs: number): number {
  return ageMs < SHEET_CUT_LAG + HOUR ? -1 : Math.floor((ageMs - SHEET_CUT_LAG - HOUR) / DAY);
}

/** How long ago sheet (day k, key) was cut: a few minutes' spread so sheets of a day differ. */
export function sheetAgeMs(k: number, key: string): number {
  return SHEET_CUT_LAG + k * DAY - (hashKey('cut', key) % 30) * MINUTE;
}

/** A fixed spread over type, carrier and bucket: every state is reachable on the recent days. */
export function sheetPlan(k: number, type: PullsheetType, carrier: Carrier, bucket: number): SheetPlan {
  const r = (PULLSHEET_TYPES.indexOf(type) * 3 + CARRIERS.indexOf(carrier) * 7 + bucket + k) % 10;
  if (k === 0) return r < 2 ? 'unbuilt' : r < 4 ? 'pulled' : r < 6 ? 'partial' : r < 8 ? 'built' : 'staged';
  if (k === 1) return r < 2 ? 'partial' : r < 4 ? 'built' : r < 7 ? 'staged' : 'shipped';
  if (k === 2) return r < 4 ? 'staged' : 'shipped';
  // A few older sheets stuck at Staged: their labels show Label Created - Late.
  return r === 0 && k < 6 ? 'staged' : 'shipped';
}

/** The status of an order on a sheet; a Partial Built sheet has both pulled and built orders. */
export function orderStatusOnSheet(plan: SheetPlan, orderIndex: number): number {
  switch (plan) {
    case 'unbuilt':
    case 'pulled':
      return ORDER_STATUS.pulled;
    case 'partial':
      return orderIndex % 2 === 0 ? ORDER_STATUS.built : ORDER_STATUS.pulled;
    case 'built':
      return ORDER_STATUS.built;
    case 'staged':
      return ORDER_STATUS.staged;
    case 'shipped':
      return ORDER_STATUS.shipped;
  }
}

/**
 * status_code and max_status_code from the plan and what the orders on it actually reached: a sheet
 * planned Partial Built whose orders all ended up at one status shows that status instead.
 */
export function sheetStatus(plan: SheetPlan, minOrder: number, maxOrder: number): [number, number] {
  switch (plan) {
    case 'unbuilt':
      return [PULLSHEET_STATUS.unbuilt, PULLSHEET_STATUS.unbuilt];
    case 'partial':
      return minOrder === maxOrder ? [minOrder, minOrder] : [PULLSHEET_STATUS.pulled, PULLSHEET_STATUS.built];
    case 'pulled':
    case 'built':
    case 'staged':
    case 'shipped':
      return [minOrder, maxOrder];
  }
}

export function sheetKey(
  warehouse: string,
  k: number,
  type: PullsheetType,
  carrier: Carrier,
  bucket: number,
): string {
  return `${warehouse}|${k}|${type}|${carrier}|${bucket}`;
}

/** Finds a (type, carrier) whose sheet on day k has the wanted plan, for the coverage orders. */
export function comboFor(
  k: number,
  wanted: SheetPlan,
  types: readonly PullsheetType[],
  carriers: readonly Carrier[],
): [PullsheetType, Carrier] {
  for (const type of types)
    for (const carrier of carriers) if (sheetPlan(k, type, carrier, 0) === wanted) return [type, carrier];
  throw new Error(`no sheet on day ${k} reaches ${wanted}`);
}
