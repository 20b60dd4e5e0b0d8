import { isRecord } from '../../http/answers';

/**
 * The port keeps Acumatica's `{ value }` fields but money as decimal text and nulls as
 * `{ value: null }`; on the wire Acumatica sends money as numbers, an empty field as `{}`, and
 * adds bookkeeping (rowNumber, note, custom, _links, files). These two functions convert at the
 * edge, both ways, so the rest of the adapter passes entities through.
 */

/** The money fields of the entities this endpoint uses. */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'UnitPrice',
  'ExtendedPrice',
  'OrderTotal',
  'Amount',
  'Balance',
  'AmountPaid',
]);

const BOOKKEEPING: ReadonlySet<string> = new Set(['rowNumber', 'note', 'custom', '_links', 'files', 'error']);

/** A number Acumatica sent as money, as the port's decimal text (2 places when it has no more). */
export function moneyFromWire(value: number): string {
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 ? (cents / 100).toFixed(2) : String(value);
}

function valueFromWire(key: string, value: unknown): unknown {
  return MONEY_FIELDS.has(key) && typeof value === 'number' ? moneyFromWire(value) : (value ?? null);
}

/** An entity as Acumatica answers it, in the port's shape. */
export function fromWire(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => fromWire(item, key));
  if (!isRecord(value)) return value;
  const entries = Object.entries(value).filter(([k]) => !BOOKKEEPING.has(k));
  if ('value' in value) return { value: valueFromWire(key, value.value) };
  // An empty object is a field without a value (Acumatica leaves null values out).
  if (entries.length === 0 && key !== '') return { value: null };
  return Object.fromEntries(entries.map(([k, v]) => [k, k === 'id' ? v : fromWire(v, k)]));
}

/** A port input as Acumatica takes it: money fields as numbers, absent fields left out. */
export function toWire(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => toWire(item, key));
  if (!isRecord(value)) return value;
  if ('value' in value) {
    const v = value.value;
    if (MONEY_FIELDS.has(key) && typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) {
      return { value: Number(v) };
    }
    return { value: v };
  }
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, toWire(v, k)]),
  );
}

/** `'it''s'`: a string literal of an OData $filter. */
export function odataText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function odataDate(ymd: string): string {
  return `datetimeoffset'${ymd}'`;
}
