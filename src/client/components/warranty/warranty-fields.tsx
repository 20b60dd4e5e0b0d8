import { useMemo } from 'react';
import { US_STATES } from '@shared/domain/carriers/addresses';
import type { ItemForm, ItemFormField, OrderForm, OrderFormField } from '@shared/domain/warranty/form';
import {
  FAST_SHIPPING,
  WARRANTY_ACTIONS,
  WARRANTY_REASONS,
  WARRANTY_TYPES,
} from '@shared/domain/warranty/status';
import { useReferenceData } from '@client/offline/reference-data';
import { ComboField, PlainField, SelectField } from './combo-field';

type OrderProps = {
  values: OrderForm;
  onChange: (field: OrderFormField, value: string) => void;
  /** Edit Warranty Order shows the PO read-only. */
  poReadOnly?: boolean;
};

/** The vendors a Type offers: drop-ship vendors, bulk vendors, or both lists when no type. */
function useVendorChoices(type: string): string[] {
  const dropship = useReferenceData('dropship-vendors');
  const bulk = useReferenceData('bulk-vendors');
  return useMemo(() => {
    if (type === 'Dropship') return dropship.data;
    if (type === 'Bulk') return bulk.data;
    return [...new Set([...dropship.data, ...bulk.data])].sort((a, b) =>
      a.localeCompare(b, undefined, { sensitivity: 'base' }),
    );
  }, [type, dropship.data, bulk.data]);
}

/** The Order section (D3 2.4 and 2.7). */
export function OrderFields({ values, onChange, poReadOnly }: OrderProps) {
  const vendors = useVendorChoices(values.order_type);
  const set = (field: OrderFormField) => (value: string) => onChange(field, value);
  return (
    <div className="warranty-form__grid" role="group" aria-label="Order">
      <PlainField label="Date" type="date" required value={values.order_date} onChange={set('order_date')} />
      <PlainField
        label="PO Number"
        required
        readOnly={poReadOnly}
        value={values.internal_po_number}
        onChange={set('internal_po_number')}
      />
      <PlainField
        label="Original PO Number"
        value={values.external_po_number}
        onChange={set('external_po_number')}
      />
      <SelectField
        label="Type"
        choices={WARRANTY_TYPES}
        value={values.order_type}
        onChange={set('order_type')}
      />
      <ComboField label="Vendor" choices={vendors} value={values.vendor} onChange={set('vendor')} />
      <PlainField label="Original Warehouse" value={values.warehouse} onChange={set('warehouse')} />
      <SelectField
        label="Action"
        required
        choices={WARRANTY_ACTIONS}
        value={values.warranty_issued}
        onChange={set('warranty_issued')}
      />
      <ComboField
        label="Reason"
        required
        choices={WARRANTY_REASONS}
        value={values.reason}
        onChange={set('reason')}
      />
      <SelectField
        label="Fast Shipping"
        choices={FAST_SHIPPING}
        value={values.fast_shipping}
        onChange={set('fast_shipping')}
      />
    </div>
  );
}

/** The Address section (D3 2.4 and 2.7); State offers the 50 states and DC and takes free text. */
export function AddressFields({ values, onChange }: Omit<OrderProps, 'poReadOnly'>) {
  const set = (field: OrderFormField) => (value: string) => onChange(field, value);
  return (
    <div className="warranty-form__grid" role="group" aria-label="Address">
      <PlainField label="Name" required value={values.customer_name} onChange={set('customer_name')} />
      <PlainField label="Email" type="email" inputMode="email" value={values.email} onChange={set('email')} />
      <PlainField label="Street" required value={values.street} onChange={set('street')} />
      <PlainField label="Street 2" value={values.street_2} onChange={set('street_2')} />
      <PlainField label="City" required value={values.city} onChange={set('city')} />
      <ComboField
        label="State"
        required
        upper
        choices={US_STATES}
        value={values.state}
        onChange={set('state')}
      />
      <PlainField
        label="Zip Code"
        required
        inputMode="numeric"
        value={values.zip_code}
        onChange={set('zip_code')}
      />
    </div>
  );
}

type ItemProps = { values: ItemForm; onChange: (field: ItemFormField, value: string) => void };

/** The Item section (D3 2.4 and 2.8): SKU pickers over the SKU list that take free text. */
export function ItemFields({ values, onChange }: ItemProps) {
  const skus = useReferenceData('skus');
  const set = (field: ItemFormField) => (value: string) => onChange(field, value);
  return (
    <div className="warranty-form__grid" role="group" aria-label="Item">
      <ComboField
        label="Original SKU"
        required
        upper
        choices={skus.data}
        value={values.original_sku}
        onChange={set('original_sku')}
      />
      <ComboField
        label="SKU"
        required
        upper
        choices={skus.data}
        value={values.internal_sku}
        onChange={set('internal_sku')}
      />
      <PlainField
        label="Quantity"
        required
        inputMode="numeric"
        value={values.quantity}
        onChange={set('quantity')}
      />
      <PlainField label="Lot Number" value={values.lot_number} onChange={set('lot_number')} />
      <PlainField
        label="Warehouse Notes"
        className="warranty-form__wide"
        value={values.warehouse_notes}
        onChange={set('warehouse_notes')}
      />
      <PlainField
        label="Notes"
        required
        className="warranty-form__wide"
        value={values.notes}
        onChange={set('notes')}
      />
    </div>
  );
}
