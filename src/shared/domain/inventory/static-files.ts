import Papa from 'papaparse';
import { STATIC_FILE_TYPES, type StaticFileType } from '../dropship/status';
import { COMPANY_WAREHOUSES, type Company, type CompanySide, type Warehouse } from '../identity/companies';

/**
 * Inventory Management's static files (D1 sections 2, 3, 5, 8 and 9): a CSV with a header row per
 * file type. The file is checked whole before anything is written: one bad row refuses the file.
 */

export { STATIC_FILE_TYPES, type StaticFileType };

/** The most data rows one file may carry. */
export const MAX_STATIC_ROWS = 20_000;
/** The most characters of one CSV (about 5 MB). */
export const MAX_STATIC_FILE_CHARS = 5_000_000;

export const STATIC_FILE_LABEL: Record<StaticFileType, string> = {
  updateMaster: 'Item master (updateMaster)',
  updateInventory: 'Inventory counts (updateInventory)',
  forceInventory: 'Force inventory (forceInventory)',
  updateVendor: 'Vendors (updateVendor)',
  updateZipcode: 'Zip codes (updateZipcode)',
  updatePallets: 'Pallet quantities (updatePallets, bulk)',
};

/** What each file does, shown under the file type. */
export const STATIC_FILE_HELP: Record<StaticFileType, string> = {
  updateMaster: 'Adds or updates catalog items by SKU. Items not in the file are left as they are.',
  updateInventory:
    'Sets on hand and available for each SKU and warehouse in the file. Other stock is unchanged.',
  forceInventory: 'Replaces the stock of every warehouse the file names: SKUs not in the file go to 0 there.',
  updateVendor: 'Adds or updates dropship vendors by name.',
  updateZipcode: 'Sets the warehouse that ships to each zip code.',
  updatePallets: 'Sets pieces per pallet for each SKU on the bulk side.',
};

/** The company side a file type is sent for (D1 section 9: updatePallets uses the bulk company). */
export function staticFileSide(type: StaticFileType): CompanySide {
  return type === 'updatePallets' ? 'bulk' : 'dropship';
}

type Kind = 'text' | 'count' | 'positive' | 'money' | 'flag' | 'warehouse' | 'zip' | 'state' | 'priority';
type Column = { name: string; required: boolean; kind: Kind; max?: number };

const col = (name: string, kind: Kind, required = false, max = 200): Column => ({
  name,
  kind,
  required,
  max,
});

/** The columns of each file type, in template order; required columns must be in the header and filled. */
export const STATIC_FILE_COLUMNS: Record<StaticFileType, readonly Column[]> = {
  updateMaster: [
    col('sku', 'text', true, 40),
    col('description', 'text', true, 500),
    col('root_sku', 'text', false, 40),
    col('size', 'text', false, 40),
    col('colour', 'text', false, 40),
    col('upc', 'text', false, 20),
    col('case_packs', 'positive'),
    col('price', 'money'),
    col('weight_lbs', 'money'),
    col('active', 'flag'),
  ],
  updateInventory: [
    col('sku', 'text', true, 40),
    col('warehouse', 'warehouse', true),
    col('quantity', 'count', true),
  ],
  forceInventory: [
    col('sku', 'text', true, 40),
    col('warehouse', 'warehouse', true),
    col('quantity', 'count', true),
  ],
  updateVendor: [
    col('vendor_name', 'text', true, 100),
    col('code', 'text', true, 20),
    col('fulfillment_priority', 'priority'),
    col('sends_inventory', 'flag'),
    col('active', 'flag'),
  ],
  updateZipcode: [
    col('zip_code', 'zip', true),
    col('state', 'state', true),
    col('warehouse', 'warehouse', true),
    col('city', 'text', false, 100),
  ],
  updatePallets: [col('sku', 'text', true, 40), col('qty_per_pallet', 'positive', true)],
};

/** The column(s) that identify a row: a file may name each key once. */
const KEY_COLUMNS: Record<StaticFileType, readonly string[]> = {
  updateMaster: ['sku'],
  updateInventory: ['sku', 'warehouse'],
  forceInventory: ['sku', 'warehouse'],
  updateVendor: ['vendor_name'],
  updateZipcode: ['zip_code'],
  updatePallets: ['sku'],
};

