import { useState } from 'react';
import type { WarrantyRow } from '@shared/api/warranty/warranty-orders';
import {
  itemFormOf,
  orderFormOf,
  toSentValues,
  type ItemForm,
  type OrderForm,
} from '@shared/domain/warranty/form';
import { WARRANTY_MESSAGES } from '@shared/domain/warranty/rules';
import {
  ITEM_REQUIRED_FIELDS,
  ORDER_REQUIRED_FIELDS,
  missingFieldMessages,
  requiredFieldsToast,
} from '@shared/domain/warranty/validation';
import { Dialog } from '@client/components/dialog';
import { IonButton } from '@client/components/ionic/button';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { saveWarrantyItem, saveWarrantyOrder } from './api';
import { AddressFields, ItemFields, OrderFields } from './warranty-fields';

type Props = {
  /** The order's row (header) or the item's row to edit; null closes the dialog. */
  row: WarrantyRow | null;
  onClose: () => void;
  onSaved: () => void;
};

const LINES = { cssClass: 'warranty-lines-toast' };

/** Asks 'Confirm changes for Warranty Order {po}', then saves; the toasts of D3 section 8. */
function useConfirmedSave() {
  const notify = useNotifier();
  const [busy, setBusy] = useState(false);
  const run = async (po: string, missing: string[], save: () => Promise<unknown>, onSaved: () => void) => {
    if (missing.length > 0) return notify.error(requiredFieldsToast(missing), LINES);
    const yes = await notify.confirm({
      header: 'Confirm Changes',
      message: WARRANTY_MESSAGES.confirmChanges(po),
      confirmText: 'Save',
    });
    if (!yes) return notify.info(WARRANTY_MESSAGES.aborted);
    setBusy(true);
    try {
      await save();
      notify.success(WARRANTY_MESSAGES.changesSaved);
      onSaved();
    } catch (error) {
      notify.error(`${WARRANTY_MESSAGES.changesFailed}\n${errorMessage(error)}`, LINES);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Edit Warranty Order (D3 2.7): the header and address of an open order; the PO is read-only. */
export function EditOrderDialog({ row, onClose, onSaved }: Props) {
  const [values, setValues] = useState<OrderForm | null>(row ? orderFormOf(row) : null);
  if (row && !values) setValues(orderFormOf(row));
  const save = useConfirmedSave();
  const po = row?.internal_po_number ?? '';
  const submit = () => {
    if (!row || !values) return;
    const sent = toSentValues(values);
    void save.run(
      po,
      missingFieldMessages(sent, ORDER_REQUIRED_FIELDS),
      () => saveWarrantyOrder({ ...sent, internal_po_number: po, order_status: row.order_status }),
      onSaved,
    );
  };
  return (
    <Dialog
      title={`Edit Warranty Order ${po}`}
      isOpen={row !== null}
      onClose={onClose}
      footer={
        <IonButton strong disabled={save.busy} onClick={submit}>
          Save
        </IonButton>
      }
    >
      {values ? (
        <>
          <OrderFields
            poReadOnly
            values={values}
            onChange={(f, v) => setValues((s) => (s ? { ...s, [f]: v } : s))}
          />
          <AddressFields values={values} onChange={(f, v) => setValues((s) => (s ? { ...s, [f]: v } : s))} />
        </>
      ) : null}
    </Dialog>
  );
}

/** Edit Warranty Item (D3 2.8): one item of an open order. */
export function EditItemDialog({ row, onClose, onSaved }: Props) {
  const [values, setValues] = useState<ItemForm | null>(row ? itemFormOf(row) : null);
  if (row && !values) setValues(itemFormOf(row));
  const save = useConfirmedSave();
  const po = row?.internal_po_number ?? '';
  const submit = () => {
    if (!row || !values) return;
    const sent = toSentValues(values);
    void save.run(
      po,
      missingFieldMessages(sent, ITEM_REQUIRED_FIELDS),
      () => saveWarrantyItem({ ...sent, warranty_id: row.warranty_id }),
      onSaved,
    );
  };
  return (
    <Dialog
      title={`Edit Warranty Order ${po}`}
      isOpen={row !== null}
      onClose={onClose}
      footer={
        <IonButton strong disabled={save.busy} onClick={submit}>
          Save
        </IonButton>
      }
    >
      {values ? (
        <ItemFields values={values} onChange={(f, v) => setValues((s) => (s ? { ...s, [f]: v } : s))} />
      ) : null}
    </Dialog>
  );
}
