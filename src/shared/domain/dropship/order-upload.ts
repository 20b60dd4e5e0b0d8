import { US_STATES } from '../carriers/addresses';
import { CARRIERS, type Carrier } from '../carriers/tracking';
import {
  parseCarrier,
  parseOrderDate,
  parsePrice,
  parseQuantity,
  parseRequestedOn,
} from './order-upload-values';

/**
 * The dropship order file (docs/templates.md): one CSV row per order line, the Order fields of D1
 * section 3 that an upload supplies. Rows with the same vendor_name and internal_po_number form one
 * order. Both sides use these rules: the browser to show problems before sending, the upload job
 * to refuse an order rather than write half of it.
 */
export const ORDER_UPLOAD_COLUMNS = [
  'vendor_name',
  'internal_po_number',
  'external_po_number',
  'order_date',
  'name',
  'address1',
  'address2',
  'city',
  'state',
  'zip_code',
  'internal_sku',
  'external_sku',
  'quantity',
  'internal_price',
  'external_price',
  'carrier',
  'method',
  'requested_on',
  'note',
] as const;
export type OrderUploadColumn = (typeof ORDER_UPLOAD_COLUMNS)[number];
export type OrderUploadRow = Record<OrderUploadColumn, string>;

/** Columns that need a value on every row; the others may be blank. */
export const REQUIRED_VALUES: readonly OrderUploadColumn[] = [
  'vendor_name',
  'internal_po_number',
  'order_date',
  'name',
  'address1',
  'city',
  'state',
  'zip_code',
  'internal_sku',
  'quantity',
  'carrier',
];

/** Fields of the order itself: every row of one PO must agree on them. */
export const ORDER_FIELDS = [
  'external_po_number',
  'order_date',
  'name',
  'address1',
  'address2',
  'city',
  'state',
  'zip_code',
  'carrier',
  'method',
  'requested_on',
  'note',
] as const satisfies readonly OrderUploadColumn[];

/** At most this many rows per file (the request carries them as JSON). */
export const MAX_UPLOAD_ROWS = 20_000;

/** Above this size the browser parses the file in a Web Worker. */
export const WORKER_PARSE_BYTES = 1024 * 1024;

/** The spec's wording (D1 section 8) for a column or value that is missing. */
export const missingField = (field: string) => `Missing required field: ${field}`;
export const NOT_A_VALID_CUSTOMER = 'Not a valid customer.';

/** Columns of the template absent from a file's header, in template order. */
export function missingColumns(header: readonly string[]): OrderUploadColumn[] {
  const present = new Set(header.map((h) => h.trim().toLowerCase()));
  return ORDER_UPLOAD_COLUMNS.filter((c) => !present.has(c));
}

export type RowProblem = { row: number; po: string; field: OrderUploadColumn | null; message: string };

