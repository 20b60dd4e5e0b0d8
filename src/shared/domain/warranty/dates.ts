/**
 * Warranty dates (D3 section 5): the order date is sent as year-month-day WITHOUT zero padding
 * (2026-3-7); the server stores a calendar date and answers it as YYYY-MM-DD, which screens cut to
 * its first 10 characters. Export file names use month.day.two-digit year ('3.7.26').
 */

/** The order date as the warranty calls send it: year-month-day, no zero padding. */
export function warrantyDate(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

const LOOSE_YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A sent order date ('2026-3-7', '2026-03-07', or an ISO timestamp whose first 10 characters are
 * a date) as YYYY-MM-DD, or null when it is not a real calendar date.
 */
export function parseWarrantyDate(value: string): string | null {
  const text = value.trim();
  const match = LOOSE_YMD.exec(text) ?? LOOSE_YMD.exec(text.slice(0, 10));
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A YYYY-MM-DD (or unpadded) date as the Date of that local day, for a date picker. */
export function warrantyDateToLocal(value: string): Date | null {
  const ymd = parseWarrantyDate(value);
  if (!ymd) return null;
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The date in an export's file name: month.day.two-digit year, no padding ('11.5.26'). */
export function exportFileDate(date: Date): string {
  return `${date.getMonth() + 1}.${date.getDate()}.${String(date.getFullYear() % 100).padStart(2, '0')}`;
}