export const staticColumnNames = (type: StaticFileType) => STATIC_FILE_COLUMNS[type].map((c) => c.name);
export const requiredColumnNames = (type: StaticFileType) =>
  STATIC_FILE_COLUMNS[type].filter((c) => c.required).map((c) => c.name);

/** An example row per type, for the template download. */
const TEMPLATE_EXAMPLE: Record<StaticFileType, readonly string[]> = {
  updateMaster: [
    '12345',
    'Orthopedic Sofa Dog Bed - Large',
    '12345',
    'L',
    'Gray',
    '012345678905',
    '1',
    '59.99',
    '6.5',
    'Y',
  ],
  updateInventory: ['12345', 'kentucky', '120'],
  forceInventory: ['12345', 'kentucky', '120'],
  updateVendor: ['Chewy', 'C00100', '1', 'Y', 'Y'],
  updateZipcode: ['40202', 'KY', 'kentucky', 'Louisville'],
  updatePallets: ['12345', '48'],
};

/** The template of a file type: its header row and one example row. */
export function staticFileTemplate(type: StaticFileType): string {
  return Papa.unparse({ fields: staticColumnNames(type), data: [TEMPLATE_EXAMPLE[type]] });
}

export const templateFileName = (type: StaticFileType) => `${type}_template.csv`;

export const STATIC_FILE_MESSAGES = {
  typeRequired: 'File type is required.',
  fileRequired: 'Choose a CSV file.',
  empty: 'The file has no rows under its header.',
  tooMany: `At most ${MAX_STATIC_ROWS} rows per file.`,
  missingColumns: (missing: readonly string[], type: StaticFileType) =>
    `The file needs a header row with the columns ${requiredColumnNames(type).join(', ')} (missing: ${missing.join(', ')}).`,
  required: (row: number, column: string) => `Row ${row}: ${column} is required.`,
  tooLong: (row: number, column: string, max: number) =>
    `Row ${row}: ${column} has more than ${max} characters.`,
  count: (row: number, column: string) => `Row ${row}: ${column} must be a whole number 0 or more.`,
  positive: (row: number, column: string) => `Row ${row}: ${column} must be a whole number above 0.`,
  money: (row: number, column: string) => `Row ${row}: ${column} must be a number with at most 2 decimals.`,
  flag: (row: number, column: string) => `Row ${row}: ${column} must be Y or N.`,
  priority: (row: number) => `Row ${row}: fulfillment_priority must be 1, 2 or 3.`,
  zip: (row: number) => `Row ${row}: zip_code must be 5 digits.`,
  state: (row: number) => `Row ${row}: state must be a 2-letter state code.`,
  warehouse: (row: number, value: string, company: Company) =>
    `Row ${row}: warehouse ${value} is not one of ${COMPANY_WAREHOUSES[company].join(', ')}.`,
  duplicate: (row: number, key: string, first: number) => `Row ${row}: ${key} is already on row ${first}.`,
  unknownSku: (row: number, sku: string) => `Row ${row}: SKU ${sku} is not in the item list.`,
  /** The screen's message when an update fails (D1 section 8). */
  updateFailed: (reason: string) => `Error updating static file: ${reason}`,
} as const;

/** A checked row: each column of the type, as text ('' when empty); numbers are checked but kept as text. */
export type StaticRow = Record<string, string>;

export type StaticFileParse =
  { ok: true; rows: StaticRow[]; header: string[] } | { ok: false; problem: string };

const INT = /^\d+$/;
const MONEY = /^\d+(\.\d{1,2})?$/;
const FLAGS: Record<string, boolean> = {
  y: true,
  yes: true,
  true: true,
  '1': true,
  n: false,
  no: false,
  false: false,
  '0': false,
};

/** Y/N, yes/no, true/false, 1/0 (any case): the boolean, or null when it is none of them. */
export function flagValue(value: string): boolean | null {
  const v = FLAGS[value.trim().toLowerCase()];
  return v === undefined ? null : v;
}

