import { isYmd } from '../../lib/dates';
import { isMoney } from '../../lib/money';
import { SCAC_LENGTH } from './status';

/**
 * Bulk shipments (D2 sections 3, 5, 8 and 9): the shipment information of an order (the Not Shipped
 * dialog, Override Shipment on Ready), the bulk shipment file of Bulk Update, the ASN export of the
 * Shipped tab and the Acumatica link of Not Built. Used by the screens and by the server, which
 * checks every write again with the same rules.
 */

/** The bulk shipment upload row, in the template's column order (D2 section 3). */
export const SHIPMENT_FILE_COLUMNS = [
  'internal_po_number',
  'vendor_name',
  'pro_number',
  'carrier',
  'bol',
  'ship_date',
  'expected_delivery',
  'truck_number',
  'shipment_price',
  'acu_ship_num',
  'total_on_shipment',
] as const;
export type ShipmentFileColumn = (typeof SHIPMENT_FILE_COLUMNS)[number];
export type ShipmentFileRow = Partial<Record<ShipmentFileColumn, string>>;

/** Every template column is required except these (D2 section 5). */
export const OPTIONAL_SHIPMENT_COLUMNS: readonly ShipmentFileColumn[] = [
  'shipment_price',
  'acu_ship_num',
  'total_on_shipment',
];

export const SHIPMENT_MESSAGES = {
  /** D2 section 8, after a bulk shipment file was written. */
  updated: (n: number) => `${n} Shipments Updated!`,
  /** D2 section 8: a required value missing (or a carrier that is not 4 characters, or a bad date). */
  missingValue: (column: string, po: string) =>
    `Invalid Upload File! Missing Value ${column} For Order ${po}`,
  /** D2 section 8: the file could not be read or the server refused it. */
  uploadError: (reason: string) => `Error Uploading Shipment File: ${reason}`,
  emptyFile: 'The shipment file has no rows.',
  saved: 'Shipment Information Saved',
  built: (n: number) => `${n} ${n === 1 ? 'Order' : 'Orders'} Marked Built`,
  confirmed: (n: number) => `${n} ${n === 1 ? 'Shipment' : 'Shipments'} Confirmed`,
  completed: (n: number) => `${n} ${n === 1 ? 'Order' : 'Orders'} Marked Complete`,
} as const;

/** Shipment information as it is saved (dates YYYY-MM-DD, price a decimal string). */
export type ShipmentInfo = {
  internal_po_number: string;
  vendor_name: string;
  pro_number: string;
  carrier: string;
  bol: string;
  ship_date: string;
  expected_delivery: string;
  truck_number: string;
  shipment_price: string | null;
  acu_ship_num: string | null;
  total_on_shipment: number | null;
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A date of the shipment file as YYYY-MM-DD (D2 section 5): YYYY-MM-DD (or an ISO time, its date
 * part), M/D/YYYY or M/D/YY (spreadsheets write those; YY is 20YY), YYYY/M/D. Null when it is none
 * of these or not a real day.
 */
export function toShipmentDate(value: string): string | null {
  const text = value.trim();
  let ymd: string | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  const slashed = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text);
  if (iso) ymd = `${iso[1]}-${pad2(Number(iso[2]))}-${pad2(Number(iso[3]))}`;
  else if (slashed) ymd = `${slashed[1]}-${pad2(Number(slashed[2]))}-${pad2(Number(slashed[3]))}`;
  else if (us) {
    const year = us[3]!.length === 2 ? `20${us[3]}` : us[3]!;
    ymd = `${year}-${pad2(Number(us[1]))}-${pad2(Number(us[2]))}`;
  }
  return ymd && isYmd(ymd) ? ymd : null;
}

/** A carrier is an SCAC code of exactly 4 characters (D2 sections 5 and 9). */
export const isCarrierCode = (carrier: string) => carrier.trim().length === SCAC_LENGTH;

/** The pallet count (total_on_shipment): a whole number from 1 to 999. */
export const MAX_PALLETS = 999;

/** Why one optional value cannot be saved, or null. */
function optionalProblem(column: ShipmentFileColumn, value: string): string | null {
  if (value === '') return null;
  if (column === 'shipment_price' && !isMoney(value.replace(/^\$/, '')))
    return `shipment_price must be an amount like 125.50.`;
  if (column === 'total_on_shipment' && !/^\d{1,3}$/.test(value))
    return `total_on_shipment must be 1 to 999.`;
  if (column === 'total_on_shipment' && Number(value) < 1) return `total_on_shipment must be 1 to 999.`;
  return null;
}

export type ShipmentFileResult =
  { ok: true; shipments: ShipmentInfo[] } | { ok: false; message: string; row: number };

const cell = (row: ShipmentFileRow, column: ShipmentFileColumn) => (row[column] ?? '').trim();

/**
 * Checks every row of a bulk shipment file in order and stops at the first problem (D2 section 5):
 * a required column empty, a carrier that is not 4 characters, or a date that is not one, each
 * reported as 'Invalid Upload File! Missing Value {column} For Order {po}'. Dates come out as
 * YYYY-MM-DD. A file with one bad row is refused whole.
 */
