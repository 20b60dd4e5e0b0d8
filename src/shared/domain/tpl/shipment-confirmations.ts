import { isYmd, toYmd } from '../../lib/dates';

/**
 * Shipping Confirmation (D3 2.2): a date range, Get Confirmation, the orders the 3PL shipped in it,
 * and a bottom drawer with the order's header and one tab per pallet (a carton of the confirmation)
 * listing the items on the shipment.
 */
export const CONFIRMATION_MESSAGES = {
  startRequired: 'Select a start date.',
  endRequired: 'Select an end date.',
  badDate: 'Dates must be in the form YYYY-MM-DD.',
  endBeforeStart: 'End date must not be before start date.',
  tooLong: (days: number) => `Choose a range of at most ${days} days.`,
  failed: 'Failed to get shipment confirmations',
  none: 'No shipments confirmed in this date range.',
} as const;

/** The longest range one request asks the 3PL for. */
export const CONFIRMATION_RANGE_MAX_DAYS = 93;
/** The range the screen opens with: the last week, today included. */
export const CONFIRMATION_DEFAULT_DAYS = 7;

const DAY_MS = 86_400_000;
const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / DAY_MS;

/** Why a range cannot be asked for; null when it can. Dates are YYYY-MM-DD (D3 section 5). */
export function confirmationRangeProblem(start: string, end: string): string | null {
  if (start.trim() === '') return CONFIRMATION_MESSAGES.startRequired;
  if (end.trim() === '') return CONFIRMATION_MESSAGES.endRequired;
  if (!isYmd(start) || !isYmd(end)) return CONFIRMATION_MESSAGES.badDate;
  const days = dayNumber(end) - dayNumber(start) + 1;
  if (days < 1) return CONFIRMATION_MESSAGES.endBeforeStart;
  if (days > CONFIRMATION_RANGE_MAX_DAYS) return CONFIRMATION_MESSAGES.tooLong(CONFIRMATION_RANGE_MAX_DAYS);
  return null;
}

/** The range the screen opens with, in local days. */
export function defaultConfirmationRange(now: Date): { start: string; end: string } {
  const start = new Date(now);
  start.setDate(start.getDate() - (CONFIRMATION_DEFAULT_DAYS - 1));
  return { start: toYmd(start), end: toYmd(now) };
}

/** The parts of a confirmation (D3 section 3) the pallets are made from. */
export type ConfirmationCartons = {
  shipment: {
    carton: readonly {
      cartonId: string;
      line: readonly {
        lineNumber: number;
        sku: string;
        shippedQuantity: number;
        lot: readonly { lotNumber: string; shippedQuantity: number }[];
      }[];
    }[];
  };
};

export type PalletItem = {
  sku: string;
  shippedQuantity: number;
  /** The lots on this pallet, each with its quantity when there are several ('L2611... (4)'). */
  lots: string;
};

export type Pallet = { label: string; cartonId: string; units: number; items: PalletItem[] };

/**
 * One tab per carton, named Pallet 1..n in the confirmation's order; a SKU that appears on several
 * lines of one pallet is one item with the quantities added and the lots joined.
 */
export function palletsOf(confirmation: ConfirmationCartons): Pallet[] {
  return confirmation.shipment.carton.map((carton, index) => {
    const bySku = new Map<string, { qty: number; lots: Map<string, number> }>();
    for (const line of carton.line) {
      const item = bySku.get(line.sku) ?? { qty: 0, lots: new Map<string, number>() };
      item.qty += line.shippedQuantity;
      for (const lot of line.lot)
        item.lots.set(lot.lotNumber, (item.lots.get(lot.lotNumber) ?? 0) + lot.shippedQuantity);
      bySku.set(line.sku, item);
    }
    const items = [...bySku].map(([sku, { qty, lots }]) => ({
      sku,
      shippedQuantity: qty,
      lots:
        lots.size <= 1
          ? ([...lots.keys()][0] ?? '')
          : [...lots].map(([lot, n]) => `${lot} (${n})`).join(', '),
    }));
    return {
      label: `Pallet ${index + 1}`,
      cartonId: carton.cartonId,
      units: items.reduce((sum, i) => sum + i.shippedQuantity, 0),
      items,
    };
  });
}

/** The shipment date as the drawer shows it: its first 10 characters. */
export const shipmentDay = (shipmentDate: string): string => shipmentDate.slice(0, 10);