function cellProblem(
  kind: Kind,
  column: Column,
  value: string,
  row: number,
  company: Company,
): string | null {
  const m = STATIC_FILE_MESSAGES;
  if (column.max !== undefined && value.length > column.max && (kind === 'text' || kind === 'state'))
    return m.tooLong(row, column.name, column.max);
  switch (kind) {
    case 'text':
      return null;
    case 'count':
      return INT.test(value) && Number(value) <= 2_147_483_647 ? null : m.count(row, column.name);
    case 'positive':
      return INT.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647
        ? null
        : m.positive(row, column.name);
    case 'money':
      return MONEY.test(value) && Number(value) < 1e10 ? null : m.money(row, column.name);
    case 'flag':
      return flagValue(value) === null ? m.flag(row, column.name) : null;
    case 'priority':
      return ['1', '2', '3'].includes(value) ? null : m.priority(row);
    case 'zip':
      return /^\d{5}$/.test(value) ? null : m.zip(row);
    case 'state':
      return /^[A-Za-z]{2}$/.test(value) ? null : m.state(row);
    case 'warehouse':
      return (COMPANY_WAREHOUSES[company] as readonly string[]).includes(value.toLowerCase())
        ? null
        : m.warehouse(row, value, company);
  }
}

/** The stored form of a cell: warehouses lower case, states upper case, the rest trimmed. */
function normalise(kind: Kind, value: string): string {
  if (kind === 'warehouse') return value.toLowerCase();
  if (kind === 'state') return value.toUpperCase();
  return value;
}

/**
 * Reads a static file of a type: header row first (column names in any case; unknown columns are
 * ignored), then every row checked. Answers all rows, or the first problem (with its row number as
 * the spreadsheet shows it: the header is row 1). Blank lines are skipped.
 */
export function parseStaticFile(type: StaticFileType, csv: string, company: Company): StaticFileParse {
  const m = STATIC_FILE_MESSAGES;
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [headerRow, ...data] = parsed.data;
  const header = (headerRow ?? []).map((h) => String(h).trim().toLowerCase());
  const missing = requiredColumnNames(type).filter((c) => !header.includes(c));
  if (missing.length > 0) return { ok: false, problem: m.missingColumns(missing, type) };
  if (data.length === 0) return { ok: false, problem: m.empty };
  if (data.length > MAX_STATIC_ROWS) return { ok: false, problem: m.tooMany };
  const columns = STATIC_FILE_COLUMNS[type];
  const index = new Map(columns.map((c) => [c.name, header.indexOf(c.name)]));
  const seen = new Map<string, number>();
  const rows: StaticRow[] = [];
  for (const [i, cells] of data.entries()) {
    const rowNumber = i + 2;
    const row: StaticRow = {};
    for (const column of columns) {
      const at = index.get(column.name) ?? -1;
      const value = at < 0 ? '' : String(cells[at] ?? '').trim();
      if (value === '') {
        if (column.required) return { ok: false, problem: m.required(rowNumber, column.name) };
        row[column.name] = '';
        continue;
      }
      const problem = cellProblem(column.kind, column, value, rowNumber, company);
      if (problem) return { ok: false, problem };
      row[column.name] = normalise(column.kind, value);
    }
    const keyColumns = KEY_COLUMNS[type];
    const key = keyColumns.map((k) => (k === 'vendor_name' ? row[k]!.toLowerCase() : row[k])).join(' / ');
    const first = seen.get(key);
    if (first !== undefined)
      return { ok: false, problem: m.duplicate(rowNumber, `${keyColumns.join(' and ')} ${key}`, first) };
    seen.set(key, rowNumber);
    rows.push(row);
  }
  return { ok: true, rows, header };
}

/** The header check alone (the server answers 400 at once for a file that cannot be read). */
export function staticHeaderProblem(type: StaticFileType, csv: string): string | null {
  const firstLine = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const header = (Papa.parse<string[]>(firstLine).data[0] ?? []).map((h) => String(h).trim().toLowerCase());
  const missing = requiredColumnNames(type).filter((c) => !header.includes(c));
  return missing.length > 0 ? STATIC_FILE_MESSAGES.missingColumns(missing, type) : null;
}

/** The warehouses a company's static inventory files may name. */
export const staticWarehouses = (company: Company): readonly Warehouse[] => COMPANY_WAREHOUSES[company];

/** Row colour class of the Update Status table, per action status (D1 section 4). */
export const STATIC_ACTION_LABEL = {
  action_processing: 'Processing',
  action_complete: 'Complete',
  action_failed: 'Failed',
} as const;

/** The action name a Pull Acumatica Counts run is listed under in the Update Status table. */
export const PULL_COUNTS_ACTION = 'pullAcumaticaCounts';
