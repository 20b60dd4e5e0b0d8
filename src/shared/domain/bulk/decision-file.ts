import { DECISION_CODES, SHIP_TYPES, type DecisionCode, type LineDecision, type ShipType } from './status';
import { NO_FULFIL, type DecidedLine, type Fulfil, type ShipMethods, warehousesUsed } from './decisions';

/**
 * The decision file of the New tab (D2 sections 3, 5 and 9): its headers in this exact order, its
 * decision codes and ship types, and its rows grouped into orders (PO, vendor name, vendor code),
 * each sent as one order with its items.
 */
export const DECISION_FILE_HEADERS = [
  'internal_po_number',
  'vendor_name',
  'vendor_code',
  'order_date',
  'upload_date',
  'order_pieces',
  'order_price',
  'location',
  'requested_ship_date',
  'deliver_by',
  'deliver_window_start',
  'deliver_window_end',
  'ship_window_start',
  'ship_window_end',
  'requested_pickup',
  'internal_sku',
  'quantity',
  'unit_price',
  'ext_price',
  'decision',
  'ship_type',
  'KY_qty',
  'PA_qty',
  'TX_qty',
  'IL_qty',
] as const;
export type DecisionFileHeader = (typeof DECISION_FILE_HEADERS)[number];
export type DecisionFileRow = Record<DecisionFileHeader, string>;

export const DECISION_FILE_MESSAGES = {
  invalidHeaders: 'Invalid File Headers',
  invalidDecisions: 'Invalid Decisions or Ship Types',
  valid: 'File Valid',
} as const;

/** What each file code means in the workflow (D2 section 4: PF and IL are both Illinois). */
export const DECISION_OF_CODE: Record<DecisionCode, LineDecision> = {
  KY: 'Kentucky',
  PA: 'Pennsylvania',
  TX: 'Texas',
  PF: 'Illinois',
  IL: 'Illinois',
  PL: 'Partial',
  SP: 'Split',
  CN: 'Cancel',
  DC: 'Discontinued',
  BO: 'Back Ordered',
};

/** Codes that need no ship type. */
const NO_SHIP_TYPE: readonly DecisionCode[] = ['CN', 'DC'];

export const isDecisionCode = (v: string): v is DecisionCode =>
  (DECISION_CODES as readonly string[]).includes(v);
export const isShipType = (v: string): v is ShipType => (SHIP_TYPES as readonly string[]).includes(v);

/** The headers match the exact list in the exact order (surrounding spaces ignored). */
export function headersValid(headers: readonly string[]): boolean {
  return (
    headers.length === DECISION_FILE_HEADERS.length &&
    DECISION_FILE_HEADERS.every((h, i) => headers[i]?.trim() === h)
  );
}

/** A row's decision is a known code and, except for CN and DC, its ship type is LTL, FTL or PARCEL. */
export function rowDecisionValid(row: Pick<DecisionFileRow, 'decision' | 'ship_type'>): boolean {
  const code = row.decision.trim().toUpperCase();
  if (!isDecisionCode(code)) return false;
  return NO_SHIP_TYPE.includes(code) || isShipType(row.ship_type.trim().toUpperCase());
}

export type DecisionFileOrder = {
  internal_po_number: string;
  vendor_name: string;
  vendor_code: string;
  items: DecidedLine[];
};

const qty = (v: string | undefined): number => {
  const t = (v ?? '').trim();
  return t === '' ? 0 : Number(t);
};

/**
 * A file row as a decided line: a warehouse code fulfils the whole quantity there; SP and PL take
 * KY_qty, PA_qty, TX_qty and IL_qty; the ship type is the method of every warehouse it sends to.
 */
export function lineOfRow(row: DecisionFileRow): DecidedLine {
  const code = row.decision.trim().toUpperCase() as DecisionCode;
  const decision = DECISION_OF_CODE[code];
  const quantity = qty(row.quantity);
  let fulfil: Fulfil = { ...NO_FULFIL };
  if (code === 'KY') fulfil.kentucky = quantity;
  else if (code === 'PA') fulfil.pennsylvania = quantity;
  else if (code === 'TX') fulfil.texas = quantity;
  else if (code === 'PF' || code === 'IL') fulfil.illinois = quantity;
  else if (code === 'SP' || code === 'PL') {
    fulfil = {
      kentucky: qty(row.KY_qty),
      pennsylvania: qty(row.PA_qty),
      texas: qty(row.TX_qty),
      illinois: qty(row.IL_qty),
    };
  }
  const shipType = row.ship_type.trim().toUpperCase();
  const methods: ShipMethods = {};
  if (isShipType(shipType)) for (const w of warehousesUsed([{ fulfil }])) methods[w] = shipType;
  return { internal_sku: row.internal_sku.trim(), quantity, decision, fulfil, methods };
}

export type DecisionFileResult =
  { ok: false; message: string } | { ok: true; message: string; orders: DecisionFileOrder[] };

/**
 * Checks a parsed decision file (its header row and its rows) and groups it: 'Invalid File Headers'
 * when the headers are not the list in order; 'Invalid Decisions or Ship Types' when a row's code or
 * ship type is not allowed; otherwise 'File Valid' with the rows grouped by PO number, vendor name
 * and vendor code, in the file's order.
 */
export function readDecisionFile(
  headers: readonly string[],
  rows: readonly Record<string, string | undefined>[],
): DecisionFileResult {
  if (!headersValid(headers)) return { ok: false, message: DECISION_FILE_MESSAGES.invalidHeaders };
  const full = rows.map(
    (r) => Object.fromEntries(DECISION_FILE_HEADERS.map((h) => [h, r[h] ?? ''])) as DecisionFileRow,
  );
  if (full.length === 0 || !full.every(rowDecisionValid)) {
    return { ok: false, message: DECISION_FILE_MESSAGES.invalidDecisions };
  }
  return { ok: true, message: DECISION_FILE_MESSAGES.valid, orders: groupDecisionRows(full) };
}

export function groupDecisionRows(rows: readonly DecisionFileRow[]): DecisionFileOrder[] {
  const map = new Map<string, DecisionFileOrder>();
  for (const row of rows) {
    const po = row.internal_po_number.trim();
    const vendor = row.vendor_name.trim();
    const code = row.vendor_code.trim();
    const key = JSON.stringify([po, vendor, code]);
    let order = map.get(key);
    if (!order) {
      order = { internal_po_number: po, vendor_name: vendor, vendor_code: code, items: [] };
      map.set(key, order);
    }
    order.items.push(lineOfRow(row));
  }
  return [...map.values()];
}
