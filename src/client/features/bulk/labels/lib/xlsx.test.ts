import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readBoxLabelRows } from '@shared/domain/labels/label-files';
import { readFirstSheet } from './xlsx';

/** A box label workbook as Excel saves one: a number PO, a cell left empty, an ampersand, a second sheet. */
function workbook(): Uint8Array {
  const book = XLSX.utils.book_new();
  const first = XLSX.utils.aoa_to_sheet([
    ['internal_po_number', 'vendor_name', 'internal_sku'],
    ['PO1', 'Chewy & Co', null],
    [4521, 'Chewy & Co', 'SKU9'],
  ]);
  XLSX.utils.book_append_sheet(book, first, 'Labels');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['ignored']]), 'Notes');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('the first sheet of an .xlsx box label file', () => {
  it('reads the first sheet into text rows, numbers as shown and empty cells left off the end', async () => {
    const rows = await readFirstSheet(workbook());
    expect(rows).toEqual([
      ['internal_po_number', 'vendor_name', 'internal_sku'],
      ['PO1', 'Chewy & Co'],
      ['4521', 'Chewy & Co', 'SKU9'],
    ]);
    expect(readBoxLabelRows(rows!)).toEqual({
      ok: true,
      rows: [
        { internal_po_number: 'PO1', vendor_name: 'Chewy & Co', internal_sku: '' },
        { internal_po_number: '4521', vendor_name: 'Chewy & Co', internal_sku: 'SKU9' },
      ],
    });
  });

  it('answers null for bytes that are not a workbook', async () => {
    expect(await readFirstSheet(new TextEncoder().encode('internal_po_number,vendor_name'))).toBeNull();
    expect(await readFirstSheet(Uint8Array.from([0x50, 0x4b, 3, 4, 0, 0, 1, 2]))).toBeNull();
  });
});
