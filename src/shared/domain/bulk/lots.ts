import { isYmd } from '../../lib/dates';
import { addDays, daysBetween } from '../../lib/zoned-time';
import { ASN_STATUS, BULK_ITEM_STATUS } from './status';

/**
 * Lots (D2 sections 2, 3, 4, 5, 8, 9): which orders carry valid lots (the row colours and
 * Regenerate Box Labels), the lot upload file's rules, shorting from the drawer and the near-expiry
 * flag (ours: a lot expiring within 30 days of the ship window, first expiry first out).
 */

/** D2 section 9: the template's name. */
export const LOT_TEMPLATE_NAME = 'LOT_NUMBERS_TEMPLATE.csv';

/** D2 section 3: the lot upload CSV's columns, in order; production_date may follow. */
export const LOT_COLUMNS = [
  'internal_po_number',
  'vendor_name',
  'internal_sku',
  'lot_number',
  'manufacturer',
  'expiration_date',
] as const;
export const LOT_OPTIONAL_COLUMNS = ['production_date'] as const;

/** The vendor whose open orders the template lists (D2 section 7, GET /bulk/treatly-orders). */
export const TREATLY_VENDOR = 'Treatly';

/** D2 section 8, Lots. */
export const LOTS_MESSAGES = {
  treatlyFailed: 'Failed to retrieve open Treatly orders',
  invalidOrder: 'An invalid order was selected',
  uploadFailed: 'Failed to Upload Lots',
  uploaded: 'Lots Uploaded!',
  shortFailed: 'Failed to short item',
  shorted: 'Successfully shorted item',
  unshortFailed: 'Failed to unshort item',
  unshorted: 'Successfully unshorted item',
  fileError: (reason: string) => `Error Uploading Order File: ${reason}`,
} as const;

/** Ours (beyond the spec): a lot expiring within this many days of the ship window is flagged. */
export const NEAR_EXPIRY_DAYS = 30;

/** The fields of an item these rules read. */
export type LotItem = {
  order_status: number;
  lot_number: string | null;
  expiration_date: string | null;
};
export type LotOrderLike = { vendor_status: number; items: readonly LotItem[] };

/** Cancelled (199, shorted) items need no lot. */
export const isActiveItem = (item: { order_status: number }) =>
  item.order_status !== BULK_ITEM_STATUS.cancelled;

/** D2 section 5: an item's lot is valid when it has a lot number and an expiry later than today. */
export function hasValidLot(item: LotItem, today: string): boolean {
  return (
    item.lot_number !== null &&
    item.lot_number.trim() !== '' &&
    item.expiration_date !== null &&
    isYmd(item.expiration_date) &&
    item.expiration_date > today
  );
}

/** Every non-cancelled item has a valid lot (and there is at least one such item). */
export function allLotsValid(order: LotOrderLike, today: string): boolean {
  const active = order.items.filter(isActiveItem);
  return active.length > 0 && active.every((i) => hasValidLot(i, today));
}

export type LotRowColour = 'asn-sent' | 'valid' | 'invalid';

/** D2 section 4: the ASN-sent colour first, then green when every lot is valid, red otherwise. */
export function lotRowColour(order: LotOrderLike, today: string): LotRowColour {
  if (order.vendor_status === ASN_STATUS.sent) return 'asn-sent';
  return allLotsValid(order, today) ? 'valid' : 'invalid';
}

/** D2 section 4: Regenerate Box Labels only when every non-cancelled item has a valid lot. */
export const canRegenerateBoxLabels = allLotsValid;

/** D2 section 4, Shorting: only Built (102) items, never once the ASN was sent. */
export function canShortItem(item: { order_status: number }, vendorStatus: number): boolean {
  return vendorStatus !== ASN_STATUS.sent && item.order_status === BULK_ITEM_STATUS.built;
}

/** Unshorting is offered on Cancelled (199) items and returns them to Built (102). */
export function canUnshortItem(item: { order_status: number }, vendorStatus: number): boolean {
  return vendorStatus !== ASN_STATUS.sent && item.order_status === BULK_ITEM_STATUS.cancelled;
}

/** The ship window's day a lot is measured against: its end, else its start, else the ship date. */
export function shipWindowDay(order: {
  ship_window_end: string | null;
  ship_window_start: string | null;
  requested_ship_date?: string | null;
}): string | null {
  return order.ship_window_end ?? order.ship_window_start ?? order.requested_ship_date ?? null;
}

/**
 * Ours: a lot that expires within NEAR_EXPIRY_DAYS of the ship window (or before it) is flagged, so
 * the oldest stock goes out first and the vendor still gets a month of shelf life.
 */
export function expiresNearShipWindow(expiry: string | null, windowDay: string | null): boolean {
  if (!expiry || !windowDay || !isYmd(expiry) || !isYmd(windowDay)) return false;
  return daysBetween(windowDay, expiry) <= NEAR_EXPIRY_DAYS;
}

/** The last day that is still flagged for this ship window. */
export const lastFlaggedExpiry = (windowDay: string) => addDays(windowDay, NEAR_EXPIRY_DAYS);

const TWO_OR_FOUR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const YMD_ANY = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})(?:[T ].*)?$/;

