import { describe, expect, it } from 'vitest';
import {
  allCancel,
  boxesOf,
  casePackWarning,
  decidedLineProblem,
  decisionFromAcumatica,
  DECISION_MESSAGES,
  defaultDecision,
  isChewy,
  lineOutcome,
  needsSplit,
  NO_FULFIL,
  OVERRIDE_DECISIONS,
  DEFAULT_OVERRIDE,
  palletCountRed,
  palletEstimate,
  qtyPerPallet,
  remoteQuantities,
  splitInput,
  warehousesUsed,
  withDecision,
  type DecisionLine,
} from './decisions';
import { enabledTabs, reviewGroups, totalPrice, totalPriceColour } from './decision-panel';

const line = (over: Partial<DecisionLine> = {}): DecisionLine => ({
  id: 1,
  internal_po_number: 'PO1',
  vendor_name: 'Chewy',
  internal_sku: 'SKU-1',
  quantity: 10,
  case_packs: 2,
  internal_price: '5.00',
  external_price: '6.00',
  decision: null,
  fulfil: { ...NO_FULFIL },
  ...over,
});

describe('default decision per SKU (D2 section 4)', () => {
  it('primary Pennsylvania when its stock covers the quantity', () => {
    expect(defaultDecision(10, { pennsylvania: 10, texas: 0 })).toBe('Pennsylvania');
  });
  it('secondary Texas when only it covers the quantity', () => {
    expect(defaultDecision(10, { pennsylvania: 9, texas: 10 })).toBe('Texas');
  });
  it('Split when the two together cover it', () => {
    expect(defaultDecision(10, { pennsylvania: 6, texas: 4 })).toBe('Split');
  });
  it('Partial when together they hold something but not enough', () => {
    expect(defaultDecision(10, { pennsylvania: 3, texas: 2 })).toBe('Partial');
  });
  it('Make a Decision with no stock at either', () => {
    expect(defaultDecision(10, { pennsylvania: 0, texas: 0, kentucky: 50 })).toBe('Make a Decision');
  });
  it('Pennsylvania with no stock record', () => {
    expect(defaultDecision(10, null)).toBe('Pennsylvania');
  });
  it('other primary and secondary warehouses', () => {
    expect(defaultDecision(5, { kentucky: 5 }, 'kentucky', 'illinois')).toBe('Kentucky');
  });
});

describe('the override dropdown', () => {
  it('offers every decision but Kentucky, Cancel and Make a Decision; default Pennsylvania', () => {
    expect(OVERRIDE_DECISIONS).not.toContain('Kentucky');
    expect(OVERRIDE_DECISIONS).not.toContain('Cancel');
    expect(OVERRIDE_DECISIONS).not.toContain('Make a Decision');
    expect(OVERRIDE_DECISIONS).toHaveLength(14 - 3);
    expect(DEFAULT_OVERRIDE).toBe('Pennsylvania');
  });
  it('a warehouse decision fulfils the whole quantity there and zero elsewhere', () => {
    const l = withDecision(
      line({ fulfil: { ...NO_FULFIL, kentucky: 4, pennsylvania: 6 }, decision: 'Split' }),
      'Texas',
    );
    expect(l.fulfil).toEqual({ kentucky: 0, pennsylvania: 0, texas: 10, illinois: 0 });
  });
  it('an outcome fulfils nothing; Split keeps the Split tab allocation', () => {
    expect(
      withDecision(line({ decision: 'Kentucky', fulfil: { ...NO_FULFIL, kentucky: 10 } }), 'OOS').fulfil,
    ).toEqual(NO_FULFIL);
    const split = line({ decision: 'Split', fulfil: { ...NO_FULFIL, kentucky: 4, pennsylvania: 6 } });
    expect(withDecision(split, 'Partial').fulfil.kentucky).toBe(4);
  });
});

describe('Pull Decisions From Acumatica', () => {
  const remote = remoteQuantities([
    { sku: 'A', quantity: 10 },
    { sku: 'B', quantity: 4 },
    { sku: 'B', quantity: 2 },
  ]);
  it('absent SKU becomes OOS', () => {
    expect(decisionFromAcumatica(line({ internal_sku: 'Z' }), remote.get('Z')).decision).toBe('OOS');
  });
  it('equal quantity becomes Kentucky with all of it there', () => {
    const l = decisionFromAcumatica(line({ internal_sku: 'A', quantity: 10 }), remote.get('A'));
    expect(l.decision).toBe('Kentucky');
    expect(l.fulfil.kentucky).toBe(10);
  });
  it('more ordered than the remote becomes Partial (remote rows summed per SKU)', () => {
    const l = decisionFromAcumatica(line({ internal_sku: 'B', quantity: 10 }), remote.get('B'));
    expect(l.decision).toBe('Partial');
    expect(l.fulfil.kentucky).toBe(6);
  });
  it('spells the messages as the product does', () => {
    expect(DECISION_MESSAGES.pulled).toBe('Updated Values From Acumatica');
    expect(DECISION_MESSAGES.pullFailed).toBe('Failed to pull order info from Acumtica');
  });
});

