import { displayName } from '../identity/companies';

/**
 * USPS Scan Form (D1 sections 2 and 7): a warehouse's day of USPS packages put on one SCAN form, so
 * the carrier accepts them with one scan. A package goes on one form only.
 */

export const SCAN_FORM_MESSAGES = {
  badDate: 'Enter the ship date as YYYY-MM-DD.',
  future: 'The ship date cannot be in the future.',
  unknownWarehouse: (warehouse: string) => `${warehouse} is not a warehouse of this company.`,
  warehouseForbidden: (warehouse: string) => `You cannot make scan forms for ${displayName(warehouse)}.`,
  noPackages: (warehouse: string, day: string) =>
    `No USPS packages shipped from ${displayName(warehouse)} on ${printed(day)} that are not on a scan form yet.`,
  notFound: 'Scan form not found.',
  created: (count: number) => `Scan form created for ${count} USPS ${count === 1 ? 'package' : 'packages'}.`,
  failed: (reason: string) => `Failed to create scan form: ${reason}`,
} as const;

function printed(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Why a ship date cannot be used (today is the office's day), or null. */
export function scanDayProblem(day: string, today: string): string | null {
  if (!isDay(day)) return SCAN_FORM_MESSAGES.badDate;
  if (day > today) return SCAN_FORM_MESSAGES.future;
  return null;
}

/** The file name a scan form downloads as: ScanForm_KY_2026-11-24_{form}.pdf. */
export function scanFormName(warehouseCode: string, day: string, formId: string): string {
  return `ScanForm_${warehouseCode}_${day}_${formId}.pdf`;
}
