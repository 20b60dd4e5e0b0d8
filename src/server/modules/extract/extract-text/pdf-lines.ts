import { getDocumentProxy } from 'unpdf';
import { EXTRACT_MESSAGES, MAX_EXTRACT_SECONDS, MAX_PDF_PAGES } from '@shared/domain/extract/item-lines';

/** One line of text of a PDF page, as a reader sees it: the page's text runs at one height, left to right. */
export type PdfLine = { page: number; line: number; text: string };

/** A PDF the job cannot read: the reason goes on the job as it is. */
export class UnreadablePdf extends Error {
  override readonly name = 'UnreadablePdf';
}

type TextRun = { str: string; x: number; y: number; width: number; height: number };

/** Runs whose baselines are this close (in points) share a line. */
const SAME_LINE = 2;

/** The lines of one page: runs grouped by baseline, top to bottom, each line left to right. */
function pageLines(runs: readonly TextRun[]): string[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextRun[][] = [];
  for (const run of sorted) {
    const current = lines.at(-1);
    if (current && Math.abs(current[0]!.y - run.y) <= SAME_LINE) current.push(run);
    else lines.push([run]);
  }
  return lines
    .map((line) => {
      line.sort((a, b) => a.x - b.x);
      let text = '';
      let end = -Infinity;
      for (const run of line) {
        // Separate runs that do not touch (table cells); keep a word split in two runs whole.
        const gap = run.x - end;
        if (text && gap > Math.max(1, run.height * 0.15) && !text.endsWith(' ') && !run.str.startsWith(' ')) {
          text += ' ';
        }
        text += run.str;
        end = run.x + run.width;
      }
      return text.replace(/\s+/g, ' ').trim();
    })
    .filter((text) => text.length > 0);
}

/** Why pdf.js refused a file, as a sentence for the jobs table. */
function reasonOf(error: unknown): string {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  if (name === 'PasswordException') return EXTRACT_MESSAGES.encrypted;
  return EXTRACT_MESSAGES.corrupt((message ?? 'it could not be opened').replace(/\.$/, ''));
}

/**
 * The text lines of a PDF, page by page (pdf.js through unpdf, no worker, no rendering). A file
 * pdf.js cannot open (not a PDF, damaged, password-protected), of too many pages, with no text at
 * all (a scan) or that takes longer than the time limit throws `UnreadablePdf` with the reason.
 */
export async function readPdfLines(
  bytes: Uint8Array,
  { limitSeconds = MAX_EXTRACT_SECONDS }: { limitSeconds?: number } = {},
): Promise<{ pages: number; lines: PdfLine[] }> {
  const deadline = Date.now() + limitSeconds * 1000;
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes ownership of the buffer it is given: hand it a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    throw new UnreadablePdf(reasonOf(error));
  }
  try {
    if (pdf.numPages > MAX_PDF_PAGES) throw new UnreadablePdf(EXTRACT_MESSAGES.tooManyPages(pdf.numPages));
    const lines: PdfLine[] = [];
    for (let p = 1; p <= pdf.numPages; p++) {
      let runs: TextRun[];
      try {
        const page = await pdf.getPage(p);
        const content = await page.getTextContent();
        runs = content.items.flatMap((item) =>
          'str' in item && item.str.length > 0
            ? [
                {
                  str: item.str,
                  x: item.transform[4] as number,
                  y: item.transform[5] as number,
                  width: item.width,
                  height: item.height,
                },
              ]
            : [],
        );
        page.cleanup();
      } catch (error) {
        if (error instanceof UnreadablePdf) throw error;
        throw new UnreadablePdf(`Page ${p}: ${reasonOf(error)}`);
      }
      pageLines(runs).forEach((text, i) => lines.push({ page: p, line: i + 1, text }));
      if (Date.now() > deadline) throw new UnreadablePdf(EXTRACT_MESSAGES.tooSlow(limitSeconds));
    }
    if (lines.length === 0) throw new UnreadablePdf(EXTRACT_MESSAGES.noText);
    return { pages: pdf.numPages, lines };
  } finally {
    // Frees the parsed document (fonts, streams) of this job.
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}
