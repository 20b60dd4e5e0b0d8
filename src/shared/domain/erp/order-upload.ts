import { isYmd, padErpNumber } from '../../lib/dates';
import { WALMART_FULFILLMENT_CENTER } from './orders';

/**
 * Acumatica Order Uploads (D1 sections 2, 3, 5, 8, 9): a Walmart Fulfillment Center file, one sales
 * order per line. The browser maps and checks the file with these rules; the server checks the
 * mapped lines again with the same rules before anything is written.
 *
 * The mapping (D1 section 3 names the fields on both sides, not the pairs; these are ours):
 * - OrderType: always SO. VendorCode: the chosen vendor's code (C00299, D1 section 9), the ERP's CustomerID.
 * - Date and RequestedOn: ORDER_PLACED_DT (the file has one date; the order is wanted the day it was placed).
 * - CustomerOrderNumber: PURCHASE_ORDER_NUM (Walmart's PO, what the failure alert lists).
 * - ExternalRef: SALES_ORDER_NUM. InventoryID: VENDOR_SKU. Quantity: QUANTITY (a whole number above 0).
 * - UnitPrice: GMV_AMT / QUANTITY rounded to cents (GMV_AMT is the line's gross merchandise value).
 * - City, State, ZipCode: SHIP_TO_CITY, SHIP_TO_ST, SHIP_TO_ZIP_CD (the ZIP kept as text: leading zeros stay).
 */

/** The file columns read, in the order the template lists them. */
export const WALMART_ORDER_COLUMNS = [
  'ORDER_PLACED_DT',
  'PURCHASE_ORDER_NUM',
  'SALES_ORDER_NUM',
  'VENDOR_SKU',
  'QUANTITY',
  'GMV_AMT',
  'SHIP_TO_CITY',
  'SHIP_TO_ST',
  'SHIP_TO_ZIP_CD',
] as const;
export type WalmartOrderColumn = (typeof WALMART_ORDER_COLUMNS)[number];

/** The vendors of the screen's select: only Walmart Fulfillment Center. */
export const ACUMATICA_UPLOAD_VENDORS = [WALMART_FULFILLMENT_CENTER] as const;

/** At most this many lines per file: each is its own sales order, created while the upload waits. */
export const MAX_ACUMATICA_UPLOAD_LINES = 500;

/** An Acumatica sales-order line of D1 section 3. */
export type AcumaticaOrderLine = {
  OrderType: 'SO';
  VendorCode: string;
  Date: string;
  RequestedOn: string;
  CustomerOrderNumber: string;
  ExternalRef: string;
  InventoryID: string;
  Quantity: number;
  UnitPrice: string;
  City: string;
  State: string;
  ZipCode: string;
};

/** Which file column each mapped field comes from (the missing-field message names the column). */
export const LINE_SOURCE: Record<
  Exclude<keyof AcumaticaOrderLine, 'OrderType' | 'VendorCode'>,
  WalmartOrderColumn
> = {
  Date: 'ORDER_PLACED_DT',
  RequestedOn: 'ORDER_PLACED_DT',
  CustomerOrderNumber: 'PURCHASE_ORDER_NUM',
  ExternalRef: 'SALES_ORDER_NUM',
  InventoryID: 'VENDOR_SKU',
  Quantity: 'QUANTITY',
  UnitPrice: 'GMV_AMT',
  City: 'SHIP_TO_CITY',
  State: 'SHIP_TO_ST',
  ZipCode: 'SHIP_TO_ZIP_CD',
};

export const missingFieldMessage = (field: string) => `Missing required field: ${field}`;
export const NOT_A_VALID_CUSTOMER = 'Not a valid customer.';

/** The vendor code of a vendor name of the select, or null: 'Not a valid customer.' */
export function vendorCodeOf(vendorName: string): string | null {
  const found = ACUMATICA_UPLOAD_VENDORS.find((v) => v.name === vendorName.trim());
  return found ? found.code : null;
}

