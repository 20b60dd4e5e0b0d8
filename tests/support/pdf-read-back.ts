import { createCanvas, loadImage } from '@napi-rs/canvas';
import zxing from '@zxing/library';
import { extractTextItems, getDocumentProxy, renderPageAsImage } from 'unpdf';

// @zxing/library is CommonJS: Node's ESM loader gives its exports on the default import only.
const {
  BarcodeFormat,
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
  HybridBinarizer,
  ITFReader,
  RGBLuminanceSource,
} = zxing;

/**
 * Reads a generated PDF back, independently of the code that wrote it: the text of each page with
 * its position (PDF.js through unpdf), and the page rendered to pixels (@napi-rs/canvas) so that
 * the Code 128 barcodes beside a line's text can be decoded (ZXing). Used by the unit tests of the
 * pull sheet PDFs and by the Playwright walk that downloads one.
 */
export type PageText = { page: number; x: number; y: number; width: number; str: string }[];

const SCALE = 3;

/**
 * PDF.js's renderer calls ArrayBuffer.prototype.transferToFixedLength (Node 21+); Node 20, the
 * project's floor, lacks it. A copy does the same for reading back a page.
 */
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

/** Every text item in reading order: page by page, top to bottom, left to right. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; items: PageText }> {
  const { totalPages, items } = await extractTextItems(new Uint8Array(bytes));
  const all = items.flatMap((page, i) =>
    page
      .filter((t) => t.str.trim() !== '')
      .map((t) => ({ page: i + 1, x: t.x, y: t.y, width: t.width, str: t.str })),
  );
  all.sort((a, b) => a.page - b.page || b.y - a.y || a.x - b.x);
  return { pages: totalPages, items: all };
}

/** The page's lines of text (items on one baseline joined by a space). */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const { items } = await pdfText(bytes);
  const lines: { page: number; y: number; parts: string[] }[] = [];
  for (const item of items) {
    const last = lines.at(-1);
    if (last && last.page === item.page && Math.abs(last.y - item.y) < 2) last.parts.push(item.str);
    else lines.push({ page: item.page, y: item.y, parts: [item.str] });
  }
  return lines.map((l) => l.parts.join(' '));
}

type Pixels = { width: number; height: number; data: Uint8ClampedArray; pageHeight: number };

async function renderPage(bytes: Uint8Array, page: number): Promise<Pixels> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const pageHeight = (await doc.getPage(page)).getViewport({ scale: 1 }).height;
  const png = await renderPageAsImage(doc, page, {
    scale: SCALE,
    canvasImport: () => import('@napi-rs/canvas'),
  });
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return { width: image.width, height: image.height, data, pageHeight };
}

/** Decodes one Code 128 barcode in a band of the page (points, from the top-left), or null. */
function decodeBand(pixels: Pixels, left: number, top: number, height: number, gs1 = false): string | null {
  const x0 = Math.max(0, Math.round(left * SCALE));
  const y0 = Math.max(0, Math.round(top * SCALE));
  const w = pixels.width - x0;
  const h = Math.min(pixels.height - y0, Math.round(height * SCALE));
  const luminance = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = ((y0 + y) * pixels.width + x0 + x) * 4;
      const alpha = (pixels.data[i + 3] ?? 0) / 255;
      // Transparent pixels are the white paper.
      const grey = ((pixels.data[i] ?? 0) + (pixels.data[i + 1] ?? 0) + (pixels.data[i + 2] ?? 0)) / 3;
      luminance[y * w + x] = Math.round(grey * alpha + 255 * (1 - alpha));
    }
  }
  const source = new RGBLuminanceSource(luminance, w, h);
  const hints = new Map<zxing.DecodeHintType, unknown>([
    [DecodeHintType.TRY_HARDER, true],
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    // GS1-128: the leading FNC1 comes back as the symbology identifier ]C1, a later one as GS.
    ...(gs1 ? [[DecodeHintType.ASSUME_GS1, true] as const] : []),
  ]);
  try {
    return new Code128Reader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch {
    return null;
  }
}

