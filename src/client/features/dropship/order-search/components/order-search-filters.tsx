import { useMemo } from 'react';
import {
  ACUMATICA_STATUS_LABEL,
  ORDER_SEARCH_WAREHOUSES,
  ORDER_STATUS_LABEL,
  TRACKING_STATUS_LABEL,
  groupVendors,
  type OrderSearchFilterKey,
  type OrderSearchFilterText,
} from '@shared/domain/dropship/order-search';
import { displayName } from '@shared/domain/identity/companies';
import { padErpNumber } from '@shared/lib/dates';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { TextField } from '@client/components/text-field';

type Props = {
  filters: OrderSearchFilterText;
  onChange: (key: OrderSearchFilterKey, value: string) => void;
  vendors: readonly string[];
  vendorsLoading: boolean;
};

const options = (labels: Record<number, string>) =>
  Object.entries(labels)
    .map(([code, label]) => ({ value: code, label }))
    .sort((a, b) => Number(a.value) - Number(b.value));

const ORDER_STATUSES = options(ORDER_STATUS_LABEL);
const ERP_STATUSES = options(ACUMATICA_STATUS_LABEL);
const TRACKING_STATUSES = options(TRACKING_STATUS_LABEL);
const WAREHOUSES = ORDER_SEARCH_WAREHOUSES.map((w) => ({ value: w, label: displayName(w) }));

/** A select with an "Any" choice; the empty value is an unset filter. */
function ChoiceField(props: {
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <IonSelect
      label={props.label}
      labelPlacement="stacked"
      fill="outline"
      interface="popover"
      value={props.value}
      onIonChange={(e) => props.onChange(String(e.detail.value ?? ''))}
    >
      <IonSelectOption value="">Any</IonSelectOption>
      {props.choices.map((c) => (
        <IonSelectOption key={c.value} value={c.value}>
          {c.label}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}

/**
 * Every filter of Order Search (D1 section 2). The vendor picker is a native select so its options
 * can sit under first-letter groups (0-9 for digits), which Ionic's select cannot show.
 */
export function OrderSearchFilters({ filters, onChange, vendors, vendorsLoading }: Props) {
  const groups = useMemo(() => groupVendors(vendors), [vendors]);
  const text = (key: OrderSearchFilterKey, label: string, extra: Record<string, string> = {}) => (
    <TextField label={label} value={filters[key]} onChange={(v) => onChange(key, v)} {...extra} />
  );

  return (
    <div className="order-search__filters">
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
      <label className="native-select">
        <span className="native-select__label">Vendor</span>
        <select value={filters.vendor_name} onChange={(e) => onChange('vendor_name', e.target.value)}>
          <option value="">{vendorsLoading ? 'Loading vendors…' : 'Any vendor'}</option>
          {groups.map((g) => (
            <optgroup key={g.group} label={g.group}>
              {g.vendors.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <TextField
        label="Acumatica Order Number"
        value={filters.acu_order_num}
        inputmode="numeric"
        onChange={(v) => onChange('acu_order_num', v)}
        // Shown as it is searched: padded with zeros to 7 (D1 section 5).
        onIonBlur={() => onChange('acu_order_num', padErpNumber(filters.acu_order_num))}
      />
      {text('internal_po_number', 'Internal PO Number')}
      {text('external_po_number', 'External PO Number')}
      {text('sku', 'SKU')}
      {text('name', 'Name')}
      {text('tracking_number', 'Tracking Number')}
      {text('upload_id', 'Upload ID', { inputmode: 'numeric' })}
      {text('pullsheet_id', 'Pullsheet ID', { inputmode: 'numeric' })}
      <ChoiceField
        label="Warehouse"
        value={filters.warehouse}
        choices={WAREHOUSES}
        onChange={(v) => onChange('warehouse', v)}
      />
      <ChoiceField
        label="Order Status"
        value={filters.order_status}
        choices={ORDER_STATUSES}
        onChange={(v) => onChange('order_status', v)}
      />
      <ChoiceField
        label="Acumatica Status"
        value={filters.acumatica_status}
        choices={ERP_STATUSES}
        onChange={(v) => onChange('acumatica_status', v)}
      />
      <ChoiceField
        label="Tracking Status"
        value={filters.tracking_status}
        choices={TRACKING_STATUSES}
        onChange={(v) => onChange('tracking_status', v)}
      />
    </div>
  );
}
