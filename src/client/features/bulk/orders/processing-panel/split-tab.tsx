import { isSplitDecision, SPLIT_WAREHOUSES, fulfilled } from '@shared/domain/bulk/decisions';
import type { BulkWarehouse } from '@shared/domain/bulk/status';
import type { PanelLine } from './panel-state';

const NAME: Record<(typeof SPLIT_WAREHOUSES)[number], string> = { kentucky: 'KY', pennsylvania: 'PA' };

type Props = {
  lines: readonly PanelLine[];
  allocate: (id: number, warehouse: BulkWarehouse, value: number) => void;
};

/**
 * Split (D2 sections 2 and 5): the KY and PA quantities of each Split or Partial line. An input is
 * 0 to the warehouse's stock, and with the other warehouse may not pass the line quantity: past
 * either it reverts (splitInput).
 */
export function SplitTab({ lines, allocate }: Props) {
  const split = lines.filter((l) => isSplitDecision(l.decision));
  return (
    <section aria-label="Split" className="split-tab">
      <table className="panel-table">
        <caption>Fulfil quantities per SKU</caption>
        <thead>
          <tr>
            <th scope="col">PO</th>
            <th scope="col">SKU</th>
            <th scope="col">Decision</th>
            <th scope="col">Ordered</th>
            {SPLIT_WAREHOUSES.map((w) => (
              <th scope="col" key={w}>
                {NAME[w]} (stock)
              </th>
            ))}
            <th scope="col">Unplaced</th>
          </tr>
        </thead>
        <tbody>
          {split.map((l) => (
            <tr key={l.id}>
              <td>{l.internal_po_number}</td>
              <td>{l.internal_sku}</td>
              <td>{l.decision}</td>
              <td>{l.quantity}</td>
              {SPLIT_WAREHOUSES.map((w) => {
                const stock = l.stock?.[w] ?? 0;
                return (
                  <td key={w}>
                    <input
                      type="number"
                      className="split-input"
                      aria-label={`${NAME[w]} quantity for ${l.internal_sku} on ${l.internal_po_number}`}
                      min={0}
                      max={stock}
                      step={1}
                      value={l.fulfil[w]}
                      onChange={(e) => allocate(l.id, w, e.target.value === '' ? 0 : Number(e.target.value))}
                    />{' '}
                    <span className="split-stock">({stock})</span>
                  </td>
                );
              })}
              <td>{l.quantity - fulfilled(l.fulfil)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
