import { describe, expect, it } from 'vitest';
import {
  LABEL_MESSAGES,
  boxLabelSourceProblem,
  boxLabelTemplate,
  isTempName,
  padOrderNumber,
  palletRequests,
  readBoxLabelCsv,
  readPalletFile,
} from './label-files';

const HEADER = 'internal_po_number,vendor_name,internal_sku,box_qty,pallet_index';

describe('pallet label file (D2 section 5)', () => {
  it('accepts only .csv', () => {
    expect(readPalletFile('pallets.xlsx', HEADER)).toEqual({ ok: false, message: 'Failed to format file.' });
  });

  it('says File Empty for an empty file or a header alone', () => {
    expect(readPalletFile('p.csv', '')).toEqual({ ok: false, message: 'File Empty' });
    expect(readPalletFile('p.csv', `${HEADER}\n\n`)).toEqual({ ok: false, message: 'File Empty' });
  });

  it('needs exactly the header set', () => {
    expect(readPalletFile('p.csv', 'internal_po_number,vendor_name,internal_sku,box_qty\nA,B,C,1')).toEqual({
      ok: false,
      message: 'Invalid File Format',
    });
    expect(readPalletFile('p.csv', `${HEADER},extra\nA,B,C,1,1,x`).ok).toBe(false);
    expect(readPalletFile('p.csv', `${HEADER}\nA,B,C,1`)).toEqual({
      ok: false,
      message: 'Invalid File Format',
    });
  });

  it('reads rows in any column order, skips blank lines and explains a bad number', () => {
    const file =
      'pallet_index,box_qty,internal_sku,vendor_name,internal_po_number\n1,4,SKU1,Chewy,PO1\n\n2,3,SKU2,Chewy,PO1\n1,2,SKU3,Petco,PO2\n';
    const read = readPalletFile('P.CSV', file);
    expect(read).toEqual({
      ok: true,
      rows: [
        {
          internal_po_number: 'PO1',
          vendor_name: 'Chewy',
          internal_sku: 'SKU1',
          box_qty: 4,
          pallet_index: 1,
        },
        {
          internal_po_number: 'PO1',
          vendor_name: 'Chewy',
          internal_sku: 'SKU2',
          box_qty: 3,
          pallet_index: 2,
        },
        {
          internal_po_number: 'PO2',
          vendor_name: 'Petco',
          internal_sku: 'SKU3',
          box_qty: 2,
          pallet_index: 1,
        },
      ],
    });
    expect(readPalletFile('p.csv', `${HEADER}\nPO1,Chewy,SKU1,0,1`)).toEqual({
      ok: false,
      message: 'Error Handling Pallet File: line 2: box_qty must be a whole number of at least 1',
    });
    if (!read.ok) throw new Error('read');
    const requests = palletRequests(read.rows);
    expect(requests.map((r) => [r.internal_po_number, r.pallets.length])).toEqual([
      ['PO1', 2],
      ['PO2', 1],
    ]);
  });

  it("words the result as the spec's toast", () => {
    expect(LABEL_MESSAGES.sent(2, 1)).toBe(
      'Successfully Sent Pallet Request For 2 Orders. 1 Requests Failed.',
    );
    expect(LABEL_MESSAGES.handling('boom')).toBe('Error Handling Pallet File: boom');
  });
});

describe('box labels (D2 sections 3, 5 and 9)', () => {
  it('takes a .csv, .xlsx or .xlx file or an order number, not both', () => {
    expect(boxLabelSourceProblem('labels.csv', '')).toBeNull();
    expect(boxLabelSourceProblem('labels.XLSX', '')).toBeNull();
    expect(boxLabelSourceProblem('labels.xlx', '')).toBeNull();
    expect(boxLabelSourceProblem(null, '123')).toBeNull();
    expect(boxLabelSourceProblem('labels.csv', '123')).toBe(LABEL_MESSAGES.fileOrOrder);
    expect(boxLabelSourceProblem(null, ' ')).toBe(LABEL_MESSAGES.nothing);
    expect(boxLabelSourceProblem('labels.txt', '')).toBe(LABEL_MESSAGES.boxExtension);
  });

  it('reads the template back and a blank SKU stays blank', () => {
    expect(boxLabelTemplate()).toBe('internal_po_number,vendor_name,internal_sku\n');
    expect(readBoxLabelCsv(`${boxLabelTemplate()}PO1,Chewy,\nPO2,Petco,SKU9\n`)).toEqual({
      ok: true,
      rows: [
        { internal_po_number: 'PO1', vendor_name: 'Chewy', internal_sku: '' },
        { internal_po_number: 'PO2', vendor_name: 'Petco', internal_sku: 'SKU9' },
      ],
    });
    expect(readBoxLabelCsv(boxLabelTemplate())).toEqual({ ok: false, message: 'File Empty' });
    expect(readBoxLabelCsv('po,vendor\nA,B')).toEqual({ ok: false, message: 'Invalid File Format' });
  });

  it('leaves TEMP names out and pads order numbers to 7', () => {
    expect(isTempName('TEMP_PO1.pdf')).toBe(true);
    expect(isTempName('PO1 box labels.pdf')).toBe(false);
    expect(padOrderNumber('4521')).toBe('0004521');
  });
});
