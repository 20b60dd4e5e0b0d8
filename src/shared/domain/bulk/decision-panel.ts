import type { BulkWarehouse } from './status';
import {
  OUTCOME_DECISIONS,
  SHIP_METHOD_WAREHOUSES,
  TOTAL_PRICE_GREEN_ABOVE,
  allCancel,
  fulfilled,
  needsSplit,
  warehousesUsed,
  type DecisionLine,
  type OutcomeDecision,
  type ShipMethods,
} from './decisions';

/**
 * The processing panel's own rules (D2 sections 2 and 4): which of its four tabs are open, how
 * Review groups the lines, and the total price with its colour. The line rules they build on, also
 * used by the server's PUT /bulk-orders/decisions, are in decisions.ts.
 */

export type PanelTab = 'decisions' | 'split' | 'ship_method' | 'review';

/** The orders of the panel, each as its lines (grouped by PO and vendor). */
export function ordersOf<L extends DecisionLine>(lines: readonly L[]): L[][] {
  const map = new Map<string, L[]>();
  for (const l of lines) {
    const key = `${l.vendor_name}\u0000${l.internal_po_number}`;
    const list = map.get(key);
    if (list) list.push(l);
    else map.set(key, [l]);
  }
  return [...map.values()];
}

/**
 * Which tabs are open: Decisions always; Split when some line is Split or Partial and not every
 * order is all cancelled; Ship Method unless every order is all cancelled; Review when every line
 * has a decision, none is Make a Decision, and each warehouse used has a ship method.
 */
export function enabledTabs(lines: readonly DecisionLine[], methods: ShipMethods): Record<PanelTab, boolean> {
  const orders = ordersOf(lines);
  const everyOrderCancelled = orders.length > 0 && orders.every(allCancel);
  const decided = lines.every((l) => l.decision !== null && l.decision !== 'Make a Decision');
  const methodsChosen = warehousesUsed(lines).every((w) => methods[w] !== undefined);
  return {
    decisions: true,
    split: needsSplit(lines) && !everyOrderCancelled,
    ship_method: !everyOrderCancelled,
    review: lines.length > 0 && decided && methodsChosen,
  };
}

export type ReviewGroup = {
  /** A warehouse (the lines' quantities sent there) or an outcome. */
  key: BulkWarehouse | OutcomeDecision;
  lines: { line: DecisionLine; quantity: number }[];
};

/**
 * Review: lines grouped by destination warehouse (a Split line in each of its warehouses, with the
 * quantity sent there) then by outcome; the rest of a Partial line is Back Ordered.
 */
export function reviewGroups(lines: readonly DecisionLine[]): ReviewGroup[] {
  const groups: ReviewGroup[] = [];
  for (const w of SHIP_METHOD_WAREHOUSES) {
    const members = lines.filter((l) => l.fulfil[w] > 0).map((line) => ({ line, quantity: line.fulfil[w] }));
    if (members.length) groups.push({ key: w, lines: members });
  }
  for (const outcome of OUTCOME_DECISIONS) {
    const members = lines.flatMap((line) => {
      if (line.decision === outcome) return [{ line, quantity: line.quantity }];
      const rest = line.quantity - fulfilled(line.fulfil);
      if (outcome === 'Back Ordered' && line.decision === 'Partial' && rest > 0)
        return [{ line, quantity: rest }];
      return [];
    });
    if (members.length) groups.push({ key: outcome, lines: members });
  }
  return groups;
}

const cents = (dollars: string | null): number => {
  const n = Number(dollars ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/** The panel's total price in dollars: each line's fulfilled quantity at their (external) price. */
export function totalPrice(lines: readonly DecisionLine[]): number {
  return lines.reduce((s, l) => s + fulfilled(l.fulfil) * cents(l.external_price), 0) / 100;
}

/** Green above 100 dollars, red otherwise. */
export const totalPriceColour = (dollars: number): 'green' | 'red' =>
  dollars > TOTAL_PRICE_GREEN_ABOVE ? 'green' : 'red';
