import { displayName } from '@shared/domain/identity/companies';
import {
  ACUMATICA_STATUS_CHOICES,
  BULK_SEARCH_WAREHOUSES,
  ORDER_STATUS_CHOICES,
  SHIPMENT_STATUS_CHOICES,
  type BulkSearchFilterKey,
  type BulkSearchFilterText,
} from '@shared/domain/bulk/search';
import { padErpNumber } from '@shared/lib/dates';
import { ChoiceSelect, type Choice } from '@client/components/choice-select';
import { TextField } from '@client/components/text-field';
import { VendorSelect } from '@client/components/vendor-select';

type Props = {
  filters: BulkSearchFilterText;
  onChange: (key: BulkSearchFilterKey, value: string) => void;
  vendors: readonly string[];
  vendorsLoading: boolean;
};

const WAREHOUSES = BULK_SEARCH_WAREHOUSES.map((w) => ({ value: w, label: displayName(w) }));
const SELECTS: readonly [BulkSearchFilterKey, string, readonly Choice[]][] = [
  ['warehouse', 'Warehouse', WAREHOUSES],
  ['order_status', 'Order Status', ORDER_STATUS_CHOICES],
  ['acumatica_status', 'Acumatica Status', ACUMATICA_STATUS_CHOICES],
  ['shipment_status', 'Shipment Status', SHIPMENT_STATUS_CHOICES],
];

/**
 * The filters of Bulk order search (D2 section 2). The vendor is picked from the list grouped by
 * first letter (0-9 for digits) or typed freely in Vendor Name; the Acumatica Order # is shown
 * padded to 7 as it is searched.
 */
export function BulkSearchFilters({ filters, onChange, vendors, vendorsLoading }: Props) {
  const field = (key: BulkSearchFilterKey, label: string, extra: Record<string, string> = {}) => (
    <TextField label={label} value={filters[key]} onChange={(v) => onChange(key, v)} {...extra} />
  );
  const listed = vendors.includes(filters.vendor_name) ? filters.vendor_name : '';
  return (
    <div className="search-form__filters">
      {field('start_date', 'Start Date', { type: 'date' })}
      {field('end_date', 'End Date', { type: 'date' })}
      <VendorSelect
        value={listed}
        onChange={(v) => onChange('vendor_name', v)}
        vendors={vendors}
        loading={vendorsLoading}
      />
      {field('vendor_name', 'Vendor Name')}
      <TextField
        label="Acumatica Order #"
        value={filters.acu_order_num}
        inputmode="numeric"
        onChange={(v) => onChange('acu_order_num', v)}
        onIonBlur={() => onChange('acu_order_num', padErpNumber(filters.acu_order_num))}
      />
      {field('internal_po_number', 'Internal PO #')}
      {field('external_po_number', 'External PO #')}
      {field('sku', 'SKU')}
      {field('pro_number', 'PRO Number')}
      {field('upload_id', 'Upload ID', { inputmode: 'numeric' })}
      {SELECTS.map(([key, label, choices]) => (
        <ChoiceSelect
          key={key}
          label={label}
          value={filters[key]}
          choices={choices}
          onChange={(v) => onChange(key, v)}
        />
      ))}
    </div>
  );
}