export function readShipmentFile(rows: readonly ShipmentFileRow[]): ShipmentFileResult {
  if (rows.length === 0) return { ok: false, message: SHIPMENT_MESSAGES.emptyFile, row: 0 };
  const shipments: ShipmentInfo[] = [];
  for (const [index, row] of rows.entries()) {
    const po = cell(row, 'internal_po_number');
    const fail = (column: string) => ({
      ok: false as const,
      message: SHIPMENT_MESSAGES.missingValue(column, po),
      row: index + 1,
    });
    for (const column of SHIPMENT_FILE_COLUMNS) {
      if (OPTIONAL_SHIPMENT_COLUMNS.includes(column)) continue;
      if (cell(row, column) === '') return fail(column);
    }
    if (!isCarrierCode(cell(row, 'carrier'))) return fail('carrier');
    const shipDate = toShipmentDate(cell(row, 'ship_date'));
    if (!shipDate) return fail('ship_date');
    const expected = toShipmentDate(cell(row, 'expected_delivery'));
    if (!expected) return fail('expected_delivery');
    for (const column of OPTIONAL_SHIPMENT_COLUMNS) {
      const problem = optionalProblem(column, cell(row, column));
      if (problem) return { ok: false, message: `${problem} (order ${po})`, row: index + 1 };
    }
    const price = cell(row, 'shipment_price').replace(/^\$/, '');
    const pallets = cell(row, 'total_on_shipment');
    shipments.push({
      internal_po_number: po,
      vendor_name: cell(row, 'vendor_name'),
      pro_number: cell(row, 'pro_number'),
      carrier: cell(row, 'carrier').toUpperCase(),
      bol: cell(row, 'bol'),
      ship_date: shipDate,
      expected_delivery: expected,
      truck_number: cell(row, 'truck_number'),
      shipment_price: price === '' ? null : price,
      acu_ship_num: cell(row, 'acu_ship_num') || null,
      total_on_shipment: pallets === '' ? null : Number(pallets),
    });
  }
  return { ok: true, shipments };
}

/** The Add Shipment Information dialog (D2 section 5): label, and whether the field is required (*). */
export const SHIPMENT_DIALOG_FIELDS = [
  { key: 'pro_number', label: 'PRO Number', required: true },
  { key: 'carrier', label: 'Carrier (SCAC)', required: true },
  { key: 'bol', label: 'BOL', required: true },
  { key: 'ship_date', label: 'Ship Date', required: true },
  { key: 'expected_delivery', label: 'Expected Delivery', required: true },
  { key: 'truck_number', label: 'Truck Number', required: true },
  { key: 'shipment_price', label: 'Shipment Price', required: false },
  { key: 'acu_ship_num', label: 'Acumatica Shipment Number', required: false },
  { key: 'total_on_shipment', label: 'Total Pallets', required: false },
] as const satisfies readonly { key: ShipmentFileColumn; label: string; required: boolean }[];

export type ShipmentForm = Record<(typeof SHIPMENT_DIALOG_FIELDS)[number]['key'], string>;

/** The label shown: required fields are marked with an asterisk. */
export const fieldLabel = (f: { label: string; required: boolean }) =>
  f.required ? `${f.label} *` : f.label;

/**
 * True when the dialog may send: every required field filled. The spec sends nothing and shows no
 * message when one is empty; the screen marks the empty required fields instead.
 */
export function shipmentFormComplete(form: ShipmentForm): boolean {
  return SHIPMENT_DIALOG_FIELDS.every((f) => !f.required || form[f.key].trim() !== '');
}

/** The Ready ASN export of the Shipped tab (D2 section 9): READY_SHIPMENTS_{date}.csv, date YYYY-MM-DD. */
export const readyShipmentsFileName = (ymd: string) => `READY_SHIPMENTS_${ymd}.csv`;

/** Columns of the ASN export: one row per shipment of each order whose ASN is not sent. */
export const READY_SHIPMENTS_COLUMNS = [
  'internal_po_number',
  'external_po_number',
  'vendor_name',
  'acu_order_num',
  'warehouse',
  'pro_number',
  'carrier',
  'bol',
  'ship_date',
  'expected_delivery',
  'truck_number',
  'acu_ship_num',
  'total_on_shipment',
  'quantity',
  'asn_status',
] as const;

/**
 * The Acumatica order type of View In Acumatica (D2 section 9): SO. The spec says vendors whose
 * name contains a certain string use IT but does not show the string, so no vendor does here.
 */
export const ACUMATICA_ORDER_TYPE = 'SO';

/** The Acumatica Sales Orders screen (SO301000) of one order, under the instance's URL. */
export function acumaticaOrderUrl(baseUrl: string, orderNbr: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const query = `ScreenId=SO301000&OrderType=${ACUMATICA_ORDER_TYPE}&OrderNbr=${encodeURIComponent(orderNbr)}`;
  return `${base}/Main?${query}`;
}

/** Cartons on one pallet when the shipment does not say how many pallets it has. */
export const CARTONS_PER_PALLET = 24;

export type PackLine<K> = { key: K; quantity: number; casePack: number | null };
export type PackedCarton<K> = { key: K; quantity: number };

/**
 * How a shipment's lines travel: each line in cartons of its case pack (the last one holding the
 * rest; a line without a case pack is one carton), the cartons in line order on `pallets` pallets
 * (default: one per 24 cartons), filled in turn with as even a count as possible. Never more pallets
 * than cartons. The SSCC of each pallet and carton is given when they are stored.
 */
export function packShipment<K>(lines: readonly PackLine<K>[], pallets?: number | null): PackedCarton<K>[][] {
  const cartons: PackedCarton<K>[] = [];
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const per = line.casePack && line.casePack > 0 ? line.casePack : line.quantity;
    for (let left = line.quantity; left > 0; left -= per)
      cartons.push({ key: line.key, quantity: Math.min(per, left) });
  }
  if (cartons.length === 0) return [];
  const wanted = pallets && pallets > 0 ? pallets : Math.ceil(cartons.length / CARTONS_PER_PALLET);
  const count = Math.min(wanted, cartons.length);
  const out: PackedCarton<K>[][] = [];
  let start = 0;
  for (let p = 0; p < count; p++) {
    const size = Math.floor(cartons.length / count) + (p < cartons.length % count ? 1 : 0);
    out.push(cartons.slice(start, start + size));
    start += size;
  }
  return out;
}
