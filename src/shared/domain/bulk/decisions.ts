import {
  BULK_ITEM_STATUS,
  LINE_DECISIONS,
  SHIP_TYPES,
  type BulkWarehouse,
  type LineDecision,
  type ShipType,
} from './status';

/**
 * The rules of the order processing panel (D2 sections 2, 4, 5 and 9): one place for the client's
 * panel and the server's PUT /bulk-orders/decisions. Each rule carries the spec's numbers in
 * decisions.test.ts.
 */

/** The warehouse a warehouse decision sends the whole line to. */
export const DECISION_WAREHOUSE: Partial<Record<LineDecision, BulkWarehouse>> = {
  Kentucky: 'kentucky',
  Pennsylvania: 'pennsylvania',
  Texas: 'texas',
  Illinois: 'illinois',
};

/** The decision that sends a whole line to a warehouse. */
export const WAREHOUSE_DECISION: Record<BulkWarehouse, LineDecision> = {
  kentucky: 'Kentucky',
  pennsylvania: 'Pennsylvania',
  texas: 'Texas',
  illinois: 'Illinois',
};

/** The outcomes the Review tab groups lines by when they go to no warehouse (D2 section 4). */
export const OUTCOME_DECISIONS = [
  'OOS',
  'Back Ordered',
  'Discontinued',
  'Incorrect',
  'Small PO',
  'No Sale',
  'Cancel',
] as const satisfies readonly LineDecision[];
export type OutcomeDecision = (typeof OUTCOME_DECISIONS)[number];

/** The bulk override dropdown: every decision but Kentucky, Cancel and Make a Decision. */
export const OVERRIDE_DECISIONS: readonly LineDecision[] = LINE_DECISIONS.filter(
  (d) => d !== 'Kentucky' && d !== 'Cancel' && d !== 'Make a Decision',
);
export const DEFAULT_OVERRIDE: LineDecision = 'Pennsylvania';

/** The Split tab allocates by hand between Kentucky and Pennsylvania (D2 section 2). */
export const SPLIT_WAREHOUSES = ['kentucky', 'pennsylvania'] as const satisfies readonly BulkWarehouse[];

/** The Ship Method tab's columns, in this order. */
export const SHIP_METHOD_WAREHOUSES = [
  'kentucky',
  'pennsylvania',
  'texas',
  'illinois',
] as const satisfies readonly BulkWarehouse[];

export const DECISION_MESSAGES = {
  pulled: 'Updated Values From Acumatica',
  // The misspelling is the product's (D2 section 8).
  pullFailed: 'Failed to pull order info from Acumtica',
  closeConfirm: 'Close processing panel? This will lose any unsaved progress.',
  sent: 'Orders Sent to Acumatica',
  sendFailed: 'Failed to Send Orders to Acumatica',
} as const;

/** Above this many dollars the total price shows green, otherwise red. */
export const TOTAL_PRICE_GREEN_ABOVE = 100;
/** For Chewy, more pallets than this show red. */
export const CHEWY_MAX_PALLETS = 49;

export type Fulfil = Record<BulkWarehouse, number>;
export const NO_FULFIL: Fulfil = Object.freeze({ kentucky: 0, pennsylvania: 0, texas: 0, illinois: 0 });

/** Stock per warehouse of one SKU; null when the SKU has no stock record. */
export type SkuStock = Partial<Record<BulkWarehouse, number>>;

/** A line of the decision workflow (D2 section 3), as the panel edits it. */
export type DecisionLine = {
  id: number;
  internal_po_number: string;
  vendor_name: string;
  internal_sku: string;
  quantity: number;
  case_packs: number | null;
  /** Dollars as decimal strings. */
  internal_price: string | null;
  external_price: string | null;
  decision: LineDecision | null;
  fulfil: Fulfil;
};

export const isWarehouseDecision = (d: LineDecision | null): boolean =>
  d !== null && DECISION_WAREHOUSE[d] !== undefined;
export const isSplitDecision = (d: LineDecision | null): boolean => d === 'Split' || d === 'Partial';

/**
 * The default decision of a SKU: the primary warehouse (Pennsylvania) if its stock covers the
 * quantity; else the secondary (Texas) if it does; else Split if the two together do; else Partial
 * if they hold anything; else Make a Decision. No stock record: Pennsylvania.
 */
export function defaultDecision(
  quantity: number,
  stock: SkuStock | null,
  primary: BulkWarehouse = 'pennsylvania',
  secondary: BulkWarehouse = 'texas',
): LineDecision {
  if (!stock) return WAREHOUSE_DECISION[primary];
  const first = Math.max(0, stock[primary] ?? 0);
  const second = Math.max(0, stock[secondary] ?? 0);
  if (first >= quantity) return WAREHOUSE_DECISION[primary];
  if (second >= quantity) return WAREHOUSE_DECISION[secondary];
  if (first + second >= quantity) return 'Split';
  if (first + second > 0) return 'Partial';
  return 'Make a Decision';
}

