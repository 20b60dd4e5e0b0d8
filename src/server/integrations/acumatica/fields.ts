import { isYmd } from '@shared/lib/dates';
import { isMoney } from '@shared/lib/money';
import { rejectedBy } from '../integration-error';

/**
 * Acumatica's contract-based REST API wraps every field as `{ "value": ... }`. The ports keep that
 * shape so the HTTP adapter passes bodies through; money stays decimal text here and the adapter
 * converts at the wire, where Acumatica sends numbers.
 */
export type Field<T> = { value: T };

export const field = <T>(value: T): Field<T> => ({ value });

/** Acumatica answers dates as DateTime at midnight. */
export function erpDateTime(ymd: string): string {
  return `${ymd}T00:00:00+00:00`;
}

/** The YYYY-MM-DD part of a date field, which may come as a date or as an Acumatica DateTime. */
export function ymdOf(value: string, name: string): string {
  const ymd = value.slice(0, 10);
  if (!isYmd(ymd)) throw rejectedBy('acumatica', `${name}: '${value}' is not a valid date.`);
  return ymd;
}

/** Acumatica's own wording for an empty required field. */
export function required(value: string | null | undefined, name: string): string {
  const text = value?.trim() ?? '';
  if (text === '') throw rejectedBy('acumatica', `${name}: '${name}' cannot be empty.`);
  return text;
}

export function positiveQuantity(value: number | undefined, name: string): number {
  if (value === undefined || !Number.isInteger(value) || value <= 0) {
    throw rejectedBy('acumatica', `${name}: the quantity must be a whole number greater than 0.`);
  }
  return value;
}

export function moneyText(value: string | undefined, name: string): string {
  if (value === undefined || !isMoney(value)) {
    throw rejectedBy('acumatica', `${name}: '${value ?? ''}' is not a valid amount.`);
  }
  return value.trim();
}
