import JsBarcode from 'jsbarcode';
import { jsPDF } from 'jspdf';
import type { LabelData } from '@shared/api/bulk/labels';
import { GS, type ElementString } from '@shared/domain/labels/gs1';
import { zplLabel, type ZplElement, SHIPPING_LABEL } from '../../../integrations/printing/zpl';

/**
 * The bulk box and pallet labels as files: 4 x 6 in pages of a PDF (one label a page, vector bars,
 * standard Helvetica so nothing is embedded) and the same labels in ZPL for the dock's Zebra
 * printers (203 dpi). Each barcode is GS1-128: Code 128 starting with FNC1, its bars as JsBarcode
 * encodes them with `ean128`; under it the element string with its AIs in brackets.
 */

/** 4 x 6 inches in points. */
export const LABEL_WIDTH = 288;
export const LABEL_HEIGHT = 432;
const MARGIN = 14;

/** The GS1-128 bar pattern ('1' a bar module, '0' a space) of an element string's data. */
export function gs1128Pattern(data: string): string {
  const target: { encodings?: { data: string }[] } = {};
  // JsBarcode writes FNC1 as \xCF inside the data; GS (FNC1 as a separator) maps onto it.
  JsBarcode(target, data.replaceAll(GS, '\u00cf'), { format: 'CODE128', ean128: true, displayValue: false });
  return (target.encodings ?? []).map((e) => e.data).join('');
}

export type LabelParty = { name: string; lines: string[] };

export type LabelPage = {
  data: LabelData;
  shipFrom: LabelParty;
  shipTo: LabelParty;
  barcodes: ElementString[];
};

const clean = (s: string | null | undefined) => (s ?? '').replace(/[^\x20-\x7E]/g, '?');

/** Draws a pattern's bars from `x`, `top`, `height` tall; each module as wide as fits `maxWidth` (at most 1.5 pt). */
function bars(doc: jsPDF, pattern: string, x: number, top: number, height: number, maxWidth: number): void {
  const module = Math.min(1.5, maxWidth / pattern.length);
  let i = 0;
  while (i < pattern.length) {
    if (pattern[i] !== '1') {
      i++;
      continue;
    }
    const start = i;
    while (pattern[i] === '1') i++;
    doc.rect(x + start * module, top, (i - start) * module, height, 'F');
  }
}

export function labelPdf(pages: readonly LabelPage[], title: string): Uint8Array {
  const doc = new jsPDF({ unit: 'pt', format: [LABEL_WIDTH, LABEL_HEIGHT], compress: true });
  doc.setProperties({ title, creator: 'Dockhand' });
  pages.forEach((page, n) => {
    if (n > 0) doc.addPage([LABEL_WIDTH, LABEL_HEIGHT]);
    const d = page.data;
    const text = (value: string, x: number, y: number, size: number, bold = false) => {
      doc.setFont('helvetica', bold ? 'bold' : 'normal');
      doc.setFontSize(size);
      doc.text(clean(value), x, y, { maxWidth: LABEL_WIDTH - x - MARGIN });
    };
    const half = LABEL_WIDTH / 2;
    // Ship from / ship to
    text('SHIP FROM', MARGIN, 22, 7, true);
    text(page.shipFrom.name, MARGIN, 34, 9, true);
    page.shipFrom.lines.forEach((l, i) => text(l, MARGIN, 45 + i * 10, 8));
    text('SHIP TO', half + 4, 22, 7, true);
    text(page.shipTo.name, half + 4, 34, 9, true);
    page.shipTo.lines.forEach((l, i) => text(l, half + 4, 45 + i * 10, 8));
    doc.setLineWidth(1);
    doc.line(half, 12, half, 84);
    doc.line(MARGIN, 88, LABEL_WIDTH - MARGIN, 88);
    // Order
    text(`PO: ${d.external_po_number ?? d.internal_po_number}`, MARGIN, 104, 11, true);
    text(`Internal PO: ${d.internal_po_number}`, MARGIN, 118, 8);
    text(`${d.level === 'pallet' ? 'PALLET' : 'CARTON'} ${d.index} OF ${d.of}`, half + 4, 104, 11, true);
    if (d.acu_order_num) text(`SO: ${d.acu_order_num}`, half + 4, 118, 8);
    if (d.level === 'carton') {
      text(`SKU: ${d.internal_sku ?? ''}`, MARGIN, 136, 11, true);
      text(`QTY: ${d.quantity}`, half + 4, 136, 11, true);
      text(`LOT: ${d.lot_number ?? '-'}`, MARGIN, 150, 9);
      text(`EXP: ${d.expiration_date ?? '-'}`, half + 4, 150, 9);
    } else {
      text(`BOXES: ${d.boxes ?? 0}`, MARGIN, 136, 11, true);
      text(`PIECES: ${d.quantity}`, half + 4, 136, 11, true);
    }
    doc.line(MARGIN, 160, LABEL_WIDTH - MARGIN, 160);
    // Barcodes, the SSCC last at the bottom as GS1 logistic labels place it.
    const width = LABEL_WIDTH - 2 * MARGIN;
    const ordered = [...page.barcodes.slice(1), page.barcodes[0]!];
    let top = LABEL_HEIGHT - 14 - ordered.length * 126 + 10;
    for (const code of ordered) {
      const pattern = gs1128Pattern(code.data);
      const module = Math.min(1.5, width / pattern.length);
      const left = MARGIN + (width - pattern.length * module) / 2;
      const title = code.data.startsWith('00') ? 'SSCC' : 'GTIN / EXPIRY / LOT';
      text(title, MARGIN, top, 7, true);
      bars(doc, pattern, left, top + 6, 84, width);
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(9);
      doc.text(code.human, LABEL_WIDTH / 2, top + 102, { align: 'center' });
      top += 126;
    }
  });
  return new Uint8Array(doc.output('arraybuffer'));
}

