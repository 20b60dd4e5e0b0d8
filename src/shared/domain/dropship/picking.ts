import { printedLines, type BundleComponent, type SheetLine } from './pullsheet-lines';

/**
 * Picking a pull sheet on a handheld tablet (issue 12 item 3, beyond the spec): the stops of the
 * walk (the printed sheet's lines in its order), what scan comes next, whether a scan matches, the
 * rules of a short pick and a tap-confirm, and when a sheet is done. Pure, so the server (it
 * enforces) and the tablet (it guides, also offline) share them.
 */

/** One stop of the walk: a printed line with its place (1-based) and the item's UPC when known. */
export type PickStop = SheetLine & { line: number; upc: string | null };

/** How a line was confirmed: both scans, or a tap with a reason. */
export const PICK_METHODS = ['scan', 'tap'] as const;
export type PickMethod = (typeof PICK_METHODS)[number];

/** Why a picker confirmed by tap instead of scanning (a fixed list, so reports can count them). */
export const TAP_REASONS = [
  'Barcode damaged or missing',
  'Location label missing',
  'Scanner not working',
  'Item has no barcode',
] as const;
export type TapReason = (typeof TAP_REASONS)[number];

/** Why fewer pieces were picked than the line asks for. */
export const SHORT_REASONS = [
  'Not enough at location',
  'Location empty',
  'Damaged stock',
  'Wrong item at location',
] as const;
export type ShortReason = (typeof SHORT_REASONS)[number];

/** What was recorded for a line. A short pick is a confirmation with fewer pieces and a reason. */
export type PickConfirmation = {
  quantity: number;
  method: PickMethod;
  reason: TapReason | null;
  short_reason: ShortReason | null;
};

/** The wording the tablet shows and the server refuses with. */
export const PICK_MESSAGES = {
  scanLocation: (location: string) => `Scan the location ${location}.`,
  scanItem: (sku: string) => `Scan the item ${sku}.`,
  locationFirst: (location: string) => `Scan the location first: ${location}.`,
  wrongLocation: (scanned: string, location: string) =>
    `Wrong location: ${scanned} is not ${location}. Go to ${location}.`,
  otherStop: (scanned: string, line: number, sku: string) =>
    `Wrong item: ${scanned} is line ${line}, not ${sku}.`,
  wrongItem: (scanned: string, sku: string) => `Wrong item: ${scanned} is not ${sku}.`,
  emptyScan: 'Nothing was scanned.',
  tapNeedsReason: 'Choose why this line is confirmed without scanning.',
  shortNeedsReason: 'Choose why fewer pieces were picked.',
  quantityRange: (max: number) => `The quantity picked must be a whole number from 0 to ${max}.`,
  noReasonForFull: 'A short reason is only for a quantity below the line quantity.',
  notOnSheet: (sku: string, sheet: number) => `SKU ${sku} is not on pull sheet ${sheet}.`,
  alreadyPicked: (sku: string, quantity: number, by: string | null) =>
    `SKU ${sku} was already picked as ${quantity}${by ? ` by ${by}` : ''}; it cannot be changed to another quantity.`,
  closed: (sheet: number, status: string) => `Pull sheet ${sheet} is ${status}; it can no longer be picked.`,
} as const;

/**
 * The stops of the walk: exactly the printed sheet's lines (bundles expanded, merged per SKU, in
 * location order), numbered, each with the UPC its item carries.
 */
export function pickStops(
  lines: readonly SheetLine[],
  components: ReadonlyMap<string, readonly BundleComponent[]>,
  upcs: ReadonlyMap<string, string>,
): PickStop[] {
  return printedLines(lines, components).map((l, i) => ({ ...l, line: i + 1, upc: upcs.get(l.sku) ?? null }));
}

/** A scan as a hardware scanner or a person types it: trimmed, upper case, inner spaces dropped. */
export function normalizeScan(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, '');
}

const hasLocation = (stop: Pick<PickStop, 'location'>) => (stop.location ?? '').trim() !== '';

export type ScanStep = 'location' | 'item';

/** The scan a stop waits for: its location first (when it has one), then the item. */
export function expectedScan(stop: Pick<PickStop, 'location'>, locationScanned: boolean): ScanStep {
  return hasLocation(stop) && !locationScanned ? 'location' : 'item';
}

/** The line that asks the picker for the next scan. */
export function scanPrompt(stop: Pick<PickStop, 'location' | 'sku'>, locationScanned: boolean): string {
  return expectedScan(stop, locationScanned) === 'location'
    ? PICK_MESSAGES.scanLocation(stop.location ?? '')
    : PICK_MESSAGES.scanItem(stop.sku);
}

const isItemOf = (stop: Pick<PickStop, 'sku' | 'upc'>, scanned: string) =>
  normalizeScan(stop.sku) === scanned || (stop.upc !== null && normalizeScan(stop.upc) === scanned);

export type ScanResult = { ok: true; step: ScanStep } | { ok: false; message: string };

/**
 * Checks a scan against the stop: at the location step it must be the stop's location; at the item
 * step the stop's SKU or UPC. Anything else is refused with what was wrong (another stop's item is
 * named by its line, a scan of the item before the location asks for the location).
 */
