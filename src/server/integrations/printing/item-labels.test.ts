import { createCanvas, loadImage } from '@napi-rs/canvas';
import zxing from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { ready } from 'zpl-renderer-js';
import {
  isUpcA,
  itemLabelsZpl,
  itemLabelZpl,
  ITEM_LABEL_SIZES,
  upcCheckDigit,
  type ItemLabelKind,
} from './item-labels';
import { zplLabels } from './zpl';

// @zxing/library is CommonJS: Node's ESM loader gives its exports on the default import only.
const {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} = zxing;

const DPMM = 8; // 203 dpi
const mm = (dots: number) => dots / DPMM;

/**
 * Renders a label's ZPL to a PNG with an independent renderer (zpl-renderer-js: Zebrash compiled to
 * WebAssembly), then decodes the barcode of the picture with ZXing: what a scanner would read off
 * the printed label, not what our writer meant to print.
 */
async function readBack(kind: ItemLabelKind, zpl: string): Promise<{ text: string; format: string }> {
  const { api } = await ready;
  const size = ITEM_LABEL_SIZES[kind];
  const png = await api.zplToBase64Async(zpl, mm(size.widthDots), mm(size.heightDots), DPMM);
  const image = await loadImage(Buffer.from(png, 'base64'));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++) {
    luminance[i] = Math.round(((data[i * 4] ?? 0) + (data[i * 4 + 1] ?? 0) + (data[i * 4 + 2] ?? 0)) / 3);
  }
  const hints = new Map<zxing.DecodeHintType, unknown>([
    [DecodeHintType.TRY_HARDER, true],
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.UPC_A, BarcodeFormat.CODE_128]],
  ]);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  const result = new MultiFormatReader().decode(bitmap, hints);
  return { text: result.getText(), format: BarcodeFormat[result.getBarcodeFormat()] ?? '?' };
}

const ITEM = {
  sku: 'FH-95000052',
  upc: '840195000528',
  size: 'Large',
  color: 'Espresso',
  asin: 'B07QXV6N1S',
  chewy_sku: '271845',
  amazon_description: 'Furhaven Orthopedic Dog Bed, Large, Espresso',
  chewy_description: 'FurHaven Ortho Sofa Dog Bed, Espresso, Large',
};

describe('item labels as ZPL (D3 2.18)', () => {
  it('computes UPC-A check digits', () => {
    expect(upcCheckDigit('84019500052')).toBe(8);
    expect(isUpcA(ITEM.upc)).toBe(true);
    expect(isUpcA('840195000526')).toBe(false);
    expect(isUpcA('12345')).toBe(false);
  });

  it("prints the hang tag's UPC-A, read back by an independent renderer and ZXing", async () => {
    const zpl = itemLabelZpl('hang_tag', ITEM);
    expect(zpl).toContain('^BEN,160,Y,N^FD084019500052^FS');
    expect(await readBack('hang_tag', zpl)).toEqual({ text: ITEM.upc, format: 'UPC_A' });
  });

  it("prints the ASIN label's ASIN as Code 128", async () => {
    const zpl = itemLabelZpl('asin', ITEM);
    expect(await readBack('asin', zpl)).toEqual({ text: ITEM.asin, format: 'CODE_128' });
  });

  it("prints the Chewy label's UPC-A", async () => {
    const zpl = itemLabelZpl('chewy', ITEM);
    expect(await readBack('chewy', zpl)).toEqual({ text: ITEM.upc, format: 'UPC_A' });
  });

  it('prints a UPC that is not a UPC-A as Code 128, so it still scans to what the catalog holds', async () => {
    const odd = { ...ITEM, upc: '84019500052X' };
    expect(await readBack('hang_tag', itemLabelZpl('hang_tag', odd))).toEqual({
      text: odd.upc,
      format: 'CODE_128',
    });
  });

  it('writes one block per item with its quantity, and refuses an item without a UPC or ASIN', () => {
    const zpl = itemLabelsZpl('hang_tag', [
      { ...ITEM, qty: 3 },
      { ...ITEM, sku: 'FH-2', qty: 1 },
    ]);
    expect(zplLabels(zpl)).toHaveLength(2);
    expect(zpl).toContain('^PQ3');
    expect(() => itemLabelZpl('hang_tag', { ...ITEM, upc: ' ' })).toThrow('SKU FH-95000052 has no UPC.');
    expect(() => itemLabelZpl('asin', { ...ITEM, asin: null })).toThrow('SKU FH-95000052 has no ASIN.');
  });
});
