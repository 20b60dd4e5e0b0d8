import { useCallback, useMemo, useState } from 'react';
import type { BulkInventoryRecord, DecisionLineRow, DecisionsPayload } from '@shared/api/bulk/bulk-decisions';
import {
  decidedLineProblem,
  decisionFromAcumatica,
  defaultDecision,
  isSplitDecision,
  remoteQuantities,
  SHIP_METHOD_WAREHOUSES,
  splitInput,
  warehousesUsed,
  withDecision,
  DECISION_WAREHOUSE,
  type DecisionLine,
  type ShipMethods,
  type SkuStock,
} from '@shared/domain/bulk/decisions';
import { enabledTabs, ordersOf } from '@shared/domain/bulk/decision-panel';
import type { DecisionFileOrder } from '@shared/domain/bulk/decision-file';
import type { BulkWarehouse, LineDecision, ShipType } from '@shared/domain/bulk/status';

/** A line of the panel: the decision workflow's line with what the screen shows beside it. */
export type PanelLine = DecisionLine & {
  order_id: number;
  description: string | null;
  default_box: string | null;
  acu_order_num: string | null;
  stock: SkuStock | null;
};

const METHOD_KEY = {
  kentucky: 'ky_method',
  pennsylvania: 'pa_method',
  texas: 'tx_method',
  illinois: 'il_method',
} as const;

/**
 * The panel's lines from the server's: a line already decided (Not In Acumatica) keeps its decision
 * and quantities; an undecided one (New) takes the default decision of its SKU's stock.
 */
export function panelLines(
  rows: readonly DecisionLineRow[],
  inventory: readonly BulkInventoryRecord[],
): PanelLine[] {
  const stockOf = new Map(inventory.map((r) => [r.sku, r]));
  return rows.map((r) => {
    const record = stockOf.get(r.internal_sku);
    const stock: SkuStock | null = record
      ? {
          kentucky: record.kentucky ?? 0,
          pennsylvania: record.pennsylvania ?? 0,
          texas: record.texas ?? 0,
          illinois: record.illinois ?? 0,
        }
      : null;
    const line: PanelLine = {
      id: r.id,
      order_id: r.order_id,
      internal_po_number: r.internal_po_number,
      vendor_name: r.vendor_name,
      internal_sku: r.internal_sku,
      description: r.description,
      default_box: r.default_box,
      acu_order_num: r.acu_order_num,
      quantity: r.quantity,
      case_packs: r.case_packs,
      internal_price: r.internal_price,
      external_price: r.external_price,
      decision: r.decision,
      fulfil: {
        kentucky: r.fulfill_ky,
        pennsylvania: r.fulfill_pa,
        texas: r.fulfill_tx,
        illinois: r.fulfill_il,
      },
      stock,
    };
    return r.decision ? line : withDecision(line, defaultDecision(r.quantity, stock));
  });
}

/** The methods the lines already carry (an order decided before), per warehouse. */
export function initialMethods(rows: readonly DecisionLineRow[]): ShipMethods {
  const methods: ShipMethods = {};
  for (const r of rows) {
    for (const w of SHIP_METHOD_WAREHOUSES) {
      const m = r[METHOD_KEY[w]] ?? (DECISION_WAREHOUSE[r.decision ?? 'Cancel'] === w ? r.ship_method : null);
      if (m && !methods[w]) methods[w] = m;
    }
  }
  return methods;
}

/** The body of PUT /bulk-orders/decisions: every line of every order, with its warehouses' methods. */
export function decisionsPayload(lines: readonly PanelLine[], methods: ShipMethods): DecisionsPayload {
  return {
    orders: ordersOf(lines).map((order) => ({
      internal_po_number: order[0]!.internal_po_number,
      vendor_name: order[0]!.vendor_name,
      items: order.map((l) => {
        const used = warehousesUsed([l]);
        const split = isSplitDecision(l.decision);
        const perWarehouse = Object.fromEntries(
          used.map((w) => [METHOD_KEY[w], split ? (methods[w] ?? null) : null]),
        );
        return {
          id: l.id,
          internal_sku: l.internal_sku,
          quantity: l.quantity,
          decision: l.decision ?? 'Make a Decision',
          fulfill_ky: l.fulfil.kentucky,
          fulfill_pa: l.fulfil.pennsylvania,
          fulfill_tx: l.fulfil.texas,
          fulfill_il: l.fulfil.illinois,
          ship_method: !split && used[0] ? (methods[used[0]] ?? null) : null,
          ...perWarehouse,
        };
      }),
    })),
  };
}

