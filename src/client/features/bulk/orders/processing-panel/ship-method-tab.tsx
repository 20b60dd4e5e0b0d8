import { warehousesUsed, WAREHOUSE_DECISION, type ShipMethods } from '@shared/domain/bulk/decisions';
import { SHIP_TYPES, type BulkWarehouse, type ShipType } from '@shared/domain/bulk/status';
import { Field } from './field';
import type { PanelLine } from './panel-state';

type Props = {
  lines: readonly PanelLine[];
  methods: ShipMethods;
  setMethod: (warehouse: BulkWarehouse, method: ShipType) => void;
};

/** Ship Method (D2 section 2): one column per warehouse the decisions use, each with its method. */
export function ShipMethodTab({ lines, methods, setMethod }: Props) {
  const used = warehousesUsed(lines);
  return (
    <section aria-label="Ship Method" className="ship-method-tab">
      {used.length === 0 && <p>No line is sent to a warehouse.</p>}
      <div className="ship-method-columns">
        {used.map((w) => (
          <Field key={w} label={WAREHOUSE_DECISION[w]}>
            {(id) => (
              <select
                id={id}
                className="decision-select"
                value={methods[w] ?? ''}
                onChange={(e) => setMethod(w, e.target.value as ShipType)}
              >
                <option value="" disabled>
                  Choose a method
                </option>
                {SHIP_TYPES.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </div>
    </section>
  );
}
