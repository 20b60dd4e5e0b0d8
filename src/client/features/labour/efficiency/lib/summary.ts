import type { EfficiencyExpected } from '@shared/api/labour/efficiency';
import { percentOf } from '@shared/domain/labour/efficiency';

export type WarehouseOutput = { warehouse: string; expected: number; actual: number; percent: number | null };

/**
 * Actual against expected per warehouse over the range, and for all of them: the total counts the
 * warehouses the calendar plans (a warehouse with nothing expected, Texas, has no percentage).
 */
export function outputByWarehouse(times: EfficiencyExpected['times']): {
  warehouses: WarehouseOutput[];
  total: WarehouseOutput;
} {
  const map = new Map<string, WarehouseOutput>();
  for (const t of times) {
    const w = map.get(t.warehouse) ?? { warehouse: t.warehouse, expected: 0, actual: 0, percent: null };
    w.expected += t.expected;
    w.actual += t.actual;
    map.set(t.warehouse, w);
  }
  const warehouses = [...map.values()]
    .sort((a, b) => a.warehouse.localeCompare(b.warehouse))
    .map((w) => ({ ...w, percent: percentOf(w.actual, w.expected) }));
  const planned = warehouses.filter((w) => w.expected > 0);
  const expected = planned.reduce((s, w) => s + w.expected, 0);
  const actual = planned.reduce((s, w) => s + w.actual, 0);
  return {
    warehouses,
    total: { warehouse: 'All planned', expected, actual, percent: percentOf(actual, expected) },
  };
}

export const percentText = (p: number | null): string => (p === null ? '–' : `${p.toFixed(1)}%`);
