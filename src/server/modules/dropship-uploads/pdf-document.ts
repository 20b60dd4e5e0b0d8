/**
 * A small PDF 1.4 writer for text documents (packing slips): US Letter pages, the standard
 * Helvetica fonts (no embedding needed), text, rules and automatic page breaks. The printing port
 * speaks Loftware and ZPL only, and no PDF library is installed; this writes a real PDF with a
 * correct cross-reference table, which every viewer and printer opens.
 */
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;

type TextOptions = { size?: number; bold?: boolean; x?: number };

/** Latin-1 text as a PDF string literal; characters outside WinAnsi become '?'. */
function pdfString(text: string): string {
  const latin = [...text].map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : '?')).join('');
  return `(${latin
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)')
    .replace(/[\r\n]+/g, ' ')})`;
}

export class PdfWriter {
  private readonly pages: string[][] = [];
  private y = 0;

  constructor(private readonly margin = 48) {
    this.newPage();
  }

  get pageCount(): number {
    return this.pages.length;
  }

  newPage(): void {
    this.pages.push([]);
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
    const font = options.bold ? 'F2' : 'F1';
    const baseline = this.y - size;
    for (const [x, value] of cells) {
      this.current().push(`BT /${font} ${size} Tf ${x} ${baseline.toFixed(2)} Td ${pdfString(value)} Tj ET`);
    }
    this.y -= size * 1.4;
  }

  /** A thin horizontal line across the text width. */
  rule(): void {
    this.ensure(6);
    const y = (this.y - 2).toFixed(2);
    this.current().push(`0.5 w ${this.margin} ${y} m ${PAGE_WIDTH - this.margin} ${y} l S`);
    this.y -= 6;
  }

  private current(): string[] {
    return this.pages[this.pages.length - 1]!;
  }

  /** The finished file. */
  toBytes(): Buffer {
    const objects: string[] = [];
    const pageIds: number[] = [];
    // 1 catalog, 2 page tree, 3 and 4 fonts; then each page and its content stream.
    objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
    objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
    let next = 5;
    for (const ops of this.pages) {
      const pageId = next++;
      const contentId = next++;
      const stream = ops.join('\n');
      objects[pageId] =
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`;
      objects[contentId] =
        `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
      pageIds.push(pageId);
    }
    objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
    objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

    let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    for (let id = 1; id < next; id++) {
      offsets[id] = Buffer.byteLength(body, 'latin1');
      body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
    }
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${next}\n0000000000 65535 f \n`;
    for (let id = 1; id < next; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${next} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  }
}
