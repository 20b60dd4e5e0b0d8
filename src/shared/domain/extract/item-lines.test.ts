import { describe, expect, it } from 'vitest';
import {
  codeCandidates,
  EXTRACT_MESSAGES,
  isAsin,
  isUpc,
  looksLikePdf,
  matchLine,
  MAX_PDF_BASE64_CHARS,
  MAX_PDF_BYTES,
  readQuantity,
  resultFileName,
  type CatalogCode,
  type CatalogLookup,
} from './item-lines';

const BED: CatalogCode = { sku: '31000021', upc: '840195000016', asin: 'B0ABCDEFGH' };
const COVER: CatalogCode = { sku: 'FH-COVER-2', upc: null, asin: null };
const lookup: CatalogLookup = (kind, token) =>
  [BED, COVER].find((i) => (kind === 'sku' ? i.sku.toUpperCase() : i[kind]) === token);

describe('the messages of D3 sections 4, 5 and 8', () => {
  it('are the spec text', () => {
    expect(EXTRACT_MESSAGES.notReady).toBe('File Not Ready Yet - Try again in a few minutes.');
    expect(EXTRACT_MESSAGES.failed).toBe('Error Processing Results.');
  });
  it('limit a PDF to 10 MB, and its base64 to the matching length', () => {
    expect(MAX_PDF_BYTES).toBe(10_485_760);
    expect(MAX_PDF_BASE64_CHARS).toBe(13_981_016);
    expect(EXTRACT_MESSAGES.tooLarge(12 * 1024 * 1024)).toBe(
      'The PDF is 12.0 MB: a PDF of at most 10 MB can be extracted.',
    );
  });
});

describe('codes', () => {
  it('a UPC-A has 12 digits and its check digit', () => {
    expect(isUpc('840195000016')).toBe(true);
    expect(isUpc('840195000017')).toBe(false);
    expect(isUpc('84019500001')).toBe(false);
  });
  it('an ASIN is B0 and 8 letters or digits', () => {
    expect(isAsin('B0ABCDEFGH')).toBe(true);
    expect(isAsin('B1ABCDEFGH')).toBe(false);
    expect(isAsin('B0ABCDEFG')).toBe(false);
  });
  it('candidates are the tokens that may be a code, once each, without their labels and edges', () => {
    expect(codeCandidates('SKU: 31000021, UPC#840195000016 (B0abcdefgh) Qty 3 $45.00')).toEqual([
      { token: '31000021', kinds: ['sku'] },
      { token: '840195000016', kinds: ['upc', 'sku'] },
      { token: 'B0ABCDEFGH', kinds: ['asin', 'sku'] },
    ]);
    expect(codeCandidates('Thank you for your order')).toEqual([]);
    // A 13-digit EAN with a leading zero is also its UPC-A.
    expect(codeCandidates('0840195000016').map((c) => c.token)).toEqual(['0840195000016', '840195000016']);
  });
});

describe('readQuantity', () => {
  it.each([
    ['31000021 Bed Qty 3', 3],
    ['31000021 Bed Quantity: 12', 12],
    ['31000021 Bed x 4', 4],
    ['31000021 Bed 5x', 5],
    ['31000021 Bed 6 ea', 6],
    ['31000021 Bed 2 cases', 2],
    ['31000021 Orthopedic Bed 7 $45.00 $315.00', 7],
    ['7 31000021 Orthopedic Bed $45.00', 7],
  ])('%s reads %d', (line, qty) => {
    expect(readQuantity(line, '31000021')).toBe(qty);
  });
  it('a price, a size such as 4x6, a date or nothing is no quantity', () => {
    expect(readQuantity('31000021 Bed $45.00', '31000021')).toBeNull();
    expect(readQuantity('31000021 Bed 4x6 ft', '31000021')).toBeNull();
    expect(readQuantity('31000021 Bed 11/25/2026', '31000021')).toBeNull();
    expect(readQuantity('31000021 Bed', '31000021')).toBeNull();
    expect(readQuantity('31000021 Bed Qty 0', '31000021')).toBeNull();
  });
});

describe('matchLine', () => {
  it('finds the item by its SKU, UPC or ASIN with the line quantity', () => {
    expect(matchLine('31000021 Orthopedic Bed Qty 3', lookup)).toEqual({
      ...BED,
      quantity: 3,
      matched_by: 'sku',
      matched_token: '31000021',
    });
    expect(matchLine('UPC 840195000016 x 2', lookup)).toMatchObject({
      sku: '31000021',
      quantity: 2,
      matched_by: 'upc',
    });
    expect(matchLine('ASIN B0ABCDEFGH 5 ea', lookup)).toMatchObject({
      sku: '31000021',
      quantity: 5,
      matched_by: 'asin',
    });
    expect(matchLine('fh-cover-2 replacement cover 1', lookup)).toMatchObject({
      sku: 'FH-COVER-2',
      quantity: 1,
    });
  });
  it('a line with no catalog code is no item line', () => {
    expect(matchLine('PO 12345678 dated 11/25/2026 Qty 3', lookup)).toBeNull();
    expect(matchLine('', lookup)).toBeNull();
  });
});

describe('files', () => {
  it('a PDF starts with %PDF- within its first 1024 bytes', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    expect(looksLikePdf(bytes('%PDF-1.7\n...'))).toBe(true);
    expect(looksLikePdf(bytes(`${' '.repeat(100)}%PDF-1.4`))).toBe(true);
    expect(looksLikePdf(bytes('sku,qty\n1,2'))).toBe(false);
  });
  it('the CSV is named after the PDF', () => {
    expect(resultFileName('Chewy_PO_1.pdf')).toBe('Chewy_PO_1.csv');
    expect(resultFileName('scan.PDF')).toBe('scan.csv');
    expect(resultFileName('.pdf')).toBe('extract.csv');
  });
});
