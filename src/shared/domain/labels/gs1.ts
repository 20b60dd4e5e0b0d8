import { gs1CheckDigit, isValidSscc } from '../edi/sscc';

/**
 * GS1-128 element strings of the bulk box and pallet labels (GS1 General Specifications 3 and
 * 5.4): a label's barcode holds application identifiers (AIs) each followed by its value. The AIs
 * used here:
 *
 * - 00 SSCC: 18 digits with the GS1 check digit (pallets and cartons, see ../edi/sscc.ts);
 * - 01 GTIN: 14 digits with the GS1 check digit (the item in a box; a UPC-A is padded with 00);
 * - 17 expiration date: YYMMDD;
 * - 10 batch or lot number: 1 to 20 characters of GS1's character set 82, variable length.
 *
 * A variable-length value that is not last ends with the FNC1 separator (GS, 0x1D, in the data
 * string); fixed-length values need none. The functions below put the fixed AIs first and the lot
 * last, as GS1 recommends, so the box label's second barcode needs no separator at all.
 */

export type Ai = '00' | '01' | '10' | '17';

type AiRule = { title: string; length: number | null; max: number; pattern: RegExp };

/** GS1 character set 82 (GS1 General Specifications figure 7.11-1): what AI 10 may hold. */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;

export const AI_RULES: Record<Ai, AiRule> = {
  '00': { title: 'SSCC', length: 18, max: 18, pattern: /^\d{18}$/ },
  '01': { title: 'GTIN', length: 14, max: 14, pattern: /^\d{14}$/ },
  '17': { title: 'USE BY OR EXPIRY', length: 6, max: 6, pattern: /^\d{6}$/ },
  '10': { title: 'BATCH/LOT', length: null, max: 20, pattern: CSET82 },
};

/** The GS (group separator) character that stands for FNC1 inside a GS1-128 data string. */
export const GS = '\u001d';

export type Element = { ai: Ai; value: string };

/** A GS1 element string: what the barcode encodes (`data`) and what is printed under it (`human`). */
export type ElementString = { data: string; human: string };

/** Eighteen digits with a good check digit, fourteen with a good check digit, and so on. */
export function elementProblem(e: Element): string | null {
  const rule = AI_RULES[e.ai];
  if (!rule.pattern.test(e.value) || e.value.length > rule.max)
    return `AI (${e.ai}) ${rule.title}: "${e.value}" is not a valid value.`;
  if (e.ai === '00' && !isValidSscc(e.value)) return `AI (00) SSCC: "${e.value}" has a wrong check digit.`;
  if (e.ai === '01' && !isValidGtin(e.value)) return `AI (01) GTIN: "${e.value}" has a wrong check digit.`;
  if (e.ai === '17' && !isGs1Date(e.value)) return `AI (17) expiry: "${e.value}" is not a date YYMMDD.`;
  return null;
}

/**
 * The element string of `elements`: fixed-length AIs first (in the order given), variable-length
 * ones after them, each variable one but the last closed by GS. Throws on an invalid value.
 */
export function elementString(elements: readonly Element[]): ElementString {
  if (elements.length === 0) throw new Error('A GS1 element string needs at least one element');
  for (const e of elements) {
    const problem = elementProblem(e);
    if (problem) throw new Error(problem);
  }
  const fixed = elements.filter((e) => AI_RULES[e.ai].length !== null);
  const variable = elements.filter((e) => AI_RULES[e.ai].length === null);
  const ordered = [...fixed, ...variable];
  const data = ordered
    .map((e, i) => {
      const separator = AI_RULES[e.ai].length === null && i < ordered.length - 1 ? GS : '';
      return `${e.ai}${e.value}${separator}`;
    })
    .join('');
  const human = ordered.map((e) => `(${e.ai})${e.value}`).join('');
  return { data, human };
}

/** A GTIN-8, -12, -13 or -14 whose last digit is the GS1 check digit of the others. */
export function isValidGtin(code: string): boolean {
  return /^(\d{8}|\d{12,14})$/.test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** The GTIN-14 of a UPC-A, EAN-13 or GTIN-14 (left-padded with zeros; the check digit keeps); null if invalid. */
export function gtin14(code: string | null | undefined): string | null {
  const digits = (code ?? '').trim();
  if (!isValidGtin(digits) || digits.length < 12) return null;
  return digits.padStart(14, '0');
}

/** YYYY-MM-DD to GS1's YYMMDD; null for anything else. */
export function gs1Date(isoDate: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate ?? '');
  if (!m) return null;
  const value = `${m[1]!.slice(2)}${m[2]}${m[3]}`;
  return isGs1Date(value) ? value : null;
}

/** YYMMDD with a month 01-12 and a day 00-31 (00 means the end of the month, GS1 7.12). */
function isGs1Date(value: string): boolean {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day > 31) return false;
  if (day === 0) return true;
  const year = 2000 + Number(m[1]);
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A lot number AI 10 can carry: 1 to 20 characters of character set 82. */
export function isGs1Lot(lot: string | null | undefined): boolean {
  return !!lot && lot.length <= AI_RULES['10'].max && CSET82.test(lot);
}

/** What a carton's box label encodes. */
export type CartonLabelContent = {
  sscc: string;
  gtin: string | null;
  lotNumber: string | null;
  /** YYYY-MM-DD */
  expirationDate: string | null;
};

/**
 * A box label's barcodes: (00) the carton's SSCC, then, when the item has a GTIN, (01) GTIN with
 * (17) expiry and (10) lot when known. A lot that AI 10 cannot carry is left off the barcode.
 */
export function cartonBarcodes(c: CartonLabelContent): ElementString[] {
  const out = [elementString([{ ai: '00', value: c.sscc }])];
  if (c.gtin) {
    const elements: Element[] = [{ ai: '01', value: c.gtin }];
    const expiry = gs1Date(c.expirationDate);
    if (expiry) elements.push({ ai: '17', value: expiry });
    if (isGs1Lot(c.lotNumber)) elements.push({ ai: '10', value: c.lotNumber! });
    out.push(elementString(elements));
  }
  return out;
}

/** A pallet label's barcode: (00) the pallet's SSCC. */
export const palletBarcodes = (sscc: string): ElementString[] => [elementString([{ ai: '00', value: sscc }])];

/**
 * Reads a GS1 element string back (data form, GS separators) into its elements: the check the
 * renderer runs on what it encoded. Only the four AIs above are known.
 */
export function parseElementString(data: string): Element[] {
  const out: Element[] = [];
  let rest = data.startsWith(GS) ? data.slice(1) : data;
  while (rest.length > 0) {
    const ai = rest.slice(0, 2) as Ai;
    const rule = AI_RULES[ai];
    if (!rule) throw new Error(`Unknown AI at "${rest}"`);
    rest = rest.slice(2);
    let value: string;
    if (rule.length !== null) {
      value = rest.slice(0, rule.length);
      rest = rest.slice(rule.length);
    } else {
      const end = rest.indexOf(GS);
      value = end === -1 ? rest : rest.slice(0, end);
      rest = end === -1 ? '' : rest.slice(end + 1);
    }
    out.push({ ai, value });
  }
  return out;
}