export function matchScan(
  stop: PickStop,
  locationScanned: boolean,
  raw: string,
  stops: readonly PickStop[] = [],
): ScanResult {
  const scanned = normalizeScan(raw);
  if (scanned === '') return { ok: false, message: PICK_MESSAGES.emptyScan };
  const step = expectedScan(stop, locationScanned);
  const shown = raw.trim();
  if (step === 'location') {
    if (normalizeScan(stop.location ?? '') === scanned) return { ok: true, step };
    if (isItemOf(stop, scanned))
      return { ok: false, message: PICK_MESSAGES.locationFirst(stop.location ?? '') };
    return { ok: false, message: PICK_MESSAGES.wrongLocation(shown, stop.location ?? '') };
  }
  if (isItemOf(stop, scanned)) return { ok: true, step };
  const other = stops.find((s) => s.line !== stop.line && isItemOf(s, scanned));
  if (other) return { ok: false, message: PICK_MESSAGES.otherStop(shown, other.line, stop.sku) };
  return { ok: false, message: PICK_MESSAGES.wrongItem(shown, stop.sku) };
}

/** A confirmation as the tablet makes it (the reasons from the fixed lists). */
export type PickInput = {
  quantity: number;
  method: PickMethod;
  reason?: TapReason | null;
  short_reason?: ShortReason | null;
};

/** What a confirmation asks for, before it is recorded (the server checks what it was sent). */
export type ConfirmationInput = {
  quantity: number;
  method: PickMethod;
  reason?: string | null;
  short_reason?: string | null;
};

const isTapReason = (v: unknown): v is TapReason => (TAP_REASONS as readonly unknown[]).includes(v);
const isShortReason = (v: unknown): v is ShortReason => (SHORT_REASONS as readonly unknown[]).includes(v);

/**
 * Why a confirmation of a line of `lineQuantity` pieces cannot be recorded, or null: the quantity
 * is 0 to the line's; below it (a short pick) needs a short reason, the full quantity none; a tap
 * needs a tap reason.
 */
export function confirmationProblem(lineQuantity: number, input: ConfirmationInput): string | null {
  const { quantity, method } = input;
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > lineQuantity) {
    return PICK_MESSAGES.quantityRange(lineQuantity);
  }
  if (quantity < lineQuantity && !isShortReason(input.short_reason)) return PICK_MESSAGES.shortNeedsReason;
  if (quantity === lineQuantity && input.short_reason != null) return PICK_MESSAGES.noReasonForFull;
  if (method === 'tap' && !isTapReason(input.reason)) return PICK_MESSAGES.tapNeedsReason;
  return null;
}

/**
 * A confirmation of a line that already has one: the same quantity again (a replay, a second
 * picker who picked the same) changes nothing; another quantity is a conflict the server refuses.
 */
export function repeatOutcome(
  recorded: { quantity: number },
  incoming: { quantity: number },
): 'same' | 'conflict' {
  return recorded.quantity === incoming.quantity ? 'same' : 'conflict';
}

export const isShort = (stop: Pick<PickStop, 'quantity'>, c: Pick<PickConfirmation, 'quantity'>) =>
  c.quantity < stop.quantity;

/** Lines confirmed (in full or short), the total, and the pieces picked of the pieces asked. */
export type PickProgress = { done: number; total: number; picked: number; pieces: number; shorted: number };

export function pickProgress(
  stops: readonly Pick<PickStop, 'sku' | 'quantity'>[],
  confirmed: ReadonlyMap<string, Pick<PickConfirmation, 'quantity'>>,
): PickProgress {
  let done = 0;
  let picked = 0;
  let shorted = 0;
  for (const stop of stops) {
    const c = confirmed.get(stop.sku);
    if (!c) continue;
    done += 1;
    picked += c.quantity;
    if (c.quantity < stop.quantity) shorted += 1;
  }
  return { done, total: stops.length, picked, pieces: stops.reduce((s, l) => s + l.quantity, 0), shorted };
}

/** Every line confirmed or shorted (a sheet without lines is never done: there is nothing to pick). */
export function sheetDone(
  stops: readonly Pick<PickStop, 'sku'>[],
  confirmed: ReadonlyMap<string, unknown> | ReadonlySet<string>,
): boolean {
  return stops.length > 0 && stops.every((s) => confirmed.has(s.sku));
}

/**
 * Where the walk goes on: the first stop after `from` (in walk order, wrapping round) that is not
 * done; -1 when every stop is. A reload starts from -1, so at the first undone stop.
 */
export function nextUndone(
  stops: readonly Pick<PickStop, 'sku'>[],
  confirmed: ReadonlyMap<string, unknown> | ReadonlySet<string>,
  from = -1,
): number {
  for (let k = 1; k <= stops.length; k++) {
    const i = (from + k + stops.length) % stops.length;
    const stop = stops[i];
    if (stop && !confirmed.has(stop.sku)) return i;
  }
  return -1;
}

/** "3 of 12": the stop's place in the walk. */
export const stopLabel = (index: number, total: number) => `${index + 1} of ${total}`;

export { isShortReason, isTapReason };
