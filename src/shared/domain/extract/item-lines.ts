/**
 * PDF text extraction (D3 2.19, 4, 5, 8): the messages, the upload limit, and the rule that reads
 * the item lines of a PDF's text: which tokens of a line may be a SKU, a UPC or an ASIN, and how
 * the quantity is read off the line. The server looks the candidates up in the company's catalog;
 * only a token the catalog knows makes a line an item line.
 */

export const MAX_PDF_MB = 10;
/** The largest PDF the server takes (bytes). */
export const MAX_PDF_BYTES = MAX_PDF_MB * 1024 * 1024;
/** The base64 text of the largest PDF. */
export const MAX_PDF_BASE64_CHARS = Math.ceil(MAX_PDF_BYTES / 3) * 4;
/** A PDF of more pages is refused by its job (a bound on the time one job may take). */
export const MAX_PDF_PAGES = 2000;
/** A job gives up reading a PDF after this long (checked between pages). */
export const MAX_EXTRACT_SECONDS = 120;

export const EXTRACT_MESSAGES = {
  /** D3 sections 4 and 8: the result of a job that is still processing. */
  notReady: 'File Not Ready Yet - Try again in a few minutes.',
  /** D3 sections 5 and 8: a job that failed, or a result that cannot be read. */
  failed: 'Error Processing Results.',
  fileRequired: 'Choose a PDF file.',
  notPdf: 'The file is not a PDF: choose a .pdf file.',
  notBase64: 'file must be the PDF bytes in base64.',
  tooLarge: (bytes: number) =>
    `The PDF is ${(bytes / 1024 / 1024).toFixed(1)} MB: a PDF of at most ${MAX_PDF_MB} MB can be extracted.`,
  overLimit: `The PDF is larger than ${MAX_PDF_MB} MB: a PDF of at most ${MAX_PDF_MB} MB can be extracted.`,
  encrypted: 'The PDF is password-protected: save a copy without a password and extract that.',
  corrupt: (detail: string) => `The file is not a readable PDF (${detail}).`,
  tooManyPages: (pages: number) =>
    `The PDF has ${pages} pages: a PDF of at most ${MAX_PDF_PAGES} pages can be extracted.`,
  noText: 'No text layer found in the PDF: a scanned page holds only a picture of its text.',
  tooSlow: (seconds: number) =>
    `The PDF took more than ${seconds} seconds to read: split it into smaller files and extract each.`,
  missingSource: 'The uploaded PDF is no longer stored: upload it again.',
  missingResult: 'The result file is no longer stored: extract the PDF again.',
} as const;

/** A PDF starts with `%PDF-` within its first 1024 bytes (ISO 32000-1, 7.5.2; readers allow junk before it). */
export function looksLikePdf(head: Uint8Array): boolean {
  const text = String.fromCharCode(...head.subarray(0, 1024));
  return text.includes('%PDF-');
}

export type CodeKind = 'sku' | 'upc' | 'asin';

/** A token of a line that may name an item, with the kinds it may be (the catalog decides). */
export type CodeCandidate = { token: string; kinds: CodeKind[] };

