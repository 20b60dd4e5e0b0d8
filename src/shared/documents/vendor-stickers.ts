import JsBarcode from 'jsbarcode';
import { jsPDF } from 'jspdf';
import {
  descriptionFontSize,
  STICKER_LAYOUT as L,
  STICKER_PAGE,
  type Sticker,
} from '../domain/labels/vendor-stickers';
import { code128Pattern } from './pdf-sheet';

/**
 * The Vendor Stickers PDF (D1 section 9): one 4 in x 1 in landscape page per sticker, drawn with
 * jsPDF in the browser (and in Node for the tests). Bars are vector rectangles from JsBarcode's
 * encoding (no canvas): Code 128 for the Generic SKU and the ASIN, ITF-14 for Lowes.
 */

/** The bar pattern of an ITF-14 ('1' a narrow module of bar, '0' of space; wide elements are 3). */
export function itf14Pattern(digits: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, digits, { format: 'ITF14', displayValue: false });
  return (target.encodings ?? []).map((e) => e.data).join('');
}

function bars(doc: jsPDF, pattern: string, x: number, top: number, height: number, maxWidth: number): number {
  const module = Math.min(1, maxWidth / pattern.length);
  doc.setFillColor(0, 0, 0);
  let start = -1;
  for (let i = 0; i <= pattern.length; i++) {
    const bar = pattern[i] === '1';
    if (bar && start < 0) start = i;
    if (!bar && start >= 0) {
      doc.rect(x + start * module, top, (i - start) * module, height, 'F');
      start = -1;
    }
  }
  return pattern.length * module;
}

/** One line of printable text: no line breaks, only what Helvetica's WinAnsi encoding prints. */
const clean = (value: string) =>
  value.replace(/[\r\n\t]+/g, ' ').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

function font(doc: jsPDF, size: number, bold = false) {
  doc.setFont('helvetica', bold ? 'bold' : 'normal');
  doc.setFontSize(size);
}

/** The description in the right column, wrapped, in the size the 132-character rule gives. */
function description(doc: jsPDF, text: string, top: number, bottom: number) {
  const size = descriptionFontSize(text);
  font(doc, size);
  const lines = doc.splitTextToSize(clean(text), L.text.width) as string[];
  const lineHeight = size * 1.15;
  const fits = Math.max(1, Math.floor((bottom - top) / lineHeight));
  lines.slice(0, fits).forEach((line, i) => doc.text(line, L.text.x, top + size + i * lineHeight));
}

function drawSticker(doc: jsPDF, sticker: Sticker) {
  const { barcode } = L;
  if (sticker.kind === 'generic') {
    const g = L.generic;
    font(doc, 16, true);
    doc.text(clean(sticker.sku), STICKER_PAGE.width / 2, g.skuBaseline, { align: 'center' });
    const pattern = code128Pattern(sticker.sku);
    const width = Math.min(g.maxWidth, pattern.length);
    bars(doc, pattern, (STICKER_PAGE.width - width) / 2, g.barcodeTop, g.barcodeHeight, g.maxWidth);
    return;
  }
  const pattern = sticker.kind === 'lowes' ? itf14Pattern(sticker.itf14) : code128Pattern(sticker.asin);
  const width = bars(doc, pattern, barcode.x, barcode.top, barcode.height, barcode.maxWidth);
  font(doc, 8);
  const human = sticker.kind === 'lowes' ? sticker.itf14 : sticker.asin;
  doc.text(human, barcode.x + width / 2, L.digitsBaseline, { align: 'center' });
  font(doc, 6);
  const foot =
    sticker.kind === 'lowes'
      ? `Made in ${sticker.country_of_origin}   Qty per box: ${sticker.per_box}`
      : `UPC: ${sticker.upc || 'N/A'}`;
  doc.text(clean(foot), barcode.x, STICKER_PAGE.height - L.margin);
  font(doc, 10, true);
  const title = sticker.kind === 'lowes' ? sticker.sku : sticker.item;
  doc.text(clean(title), L.text.x, L.margin + 10);
  description(doc, sticker.description, L.margin + 13, STICKER_PAGE.height - L.margin);
}

/** The stickers as a PDF, one landscape 4 x 1 in page each. */
export function buildVendorStickersPdf(stickers: readonly Sticker[]): Uint8Array {
  const doc = new jsPDF({
    unit: 'pt',
    format: [STICKER_PAGE.height, STICKER_PAGE.width],
    orientation: STICKER_PAGE.orientation,
    compress: true,
  });
  stickers.forEach((sticker, i) => {
    if (i > 0) doc.addPage([STICKER_PAGE.height, STICKER_PAGE.width], STICKER_PAGE.orientation);
    drawSticker(doc, sticker);
  });
  return new Uint8Array(doc.output('arraybuffer'));
}
