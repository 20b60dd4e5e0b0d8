import { TPL_ORDER_WAREHOUSES, type TplOrderFilters } from '@shared/domain/tpl/orders';
import { TPL_CUSTOMERS } from '@shared/domain/tpl/status';
import { ChoiceSelect } from '@client/components/choice-select';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { TextField } from '@client/components/text-field';

const WAREHOUSES = TPL_ORDER_WAREHOUSES.map((w) => ({ value: w.value, label: w.label }));

type Props = {
  filters: TplOrderFilters;
  onChange: (key: keyof TplOrderFilters, value: string) => void;
};

/** Start date, end date, warehouse (Any or one) and the retail customer (required, D3 5). */
export function TplOrderFiltersForm({ filters, onChange }: Props) {
  return (
    <div className="search-form__filters">
      <TextField
        label="Start Date"
        type="date"
        value={filters.start_date}
        onChange={(v) => onChange('start_date', v)}
      />
      <TextField
        label="End Date"
        type="date"
        value={filters.end_date}
        onChange={(v) => onChange('end_date', v)}
      />
      <ChoiceSelect
        label="Warehouse"
        value={filters.warehouse}
        choices={WAREHOUSES}
        onChange={(v) => onChange('warehouse', v)}
      />
      <IonSelect
        label="Customer"
        labelPlacement="stacked"
        fill="outline"
        interface="popover"
        placeholder="Choose a customer"
        value={filters.customer}
        onIonChange={(e) => onChange('customer', String(e.detail.value ?? ''))}
      >
        {TPL_CUSTOMERS.map((c) => (
          <IonSelectOption key={c} value={c}>
            {c}
          </IonSelectOption>
        ))}
      </IonSelect>
    </div>
  );
}