describe('case-pack warning', () => {
  it('warns when the quantity is not a multiple of the case pack', () => {
    expect(casePackWarning(13, 4)).toBe(true);
    expect(casePackWarning(12, 4)).toBe(false);
  });
  it('warns when the case pack is 0', () => {
    expect(casePackWarning(12, 0)).toBe(true);
  });
});

describe('Split allocation limits', () => {
  const l = line({ quantity: 10, decision: 'Split', fulfil: { ...NO_FULFIL, kentucky: 4, pennsylvania: 3 } });
  it('takes a value within stock that fits the line with the other warehouse', () => {
    expect(splitInput(l, 'pennsylvania', 6, 100)).toBe(6);
  });
  it('reverts when it and the other warehouse exceed the line quantity', () => {
    expect(splitInput(l, 'pennsylvania', 7, 100)).toBe(3);
  });
  it('reverts below the minimum 0 and above the warehouse stock', () => {
    expect(splitInput(l, 'kentucky', -1, 100)).toBe(4);
    expect(splitInput(l, 'kentucky', 6, 5)).toBe(4);
    expect(splitInput(l, 'kentucky', 5, 5)).toBe(5);
  });
});

describe('flags and tab enabling', () => {
  const cancel = line({ id: 1, decision: 'Cancel' });
  const ky = line({
    id: 2,
    internal_po_number: 'PO2',
    decision: 'Kentucky',
    fulfil: { ...NO_FULFIL, kentucky: 10 },
  });
  const split = line({
    id: 3,
    internal_po_number: 'PO2',
    decision: 'Split',
    fulfil: { ...NO_FULFIL, kentucky: 4, pennsylvania: 6 },
  });
  it("'all cancel' when every item is Cancel; 'needs split' when any is Split or Partial", () => {
    expect(allCancel([cancel, { ...cancel, id: 9 }])).toBe(true);
    expect(allCancel([cancel, ky])).toBe(false);
    expect(needsSplit([ky, split])).toBe(true);
    expect(needsSplit([ky, { ...split, decision: 'Partial' }])).toBe(true);
    expect(needsSplit([ky, cancel])).toBe(false);
  });
  it('Split enabled only with a Split or Partial line and not every order all cancelled', () => {
    expect(enabledTabs([cancel, ky, split], {}).split).toBe(true);
    expect(enabledTabs([cancel, ky], {}).split).toBe(false);
  });
  it('Ship Method disabled when all orders are cancelled', () => {
    expect(enabledTabs([cancel], {}).ship_method).toBe(false);
    expect(enabledTabs([cancel, ky], {}).ship_method).toBe(true);
  });
  it('Review needs every line decided (no Make a Decision) and a method per warehouse used', () => {
    expect(warehousesUsed([ky, split])).toEqual(['kentucky', 'pennsylvania']);
    expect(enabledTabs([ky, split], { kentucky: 'LTL' }).review).toBe(false);
    expect(enabledTabs([ky, split], { kentucky: 'LTL', pennsylvania: 'FTL' }).review).toBe(true);
    expect(enabledTabs([ky, line({ decision: 'Make a Decision' })], { kentucky: 'LTL' }).review).toBe(false);
    expect(enabledTabs([ky, line({ decision: null })], { kentucky: 'LTL' }).review).toBe(false);
  });
});

describe('Review groups', () => {
  it('by destination warehouse (a split line in both) then by outcome; a Partial rest is Back Ordered', () => {
    const groups = reviewGroups([
      line({ id: 1, decision: 'Split', fulfil: { ...NO_FULFIL, kentucky: 4, pennsylvania: 6 } }),
      line({ id: 2, decision: 'Partial', quantity: 10, fulfil: { ...NO_FULFIL, texas: 7 } }),
      line({ id: 3, decision: 'OOS' }),
      line({ id: 4, decision: 'No Sale' }),
    ]);
    expect(groups.map((g) => [g.key, g.lines.map((m) => [m.line.id, m.quantity])])).toEqual([
      ['kentucky', [[1, 4]]],
      ['pennsylvania', [[1, 6]]],
      ['texas', [[2, 7]]],
      ['OOS', [[3, 10]]],
      ['Back Ordered', [[2, 3]]],
      ['No Sale', [[4, 10]]],
    ]);
  });
});

