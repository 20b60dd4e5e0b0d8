import { describe, expect, it } from 'vitest';
import {
  parseStaticFile,
  requiredColumnNames,
  STATIC_FILE_MESSAGES,
  STATIC_FILE_TYPES,
  staticColumnNames,
  staticFileSide,
  staticFileTemplate,
  staticHeaderProblem,
} from './static-files';

describe('static file types (D1 section 9)', () => {
  it('has the six types of the spec, and only updatePallets goes to the bulk company', () => {
    expect(STATIC_FILE_TYPES).toEqual([
      'updateMaster',
      'updateInventory',
      'forceInventory',
      'updateVendor',
      'updateZipcode',
      'updatePallets',
    ]);
    expect(STATIC_FILE_TYPES.filter((t) => staticFileSide(t) === 'bulk')).toEqual(['updatePallets']);
  });

  it('names the columns of each type, required ones first', () => {
    expect(staticColumnNames('updateInventory')).toEqual(['sku', 'warehouse', 'quantity']);
    expect(requiredColumnNames('updateMaster')).toEqual(['sku', 'description']);
    expect(requiredColumnNames('updateVendor')).toEqual(['vendor_name', 'code']);
    expect(requiredColumnNames('updateZipcode')).toEqual(['zip_code', 'state', 'warehouse']);
    expect(staticColumnNames('updatePallets')).toEqual(['sku', 'qty_per_pallet']);
  });

  it.each(STATIC_FILE_TYPES)('the %s template is a header and an example row that parses', (type) => {
    const template = staticFileTemplate(type);
    expect(template.split(/\r?\n/)[0]).toBe(staticColumnNames(type).join(','));
    const parsed = parseStaticFile(type, template, 'furhaven');
    expect(parsed).toMatchObject({ ok: true });
    if (parsed.ok) expect(parsed.rows).toHaveLength(1);
  });
});

describe('parseStaticFile: the whole file is checked, first problem wins', () => {
  const inv = (body: string) =>
    parseStaticFile('updateInventory', `sku,warehouse,quantity\n${body}`, 'furhaven');

  it('reads rows with the header in any case and order, trimming cells and lower-casing warehouses', () => {
    const parsed = parseStaticFile(
      'updateInventory',
      'Quantity, SKU ,Warehouse\n 5 ,10001,Kentucky\n',
      'furhaven',
    );
    expect(parsed).toEqual({
      ok: true,
      header: ['quantity', 'sku', 'warehouse'],
      rows: [{ sku: '10001', warehouse: 'kentucky', quantity: '5' }],
    });
  });

  it('needs a header row with the required columns', () => {
    expect(parseStaticFile('updateInventory', '10001,kentucky,5\n', 'furhaven')).toEqual({
      ok: false,
      problem:
        'The file needs a header row with the columns sku, warehouse, quantity (missing: sku, warehouse, quantity).',
    });
    expect(staticHeaderProblem('updatePallets', 'sku,qty\n1,2')).toBe(
      'The file needs a header row with the columns sku, qty_per_pallet (missing: qty_per_pallet).',
    );
    expect(staticHeaderProblem('updatePallets', 'SKU,Qty_Per_Pallet\n1,2')).toBeNull();
  });

  it('refuses a file with only a header', () => {
    expect(inv('')).toEqual({ ok: false, problem: STATIC_FILE_MESSAGES.empty });
  });

  it('names the row (the header is row 1) and the column', () => {
    expect(inv('10001,kentucky,5\n10002,kentucky,\n')).toEqual({
      ok: false,
      problem: 'Row 3: quantity is required.',
    });
    expect(inv('10001,kentucky,-1')).toEqual({
      ok: false,
      problem: 'Row 2: quantity must be a whole number 0 or more.',
    });
    expect(inv('10001,kentucky,2.5')).toMatchObject({
      problem: 'Row 2: quantity must be a whole number 0 or more.',
    });
    expect(inv('10001,ohio,5')).toEqual({
      ok: false,
      problem: 'Row 2: warehouse ohio is not one of kentucky, pennsylvania, texas.',
    });
    expect(inv('10001,kentucky,5\n10001,Kentucky,6')).toEqual({
      ok: false,
      problem: 'Row 3: sku and warehouse 10001 / kentucky is already on row 2.',
    });
  });

  it('holds warehouses to the company: worldwise has only kentucky', () => {
    expect(
      parseStaticFile('updateInventory', 'sku,warehouse,quantity\n1,pennsylvania,1', 'worldwise'),
    ).toEqual({
      ok: false,
      problem: 'Row 2: warehouse pennsylvania is not one of kentucky.',
    });
  });

  it('checks the other kinds of cell', () => {
    expect(parseStaticFile('updatePallets', 'sku,qty_per_pallet\n1,0', 'furhaven')).toMatchObject({
      problem: 'Row 2: qty_per_pallet must be a whole number above 0.',
    });
    expect(
      parseStaticFile('updateZipcode', 'zip_code,state,warehouse\n4020,KY,kentucky', 'furhaven'),
    ).toMatchObject({
      problem: 'Row 2: zip_code must be 5 digits.',
    });
    expect(
      parseStaticFile('updateZipcode', 'zip_code,state,warehouse\n40202,KEN,kentucky', 'furhaven'),
    ).toMatchObject({
      problem: 'Row 2: state must be a 2-letter state code.',
    });
    expect(
      parseStaticFile('updateVendor', 'vendor_name,code,fulfillment_priority\nChewy,C1,4', 'furhaven'),
    ).toMatchObject({
      problem: 'Row 2: fulfillment_priority must be 1, 2 or 3.',
    });
    expect(
      parseStaticFile('updateVendor', 'vendor_name,code,sends_inventory\nChewy,C1,maybe', 'furhaven'),
    ).toMatchObject({
      problem: 'Row 2: sends_inventory must be Y or N.',
    });
    expect(parseStaticFile('updateVendor', 'vendor_name,code\nChewy,C1\nCHEWY,C2', 'furhaven')).toMatchObject(
      {
        problem: 'Row 3: vendor_name chewy is already on row 2.',
      },
    );
    expect(parseStaticFile('updateMaster', 'sku,description,price\n1,Bed,9.999', 'furhaven')).toMatchObject({
      problem: 'Row 2: price must be a number with at most 2 decimals.',
    });
    expect(
      parseStaticFile('updateMaster', `sku,description\n${'9'.repeat(41)},Bed`, 'furhaven'),
    ).toMatchObject({
      problem: 'Row 2: sku has more than 40 characters.',
    });
  });

  it('keeps the optional columns absent from the header as empty', () => {
    expect(parseStaticFile('updateMaster', 'sku,description\n1,Bed', 'furhaven')).toMatchObject({
      ok: true,
      rows: [{ sku: '1', description: 'Bed', price: '', root_sku: '', active: '' }],
    });
  });

  it('gives the spec message for a failed update (D1 section 8)', () => {
    expect(STATIC_FILE_MESSAGES.updateFailed('Row 2: quantity is required.')).toBe(
      'Error updating static file: Row 2: quantity is required.',
    );
  });
});
