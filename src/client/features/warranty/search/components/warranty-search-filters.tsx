import { useMemo } from 'react';
import {
  type WarrantySearchFilter,
  type WarrantySearchFilters as Filters,
} from '@shared/domain/warranty/search';
import { warrantyStatusName } from '@shared/domain/warranty/rules';
import { WARRANTY_REASONS, WARRANTY_STATUS } from '@shared/domain/warranty/status';
import { ChoiceSelect } from '@client/components/choice-select';
import { TextField } from '@client/components/text-field';
import { VendorSelect } from '@client/components/vendor-select';
import { useReferenceData } from '@client/offline/reference-data';

const STATUSES = Object.values(WARRANTY_STATUS).map((code) => ({
  value: String(code),
  label: warrantyStatusName(code),
}));
const REASONS = WARRANTY_REASONS.map((r) => ({ value: r, label: r }));

type Props = { filters: Filters; onChange: (key: WarrantySearchFilter, value: string) => void };

/**
 * The filters of Warranty Order Search (D3 2.5). Warranty orders name drop-ship and bulk vendors,
 * so the vendor picker (the shared one, grouped by first letter with 0-9) offers both lists.
 */
export function WarrantySearchFilters({ filters, onChange }: Props) {
  const dropship = useReferenceData('dropship-vendors');
  const bulk = useReferenceData('bulk-vendors');
  const vendors = useMemo(
    () => [...new Set([...dropship.data, ...bulk.data])].sort((a, b) => a.localeCompare(b)),
    [dropship.data, bulk.data],
  );
  const text = (key: WarrantySearchFilter, label: string) => (
    <TextField label={label} value={filters[key]} onChange={(v) => onChange(key, v)} />
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
      <ChoiceSelect
        label="Order Status"
        value={filters.order_status}
        choices={STATUSES}
        onChange={(v) => onChange('order_status', v)}
      />
      {text('internal_po_number', 'PO Number')}
      {text('customer_name', 'Customer Name')}
      {text('internal_sku', 'SKU')}
      <VendorSelect
        value={filters.vendor}
        onChange={(v) => onChange('vendor', v)}
        vendors={vendors}
        loading={dropship.isLoading || bulk.isLoading}
      />
      <ChoiceSelect
        label="Reason"
        value={filters.reason}
        choices={REASONS}
        onChange={(v) => onChange('reason', v)}
      />
    </div>
  );
}
