import { describe, expect, it } from 'vitest';
import { pdfText, regionBarcode } from '../../../tests/support/pdf-read-back';
import { readStickerFile, STICKER_LAYOUT, stickersOf, type Sticker } from '../domain/labels/vendor-stickers';
import { buildVendorStickersPdf } from './vendor-stickers';

/**
 * The sticker PDF read back independently of the code that wrote it: PDF.js gives the pages, their
 * size and text; the page is rendered and ZXing decodes the ITF-14 a Lowes scanner would read.
 */

const { barcode } = STICKER_LAYOUT;
const barcodeRegion = {
  left: 0,
  top: barcode.top - 2,
  width: barcode.x + barcode.maxWidth + 14,
  height: barcode.height + 4,
};

describe('the vendor stickers PDF', () => {
  it('draws one 4 x 1 in landscape page per Lowes copy, with a decodable ITF-14', async () => {
    const csv = [
      'SKU,DESC,BARCODE,COUNTRY_OF_ORIGIN,PER_BOX,LABEL_QTY',
      '95000052,Calming Donut Bed - Large,1001234567890,China,2,2',
      `95000060,${'Orthopedic sofa bed with removable cover '.repeat(4).trim()},10842100006004,USA,1,1`,
    ].join('\n');
    const read = readStickerFile('lowes', 'lowes.csv', csv);
    if (!read.ok) throw new Error(read.message);
    const made = stickersOf(read.file);
    if (!made.ok) throw new Error(made.message);
    const bytes = buildVendorStickersPdf(made.stickers);

    const { pages, items } = await pdfText(bytes);
    expect(pages).toBe(3);
    const texts = (page: number) => items.filter((t) => t.page === page).map((t) => t.str);
    expect(texts(1)).toContain('95000052');
    expect(texts(1)).toContain('10012345678902');
    expect(texts(1).join(' ')).toContain('Made in China');
    expect(texts(3).join(' ')).toContain('Orthopedic sofa bed');

    // The page is 288 x 72 points: 4 in wide, 1 in tall.
    const { getDocumentProxy } = await import('unpdf');
    const doc = await getDocumentProxy(new Uint8Array(bytes));
    const viewport = (await doc.getPage(1)).getViewport({ scale: 1 });
    expect([viewport.width, viewport.height]).toEqual([288, 72]);

    expect(await regionBarcode(bytes, 1, barcodeRegion, 'itf')).toBe('10012345678902');
    expect(await regionBarcode(bytes, 3, barcodeRegion, 'itf')).toBe('10842100006004');
  });

  it('prints the long description in the smaller font', async () => {
    const long: Sticker = {
      kind: 'lowes',
      sku: 'L1',
      description: 'word '.repeat(30).trim(), // 149 characters
      itf14: '10012345678902',
      country_of_origin: 'China',
      per_box: 1,
    };
    const short: Sticker = { ...long, description: 'word '.repeat(20).trim() }; // 99 characters
    const height = async (s: Sticker) => {
      const { items } = await pdfText(buildVendorStickersPdf([s]));
      const word = items.find((t) => t.str.startsWith('word'));
      return word ? word.width / word.str.length : 0;
    };
    expect(await height(long)).toBeLessThan(await height(short));
  });

  it('draws a Code 128 of the SKU on a Generic sticker and of the ASIN on an ASIN sticker', async () => {
    const bytes = buildVendorStickersPdf([
      { kind: 'generic', sku: '95000052' },
      {
        kind: 'asin',
        sku: '95000052',
        asin: 'B07XYZ1234',
        upc: '842100005231',
        item: '95000052',
        description: 'Bed',
      },
    ]);
    const { pages } = await pdfText(bytes);
    expect(pages).toBe(2);
    const g = STICKER_LAYOUT.generic;
    expect(
      await regionBarcode(
        bytes,
        1,
        { left: 0, top: g.barcodeTop - 2, width: 288, height: g.barcodeHeight + 4 },
        'code128',
      ),
    ).toBe('95000052');
    expect(await regionBarcode(bytes, 2, barcodeRegion, 'code128')).toBe('B07XYZ1234');
  });
});
