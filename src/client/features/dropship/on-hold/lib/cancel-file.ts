import Papa from 'papaparse';
import type { CancelItemsRequest } from '@shared/api/dropship/on-hold';
import { cancelRowProblem, ITEM_CANCEL_COLUMNS } from '@shared/domain/dropship/on-hold';

export type CancelFileResult =
  { ok: true; items: CancelItemsRequest['items'] } | { ok: false; reason: string };

/**
 * A cancel file: CSV with a header of internal_po_number, internal_sku, vendor_name, cancel_reason.
 * Every row is checked before anything is sent; the first problem is the reason shown as 'Error: {reason}'.
 */
export function parseCancelFile(text: string): CancelFileResult {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const firstError = parsed.errors[0];
  if (firstError) return { ok: false, reason: `Row ${(firstError.row ?? 0) + 1}: ${firstError.message}` };
  const header = parsed.meta.fields ?? [];
  const missing = ITEM_CANCEL_COLUMNS.find((c) => !header.includes(c));
  if (missing) return { ok: false, reason: `Missing required field: ${missing}` };
  if (parsed.data.length === 0) return { ok: false, reason: 'The file has no rows.' };
  const items = parsed.data.map((row) => ({
    internal_po_number: row.internal_po_number?.trim() ?? '',
    internal_sku: row.internal_sku?.trim() ?? '',
    vendor_name: row.vendor_name?.trim() ?? '',
    cancel_reason: row.cancel_reason?.trim().toUpperCase() ?? '',
  }));
  for (const [i, item] of items.entries()) {
    const problem = cancelRowProblem(item, i);
    if (problem) return { ok: false, reason: problem };
  }
  return { ok: true, items };
}