/**
 * A line given a decision: a warehouse decision fulfils the whole quantity there and zero
 * elsewhere; Split and Partial keep what the Split tab set; every other decision fulfils nothing.
 */
export function withDecision<L extends DecisionLine>(line: L, decision: LineDecision): L {
  const warehouse = DECISION_WAREHOUSE[decision];
  if (warehouse) return { ...line, decision, fulfil: { ...NO_FULFIL, [warehouse]: line.quantity } };
  if (isSplitDecision(decision)) {
    const fulfil = isSplitDecision(line.decision) ? line.fulfil : NO_FULFIL;
    return { ...line, decision, fulfil: { ...fulfil } };
  }
  return { ...line, decision, fulfil: { ...NO_FULFIL } };
}

/**
 * Pull Decisions From Acumatica: a SKU absent from the remote order becomes OOS; an equal quantity
 * Kentucky; more ordered than the remote Partial (the remote quantity fulfilled at Kentucky). A
 * line with fewer ordered than the remote keeps its decision (the spec names no rule for it).
 */
export function decisionFromAcumatica<L extends DecisionLine>(line: L, remoteQty: number | undefined): L {
  if (remoteQty === undefined) return withDecision(line, 'OOS');
  if (remoteQty === line.quantity) return withDecision(line, 'Kentucky');
  if (line.quantity > remoteQty) {
    return { ...line, decision: 'Partial', fulfil: { ...NO_FULFIL, kentucky: Math.max(0, remoteQty) } };
  }
  return line;
}

/** Remote quantities per SKU of an Acumatica order's detail rows (summed per InventoryID). */
export function remoteQuantities(rows: readonly { sku: string; quantity: number }[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const r of rows) map.set(r.sku, (map.get(r.sku) ?? 0) + r.quantity);
  return map;
}

/** Case-pack warning: the ordered quantity is not a multiple of the case pack, or the pack is 0. */
export function casePackWarning(quantity: number, casePacks: number | null): boolean {
  if (!casePacks) return true;
  return quantity % casePacks !== 0;
}

/**
 * A Split tab input: the value is taken when it is a whole number from 0 to the warehouse stock and,
 * with what the other split warehouse holds, does not exceed the line quantity; otherwise the
 * input reverts to what it held.
 */
export function splitInput(
  line: Pick<DecisionLine, 'quantity' | 'fulfil'>,
  warehouse: BulkWarehouse,
  value: number,
  stock: number,
): number {
  const previous = line.fulfil[warehouse];
  if (!Number.isInteger(value) || value < 0 || value > Math.max(0, stock)) return previous;
  const others = SPLIT_WAREHOUSES.filter((w) => w !== warehouse).reduce((s, w) => s + line.fulfil[w], 0);
  return value + others > line.quantity ? previous : value;
}

export const fulfilled = (fulfil: Fulfil): number =>
  fulfil.kentucky + fulfil.pennsylvania + fulfil.texas + fulfil.illinois;

/** The warehouses the lines send anything to, in the Ship Method tab's order. */
export function warehousesUsed(lines: readonly Pick<DecisionLine, 'fulfil'>[]): BulkWarehouse[] {
  return SHIP_METHOD_WAREHOUSES.filter((w) => lines.some((l) => l.fulfil[w] > 0));
}

/** 'all cancel': every line of the order is Cancel. */
export const allCancel = (lines: readonly Pick<DecisionLine, 'decision'>[]): boolean =>
  lines.length > 0 && lines.every((l) => l.decision === 'Cancel');

/** 'needs split': some line of the order is Split or Partial. */
export const needsSplit = (lines: readonly Pick<DecisionLine, 'decision'>[]): boolean =>
  lines.some((l) => isSplitDecision(l.decision));

export type ShipMethods = Partial<Record<BulkWarehouse, ShipType>>;

/** The pallet count rule applies to a customer named Chewy. */
export const isChewy = (vendorName: string): boolean => vendorName.trim().toLowerCase() === 'chewy';

/** Boxes of a line's fulfilled quantity: one per case pack, rounded up; unknown without a pack. */
export function boxesOf(quantity: number, casePacks: number | null): number | null {
  if (!casePacks || casePacks <= 0) return null;
  return Math.ceil(quantity / casePacks);
}

/**
 * Pallets = the sum of boxes divided by the quantity per pallet, rounded up. A line whose boxes or
 * quantity per pallet is unknown counts as unknown boxes.
 */
