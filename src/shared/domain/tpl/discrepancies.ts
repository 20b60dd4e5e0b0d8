import { toYmd } from '../../lib/dates';
import { DISCREPANCY_STATUS, type DiscrepancyStatus } from './status';

/**
 * 3PL Discrepancies (D3 2.3, 4, 5 "Discrepancy save", 8 "3PL"): transfer-order lines the 3PL
 * received in another quantity than was shipped. Unresolved rows are red, Resolved rows green; the
 * edit-status dialog needs a status (Unresolved or Resolved) and takes notes.
 */
export const DISCREPANCY_MESSAGES = {
  loadFailed: 'Failed to get discrepancies',
  statusRequired: 'Must select a status',
  failed: 'An error occurred',
  saved: 'Discrepancy updated',
  badStatus: `Status must be ${DISCREPANCY_STATUS.join(' or ')}.`,
  /** The update named an order and SKU that have no discrepancy (404). */
  notFound: (acuOrderNum: string, sku: string) =>
    `Failed to find a discrepancy for order ${acuOrderNum} and SKU ${sku}`,
} as const;

/** The longest note a discrepancy keeps. */
export const DISCREPANCY_NOTES_MAX = 2000;

export const isDiscrepancyStatus = (value: unknown): value is DiscrepancyStatus =>
  typeof value === 'string' && (DISCREPANCY_STATUS as readonly string[]).includes(value);

/** What the edit-status dialog holds. */
export type DiscrepancyEdit = { status: string | null | undefined; notes: string | null | undefined };

/** Why the dialog cannot save, in the spec's words; null when it can. */
export function discrepancyEditProblem(edit: DiscrepancyEdit): string | null {
  const status = edit.status?.trim() ?? '';
  if (status === '') return DISCREPANCY_MESSAGES.statusRequired;
  if (!isDiscrepancyStatus(status)) return DISCREPANCY_MESSAGES.badStatus;
  if ((edit.notes ?? '').length > DISCREPANCY_NOTES_MAX)
    return `Notes must be at most ${DISCREPANCY_NOTES_MAX} characters.`;
  return null;
}

/** Notes as stored: trimmed, and blank is no note. */
export const discrepancyNotes = (notes: string | null | undefined): string | null => {
  const text = notes?.trim() ?? '';
  return text === '' ? null : text;
};

/** Received minus shipped: below 0 the 3PL received less than was shipped (short), above 0 more. */
export const discrepancyDifference = (row: { shipped: number; received: number }): number =>
  row.received - row.shipped;

/** The difference with its sign, as the table and the export show it ('-3', '+2', '0'). */
export const differenceText = (difference: number): string =>
  difference > 0 ? `+${difference}` : String(difference);

/**
 * When an order and SKU name more than one discrepancy (an ASN received short twice), the update
 * changes exactly one: the most recent Unresolved one, or the most recent of all when every one is
 * Resolved already (so its notes can still be corrected).
 */
export function pickDiscrepancyToUpdate<T extends { id: number; status: string; timestamp: string }>(
  rows: readonly T[],
): T | null {
  const order = (a: T, b: T) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id;
  const unresolved = rows.filter((r) => r.status === 'Unresolved').sort(order);
  return unresolved[0] ?? [...rows].sort(order)[0] ?? null;
}

export const DISCREPANCY_EXPORT_COLUMNS = [
  'acu_order_num',
  'timestamp',
  'from_warehouse',
  'to_warehouse',
  'sku',
  'shipped',
  'received',
  'difference',
  'status',
  'notes',
] as const;

export type DiscrepancyExportSource = {
  acu_order_num: string;
  timestamp: string;
  from_warehouse: string;
  to_warehouse: string;
  sku: string;
  shipped: number;
  received: number;
  status: string;
  notes: string | null;
};

/** The export's rows, columns in the order of DISCREPANCY_EXPORT_COLUMNS. */
export function discrepancyExportTable(rows: readonly DiscrepancyExportSource[]) {
  return rows.map((r) => ({
    acu_order_num: r.acu_order_num,
    timestamp: r.timestamp,
    from_warehouse: r.from_warehouse,
    to_warehouse: r.to_warehouse,
    sku: r.sku,
    shipped: r.shipped,
    received: r.received,
    difference: differenceText(discrepancyDifference(r)),
    status: r.status,
    notes: r.notes ?? '',
  }));
}

/** The export's name carries the local date (D3 section 9): '3PL Discrepancies 2026-11-25.csv'. */
export function discrepancyExportFileName(now: Date): string {
  return `3PL Discrepancies ${toYmd(now)}.csv`;
}
