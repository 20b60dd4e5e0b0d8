import { isMoney, toCents } from '../../lib/money';
import { isYmd } from '../../lib/dates';
import { DECISION_FILE_HEADERS, DECISION_OF_CODE, isDecisionCode, isShipType } from './decision-file';
import { DECISION_WAREHOUSE, NO_FULFIL, type Fulfil } from './decisions';
import { DECISION_CODES, SHIP_TYPES, type LineDecision, type ShipType } from './status';

/**
 * The bulk order file of Bulk Uploads (D2 sections 2, 3 and 8): its columns in their exact order,
 * the check of every row, and the grouping of rows into orders (one per PO number, vendor name and
 * vendor code, as the decision file groups them). The browser checks the file before sending it and
 * the server checks it again; one bad row refuses the whole file.
 */

/**
 * "Bulk order file row" of D2 section 3, in this exact order: the decision file's columns (the same
 * file, with decision, ship_type and the per-warehouse quantities still blank at upload).
 */
export const BULK_ORDER_FILE_COLUMNS = DECISION_FILE_HEADERS;
export type BulkOrderFileColumn = (typeof BULK_ORDER_FILE_COLUMNS)[number];
export type BulkOrderFileRow = Partial<Record<string, string | null>>;

/** Not decided yet at upload: these may be blank; every other column needs a value. */
export const BLANK_AT_UPLOAD: readonly BulkOrderFileColumn[] = [
  'decision',
  'ship_type',
  'KY_qty',
  'PA_qty',
  'TX_qty',
  'IL_qty',
];

export const MAX_BULK_UPLOAD_ROWS = 20_000;
export const MAX_BULK_CELL = 200;
/** A quantity above this is a typing mistake, not a purchase order line. */
export const MAX_BULK_QUANTITY = 1_000_000;

export const BULK_UPLOAD_MESSAGES = {
  success: 'Upload Successful!',
  noRows: 'The file has no order rows.',
  tooManyRows: `The file has more than ${MAX_BULK_UPLOAD_ROWS} rows; split it into smaller files.`,
} as const;

const WAREHOUSE_QTY = [
  ['KY_qty', 'kentucky'],
  ['PA_qty', 'pennsylvania'],
  ['TX_qty', 'texas'],
  ['IL_qty', 'illinois'],
] as const;
export type BulkUploadLine = {
  /** The file's row number (the header is row 1). */
  row: number;
  internal_sku: string;
  quantity: number;
  unit_price: string;
  ext_price: string;
  decision: LineDecision | null;
  ship_type: ShipType | null;
  fulfil: Fulfil;
};

export type BulkUploadOrder = {
  internal_po_number: string;
  vendor_name: string;
  vendor_code: string;
  /** YYYY-MM-DD (a time after the date is not kept). */
  order_date: string;
  order_pieces: number;
  order_price: string;
  location: string;
  requested_ship_date: string;
  deliver_by: string;
  deliver_window_start: string;
  deliver_window_end: string;
  ship_window_start: string;
  ship_window_end: string;
  requested_pickup: string;
  lines: BulkUploadLine[];
};

export type BulkFileCheck =
  { ok: true; orders: BulkUploadOrder[]; rows: number } | { ok: false; reason: string };

/** 'Invalid File Headers' with the expected first row, or null when the header is the template's. */
export function headerProblem(fields: readonly string[]): string | null {
  const trimmed = fields.map((f) => f.trim());
  const same =
    trimmed.length === BULK_ORDER_FILE_COLUMNS.length &&
    BULK_ORDER_FILE_COLUMNS.every((column, i) => trimmed[i] === column);
  return same
    ? null
    : `Invalid File Headers: the first row must be ${BULK_ORDER_FILE_COLUMNS.join(', ')} (in this order).`;
}

/** The bulk order template: the header row only. */
export const bulkOrderTemplateCsv = () => `${BULK_ORDER_FILE_COLUMNS.join(',')}\r\n`;

