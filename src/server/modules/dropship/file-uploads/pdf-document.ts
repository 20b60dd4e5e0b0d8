import { jsPDF } from 'jspdf';

/**
 * Text documents (packing slips) with jsPDF: US Letter pages in points, the standard Helvetica
 * fonts (nothing to embed), lines of text, table cells, rules and automatic page breaks.
 */
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;

type TextOptions = { size?: number; bold?: boolean; x?: number };

export class PdfWriter {
  private readonly doc = new jsPDF({ unit: 'pt', format: 'letter' });
  private pages = 1;
  private y: number;

  constructor(private readonly margin = 48) {
    this.y = PAGE_HEIGHT - margin;
  }

  get pageCount(): number {
    return this.pages;
  }

  newPage(): void {
    this.doc.addPage('letter');
    this.pages += 1;
    this.y = PAGE_HEIGHT - this.margin;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number): void {
    if (this.y - height < this.margin) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Writes one line of text at the cursor and moves down by its line height. */
  text(value: string, options: TextOptions = {}): void {
    this.cells([[options.x ?? this.margin, value]], options);
  }

  /** Several texts on one baseline (table columns), then moves down one line. */
  cells(cells: readonly (readonly [number, string])[], options: TextOptions = {}): void {
    const size = options.size ?? 10;
    this.ensure(size * 1.4);
    this.doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    // jsPDF measures from the top of the page; the cursor counts up from the bottom, as PDF does.
    const baseline = PAGE_HEIGHT - (this.y - size);
    for (const [x, value] of cells) this.doc.text(value.replace(/[\r\n]+/g, ' '), x, baseline);
    this.y -= size * 1.4;
  }

  /** A thin horizontal line across the text width. */
  rule(): void {
    this.ensure(6);
    const y = PAGE_HEIGHT - (this.y - 2);
    this.doc.setLineWidth(0.5);
    this.doc.line(this.margin, y, PAGE_WIDTH - this.margin, y);
    this.y -= 6;
  }

  /** The finished file. */
  toBytes(): Buffer {
    return Buffer.from(this.doc.output('arraybuffer'));
  }
}