export function palletEstimate(lines: readonly { boxes: number | null; qtyPerPallet: number | null }[]): {
  pallets: number;
  unknownBoxes: boolean;
} {
  let share = 0;
  let unknownBoxes = false;
  for (const l of lines) {
    if (l.boxes === null || !l.qtyPerPallet || l.qtyPerPallet <= 0) unknownBoxes = true;
    else share += l.boxes / l.qtyPerPallet;
  }
  // Rounded to 9 places first, so 0.1 + 0.2 of a pallet is not a second pallet.
  return { pallets: Math.ceil(Math.round(share * 1e9) / 1e9), unknownBoxes };
}

/** Chewy's pallet count is red with unknown boxes or more than 49 pallets. */
export const palletCountRed = (p: { pallets: number; unknownBoxes: boolean }): boolean =>
  p.unknownBoxes || p.pallets > CHEWY_MAX_PALLETS;

/**
 * The quantity per pallet of a box, from its code `B<length><width><height>` in inches (the
 * catalog's default_box, e.g. B16126 = 16 x 12 x 6): boxes of a 48 x 40 in pallet stacked to 60 in,
 * either way round. Null for a code that does not read (its boxes count as unknown).
 */
export function qtyPerPallet(box: string | null): number | null {
  const m = /^B(\d{2})(\d{2})(\d{1,2})$/.exec(box ?? '');
  if (!m) return null;
  const [l, w, h] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!l || !w || !h) return null;
  const layer = Math.max(Math.floor(48 / l) * Math.floor(40 / w), Math.floor(48 / w) * Math.floor(40 / l));
  const qty = layer * Math.floor(60 / h);
  return qty > 0 ? qty : null;
}

/** What a decided line records besides its warehouse quantities (D2 section 3's per-decision quantities). */
export type LineOutcome = { backOrdered: number; discontinued: number; cancelled: number; status: number };

export function lineOutcome(line: Pick<DecisionLine, 'quantity' | 'decision' | 'fulfil'>): LineOutcome {
  const sent = fulfilled(line.fulfil);
  const rest = line.quantity - sent;
  const out = { backOrdered: 0, discontinued: 0, cancelled: 0 };
  if (line.decision === 'Discontinued') out.discontinued = rest;
  else if (line.decision === 'Back Ordered' || line.decision === 'Partial') out.backOrdered = rest;
  else out.cancelled = rest;
  const status = sent > 0 ? BULK_ITEM_STATUS.acknowledged : BULK_ITEM_STATUS.cancelled;
  return { ...out, status };
}

export type DecidedLine = {
  internal_sku: string;
  quantity: number;
  decision: LineDecision;
  fulfil: Fulfil;
  /** Method of each warehouse the line sends to. */
  methods: ShipMethods;
};

/**
 * Why a decided line cannot be saved, or null: no Make a Decision; a warehouse decision fulfils the
 * whole quantity there only; Split fulfils the whole quantity across warehouses; Partial fulfils
 * part of it (more than none, less than all); outcomes fulfil nothing; each warehouse sent to has a
 * ship method (LTL, FTL or PARCEL).
 */
export function decidedLineProblem(line: DecidedLine): string | null {
  const { decision, quantity, fulfil } = line;
  const sku = line.internal_sku;
  if (decision === 'Make a Decision') return `SKU ${sku} still needs a decision.`;
  const sent = fulfilled(fulfil);
  if (Object.values(fulfil).some((q) => !Number.isInteger(q) || q < 0)) {
    return `SKU ${sku}: quantities must be whole numbers of 0 or more.`;
  }
  const warehouse = DECISION_WAREHOUSE[decision];
  if (warehouse && (fulfil[warehouse] !== quantity || sent !== quantity)) {
    return `SKU ${sku}: ${decision} fulfils all ${quantity} at ${decision} and none elsewhere.`;
  }
  if (decision === 'Split' && sent !== quantity) {
    return `SKU ${sku}: a Split must place all ${quantity} (placed ${sent}).`;
  }
  if (decision === 'Partial' && (sent <= 0 || sent >= quantity)) {
    return `SKU ${sku}: a Partial places more than 0 and less than ${quantity} (placed ${sent}).`;
  }
  if (!warehouse && !isSplitDecision(decision) && sent !== 0) {
    return `SKU ${sku}: ${decision} sends nothing to a warehouse.`;
  }
  for (const w of warehousesUsed([line])) {
    const m = line.methods[w];
    if (!m || !(SHIP_TYPES as readonly string[]).includes(m)) {
      return `SKU ${sku}: choose a ship method (LTL, FTL or PARCEL) for ${WAREHOUSE_DECISION[w]}.`;
    }
  }
  return null;
}