/**
 * D2 section 3: dates of the file converted to YYYY-MM-DD. Takes 2027-05-31, 2027/5/31,
 * 2027-05-31T00:00:00Z, 5/31/2027 and 5/31/27 (US order, years 00-69 as 20xx); null otherwise.
 */
export function toLotDate(value: string | null | undefined): string | null {
  const raw = (value ?? '').trim();
  if (raw === '') return null;
  const pad = (n: string) => n.padStart(2, '0');
  let ymd: string | null = null;
  const iso = YMD_ANY.exec(raw);
  if (iso) ymd = `${iso[1]}-${pad(iso[2]!)}-${pad(iso[3]!)}`;
  const us = TWO_OR_FOUR.exec(raw);
  if (us) {
    const year = us[3]!.length === 2 ? (Number(us[3]) < 70 ? `20${us[3]}` : `19${us[3]}`) : us[3]!;
    ymd = `${year}-${pad(us[1]!)}-${pad(us[2]!)}`;
  }
  return ymd && isYmd(ymd) ? ymd : null;
}

/** One row of the lot file as the screen sends it (POST /bulk/lots, `data`). */
export type LotFileRow = Partial<Record<(typeof LOT_COLUMNS)[number] | 'production_date', string | null>>;

/** A row that passed: what is written for each item of that order and SKU. */
export type LotEntry = {
  internal_po_number: string;
  vendor_name: string;
  internal_sku: string;
  lot_number: string;
  manufacturer: string | null;
  expiration_date: string;
  production_date: string | null;
};

export type LotFileCheck = { ok: true; lots: LotEntry[] } | { ok: false; problems: string[] };

/** At most this many problems are named; the rest are counted. */
const MAX_PROBLEMS = 10;

/** D2 section 5: the header holds every column of the template (production_date optional). */
export function missingLotColumns(fields: readonly string[]): string[] {
  return LOT_COLUMNS.filter((c) => !fields.includes(c));
}

const cell = (row: LotFileRow, name: keyof LotFileRow) => (row[name] ?? '').trim();

/**
 * D2 section 5: every row needs its order (PO, vendor, SKU), a lot number and an expiry later than
 * today; production_date is converted when present; each SKU has one lot number in the file. Rows
 * that repeat the same lot for the same order and SKU count once. Row numbers count the header as 1.
 */
export function checkLotRows(rows: readonly LotFileRow[], today: string): LotFileCheck {
  const problems: string[] = [];
  const lots = new Map<string, LotEntry>();
  const lotOfSku = new Map<string, { lot: string; row: number }>();
  if (rows.length === 0) return { ok: false, problems: ['The file has no rows of lots.'] };
  rows.forEach((row, index) => {
    const n = index + 2;
    const po = cell(row, 'internal_po_number');
    const vendor = cell(row, 'vendor_name');
    const sku = cell(row, 'internal_sku');
    const lot = cell(row, 'lot_number');
    const missing = (
      [
        ['internal_po_number', po],
        ['vendor_name', vendor],
        ['internal_sku', sku],
        ['lot_number', lot],
        ['expiration_date', cell(row, 'expiration_date')],
      ] as const
    )
      .filter(([, v]) => v === '')
      .map(([c]) => c);
    if (missing.length > 0) {
      problems.push(`Row ${n}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`);
      return;
    }
    const expiry = toLotDate(row.expiration_date);
    if (!expiry) {
      problems.push(`Row ${n}: expiration_date ${cell(row, 'expiration_date')} is not a date.`);
      return;
    }
    if (expiry <= today) {
      problems.push(`Row ${n}: lot ${lot} expired on ${expiry}; the expiry must be after today.`);
      return;
    }
    const producedText = cell(row, 'production_date');
    const produced = producedText === '' ? null : toLotDate(producedText);
    if (producedText !== '' && !produced) {
      problems.push(`Row ${n}: production_date ${producedText} is not a date.`);
      return;
    }
    const seen = lotOfSku.get(sku);
    if (seen && seen.lot !== lot) {
      problems.push(`Row ${n}: SKU ${sku} has two lot numbers (${seen.lot} on row ${seen.row}, ${lot}).`);
      return;
    }
    if (!seen) lotOfSku.set(sku, { lot, row: n });
    const manufacturer = cell(row, 'manufacturer');
    lots.set(JSON.stringify([po, vendor, sku]), {
      internal_po_number: po,
      vendor_name: vendor,
      internal_sku: sku,
      lot_number: lot,
      manufacturer: manufacturer === '' ? null : manufacturer,
      expiration_date: expiry,
      production_date: produced,
    });
  });
  if (problems.length === 0) return { ok: true, lots: [...lots.values()] };
  const more = problems.length - MAX_PROBLEMS;
  const named = problems.slice(0, MAX_PROBLEMS);
  return { ok: false, problems: more > 0 ? [...named, `${more} more rows have problems.`] : named };
}

/** The template's rows: the header and one row per open line still without a lot (order, vendor, SKU). */
export function lotTemplateRows(
  lines: readonly { internal_po_number: string; vendor_name: string; internal_sku: string }[],
): string[][] {
  const header = [...LOT_COLUMNS, ...LOT_OPTIONAL_COLUMNS];
  return [header, ...lines.map((l) => [l.internal_po_number, l.vendor_name, l.internal_sku, '', '', '', ''])];
}