describe('total price colour', () => {
  it('green above 100 dollars, red at 100 and below', () => {
    expect(totalPriceColour(100.01)).toBe('green');
    expect(totalPriceColour(100)).toBe('red');
    expect(totalPriceColour(0)).toBe('red');
  });
  it('sums fulfilled quantity at their price', () => {
    const l = line({
      decision: 'Kentucky',
      quantity: 17,
      external_price: '5.90',
      fulfil: { ...NO_FULFIL, kentucky: 17 },
    });
    expect(totalPrice([l, line({ decision: 'Cancel' })])).toBe(100.3);
  });
});

describe('Chewy pallets', () => {
  it('applies to a customer named Chewy', () => {
    expect(isChewy('Chewy')).toBe(true);
    expect(isChewy('Petco')).toBe(false);
  });
  it('pallets = sum of boxes / qty per pallet, rounded up', () => {
    expect(
      palletEstimate([
        { boxes: 50, qtyPerPallet: 20 },
        { boxes: 11, qtyPerPallet: 20 },
      ]),
    ).toEqual({
      pallets: 4,
      unknownBoxes: false,
    });
    expect(palletEstimate([{ boxes: 980, qtyPerPallet: 20 }]).pallets).toBe(49);
  });
  it('red with more than 49 pallets or unknown boxes', () => {
    expect(palletCountRed({ pallets: 49, unknownBoxes: false })).toBe(false);
    expect(palletCountRed(palletEstimate([{ boxes: 981, qtyPerPallet: 20 }]))).toBe(true);
    expect(palletCountRed(palletEstimate([{ boxes: null, qtyPerPallet: 20 }]))).toBe(true);
    expect(palletCountRed(palletEstimate([{ boxes: 3, qtyPerPallet: null }]))).toBe(true);
  });
  it('boxes per case pack; qty per pallet from the box code', () => {
    expect(boxesOf(13, 4)).toBe(4);
    expect(boxesOf(13, 0)).toBeNull();
    // 16 x 12 x 6 in: 3 x 3 = 9 a layer (or 2 x 4 = 8 turned), 10 layers to 60 in.
    expect(qtyPerPallet('B16126')).toBe(90);
    expect(qtyPerPallet('carton')).toBeNull();
  });
});

describe('a decided line', () => {
  const base = { internal_sku: 'A', quantity: 10, methods: { kentucky: 'LTL' as const } };
  it('records the rest of a Partial as back ordered and an outcome as cancelled (status 199)', () => {
    expect(lineOutcome({ quantity: 10, decision: 'Partial', fulfil: { ...NO_FULFIL, kentucky: 6 } })).toEqual(
      {
        backOrdered: 4,
        discontinued: 0,
        cancelled: 0,
        status: 101,
      },
    );
    expect(lineOutcome({ quantity: 10, decision: 'OOS', fulfil: NO_FULFIL })).toMatchObject({
      cancelled: 10,
      status: 199,
    });
    expect(lineOutcome({ quantity: 10, decision: 'Discontinued', fulfil: NO_FULFIL }).discontinued).toBe(10);
  });
  it('refuses Make a Decision, a wrong split, a missing method', () => {
    expect(decidedLineProblem({ ...base, decision: 'Make a Decision', fulfil: NO_FULFIL })).toMatch(
      /needs a decision/,
    );
    expect(
      decidedLineProblem({ ...base, decision: 'Kentucky', fulfil: { ...NO_FULFIL, kentucky: 10 } }),
    ).toBeNull();
    expect(
      decidedLineProblem({ ...base, decision: 'Kentucky', fulfil: { ...NO_FULFIL, kentucky: 9 } }),
    ).not.toBeNull();
    expect(
      decidedLineProblem({
        ...base,
        decision: 'Split',
        fulfil: { ...NO_FULFIL, kentucky: 4, pennsylvania: 5 },
      }),
    ).toMatch(/all 10/);
    expect(
      decidedLineProblem({
        ...base,
        decision: 'Split',
        fulfil: { ...NO_FULFIL, kentucky: 4, pennsylvania: 6 },
      }),
    ).toMatch(/ship method/);
    expect(
      decidedLineProblem({ ...base, decision: 'Partial', fulfil: { ...NO_FULFIL, kentucky: 10 } }),
    ).not.toBeNull();
    expect(decidedLineProblem({ ...base, decision: 'Cancel', fulfil: NO_FULFIL })).toBeNull();
  });
});
