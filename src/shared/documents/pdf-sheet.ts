import JsBarcode from 'jsbarcode';
import { jsPDF } from 'jspdf';

/**
 * A table document with jsPDF that runs the same in the browser and in Node: US Letter pages in
 * points, the standard Helvetica fonts (nothing to embed, no canvas), a header repeated on each
 * page, and Code 128 barcodes drawn as vector bars (JsBarcode encodes into a plain object, so no
 * canvas or DOM is needed). Used by the pull sheet PDFs of D1 and D2.
 */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 36;

export type Column = {
  title: string;
  /** Left edge of the column (points from the page's left). */
  x: number;
  /** Widest text in points; longer text is cut with an ellipsis. */
  width: number;
  align?: 'left' | 'right';
};

/** The bar pattern of `text` in Code 128 ('1' a bar module, '0' a space), as JsBarcode encodes it. */
export function code128Pattern(text: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, text, { format: 'CODE128', displayValue: false });
  return (target.encodings ?? []).map((e) => e.data).join('');
}

export class PdfSheet {
  private readonly doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  private y = MARGIN;
  private pageHeader: (() => void) | null = null;

  get cursor(): number {
    return this.y;
  }

  /** Starts a new page and draws the running header on it. */
  newPage(): void {
    this.doc.addPage('letter');
    this.y = MARGIN;
    this.pageHeader?.();
  }

  /** Begins a new sheet: a fresh page (unless this is the first, empty one) with its running header. */
  startSheet(header: () => void, first: boolean): void {
    this.pageHeader = header;
    if (first) {
      this.y = MARGIN;
      header();
    } else this.newPage();
  }

  ensure(height: number): void {
    if (this.y + height > PAGE_HEIGHT - MARGIN) this.newPage();
  }

  space(points: number): void {
    this.y += points;
  }

  /** One line of text at the cursor; moves down by its line height. */
  text(value: string, options: { size?: number; bold?: boolean; x?: number } = {}): void {
    const size = options.size ?? 10;
    this.ensure(size * 1.35);
    this.font(size, options.bold ?? false);
    const x = options.x ?? MARGIN;
    this.doc.text(this.fit(clean(value), PAGE_WIDTH - MARGIN - x, size), x, this.y + size);
    this.y += size * 1.35;
  }

  /** A table row: each cell in its column on one baseline, `height` points tall. */
  row(
    columns: readonly Column[],
    cells: readonly string[],
    options: { bold?: boolean; height?: number } = {},
  ) {
    const size = 9;
    const height = options.height ?? size * 1.6;
    this.ensure(height);
    this.font(size, options.bold ?? false);
    const baseline = this.y + Math.min(height, size * 1.6) - size * 0.45;
    columns.forEach((col, i) => {
      const value = this.fit(clean(cells[i] ?? ''), col.width, size);
      if (col.align === 'right') this.doc.text(value, col.x + col.width, baseline, { align: 'right' });
      else this.doc.text(value, col.x, baseline);
    });
    const top = this.y;
    this.y += height;
    return top;
  }

  /** The column titles in bold under a little space, ruled off from the rows. */
  tableHeader(columns: readonly Column[]): void {
    this.space(4);
    this.row(
      columns,
      columns.map((c) => c.title),
      { bold: true },
    );
    this.rule();
  }

  /** A thin line across the page at the cursor. */
  rule(weight = 0.5): void {
    this.doc.setLineWidth(weight);
    this.doc.line(MARGIN, this.y, PAGE_WIDTH - MARGIN, this.y);
    this.y += 2;
  }

  /**
   * A Code 128 barcode of `text` with its left edge at `x` and top at `top`, `height` tall: each bar
   * module 1 pt wide, narrower when the code would pass `maxWidth`. The caller leaves the quiet zone
   * (10 modules) free on both sides.
   */
  barcode(text: string, x: number, top: number, height: number, maxWidth: number): void {
    const pattern = code128Pattern(text);
    const module = Math.min(1, maxWidth / pattern.length);
    this.doc.setFillColor(0, 0, 0);
    let start = -1;
    for (let i = 0; i <= pattern.length; i++) {
      const bar = pattern[i] === '1';
      if (bar && start < 0) start = i;
      if (!bar && start >= 0) {
        this.doc.rect(x + start * module, top, (i - start) * module, height, 'F');
        start = -1;
      }
    }
  }

  /** Writes "Page n of m" at the foot of every page. */
  numberPages(): void {
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page++) {
      this.doc.setPage(page);
      this.font(8, false);
      this.doc.text(`Page ${page} of ${pages}`, PAGE_WIDTH - MARGIN, PAGE_HEIGHT - MARGIN / 2, {
        align: 'right',
      });
    }
  }

  get pageCount(): number {
    return this.doc.getNumberOfPages();
  }

  toBytes(): Uint8Array {
    return new Uint8Array(this.doc.output('arraybuffer'));
  }

  private font(size: number, bold: boolean): void {
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
  }

  /** The text cut to the longest start that fits with an ellipsis (binary search on the length). */
  private fit(value: string, width: number, size: number): string {
    // No Helvetica glyph is wider than the font size: short texts need no measuring.
    if (value.length * size <= width || this.doc.getTextWidth(value) <= width) return value;
    let low = 0;
    let high = value.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (this.doc.getTextWidth(`${value.slice(0, mid)}...`) <= width) low = mid;
      else high = mid - 1;
    }
    return `${value.slice(0, low)}...`;
  }
}

/** One line of plain text: no line breaks, and only what Helvetica's WinAnsi encoding can print. */
function clean(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

/** The printed date, MM/DD/YYYY, of an ISO date or date-time (its date part, as given). */
export function printedDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}