/** The UPC-A check digit of the first 11 digits: 3x the odd positions plus the even ones. */
export function upcCheckDigit(first11: string): number {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(first11[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** 12 digits whose last is the check digit of the others. */
export function isUpc(token: string): boolean {
  return /^\d{12}$/.test(token) && upcCheckDigit(token.slice(0, 11)) === Number(token[11]);
}

/** Amazon's product ASINs: B0 and 8 letters or digits. */
export function isAsin(token: string): boolean {
  return /^B0[0-9A-Z]{8}$/.test(token);
}

/** A SKU: 3 to 40 letters, digits, dashes, dots or slashes, at least one digit, starting with a letter or digit. */
export function isSkuLike(token: string): boolean {
  return /^[A-Z0-9][A-Z0-9._/-]{2,39}$/.test(token) && /\d/.test(token) && !/^\d+[.,]\d{2}$/.test(token);
}

/** Separators between tokens beside white space: table rules, commas, brackets, quotes. */
const SPLIT = /[\s,;|()[\]{}"'<>]+/;
/** Punctuation a token may carry at its ends ("SKU:", "31000021.", "#31000021"). */
const EDGES = /^[#:.*_/-]+|[#:.*_/-]+$/g;

/** The tokens of a line, upper-cased, without the punctuation at their ends. */
export function lineTokens(line: string): string[] {
  return line
    .split(SPLIT)
    .map((t) => t.replace(EDGES, '').toUpperCase())
    .filter((t) => t.length > 0);
}

/**
 * The tokens of a line that may be a code, in line order, each once. A 13-digit EAN with a leading
 * 0 is also tried as the UPC-A it holds. A 12-digit UPC may also be a SKU of the catalog.
 */
export function codeCandidates(line: string): CodeCandidate[] {
  const seen = new Set<string>();
  const out: CodeCandidate[] = [];
  for (const raw of lineTokens(line)) {
    // "SKU:31000021" and "UPC#840195000017" name the code after their label.
    const token = raw.replace(/^(?:SKU|UPC|ASIN|ITEM|EAN)[:#=]/, '');
    const ean = /^0\d{12}$/.test(token) && isUpc(token.slice(1)) ? token.slice(1) : null;
    const kinds: CodeKind[] = [];
    if (isUpc(token)) kinds.push('upc');
    if (isAsin(token)) kinds.push('asin');
    if (isSkuLike(token)) kinds.push('sku');
    for (const [t, k] of [[token, kinds] as const, ...(ean ? [[ean, ['upc'] as CodeKind[]] as const] : [])]) {
      if (k.length === 0 || seen.has(t)) continue;
      seen.add(t);
      out.push({ token: t, kinds: [...k] });
    }
  }
  return out;
}

const MAX_QUANTITY = 99_999;
const asQuantity = (digits: string | undefined): number | null => {
  const n = Number(digits);
  return digits !== undefined && Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY ? n : null;
};

/** "Qty 3", "Quantity: 3", "QTY=3", "Units 3", "Ordered 3". */
const LABELLED = /\b(?:qty|quantity|qnty|units|ordered|shipped|count)\s*[:#=.]?\s*(\d{1,5})(?![\d.,])/i;
/** "x 3", "x3", "×3", "3x", "3 x" (not inside a word such as "4x6"). */
const TIMES = /(?:^|\s)[x×]\s?(\d{1,5})(?![\d.,\w])|(?:^|\s)(\d{1,5})\s?[x×](?=\s|$)/i;
/** "3 ea", "3 each", "3 pcs", "3 units", "3 cs", "3 cases". */
const UNIT = /(?:^|\s)(\d{1,5})\s?(?:ea|each|pcs?|pieces?|units?|cs|cases?|ct)\b/i;

/**
 * The quantity of an item line: a labelled quantity ("Qty 3"), a times sign ("x 3", "3x"), a
 * number with a unit ("3 ea"), else the first whole number standing alone after the code (not
 * a price, a date, a percentage or another code), else the first before it; null when the line
 * has none.
 */
export function readQuantity(line: string, code?: string): number | null {
  for (const pattern of [LABELLED, TIMES, UNIT]) {
    const m = pattern.exec(line);
    const n = asQuantity(m?.[1] ?? m?.[2]);
    if (n !== null) return n;
  }
  const tokens = line.split(SPLIT).filter((t) => t.length > 0);
  const codeAt = code ? tokens.findIndex((t) => t.replace(EDGES, '').toUpperCase().endsWith(code)) : -1;
  // A bare number: digits only, not a money amount ("$4", "4.00"), a date or a percentage.
  const bare = (t: string) => (/^\d{1,5}$/.test(t) ? asQuantity(t) : null);
  const after = tokens.slice(codeAt + 1).map(bare);
  const before = codeAt > 0 ? tokens.slice(0, codeAt).map(bare) : [];
  return after.find((n) => n !== null) ?? before.find((n) => n !== null) ?? null;
}

/** A catalog item as the rule needs it. */
export type CatalogCode = { sku: string; upc: string | null; asin: string | null };

/** Finds an item by a code of a kind (the server's maps over the company's catalog). */
export type CatalogLookup = (kind: CodeKind, token: string) => CatalogCode | undefined;

export type ItemLine = {
  sku: string;
  upc: string | null;
  asin: string | null;
  quantity: number | null;
  /** Which code of the line found the item, and how it was read. */
  matched_by: CodeKind;
  matched_token: string;
};

/** Kinds in the order a token is tried: a UPC or ASIN is more specific than a SKU. */
const KIND_ORDER: readonly CodeKind[] = ['upc', 'asin', 'sku'];

/**
 * The item of a line: the first token in line order the catalog knows (as a UPC, an ASIN or a SKU,
 * in that order for one token), with the line's quantity; null when no token is a catalog code.
 */
export function matchLine(line: string, lookup: CatalogLookup): ItemLine | null {
  for (const candidate of codeCandidates(line)) {
    for (const kind of KIND_ORDER) {
      if (!candidate.kinds.includes(kind)) continue;
      const item = lookup(kind, candidate.token);
      if (!item) continue;
      return {
        sku: item.sku,
        upc: item.upc,
        asin: item.asin,
        quantity: readQuantity(line, candidate.token),
        matched_by: kind,
        matched_token: candidate.token,
      };
    }
  }
  return null;
}

/** The columns of the result CSV: every text line of the PDF, with its item where one matched. */
export const EXTRACT_CSV_COLUMNS = [
  'page',
  'line',
  'text',
  'sku',
  'upc',
  'asin',
  'quantity',
  'matched_by',
] as const;

/** The CSV's name for a PDF's name: `PO_1.pdf` gives `PO_1.csv`. */
export function resultFileName(pdfName: string): string {
  const base = pdfName.replace(/\.pdf$/i, '') || 'extract';
  return `${base}.csv`;
}
