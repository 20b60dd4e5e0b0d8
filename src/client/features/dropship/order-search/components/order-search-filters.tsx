import {
  ACUMATICA_STATUS_LABEL,
  ORDER_SEARCH_WAREHOUSES,
  ORDER_STATUS_LABEL,
  TRACKING_STATUS_LABEL,
  type OrderSearchFilterKey,
  type OrderSearchFilterText,
} from '@shared/domain/dropship/order-search';
import { displayName } from '@shared/domain/identity/companies';
import { padErpNumber } from '@shared/lib/dates';
import { ChoiceSelect } from '@client/components/choice-select';
import { TextField } from '@client/components/text-field';
import { VendorSelect } from '@client/components/vendor-select';

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

/**
 * Every filter of Order Search (D1 section 2); the vendor picker is the shared grouped one.
 */
export function OrderSearchFilters({ filters, onChange, vendors, vendorsLoading }: Props) {
  const text = (key: OrderSearchFilterKey, label: string, extra: Record<string, string> = {}) => (
    <TextField label={label} value={filters[key]} onChange={(v) => onChange(key, v)} {...extra} />
  );

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
      <VendorSelect
        value={filters.vendor_name}
        onChange={(v) => onChange('vendor_name', v)}
        vendors={vendors}
        loading={vendorsLoading}
      />
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
      <ChoiceSelect
        label="Warehouse"
        value={filters.warehouse}
        choices={WAREHOUSES}
        onChange={(v) => onChange('warehouse', v)}
      />
      <ChoiceSelect
        label="Order Status"
        value={filters.order_status}
        choices={ORDER_STATUSES}
        onChange={(v) => onChange('order_status', v)}
      />
      <ChoiceSelect
        label="Acumatica Status"
        value={filters.acumatica_status}
        choices={ERP_STATUSES}
        onChange={(v) => onChange('acumatica_status', v)}
      />
      <ChoiceSelect
        label="Tracking Status"
        value={filters.tracking_status}
        choices={TRACKING_STATUSES}
        onChange={(v) => onChange('tracking_status', v)}
      />
    </div>
  );
}
