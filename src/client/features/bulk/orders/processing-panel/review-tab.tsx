import { WAREHOUSE_DECISION, type ShipMethods } from '@shared/domain/bulk/decisions';
import { reviewGroups } from '@shared/domain/bulk/decision-panel';
import { BULK_WAREHOUSES, type BulkWarehouse } from '@shared/domain/bulk/status';
import type { PanelLine } from './panel-state';

const isWarehouse = (key: string): key is BulkWarehouse =>
  (BULK_WAREHOUSES as readonly string[]).includes(key);

/** Review (D2 section 4): the lines grouped by destination warehouse, then by outcome. */
export function ReviewTab({
  lines,
  methods,
  problems,
}: {
  lines: readonly PanelLine[];
  methods: ShipMethods;
  problems: readonly string[];
}) {
  const groups = reviewGroups(lines);
  return (
    <section aria-label="Review" className="review-tab">
      {problems.length > 0 && (
        <ul role="alert" className="panel-problem">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {groups.map((g) => {
        const title = isWarehouse(g.key)
          ? `${WAREHOUSE_DECISION[g.key]} (${methods[g.key] ?? 'no method'})`
          : g.key;
        const pieces = g.lines.reduce((s, m) => s + m.quantity, 0);
        return (
          <table key={g.key} className="panel-table">
            <caption>
              {title}: {pieces} pieces
            </caption>
            <thead>
              <tr>
                <th scope="col">PO</th>
                <th scope="col">SKU</th>
                <th scope="col">Quantity</th>
              </tr>
            </thead>
            <tbody>
              {g.lines.map((m) => (
                <tr key={m.line.id}>
                  <td>{m.line.internal_po_number}</td>
                  <td>{m.line.internal_sku}</td>
                  <td>{m.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </section>
  );
}