const DATE_PARTS =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A date cell as YYYY-MM-DD: YYYY-MM-DD (a time after it is dropped) or M/D/YYYY; null otherwise. */
export function fileDate(value: string): string | null {
  const iso = DATE_PARTS.exec(value);
  const us = US_DATE.exec(value);
  const ymd = iso
    ? `${iso[1]}-${iso[2]}-${iso[3]}`
    : us
      ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`
      : null;
  return ymd && isYmd(ymd) ? ymd : null;
}

/** A money cell ("12.50", "$1,250.5") as a decimal string with at most two places, or null. */
export function fileMoney(value: string): string | null {
  const plain = value.replace(/^\$/, '').replaceAll(',', '');
  return isMoney(plain) && toCents(plain) >= 0n ? plain : null;
}

/** A whole number cell from 0 to `max`, or null. */
export function fileCount(value: string, max = MAX_BULK_QUANTITY): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
}

class RowError extends Error {}

/** Reads one row's cells; throws RowError with what is wrong in words. */
function readRow(raw: BulkOrderFileRow) {
  const cell = (column: BulkOrderFileColumn) => (raw[column] ?? '').trim();
  for (const column of BULK_ORDER_FILE_COLUMNS) {
    const value = cell(column);
    if (value === '' && !BLANK_AT_UPLOAD.includes(column)) throw new RowError(`${column} is empty.`);
    if (value.length > MAX_BULK_CELL)
      throw new RowError(`${column} is longer than ${MAX_BULK_CELL} characters.`);
  }
  const date = (column: BulkOrderFileColumn) => {
    const value = fileDate(cell(column));
    if (!value) throw new RowError(`${column} "${cell(column)}" is not a date (YYYY-MM-DD or M/D/YYYY).`);
    return value;
  };
  const money = (column: BulkOrderFileColumn) => {
    const value = fileMoney(cell(column));
    if (value === null) throw new RowError(`${column} "${cell(column)}" is not an amount (like 12.50).`);
    return value;
  };
  const count = (column: BulkOrderFileColumn, min = 0) => {
    const value = fileCount(cell(column));
    if (value === null || value < min)
      throw new RowError(`${column} "${cell(column)}" is not a whole number${min > 0 ? ' above 0' : ''}.`);
    return value;
  };
  date('upload_date');
  const quantity = count('quantity', 1);
  const code = cell('decision').toUpperCase();
  if (code !== '' && !isDecisionCode(code))
    throw new RowError(`decision "${cell('decision')}" is not one of ${DECISION_CODES.join(', ')}.`);
  const shipType = cell('ship_type').toUpperCase();
  if (shipType !== '' && !isShipType(shipType))
    throw new RowError(`ship_type "${cell('ship_type')}" is not one of ${SHIP_TYPES.join(', ')}.`);
  const decision = code === '' ? null : DECISION_OF_CODE[code];
  const given = WAREHOUSE_QTY.map(([column]) => (cell(column) === '' ? 0 : count(column)));
  const total = given.reduce((s, n) => s + n, 0);
  let fulfil: Fulfil = NO_FULFIL;
  const warehouse = decision ? DECISION_WAREHOUSE[decision] : undefined;
  if (decision === 'Split' || decision === 'Partial') {
    if (total > quantity)
      throw new RowError(`KY_qty + PA_qty + TX_qty + IL_qty (${total}) is more than quantity (${quantity}).`);
    fulfil = Object.fromEntries(WAREHOUSE_QTY.map(([, w], i) => [w, given[i]!])) as Fulfil;
  } else if (total > 0 && !warehouse) {
    throw new RowError(
      'Quantities per warehouse need a decision: SP (Split), PL (Partial) or a warehouse code.',
    );
  } else if (warehouse) {
    fulfil = { ...NO_FULFIL, [warehouse]: quantity };
  }
  const order: Omit<BulkUploadOrder, 'lines'> = {
    internal_po_number: cell('internal_po_number'),
    vendor_name: cell('vendor_name'),
    vendor_code: cell('vendor_code'),
    order_date: date('order_date'),
    order_pieces: count('order_pieces'),
    order_price: money('order_price'),
    location: cell('location'),
    requested_ship_date: date('requested_ship_date'),
    deliver_by: date('deliver_by'),
    deliver_window_start: date('deliver_window_start'),
    deliver_window_end: date('deliver_window_end'),
    ship_window_start: date('ship_window_start'),
    ship_window_end: date('ship_window_end'),
    requested_pickup: date('requested_pickup'),
  };
  const line: Omit<BulkUploadLine, 'row'> = {
    internal_sku: cell('internal_sku'),
    quantity,
    unit_price: money('unit_price'),
    ext_price: money('ext_price'),
    decision,
    ship_type: shipType === '' ? null : shipType,
    fulfil,
  };
  return { order, line };
}

/**
 * Checks every row of a bulk order file (header row already checked) and groups the rows into
 * orders by PO number, vendor name and vendor code, in file order. The first bad row refuses the
 * file, named by its row number (the header is row 1) and PO. One PO of one vendor may carry one
 * vendor code only (it becomes one order).
 */
export function checkBulkOrderFile(rows: readonly BulkOrderFileRow[]): BulkFileCheck {
  if (rows.length === 0) return { ok: false, reason: BULK_UPLOAD_MESSAGES.noRows };
  if (rows.length > MAX_BULK_UPLOAD_ROWS) return { ok: false, reason: BULK_UPLOAD_MESSAGES.tooManyRows };
  const orders = new Map<string, BulkUploadOrder>();
  const codes = new Map<string, string>();
  for (const [index, raw] of rows.entries()) {
    const row = index + 2;
    const po = (raw.internal_po_number ?? '').trim();
    try {
      const { order, line } = readRow(raw);
      const poKey = `${order.vendor_name}\u0000${order.internal_po_number}`;
      const code = codes.get(poKey);
      if (code !== undefined && code !== order.vendor_code)
        throw new RowError(
          `vendor_code "${order.vendor_code}" differs from "${code}" on an earlier row of the same PO and vendor.`,
        );
      codes.set(poKey, order.vendor_code);
      const key = `${poKey}\u0000${order.vendor_code}`;
      const existing = orders.get(key);
      if (existing) existing.lines.push({ row, ...line });
      else orders.set(key, { ...order, lines: [{ row, ...line }] });
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      return { ok: false, reason: `Row ${row}${po ? ` (PO ${po})` : ''}: ${error.message}` };
    }
  }
  return { ok: true, orders: [...orders.values()], rows: rows.length };
}
