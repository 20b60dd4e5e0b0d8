import type { PullsheetType } from '@shared/domain/dropship/status';
import { WAREHOUSE_CODES, type Company, type Warehouse } from '@shared/domain/identity/companies';
import type { Carrier } from '@shared/domain/carriers/tracking';
import { pullsheets } from '../platform/db/schema/dropship';
import type { OrderBundle } from './dropship-order-types';
import { sheetAgeMs, sheetStatus, type SheetPlan } from './dropship-sheets';
import { chunked, type Insert, type TableBatch } from './table-batch';
import type { VendorPlan } from './vendors';
import type { WorldContext } from './world-context';

type SheetCount = {
  key: string;
  k: number;
  plan: SheetPlan;
  warehouse: Warehouse;
  type: PullsheetType;
  carrier: Carrier;
  orders: number;
  pieces: number;
  min: number;
  max: number;
};
type UploadCount = { key: string; vendor: VendorPlan; ageMs: number; orders: number; ky: number; pa: number };
export type Counts = { sheets: Map<string, SheetCount>; uploads: Map<string, UploadCount> };

export function emptyCounts(): Counts {
  return { sheets: new Map(), uploads: new Map() };
}

/** Adds an order to its upload and pull sheet, so their counts equal what they hold. */
export function countOrder(counts: Counts, b: OrderBundle): void {
  const { spec } = b;
  const up = counts.uploads.get(spec.uploadKey) ?? {
    key: spec.uploadKey,
    vendor: spec.vendor,
    ageMs: spec.uploadAgeMs,
    orders: 0,
    ky: 0,
    pa: 0,
  };
  up.orders += 1;
  if (spec.warehouse === 'kentucky') up.ky += 1;
  if (spec.warehouse === 'pennsylvania') up.pa += 1;
  counts.uploads.set(spec.uploadKey, up);
  if (!spec.sheet) return;
  const { key, k, plan } = spec.sheet;
  const sheet = counts.sheets.get(key) ?? {
    key,
    k,
    plan,
    warehouse: spec.warehouse,
    type: spec.type,
    carrier: spec.carrier,
    orders: 0,
    pieces: 0,
    min: Infinity,
    max: -Infinity,
  };
  sheet.orders += 1;
  sheet.pieces += b.pieces;
  sheet.min = Math.min(sheet.min, spec.status);
  sheet.max = Math.max(sheet.max, spec.status);
  counts.sheets.set(key, sheet);
}

/** Pull sheets, oldest first; order_count and piece_count are what the counting pass found on them. */
export function pullsheetRows(ctx: WorldContext, company: Company, counts: Counts) {
  const sorted = [...counts.sheets.values()].sort((a, b) => b.k - a.k || a.key.localeCompare(b.key));
  const ids = new Map<string, number>();
  const ordinal = new Map<string, number>();
  const rows: Insert<typeof pullsheets>[] = sorted.map((s) => {
    const id = ctx.ids.next('pullsheets');
    ids.set(s.key, id);
    const day = `${s.warehouse}|${s.k}`;
    ordinal.set(day, (ordinal.get(day) ?? 0) + 1);
    const [statusCode, maxStatusCode] = sheetStatus(s.plan, s.min, s.max);
    return {
      pullsheetId: id,
      company,
      date: ctx.clock.ago(sheetAgeMs(s.k, s.key)),
      warehouse: WAREHOUSE_CODES[s.warehouse],
      carrier: s.carrier,
      type: s.type,
      statusCode,
      maxStatusCode,
      orderCount: s.orders,
      pieceCount: s.pieces,
      sort: ordinal.get(day)!,
      createdBy: s.k % 2 === 0 ? 'office' : 'floor',
      splitFrom: null,
    };
  });
  return { ids, batches: [...chunked(pullsheets, rows)] as TableBatch[] };
}
