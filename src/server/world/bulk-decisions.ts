import { BULK_ITEM_STATUS, type BulkWarehouse, type LineDecision } from '@shared/domain/bulk/status';
import type { Company } from '@shared/domain/identity/companies';
import type { Rng, Weighted } from './prng';

/**
 * A bulk line's decision and what it does to the quantities: a warehouse decision fulfils the whole
 * quantity there; Split divides it between two warehouses; Partial fulfils part and back-orders the
 * rest; the outcomes (OOS, No Sale, Small PO, Incorrect, Cancel) cancel it. The per-warehouse
 * quantities plus back-ordered, discontinued and cancelled never exceed the line quantity.
 */
export type Allocation = {
  decision: LineDecision;
  fulfil: Record<BulkWarehouse, number>;
  backOrdered: number;
  discontinued: number;
  cancelled: number;
};

const WAREHOUSE_OF: Partial<Record<LineDecision, BulkWarehouse>> = {
  Kentucky: 'kentucky',
  Pennsylvania: 'pennsylvania',
  Texas: 'texas',
  Illinois: 'illinois',
};

/** Decisions that leave nothing to ship: the line's status becomes cancelled (199). */
export const CLOSING_DECISIONS: readonly LineDecision[] = [
  'OOS',
  'No Sale',
  'Small PO',
  'Incorrect',
  'Cancel',
  'Back Ordered',
  'Discontinued',
];

// prettier-ignore
const MIX: Record<Company, Weighted<LineDecision>> = {
  furhaven: [['Pennsylvania', 33], ['Kentucky', 25], ['Texas', 10], ['Illinois', 4], ['Split', 8], ['Partial', 5],
    ['Back Ordered', 3], ['Discontinued', 2], ['OOS', 2], ['No Sale', 1], ['Small PO', 1], ['Incorrect', 1], ['Cancel', 3]],
  worldwise: [['Kentucky', 70], ['Illinois', 8], ['Back Ordered', 5], ['Discontinued', 3], ['OOS', 4], ['Cancel', 4]],
};

export function drawDecision(rng: Rng, company: Company): LineDecision {
  return rng.weighted(MIX[company]);
}

export function allocate(rng: Rng, decision: LineDecision, quantity: number, company: Company): Allocation {
  const fulfil: Record<BulkWarehouse, number> = { kentucky: 0, pennsylvania: 0, texas: 0, illinois: 0 };
  const none = { decision, fulfil, backOrdered: 0, discontinued: 0, cancelled: 0 };
  const single = WAREHOUSE_OF[decision];
  if (single) {
    fulfil[single] = quantity;
    return none;
  }
  const [first, second]: BulkWarehouse[] =
    company === 'furhaven'
      ? rng.sample(['kentucky', 'pennsylvania', 'texas'] as const, 2)
      : ['kentucky', 'illinois'];
  switch (decision) {
    case 'Split': {
      const part = quantity < 2 ? quantity : rng.int(1, quantity - 1);
      fulfil[first!] = part;
      fulfil[second!] = quantity - part;
      return none;
    }
    case 'Partial': {
      const part = quantity < 2 ? 0 : rng.int(1, quantity - 1);
      fulfil[first!] = part;
      return { ...none, backOrdered: quantity - part };
    }
    case 'Back Ordered':
      return { ...none, backOrdered: quantity };
    case 'Discontinued':
      return { ...none, discontinued: quantity };
    case 'Make a Decision':
      return none;
    // The outcomes cancel the line; warehouse decisions returned above and are listed for exhaustiveness.
    case 'OOS':
    case 'No Sale':
    case 'Small PO':
    case 'Incorrect':
    case 'Cancel':
    case 'Kentucky':
    case 'Pennsylvania':
    case 'Texas':
    case 'Illinois':
      return { ...none, cancelled: quantity };
  }
}

export function fulfilledTotal(a: Allocation): number {
  return a.fulfil.kentucky + a.fulfil.pennsylvania + a.fulfil.texas + a.fulfil.illinois;
}

/** Line status: closing decisions (nothing left to ship) read as cancelled. */
export function lineStatus(a: Allocation | null, stageStatus: number): number {
  if (a && fulfilledTotal(a) === 0 && a.decision !== 'Make a Decision') return BULK_ITEM_STATUS.cancelled;
  return stageStatus;
}
