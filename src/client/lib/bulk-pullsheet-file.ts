import type { BulkPullsheetOrder as FoundOrder } from '@shared/api/bulk/bulk-pullsheets';
import type { BulkPullsheetOrder as PrintedOrder } from '@shared/domain/bulk/bulk-pullsheet';
import { dayIn } from '@shared/lib/zoned-time';
import { saveBlob } from '@client/lib/download';

/** The orders as the bulk pull sheet PDF takes them (its PO is the internal PO number). */
export function printedOrders(orders: readonly FoundOrder[]): PrintedOrder[] {
  return orders.map((o) => ({
    acu_order_num: o.acu_order_num,
    po_number: o.internal_po_number,
    vendor_name: o.vendor_name,
    warehouse: o.warehouse ?? '',
    warehouse_code: o.warehouse_code ?? '',
    lines: o.lines,
  }));
}

/**
 * Builds the bulk pull sheet PDF of these orders (D2 section 9) and hands it to the browser as a
 * download named after the ERP order number. The generator (jsPDF) loads only when first used.
 */
export async function saveBulkPullsheetPdf(orders: readonly FoundOrder[], now = Date.now()): Promise<string> {
  const { buildBulkPullsheetPdf } = await import('@shared/documents/bulk-pullsheet-pdf');
  const pdf = buildBulkPullsheetPdf({ orders: printedOrders(orders), today: dayIn(now) });
  saveBlob(new Blob([pdf.bytes as BlobPart], { type: 'application/pdf' }), pdf.fileName);
  return pdf.fileName;
}
