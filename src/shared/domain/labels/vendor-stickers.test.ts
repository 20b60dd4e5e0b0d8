import { describe, expect, it } from 'vitest';
import {
  descriptionFontSize,
  itf14,
  itf14CheckDigit,
  LONG_DESCRIPTION,
  MAX_STICKERS,
  readStickerFile,
  STICKER_COLUMNS,
  STICKER_PAGE,
  stickerError,
  stickersOf,
  stickerTemplateCsv,
} from './vendor-stickers';

describe('vendor sticker files (D1 sections 3, 5, 8)', () => {
  it('names the columns of each card as the spec does', () => {
    expect(STICKER_COLUMNS.generic).toEqual(['SKU', 'QTY']);
    expect(STICKER_COLUMNS.asin).toEqual(['SKU', 'QTY']);
    expect(STICKER_COLUMNS.lowes).toEqual([
      'SKU',
      'DESC',
      'BARCODE',
      'COUNTRY_OF_ORIGIN',
      'PER_BOX',
      'LABEL_QTY',
    ]);
  });

  it('reads each template back as a valid file', () => {
    for (const kind of ['generic', 'asin', 'lowes'] as const) {
      const read = readStickerFile(kind, 'template.csv', stickerTemplateCsv(kind));
      expect(read.ok, kind).toBe(true);
    }
  });

  it("answers every problem as 'Error: {reason}'", () => {
    expect(stickerError('x')).toBe('Error: x');
    expect(readStickerFile('generic', 'a.txt', 'SKU,QTY\nA,1')).toEqual({
      ok: false,
      message: 'Error: Sticker files are CSV files (.csv).',
    });
    expect(readStickerFile('generic', 'a.csv', 'SKU,QTY\n')).toMatchObject({
      ok: false,
      message: 'Error: The file has no stickers: a header and at least one row are needed.',
    });
    // CSV with a header: a file without the header is refused, not read as data.
    expect(readStickerFile('generic', 'a.csv', '95000052,3\n95000053,1')).toEqual({
      ok: false,
      message: 'Error: Missing column SKU.',
    });
    expect(readStickerFile('lowes', 'a.csv', 'SKU,DESC,BARCODE,PER_BOX,LABEL_QTY\nA,B,1,1,1')).toEqual({
      ok: false,
      message: 'Error: Missing column COUNTRY_OF_ORIGIN.',
    });
    expect(readStickerFile('asin', 'a.csv', 'SKU,QTY\nA,0')).toEqual({
      ok: false,
      message: 'Error: Line 2: QTY must be a whole number from 1 to 1000.',
    });
    expect(readStickerFile('asin', 'a.csv', 'SKU,QTY\nA,2\n,1')).toEqual({
      ok: false,
      message: 'Error: Line 3 has no SKU.',
    });
  });

  it('takes headers in any order and case, and QTY copies of each row', () => {
    const read = readStickerFile('generic', 'g.csv', '\uFEFFqty,sku\r\n2,95000052\r\n\r\n1,FH-77A\r\n');
    expect(read).toEqual({
      ok: true,
      file: {
        kind: 'generic',
        rows: [
          { sku: '95000052', qty: 2 },
          { sku: 'FH-77A', qty: 1 },
        ],
      },
    });
    if (!read.ok) return;
    const made = stickersOf(read.file);
    expect(made.ok && made.stickers.map((s) => s.sku)).toEqual(['95000052', '95000052', 'FH-77A']);
  });

  it(`refuses a file of more than ${MAX_STICKERS} stickers`, () => {
    const rows = ['SKU,QTY', '95000052,1000', '95000053,1000', '95000054,1'].join('\n');
    expect(readStickerFile('generic', 'g.csv', rows)).toEqual({
      ok: false,
      message: `Error: A file makes at most ${MAX_STICKERS} stickers.`,
    });
  });
});

