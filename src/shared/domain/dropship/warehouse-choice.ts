/**
 * The warehouse that ships an order: the first of the company's warehouses (in their configured
 * order) whose available stock covers every line; otherwise the one covering the most pieces, the
 * first on a tie.
 */
export function chooseWarehouse<W extends string>(
  warehouses: readonly W[],
  lines: readonly { sku: string; quantity: number }[],
  available: (warehouse: W, sku: string) => number,
): W {
  let best = warehouses[0]!;
  let bestCovered = -1;
  for (const warehouse of warehouses) {
    const need = new Map<string, number>();
    for (const l of lines) need.set(l.sku, (need.get(l.sku) ?? 0) + l.quantity);
    let covered = 0;
    let total = 0;
    for (const [sku, qty] of need) {
      covered += Math.min(qty, Math.max(0, available(warehouse, sku)));
      total += qty;
    }
    if (covered === total) return warehouse;
    if (covered > bestCovered) [best, bestCovered] = [warehouse, covered];
  }
  return best;
}