/** ORDER_PLACED_DT as YYYY-MM-DD: "2026-11-20", "2026-11-20 13:45:00", "2026-11-20T13:45:00Z" or "11/20/2026". */
export function orderPlacedDay(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[ T].*)?$/.exec(text);
  if (iso) return isYmd(iso[1]!) ? iso[1]! : null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/.exec(text);
  if (!us) return null;
  const ymd = `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return isYmd(ymd) ? ymd : null;
}

/** GMV_AMT / QUANTITY in cents, rounded half up: 59.97 for 3 is 19.99, 10.00 for 3 is 3.33. */
export function unitPriceOf(gmv: string, quantity: number): string | null {
  const text = gmv.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d+)?$/.test(text) || quantity <= 0) return null;
  const [whole, fraction = ''] = text.split('.');
  // The amount in ten-thousandths, so four decimal places of GMV survive before dividing.
  const tenThousandths = BigInt(whole!) * 10000n + BigInt((fraction + '0000').slice(0, 4));
  const cents = (tenThousandths + BigInt(quantity) * 50n) / (BigInt(quantity) * 100n);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

export type LineProblem = { row: number; field: string; message: string };
export type MappedFile =
  { ok: true; lines: AcumaticaOrderLine[] } | { ok: false; message: string; problems: LineProblem[] };

/** A cell as text: the browser's parser gives strings (numbers if typed), anything else is empty. */
const cell = (row: Readonly<Record<string, unknown>>, column: string): string => {
  const value = row[column];
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
};

/**
 * Maps the rows of a Walmart file (keyed by column) to sales-order lines. Any empty mapped field
 * refuses the whole file with 'Missing required field: {column}' (D1 section 5: the file is dropped);
 * a value that cannot be a date, quantity or amount refuses it too. Rows count from 1 after the header.
 */
export function mapWalmartFile(
  rows: readonly Readonly<Record<string, unknown>>[],
  vendorName: string,
): MappedFile {
  const vendorCode = vendorCodeOf(vendorName);
  if (!vendorCode) return { ok: false, message: NOT_A_VALID_CUSTOMER, problems: [] };
  if (rows.length === 0) return { ok: false, message: 'The file has no order lines.', problems: [] };
  if (rows.length > MAX_ACUMATICA_UPLOAD_LINES) {
    return { ok: false, message: `At most ${MAX_ACUMATICA_UPLOAD_LINES} lines per file.`, problems: [] };
  }
  const problems: LineProblem[] = [];
  const lines: AcumaticaOrderLine[] = [];
  rows.forEach((row, index) => {
    const number = index + 1;
    const missing = WALMART_ORDER_COLUMNS.filter((c) => cell(row, c) === '');
    if (missing.length > 0) {
      for (const field of missing) problems.push({ row: number, field, message: missingFieldMessage(field) });
      return;
    }
    const day = orderPlacedDay(cell(row, 'ORDER_PLACED_DT'));
    const quantityText = cell(row, 'QUANTITY');
    const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : NaN;
    const unitPrice =
      Number.isSafeInteger(quantity) && quantity > 0 ? unitPriceOf(cell(row, 'GMV_AMT'), quantity) : null;
    const bad = (field: WalmartOrderColumn, message: string) =>
      problems.push({ row: number, field, message });
    if (!day) bad('ORDER_PLACED_DT', `ORDER_PLACED_DT '${cell(row, 'ORDER_PLACED_DT')}' is not a date.`);
    if (!(Number.isSafeInteger(quantity) && quantity > 0)) {
      bad('QUANTITY', `QUANTITY '${quantityText}' must be a whole number greater than 0.`);
    } else if (!unitPrice) bad('GMV_AMT', `GMV_AMT '${cell(row, 'GMV_AMT')}' is not an amount.`);
    if (!day || !unitPrice) return;
    lines.push({
      OrderType: 'SO',
      VendorCode: vendorCode,
      Date: day,
      RequestedOn: day,
      CustomerOrderNumber: cell(row, 'PURCHASE_ORDER_NUM'),
      ExternalRef: cell(row, 'SALES_ORDER_NUM'),
      InventoryID: cell(row, 'VENDOR_SKU'),
      Quantity: quantity,
      UnitPrice: unitPrice,
      City: cell(row, 'SHIP_TO_CITY'),
      State: cell(row, 'SHIP_TO_ST'),
      ZipCode: cell(row, 'SHIP_TO_ZIP_CD'),
    });
  });
  const first = problems[0];
  if (first) return { ok: false, message: first.message, problems };
  return { ok: true, lines };
}

/**
 * The server's check of mapped lines (a client that skipped the browser's check): the first problem,
 * or null. Empty fields answer 'Missing required field: {column}' with the file column they come from.
 */
export function orderLinesProblem(lines: readonly AcumaticaOrderLine[], vendorName: string): string | null {
  const vendorCode = vendorCodeOf(vendorName);
  if (!vendorCode) return NOT_A_VALID_CUSTOMER;
  for (const [index, line] of lines.entries()) {
    const at = lines.length > 1 ? ` (line ${index + 1})` : '';
    if (line.VendorCode.trim() !== vendorCode) return NOT_A_VALID_CUSTOMER;
    for (const [field, column] of Object.entries(LINE_SOURCE) as [
      keyof typeof LINE_SOURCE,
      WalmartOrderColumn,
    ][]) {
      const value = line[field];
      if (typeof value === 'string' && value.trim() === '') return missingFieldMessage(column);
    }
    if (!isYmd(line.Date) || !isYmd(line.RequestedOn)) return `ORDER_PLACED_DT is not a date${at}.`;
    if (!Number.isSafeInteger(line.Quantity) || line.Quantity <= 0) {
      return `QUANTITY must be a whole number greater than 0${at}.`;
    }
    if (!/^\d+\.\d{2}$/.test(line.UnitPrice)) return `UnitPrice must be an amount in cents${at}.`;
  }
  return null;
}

/** The order upload alert of D1 section 8; the failed PO numbers follow it. */
export const orderUploadResultMessage = (successful: number, failed: number) =>
  `Successful Uploads: ${successful} / Failed Uploads: ${failed}`;

/** GET /acumatica/order?ordernbr: the number as the ERP keeps it, left-padded to 7 (D1 section 5). */
export const acumaticaOrderNumber = (orderNbr: string) => padErpNumber(orderNbr);
