import { describe, expect, it } from 'vitest';
import { lineBarcodes, pdfLines, pdfText } from '../../../tests/support/pdf-read-back';
import type { BulkPullsheetLine, BulkPullsheetOrder } from '../domain/bulk/bulk-pullsheet';
import { buildBulkPullsheetPdf } from './bulk-pullsheet-pdf';
import { buildFoamPdf, buildPullsheetPdf, type PullsheetPdfInput } from './pullsheet-pdf';

/**
 * The PDFs read back by PDF.js (text and positions) and their pages rendered and scanned by ZXing:
 * what a picker sees and scans, checked against the spec's rules, not against the generator.
 */

const sheet: PullsheetPdfInput = {
  pullsheet_id: 41,
  warehouse: 'KY',
  type: 'multiples',
  carrier: 'fedex',
  date: '2026-11-24T14:05:00.000Z',
  lines: [
    { sku: '95000052', description: 'Calming Bed Large', quantity: 2, location: 'AISL10-02' },
    { sku: '70232', description: 'Bed and Cover Bundle', quantity: 2, location: null },
    { sku: 'FH-77A', description: 'Cover Small', quantity: 1, location: null },
    { sku: '95000060', description: 'Ortho Bed XL', quantity: 1, location: 'AISL2-07' },
    { sku: '95000052', description: 'Calming Bed Large', quantity: 3, location: 'AISL10-02' },
    { sku: '30001', description: 'Press Mat', quantity: 4, location: 'PREBUILT 12' },
    { sku: '30002', description: 'Press Mat Jumbo', quantity: 1, location: '0-4' },
  ],
  bundles: [
    {
      sku: '70232',
      components: [
        { sku: '95000071', description: 'Bundle Bed', quantity: 1, location: 'PULL 3' },
        { sku: '95000072', description: 'Bundle Cover', quantity: 2, location: 'AISL2-01' },
      ],
    },
  ],
};

/** The SKU column's texts (x between 120 and 200 points) below the table header. */
const inSkuColumn = (t: { x: number; str: string }) =>
  t.x > 120 && t.x < 200 && t.str !== 'SKU' && /^[0-9A-Z][0-9A-Z-]*$/.test(t.str);

describe('the dropship pull sheet PDF (D1 section 9)', { timeout: 30_000 }, () => {
  it('prints the title with the warehouse code and type digit, the date and Total Pieces', async () => {
    const { bytes, fileName } = buildPullsheetPdf(sheet);
    const lines = await pdfLines(bytes);
    expect(fileName).toBe('pullsheet_41.pdf');
    expect(lines[0]).toBe('KY 3');
    expect(lines[1]).toContain('11/24/2026');
    // 5 + 2 bundles x (1 + 2) + 1 + 1 + 4 + 1 pieces.
    expect(lines).toContain('Total Pieces: 18');
  });

  it('reads General Assembly for assembly sheets', async () => {
    const lines = await pdfLines(buildPullsheetPdf({ ...sheet, warehouse: 'PA', type: 'assembly' }).bytes);
    expect(lines[0]).toBe('PA General Assembly');
  });

  it('prints one line per SKU, bundles expanded, PREBUILT then PULL then AISL then 0, empty last', async () => {
    const lines = await pdfLines(buildPullsheetPdf(sheet).bytes);
    const rows = lines.slice(lines.indexOf('Location SKU Description Qty Barcode') + 1, -1);
    expect(rows).toEqual([
      'PREBUILT 12 30001 Press Mat 4',
      'PULL 3 95000071 Bundle Bed 2',
      'AISL2-01 95000072 Bundle Cover 4',
      'AISL2-07 95000060 Ortho Bed XL 1',
      'AISL10-02 95000052 Calming Bed Large 5',
      '0-4 30002 Press Mat Jumbo 1',
      'FH-77A Cover Small 1',
    ]);
  });

  it('prints a Code 128 barcode on each line that scans to its SKU', async () => {
    const scanned = await lineBarcodes(buildPullsheetPdf(sheet).bytes, inSkuColumn);
    expect(scanned.map((s) => s.text)).toEqual([
      '30001',
      '95000071',
      '95000072',
      '95000060',
      '95000052',
      '30002',
      'FH-77A',
    ]);
    for (const line of scanned) expect(line.barcode, `barcode of ${line.text}`).toBe(line.text);
  });

  it('carries a long sheet over pages with the title on each and barcodes that still scan', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      sku: `9${String(i).padStart(7, '0')}`,
      description: `Bed ${i}`,
      quantity: 1,
      location: `AISL${String(i + 1).padStart(2, '0')}-01`,
    }));
    const { bytes } = buildPullsheetPdf({ ...sheet, lines: many, bundles: [] });
    const { pages, items } = await pdfText(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(items.filter((t) => t.str === 'KY 3')).toHaveLength(pages);
    const scanned = await lineBarcodes(bytes, inSkuColumn);
    expect(scanned.map((s) => s.text)).toEqual(many.map((l) => l.sku));
    const last = scanned.filter((s) => s.page === pages);
    expect(last.length).toBeGreaterThan(0);
    for (const line of last) expect(line.barcode).toBe(line.text);
  });
});