/** ZPL's Code 128 field data of a GS1 element string: >; (start C) >8 (FNC1), GS as >8 again. */
export function zplGs1Data(data: string): string {
  return `>;>8${data.replaceAll(GS, '>8')}`;
}

/** A SHIP FROM / SHIP TO block of a ZPL label at `x` dots. */
const zplParty = (title: string, party: LabelParty, x: number): ZplElement[] => [
  { kind: 'text', x, y: 30, text: title, size: 22 },
  { kind: 'text', x, y: 60, text: party.name, size: 28 },
  ...party.lines.map((text, i): ZplElement => ({ kind: 'text', x, y: 95 + i * 28, text, size: 24 })),
];

export function labelZpl(pages: readonly LabelPage[]): string {
  return pages
    .map((page) => {
      const d = page.data;
      const el: ZplElement[] = [
        ...zplParty('SHIP FROM', page.shipFrom, 40),
        ...zplParty('SHIP TO', page.shipTo, 420),
        { kind: 'box', x: 30, y: 250, width: 752, height: 3 },
        {
          kind: 'text',
          x: 40,
          y: 270,
          text: `PO: ${d.external_po_number ?? d.internal_po_number}`,
          size: 34,
        },
        {
          kind: 'text',
          x: 420,
          y: 270,
          text: `${d.level === 'pallet' ? 'PALLET' : 'CARTON'} ${d.index} OF ${d.of}`,
          size: 34,
        },
        d.level === 'carton'
          ? {
              kind: 'text',
              x: 40,
              y: 330,
              text: `SKU: ${d.internal_sku ?? ''}  QTY: ${d.quantity}`,
              size: 32,
            }
          : { kind: 'text', x: 40, y: 330, text: `BOXES: ${d.boxes ?? 0}  PIECES: ${d.quantity}`, size: 32 },
        ...(d.level === 'carton'
          ? [
              {
                kind: 'text',
                x: 40,
                y: 380,
                text: `LOT: ${d.lot_number ?? '-'}  EXP: ${d.expiration_date ?? '-'}`,
                size: 28,
              } as ZplElement,
            ]
          : []),
        { kind: 'box', x: 30, y: 430, width: 752, height: 3 },
      ];
      const ordered = [...page.barcodes.slice(1), page.barcodes[0]!];
      let y = SHIPPING_LABEL.heightDots - ordered.length * 360 + 20;
      for (const code of ordered) {
        // As wide as the label allows: 3 dots a module when it fits in 740 dots, else 2.
        const moduleWidth = gs1128Pattern(code.data).length * 3 <= 740 ? 3 : 2;
        el.push({
          kind: 'barcode',
          x: 40,
          y,
          data: zplGs1Data(code.data),
          symbology: 'code128',
          height: 230,
          moduleWidth,
        });
        y += 360;
      }
      return zplLabel(el, SHIPPING_LABEL);
    })
    .join('\n');
}
