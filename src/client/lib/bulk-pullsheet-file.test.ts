import { describe, expect, it } from 'vitest';
import { bulkPullsheetOrderSchema, type BulkPullsheetOrder } from '@shared/api/bulk/bulk-pullsheets';
import { buildBulkPullsheetPdf } from '@shared/documents/bulk-pullsheet-pdf';
import { pdfLines } from '../../../tests/support/pdf-read-back';
import { printedOrders } from './bulk-pullsheet-file';

/** Two answers of GET /bulk/pullsheets as the contract parses them, printed by helper A's generator. */
const line = (sku: string, quantity: number, pa: string, mca: string) => ({
  item_id: Number(sku),
  sku,
  external_sku: null,
  root_sku: null,
  description: `Bed ${sku}`,
  size: 'Large',
  colour: null,
  quantity,
  pa_location: pa,
  mca_location: mca,
  foam: null,
  bolster: null,
  case_packs: 1,
  boxes: quantity,
  default_box: null,
});

const order = (acu: string, warehouse: 'kentucky' | 'pennsylvania', code: string): BulkPullsheetOrder =>
  bulkPullsheetOrderSchema.parse({
    order_id: Number(acu),
    acu_order_num: acu,
    internal_po_number: `PO-${acu}`,
    external_po_number: null,
    vendor_name: 'Walmart',
    warehouse,
    warehouse_code: code,
    order_date: '2026-03-01T15:00:00.000Z',
    pullsheet_downloaded_at: null,
    total_pieces: 7,
    lines: [line('41001', 4, 'PA-07-1', 'AISL-03'), line('41002', 3, 'PA-02-9', 'PULL-11')],
  });

describe('the orders of the screen on the bulk pull sheet PDF', () => {
  it("maps the answer's fields to the generator's (PO, warehouse, code)", () => {
    const [printed] = printedOrders([order('0904512', 'kentucky', '01')]);
    expect(printed).toMatchObject({
      acu_order_num: '0904512',
      po_number: 'PO-0904512',
      vendor_name: 'Walmart',
      warehouse: 'kentucky',
      warehouse_code: '01',
    });
    expect(printed?.lines).toHaveLength(2);
  });

  it("prints the MCA location for Kentucky and the PA location for warehouse '02'", async () => {
    const kentucky = buildBulkPullsheetPdf({
      orders: printedOrders([order('0904512', 'kentucky', '01')]),
      today: '2026-03-02',
    });
    expect(kentucky.fileName).toBe('0904512.pdf');
    const ky = (await pdfLines(kentucky.bytes)).join('\n');
    expect(ky).toContain('0904512');
    expect(ky).toContain('PO-0904512');
    expect(ky).toContain('AISL-03');
    expect(ky).toContain('PULL-11');
    expect(ky).not.toContain('PA-07-1');

    const pennsylvania = buildBulkPullsheetPdf({
      orders: printedOrders([order('0904513', 'pennsylvania', '02')]),
      today: '2026-03-02',
    });
    const pa = (await pdfLines(pennsylvania.bytes)).join('\n');
    expect(pa).toContain('PA-07-1');
    expect(pa).toContain('PA-02-9');
    expect(pa).not.toContain('AISL-03');
    expect(pennsylvania.pieces).toBe(7);
  });
});