/** A CSV cell as text: papaparse gives strings, a JSON client might send numbers or null. */
export function cell(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The template's columns of a parsed row (header names matched case-insensitively), trimmed. */
export function toUploadRow(raw: Readonly<Record<string, unknown>>): OrderUploadRow {
  const lower = new Map(Object.entries(raw).map(([k, v]) => [k.trim().toLowerCase(), v]));
  return Object.fromEntries(ORDER_UPLOAD_COLUMNS.map((c) => [c, cell(lower.get(c))])) as OrderUploadRow;
}

/** The problems of one row (row = its line number in the file, the header being line 1). */
export function rowProblems(row: OrderUploadRow, line: number): RowProblem[] {
  const problems: RowProblem[] = [];
  const add = (field: OrderUploadColumn, message: string) =>
    problems.push({ row: line, po: row.internal_po_number, field, message });
  for (const field of REQUIRED_VALUES) if (row[field] === '') add(field, missingField(field));
  if (row.order_date && !parseOrderDate(row.order_date))
    add('order_date', `order_date "${row.order_date}" is not a date (use YYYY-MM-DD or M/D/YYYY).`);
  if (row.quantity && parseQuantity(row.quantity) === null)
    add('quantity', `quantity "${row.quantity}" must be a whole number from 1 to 9999.`);
  for (const field of ['internal_price', 'external_price'] as const) {
    if (row[field] && parsePrice(row[field]) === null)
      add(field, `${field} "${row[field]}" must be an amount such as 12.50.`);
  }
  if (row.carrier && !parseCarrier(row.carrier))
    add('carrier', `carrier "${row.carrier}" must be one of ${CARRIERS.join(', ')}.`);
  if (row.state && !(US_STATES as readonly string[]).includes(row.state.toUpperCase()))
    add('state', `state "${row.state}" is not a US state code.`);
  if (row.zip_code && !/^\d{5}(-?\d{4})?$/.test(row.zip_code))
    add('zip_code', `zip_code "${row.zip_code}" must have 5 or 9 digits.`);
  if (row.requested_on && !parseRequestedOn(row.requested_on))
    add('requested_on', `requested_on "${row.requested_on}" is not a date (use YYYYMMDD).`);
  return problems;
}

export type UploadLine = {
  internal_sku: string;
  external_sku: string | null;
  quantity: number;
  internal_price: string | null;
  external_price: string | null;
};

export type UploadOrder = {
  vendor_name: string;
  internal_po_number: string;
  external_po_number: string | null;
  order_date: string;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip_code: string;
  carrier: Carrier;
  method: string | null;
  requested_on: string | null;
  note: string | null;
  lines: UploadLine[];
};

/** An order of the file, or why it cannot be written (its first problem). */
export type GroupedOrder =
  | { ok: true; order: UploadOrder; rows: number[] }
  | { ok: false; po: string; vendor: string; reason: string; rows: number[] };

const orNull = (text: string) => (text === '' ? null : text);

function toOrder(first: OrderUploadRow, rows: readonly OrderUploadRow[]): UploadOrder {
  return {
    vendor_name: first.vendor_name,
    internal_po_number: first.internal_po_number,
    external_po_number: orNull(first.external_po_number),
    order_date: parseOrderDate(first.order_date) ?? '',
    name: first.name,
    address1: first.address1,
    address2: orNull(first.address2),
    city: first.city,
    state: first.state.toUpperCase(),
    zip_code: first.zip_code,
    carrier: parseCarrier(first.carrier) ?? 'fedex',
    method: orNull(first.method),
    requested_on: first.requested_on ? parseRequestedOn(first.requested_on) : null,
    note: orNull(first.note),
    lines: rows.map((r) => ({
      internal_sku: r.internal_sku,
      external_sku: orNull(r.external_sku),
      quantity: parseQuantity(r.quantity) ?? 0,
      internal_price: r.internal_price ? parsePrice(r.internal_price) : null,
      external_price: r.external_price ? parsePrice(r.external_price) : null,
    })),
  };
}

/**
 * Groups rows into orders by vendor and PO, in file order. An order fails as a whole when any of
 * its rows has a problem or its rows disagree on an order field; other orders are not affected.
 */
export function groupOrders(rows: readonly OrderUploadRow[]): GroupedOrder[] {
  const groups = new Map<string, { rows: OrderUploadRow[]; lines: number[] }>();
  rows.forEach((row, i) => {
    const key = `${row.vendor_name}\u0000${row.internal_po_number}`;
    const group = groups.get(key) ?? { rows: [], lines: [] };
    group.rows.push(row);
    group.lines.push(i + 2);
    groups.set(key, group);
  });
  return [...groups.values()].map(({ rows: members, lines }) => {
    const first = members[0]!;
    const failure = (reason: string): GroupedOrder => ({
      ok: false,
      po: first.internal_po_number,
      vendor: first.vendor_name,
      reason,
      rows: lines,
    });
    const problem = members.flatMap((r, i) => rowProblems(r, lines[i]!))[0];
    if (problem) return failure(`Row ${problem.row}: ${problem.message}`);
    const field = ORDER_FIELDS.find((f) => members.some((r) => r[f] !== first[f]));
    if (field) return failure(`The rows of PO ${first.internal_po_number} disagree on ${field}.`);
    return { ok: true, order: toOrder(first, members), rows: lines };
  });
}

export type FileCheck =
  | { ok: false; message: string; problems: RowProblem[] }
  | { ok: true; rows: OrderUploadRow[]; orders: number; vendor: string };

/**
 * What the browser checks before sending (D1 section 5: a missing field discards the file): the
 * header has every column, there are rows, every row is valid and one vendor per file (an upload
 * belongs to one vendor).
 */
export function checkOrderFile(
  header: readonly string[],
  raw: readonly Readonly<Record<string, unknown>>[],
): FileCheck {
  const absent = missingColumns(header);
  if (absent.length > 0) return { ok: false, message: missingField(absent[0]!), problems: [] };
  if (raw.length === 0) return { ok: false, message: 'The file has no order rows.', problems: [] };
  if (raw.length > MAX_UPLOAD_ROWS)
    return {
      ok: false,
      message: `The file has ${raw.length} rows; at most ${MAX_UPLOAD_ROWS} per file.`,
      problems: [],
    };
  const rows = raw.map(toUploadRow);
  const problems = rows.flatMap((row, i) => rowProblems(row, i + 2));
  const vendor = rows[0]!.vendor_name;
  rows.forEach((row, i) => {
    if (row.vendor_name && vendor && row.vendor_name !== vendor)
      problems.push({
        row: i + 2,
        po: row.internal_po_number,
        field: 'vendor_name',
        message: `One vendor per file: expected ${vendor}, found ${row.vendor_name}.`,
      });
  });
  problems.sort((a, b) => a.row - b.row);
  if (problems.length > 0) return { ok: false, message: problems[0]!.message, problems };
  const orders = new Set(rows.map((r) => r.internal_po_number)).size;
  return { ok: true, rows, orders, vendor };
}
