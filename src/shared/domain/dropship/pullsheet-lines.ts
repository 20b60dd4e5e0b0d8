import { BUNDLE_SKUS, ITEM_SIZES } from '../catalog/items';
import type { PullsheetType } from './status';

/**
 * The lines of a printed pull sheet (D1 section 9; issue 12 item 2): merged per SKU, the three
 * bundle SKUs expanded into their components, sorted by pull location, and the title's warehouse
 * code and type digit; the foam, fiber and liner lists sorted by size word. Pure, so the PDF
 * generator of the browser and of the server share them.
 */

/**
 * Text order of SKUs, locations and descriptions: one collator, many times faster than
 * String.localeCompare, which builds one per call (a 5,000-line day sorts in milliseconds).
 */
export const compareText = new Intl.Collator('en').compare;

export type SheetLine = { sku: string; description: string; quantity: number; location: string | null };

/** D1 section 9: the type digit of a sheet's title; assembly (and sioc) have none. */
export const TYPE_DIGIT: Readonly<Partial<Record<PullsheetType, number>>> = {
  non_assembly: 2,
  multiples: 3,
  presses: 4,
  warranties: 5,
  petsense: 6,
  samples: 7,
};

export function typeDigit(type: PullsheetType): number | null {
  return TYPE_DIGIT[type] ?? null;
}

/**
 * The title of a sheet: the warehouse code (KY, PA) and the type digit ("KY 3"); assembly has no
 * digit, so its title reads General Assembly ("KY General Assembly"); a type with neither keeps its
 * name ("PA SIOC").
 */
export function sheetTitle(warehouseCode: string, type: PullsheetType): string {
  const digit = typeDigit(type);
  if (digit !== null) return `${warehouseCode} ${digit}`;
  if (type === 'assembly') return `${warehouseCode} General Assembly`;
  return `${warehouseCode} ${type.toUpperCase()}`;
}

/** One line per SKU with the quantities summed; the first line's description and location stay. */
export function mergePerSku(lines: readonly SheetLine[]): SheetLine[] {
  const merged = new Map<string, SheetLine>();
  for (const line of lines) {
    const seen = merged.get(line.sku);
    if (seen) seen.quantity += line.quantity;
    else merged.set(line.sku, { ...line });
  }
  return [...merged.values()];
}

export type BundleComponent = { sku: string; description: string; quantity: number; location: string | null };

export function isBundleSku(sku: string): boolean {
  return (BUNDLE_SKUS as readonly string[]).includes(sku);
}

/**
 * D1 section 9: each of the bundle SKUs 70232, 70231 and 70230 is pulled as its two components
 * (quantity times the component's quantity per bundle); other lines stay. A bundle whose components
 * are unknown stays as it is, so nothing is silently dropped from a sheet.
 */
export function expandBundles(
  lines: readonly SheetLine[],
  components: ReadonlyMap<string, readonly BundleComponent[]>,
): SheetLine[] {
  return lines.flatMap((line) => {
    const parts = isBundleSku(line.sku) ? components.get(line.sku) : undefined;
    if (!parts || parts.length === 0) return [line];
    return parts.map((p) => ({
      sku: p.sku,
      description: p.description,
      quantity: line.quantity * p.quantity,
      location: p.location,
    }));
  });
}

/**
 * The walking order of locations (D1 section 9): PREBUILT, then PULL, then AISL, then locations
 * that start with a digit (0 among them); other text after those and an empty location last.
 */
function locationRank(location: string): number {
  const upper = location.toUpperCase();
  if (upper === '') return 5;
  if (upper.startsWith('PREBUILT')) return 0;
  if (upper.startsWith('PULL')) return 1;
  if (upper.startsWith('AISL')) return 2;
  if (/^\d/.test(upper)) return 3;
  return 4;
}

const numbersOf = (location: string) => (location.match(/\d+/g) ?? []).map(Number);

/** Compares two locations: by group, then their numeric parts in order, then as text. */
export function compareLocations(a: string | null, b: string | null): number {
  const x = (a ?? '').trim();
  const y = (b ?? '').trim();
  const rank = locationRank(x) - locationRank(y);
  if (rank !== 0) return rank;
  const nx = numbersOf(x);
  const ny = numbersOf(y);
  for (let i = 0; i < Math.min(nx.length, ny.length); i++) {
    const d = (nx[i] ?? 0) - (ny[i] ?? 0);
    if (d !== 0) return d;
  }
  if (nx.length !== ny.length) return nx.length - ny.length;
  return compareText(x, y);
}

/** The sheet's lines as they are printed: bundles expanded, merged per SKU, in location order. */
export function printedLines(
  lines: readonly SheetLine[],
  components: ReadonlyMap<string, readonly BundleComponent[]>,
): SheetLine[] {
  return mergePerSku(expandBundles(lines, components)).sort(
    (a, b) => compareLocations(a.location, b.location) || compareText(a.sku, b.sku),
  );
}

/** The size word a description ends with (Small ... Jumbo Plus), as its index; -1 when none. */
const SIZE_PATTERNS = ITEM_SIZES.map((size) => new RegExp(`(^|\\s)${size}$`, 'i'));

export function sizeRank(description: string): number {
  const text = description.trim();
  let found = -1;
  let length = 0;
  for (const [i, size] of ITEM_SIZES.entries()) {
    if (SIZE_PATTERNS[i]?.test(text) && size.length > length) {
      found = i;
      length = size.length;
    }
  }
  return found;
}

/** Foam, fiber and liner lists: by size word (Small first, no size last), then by description. */
export function sortBySizeWord<T extends { description: string }>(lines: readonly T[]): T[] {
  // Each description's rank is found once (it tries a pattern per size word), not per comparison.
  const ranked = lines.map((line) => {
    const r = sizeRank(line.description);
    return { line, rank: r < 0 ? ITEM_SIZES.length : r };
  });
  ranked.sort((a, b) => a.rank - b.rank || compareText(a.line.description, b.line.description));
  return ranked.map((r) => r.line);
}