/**
 * For each line whose first text is one of `keys` (e.g. the SKUs in the SKU column at `column`
 * points from the left), the barcode printed to the right of that line's text, decoded (null when
 * none decodes). Lines are matched by baseline; the barcode is looked for in the band around it.
 */
export async function lineBarcodes(
  bytes: Uint8Array,
  isKey: (item: { x: number; str: string }) => boolean,
): Promise<{ text: string; page: number; barcode: string | null }[]> {
  const { items } = await pdfText(bytes);
  const pages = new Map<number, Pixels>();
  const found: { text: string; page: number; barcode: string | null }[] = [];
  for (const item of items.filter(isKey)) {
    let pixels = pages.get(item.page);
    if (!pixels) {
      pixels = await renderPage(bytes, item.page);
      pages.set(item.page, pixels);
    }
    const sameLine = items.filter((t) => t.page === item.page && Math.abs(t.y - item.y) < 2);
    const rightOfText = Math.max(...sameLine.map((t) => t.x + t.width)) + 4;
    const baselineFromTop = pixels.pageHeight - item.y;
    // The band from just above the baseline to below it, inside the line's own row.
    const barcode = decodeBand(pixels, rightOfText, baselineFromTop - 2, 14);
    found.push({ text: item.str, page: item.page, barcode });
  }
  return found;
}

/**
 * The GS1-128 barcode printed under each text item `isTitle` picks (a label's "SSCC" caption; only
 * the pages of the items picked are rendered):
 * the band from the caption's baseline down `height` points, decoded with FNC1 read as GS1
 * (`]C1` first, GS between elements), or null.
 */
export async function captionedBarcodes(
  bytes: Uint8Array,
  isTitle: (item: { str: string; page: number }) => boolean,
  height = 90,
): Promise<{ page: number; title: string; barcode: string | null }[]> {
  const { items } = await pdfText(bytes);
  const pages = new Map<number, Pixels>();
  const found: { page: number; title: string; barcode: string | null }[] = [];
  for (const item of items.filter(isTitle)) {
    let pixels = pages.get(item.page);
    if (!pixels) {
      pixels = await renderPage(bytes, item.page);
      pages.set(item.page, pixels);
    }
    const barcode = decodeBand(pixels, 0, pixels.pageHeight - item.y + 2, height, true);
    found.push({ page: item.page, title: item.str, barcode });
  }
  return found;
}

/**
 * The barcode in a region of a page (points from the top-left), decoded as `format` (ITF reads an
 * ITF-14's 14 digits; Code 128 its text), or null when none decodes there.
 */
export async function regionBarcode(
  bytes: Uint8Array,
  page: number,
  region: { left: number; top: number; width: number; height: number },
  format: 'itf' | 'code128',
): Promise<string | null> {
  const pixels = await renderPage(bytes, page);
  const x0 = Math.max(0, Math.round(region.left * SCALE));
  const y0 = Math.max(0, Math.round(region.top * SCALE));
  const w = Math.min(pixels.width - x0, Math.round(region.width * SCALE));
  const h = Math.min(pixels.height - y0, Math.round(region.height * SCALE));
  const luminance = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = ((y0 + y) * pixels.width + x0 + x) * 4;
      const alpha = (pixels.data[i + 3] ?? 0) / 255;
      const grey = ((pixels.data[i] ?? 0) + (pixels.data[i + 1] ?? 0) + (pixels.data[i + 2] ?? 0)) / 3;
      luminance[y * w + x] = Math.round(grey * alpha + 255 * (1 - alpha));
    }
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, w, h)));
  const hints = new Map<zxing.DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
  try {
    if (format === 'itf') {
      hints.set(DecodeHintType.ALLOWED_LENGTHS, [14]);
      return new ITFReader().decode(bitmap, hints).getText();
    }
    return new Code128Reader().decode(bitmap, hints).getText();
  } catch {
    return null;
  }
}