/** The file's orders as the body of PUT /bulk-orders/decisions (lines named by SKU). */
export function filePayload(orders: readonly DecisionFileOrder[]): DecisionsPayload {
  return {
    orders: orders.map((o) => ({
      internal_po_number: o.internal_po_number,
      vendor_name: o.vendor_name,
      ...(o.vendor_code ? { vendor_code: o.vendor_code } : {}),
      items: o.items.map((l) => ({
        internal_sku: l.internal_sku,
        quantity: l.quantity,
        decision: l.decision,
        fulfill_ky: l.fulfil.kentucky,
        fulfill_pa: l.fulfil.pennsylvania,
        fulfill_tx: l.fulfil.texas,
        fulfill_il: l.fulfil.illinois,
        ky_method: l.methods.kentucky ?? null,
        pa_method: l.methods.pennsylvania ?? null,
        tx_method: l.methods.texas ?? null,
        il_method: l.methods.illinois ?? null,
      })),
    })),
  };
}

/**
 * What the server would refuse in the lines as they stand (decidedLineProblem: a Split not placed in
 * full, a Partial placing all or nothing, a warehouse without a method), one message per line.
 */
export function lineProblems(lines: readonly PanelLine[], methods: ShipMethods): string[] {
  return lines.flatMap((l) => {
    const problem = decidedLineProblem({
      internal_sku: l.internal_sku,
      quantity: l.quantity,
      decision: l.decision ?? 'Make a Decision',
      fulfil: l.fulfil,
      methods,
    });
    return problem ? [`${l.internal_po_number}: ${problem}`] : [];
  });
}

/** What the panel holds while open: its lines, the ship methods and whether anything changed. */
export function usePanelState() {
  const [lines, setLines] = useState<PanelLine[]>([]);
  const [methods, setMethods] = useState<ShipMethods>({});
  const [dirty, setDirty] = useState(false);

  /** The lines as loaded: nothing unsaved yet. */
  const load = useCallback((loaded: PanelLine[], loadedMethods: ShipMethods) => {
    setLines(loaded);
    setMethods(loadedMethods);
    setDirty(false);
  }, []);

  const update = useCallback((fn: (lines: PanelLine[]) => PanelLine[]) => {
    setLines(fn);
    setDirty(true);
  }, []);

  const decide = useCallback(
    (ids: readonly number[], decision: LineDecision) => {
      const set = new Set(ids);
      update((ls) => ls.map((l) => (set.has(l.id) ? withDecision(l, decision) : l)));
    },
    [update],
  );

  const allocate = useCallback(
    (id: number, warehouse: BulkWarehouse, value: number) =>
      update((ls) =>
        ls.map((l) =>
          l.id === id
            ? {
                ...l,
                fulfil: {
                  ...l.fulfil,
                  [warehouse]: splitInput(l, warehouse, value, l.stock?.[warehouse] ?? 0),
                },
              }
            : l,
        ),
      ),
    [update],
  );

  /** Pull Decisions From Acumatica for the lines of one order. */
  const pull = useCallback(
    (orderId: number, rows: readonly { sku: string; quantity: number }[]) => {
      const remote = remoteQuantities(rows);
      update((ls) =>
        ls.map((l) => (l.order_id === orderId ? decisionFromAcumatica(l, remote.get(l.internal_sku)) : l)),
      );
    },
    [update],
  );

  const setMethod = useCallback((warehouse: BulkWarehouse, method: ShipType) => {
    setMethods((m) => ({ ...m, [warehouse]: method }));
    setDirty(true);
  }, []);

  const tabs = useMemo(() => enabledTabs(lines, methods), [lines, methods]);
  return { lines, methods, dirty, tabs, load, decide, allocate, pull, setMethod, setDirty };
}
