/** Dates as the spec sends them (YYYY-MM-DD) and ERP numbers as it pads them (7 digits). */

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A calendar date as YYYY-MM-DD, read in local time (what the user picked). */
export function toYmd(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date in YYYY-MM-DD form. */
export function isYmd(value: string): boolean {
  const match = YMD.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const ERP_NUMBER_LENGTH = 7;

/** Left-pads an Acumatica order number with zeros to 7 characters; blank stays blank. */
export function padErpNumber(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  if (text === '') return '';
  return text.padStart(ERP_NUMBER_LENGTH, '0');
}

/** Order dates come back with the T of an ISO timestamp replaced by a space. */
export function orderDateText(iso: string): string {
  return iso.replace('T', ' ');
}

/** Displayed order dates are cut to their first 10 characters (the date part). */
export function datePart(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}