describe('Lowes stickers: ITF-14 (D1 section 9)', () => {
  it('computes the GS1 check digit', () => {
    // 1 0 0 1 2 3 4 5 6 7 8 9 0 -> 3+0+0+1+6+3+12+5+18+7+24+9+0 = 88 -> 2
    expect(itf14CheckDigit('1001234567890')).toBe(2);
    expect(itf14CheckDigit('1084210000523')).toBe(6);
    // JsBarcode's own ITF14 completes 1234567890123 with 1.
    expect(itf14CheckDigit('1234567890123')).toBe(1);
    expect(itf14CheckDigit('0000000000000')).toBe(0);
  });

  it('completes 13 digits, checks 14, refuses the rest', () => {
    expect(itf14('1001234567890')).toEqual({ ok: true, digits: '10012345678902' });
    expect(itf14('10012345678902')).toEqual({ ok: true, digits: '10012345678902' });
    expect(itf14('10012345678905')).toEqual({ ok: false, expected: 2 });
    expect(itf14('12345')).toEqual({ ok: false, expected: null });
    const csv = (barcode: string) =>
      `SKU,DESC,BARCODE,COUNTRY_OF_ORIGIN,PER_BOX,LABEL_QTY\n95000052,Bed,${barcode},China,2,3`;
    expect(readStickerFile('lowes', 'l.csv', csv('10012345678905'))).toEqual({
      ok: false,
      message: 'Error: Line 2: BARCODE check digit is wrong (ITF-14 check digit 2).',
    });
    expect(readStickerFile('lowes', 'l.csv', csv('ABC'))).toEqual({
      ok: false,
      message: 'Error: Line 2: BARCODE must be 13 or 14 digits (ITF-14).',
    });
    const read = readStickerFile('lowes', 'l.csv', csv('1001234567890'));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const made = stickersOf(read.file);
    // LABEL_QTY copies, each with the completed ITF-14.
    expect(made.ok && made.stickers).toEqual(
      Array.from({ length: 3 }, () => ({
        kind: 'lowes',
        sku: '95000052',
        description: 'Bed',
        itf14: '10012345678902',
        country_of_origin: 'China',
        per_box: 2,
      })),
    );
  });
});

describe('sticker layout (D1 section 9)', () => {
  it('is a 4 in x 1 in landscape label', () => {
    expect(STICKER_PAGE).toEqual({ width: 4 * 72, height: 1 * 72, orientation: 'landscape' });
  });

  it('prints a description above 132 characters smaller', () => {
    expect(LONG_DESCRIPTION).toBe(132);
    const at132 = 'x'.repeat(132);
    const at133 = 'x'.repeat(133);
    expect(descriptionFontSize(at133)).toBeLessThan(descriptionFontSize(at132));
    expect(descriptionFontSize('')).toBe(descriptionFontSize(at132));
  });
});

describe('ASIN stickers (D1 section 3)', () => {
  const asins = [
    {
      sku: '95000052',
      asin: 'B07XYZ1234',
      upc: '842100005231',
      item: '95000052',
      amazon_description: 'Bed L',
    },
    { sku: '95000053', asin: 'B07XYZ9999', upc: null, item: '95000053', amazon_description: null },
  ];

  it('takes ASIN, UPC, Item and Amazon Description from the ASIN data', () => {
    const made = stickersOf(
      {
        kind: 'asin',
        rows: [
          { sku: '95000053', qty: 1 },
          { sku: '95000052', qty: 2 },
        ],
      },
      asins,
    );
    expect(made).toEqual({
      ok: true,
      stickers: [
        { kind: 'asin', sku: '95000053', asin: 'B07XYZ9999', upc: '', item: '95000053', description: '' },
        ...Array.from({ length: 2 }, () => ({
          kind: 'asin',
          sku: '95000052',
          asin: 'B07XYZ1234',
          upc: '842100005231',
          item: '95000052',
          description: 'Bed L',
        })),
      ],
    });
  });

  it('names every SKU without ASIN data', () => {
    expect(
      stickersOf(
        {
          kind: 'asin',
          rows: [
            { sku: 'NOPE', qty: 1 },
            { sku: '95000052', qty: 1 },
            { sku: 'ZZ', qty: 2 },
          ],
        },
        asins,
      ),
    ).toEqual({ ok: false, message: 'Error: No ASIN data for SKU NOPE, ZZ.' });
  });
});
