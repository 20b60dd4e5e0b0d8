import { describe, expect, it } from 'vitest';
import type { DecisionLineRow } from '@shared/api/bulk/bulk-decisions';
import { readDecisionFile, DECISION_FILE_HEADERS } from '@shared/domain/bulk/decision-file';
import { withDecision } from '@shared/domain/bulk/decisions';
import { decisionsPayload, filePayload, initialMethods, lineProblems, panelLines } from './panel-state';

const row = (over: Partial<DecisionLineRow> = {}): DecisionLineRow => ({
  id: 1,
  order_id: 7,
  internal_po_number: 'PO1',
  vendor_name: 'Chewy',
  vendor_code: 'C1',
  stage: 'new',
  acu_order_num: null,
  internal_sku: 'A',
  description: null,
  quantity: 10,
  case_packs: 2,
  default_box: 'B16126',
  internal_price: '5.00',
  external_price: '6.00',
  decision: null,
  fulfill_ky: 0,
  fulfill_pa: 0,
  fulfill_tx: 0,
  fulfill_il: 0,
  ship_method: null,
  ky_method: null,
  pa_method: null,
  tx_method: null,
  il_method: null,
  ...over,
});

describe('the panel opened on an order', () => {
  it('gives undecided lines their default decision and keeps decided ones', () => {
    const lines = panelLines(
      [
        row({ id: 1, internal_sku: 'A' }),
        row({ id: 2, internal_sku: 'B' }),
        row({ id: 3, internal_sku: 'C', decision: 'Texas', fulfill_tx: 10, ship_method: 'FTL' }),
      ],
      [{ sku: 'A', kentucky: 0, pennsylvania: 3, texas: 9, illinois: null }],
    );
    // A: PA 3 + TX 9 covers 10 -> Split; B has no stock record -> Pennsylvania, all 10 there.
    expect(lines.map((l) => [l.decision, l.fulfil.pennsylvania, l.fulfil.texas])).toEqual([
      ['Split', 0, 0],
      ['Pennsylvania', 10, 0],
      ['Texas', 0, 10],
    ]);
    expect(initialMethods([row({ decision: 'Texas', fulfill_tx: 10, ship_method: 'FTL' })])).toEqual({
      texas: 'FTL',
    });
  });
});

describe('the body Submit sends', () => {
  it('every line with its warehouse quantities, one method for a whole line, per warehouse for a split', () => {
    const [a, b] = panelLines([row({ id: 1 }), row({ id: 2, internal_sku: 'B' })], []);
    const split = {
      ...withDecision(a!, 'Split'),
      fulfil: { kentucky: 4, pennsylvania: 6, texas: 0, illinois: 0 },
    };
    const body = decisionsPayload([split, withDecision(b!, 'Cancel')], {
      kentucky: 'LTL',
      pennsylvania: 'FTL',
    });
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]!.items).toEqual([
      {
        id: 1,
        internal_sku: 'A',
        quantity: 10,
        decision: 'Split',
        fulfill_ky: 4,
        fulfill_pa: 6,
        fulfill_tx: 0,
        fulfill_il: 0,
        ship_method: null,
        ky_method: 'LTL',
        pa_method: 'FTL',
      },
      {
        id: 2,
        internal_sku: 'B',
        quantity: 10,
        decision: 'Cancel',
        fulfill_ky: 0,
        fulfill_pa: 0,
        fulfill_tx: 0,
        fulfill_il: 0,
        ship_method: null,
      },
    ]);
  });

  it('a decision file as one order per PO, vendor name and vendor code, lines by SKU', () => {
    const cells = (v: Record<string, string>) => DECISION_FILE_HEADERS.map((h) => v[h] ?? '');
    const rows = [
      cells({
        internal_po_number: 'P',
        vendor_name: 'V',
        vendor_code: 'C',
        internal_sku: 'A',
        quantity: '5',
        decision: 'PA',
        ship_type: 'LTL',
      }),
    ].map((r) => Object.fromEntries(DECISION_FILE_HEADERS.map((h, i) => [h, r[i]!])));
    const result = readDecisionFile(DECISION_FILE_HEADERS, rows);
    if (!result.ok) throw new Error(result.message);
    expect(filePayload(result.orders)).toEqual({
      orders: [
        {
          internal_po_number: 'P',
          vendor_name: 'V',
          vendor_code: 'C',
          items: [
            {
              internal_sku: 'A',
              quantity: 5,
              decision: 'Pennsylvania',
              fulfill_ky: 0,
              fulfill_pa: 5,
              fulfill_tx: 0,
              fulfill_il: 0,
              ky_method: null,
              pa_method: 'LTL',
              tx_method: null,
              il_method: null,
            },
          ],
        },
      ],
    });
  });
});

describe('what Review refuses before sending', () => {
  it('a Split not placed in full and a warehouse without a method', () => {
    const [a, b] = panelLines([row({ id: 1 }), row({ id: 2, internal_sku: 'B' })], []);
    const split = {
      ...withDecision(a!, 'Split'),
      fulfil: { kentucky: 4, pennsylvania: 5, texas: 0, illinois: 0 },
    };
    expect(lineProblems([split, b!], { pennsylvania: 'LTL' })).toEqual([
      'PO1: SKU A: a Split must place all 10 (placed 9).',
    ]);
    expect(lineProblems([b!], {})).toEqual([
      'PO1: SKU B: choose a ship method (LTL, FTL or PARCEL) for Pennsylvania.',
    ]);
    expect(lineProblems([b!], { pennsylvania: 'FTL' })).toEqual([]);
  });
});