describe('the foam and bolster PDF', { timeout: 30_000 }, () => {
  it('prints foam, fiber and liner sheets, each sorted by size word with its total', async () => {
    const { bytes } = buildFoamPdf({
      foam: [
        { sku: '1', quantity: 2, description: 'Foam Insert Jumbo' },
        { sku: '2', quantity: 3, description: 'Foam Insert Small' },
        { sku: '3', quantity: 1, description: 'Foam Insert XL' },
      ],
      fiber: [{ sku: '4', quantity: 5, description: 'Fiber Medium' }],
      liner: [],
      pullsheets: [40, 41],
      since: '2026-11-24T08:00:00.000Z',
    });
    const lines = await pdfLines(bytes);
    const foam = lines.slice(lines.indexOf('Foam Pullsheet'), lines.indexOf('Fiber Pullsheet'));
    expect(foam).toContain('Total Pieces: 6');
    expect(foam.filter((l) => l.startsWith('Foam Insert') || /^\d /.test(l))).toEqual([
      '2 Foam Insert Small 3',
      '3 Foam Insert XL 1',
      '1 Foam Insert Jumbo 2',
    ]);
    expect(lines).toContain('Fiber Pullsheet');
    expect(lines).toContain('4 Fiber Medium 5');
    expect(lines).toContain('Liner Pullsheet');
    expect(lines).toContain('No liner needed.');
  });
});

const bulkLine = (
  sku: string,
  quantity: number,
  extra: Partial<BulkPullsheetLine> = {},
): BulkPullsheetLine => ({
  sku,
  description: `Bed ${sku}`,
  size: 'Large',
  quantity,
  pa_location: `PULL ${sku}`,
  mca_location: `AISL${sku}`,
  foam: null,
  bolster: null,
  boxes: null,
  case_packs: 2,
  ...extra,
});

const bulkOrder = (acu: string, lines: BulkPullsheetLine[], extra: Partial<BulkPullsheetOrder> = {}) => ({
  acu_order_num: acu,
  po_number: `PO-${acu}`,
  vendor_name: 'Chewy',
  warehouse: 'kentucky',
  warehouse_code: '01',
  lines,
  ...extra,
});

describe('the bulk pull sheet PDF (D2 section 9)', { timeout: 30_000 }, () => {
  it('is named after the ERP order number and lists order, PO, customer, date and Total Pieces', async () => {
    const pdf = buildBulkPullsheetPdf({
      today: '2026-11-24',
      orders: [
        bulkOrder('0012345', [
          bulkLine('20', 3),
          bulkLine('7', 2, { foam: 'Foam Insert Large', bolster: 'Fiber Large' }),
          bulkLine('20', 1),
          bulkLine('9', 4, { mca_location: null }),
        ]),
      ],
    });
    expect(pdf.fileName).toBe('0012345.pdf');
    const lines = await pdfLines(pdf.bytes);
    expect(lines.slice(0, 6)).toEqual([
      'Pull Sheet - 0012345',
      'ERP Order Number: 0012345',
      'PO: PO-0012345',
      'Customer: Chewy',
      'Date: 11/24/2026',
      'Total Pieces: 10',
    ]);
    expect(lines[6]).toBe('SKU Description Size Quantity Pull Location');
    // Merged per SKU, by MCA location (warehouse 01), the line without one last.
    expect(lines.slice(7, 10)).toEqual([
      '7 Bed 7 Large 2 AISL7',
      '20 Bed 20 Large 4 AISL20',
      '9 Bed 9 Large 4',
    ]);
    expect(lines).toContain('Foam - 0012345');
    expect(lines).toContain('7 Foam Insert Large Large 2 AISL7');
    expect(lines).toContain('Bolster - 0012345');
  });

  it("uses the PA location for warehouse '02'", async () => {
    const pdf = buildBulkPullsheetPdf({
      today: '2026-11-24',
      orders: [bulkOrder('0000002', [bulkLine('5', 1)], { warehouse: 'pennsylvania', warehouse_code: '02' })],
    });
    expect(await pdfLines(pdf.bytes)).toContain('5 Bed 5 Large 1 PULL 5');
  });

  it('groups Texas orders eight numbers to a line on fill, no-fill and foam sheets with box totals', async () => {
    const orders = Array.from({ length: 9 }, (_, i) =>
      bulkOrder(
        String(100 + i).padStart(7, '0'),
        [bulkLine('1', 4, { bolster: 'Fiber Large' }), bulkLine('2', 3), bulkLine('3', 2, { foam: 'Foam' })],
        { warehouse: 'texas', warehouse_code: '03' },
      ),
    );
    const lines = await pdfLines(buildBulkPullsheetPdf({ today: '2026-11-24', orders }).bytes);
    const start = lines.indexOf('ERP Order Numbers:');
    expect(lines[start + 1]).toBe('0000100, 0000101, 0000102, 0000103, 0000104, 0000105, 0000106, 0000107');
    expect(lines[start + 2]).toBe('0000108');
    expect(lines.filter((l) => / - Texas$/.test(l))).toEqual([
      'Fill - Texas',
      'No Fill - Texas',
      'Foam - Texas',
    ]);
    // Fill: 9 x 4 pieces in boxes of 2; no fill 9 x 3 (2 boxes each); foam 9 x 2 (1 box each).
    expect(lines.filter((l) => l.startsWith('Total '))).toEqual([
      'Total Pieces: 36',
      'Total Boxes: 18',
      'Total Pieces: 27',
      'Total Boxes: 18',
      'Total Pieces: 18',
      'Total Boxes: 9',
    ]);
    expect(lines).toContain('SKU Description Size Quantity Boxes Pull Location');
    expect(lines).toContain('1 Bed 1 Large 36 18 AISL1');
  });
});
