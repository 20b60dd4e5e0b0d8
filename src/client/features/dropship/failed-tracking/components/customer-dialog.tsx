import { useState } from 'react';
import type { FailedTrackingRow } from '@shared/api/dropship/failed-tracking';
import {
  checkCustomer,
  CUSTOMER_FIELD_LABEL,
  CUSTOMER_FIELD_MAX,
  type CustomerInput,
} from '@shared/domain/dropship/failed-tracking';
import { IonButton } from '@client/components/ionic/button';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { TextField } from '@client/components/text-field';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useUpdateCustomer } from '../api/row-actions';

type Props = { row: FailedTrackingRow | null; onClose: () => void };
type Fields = Record<keyof CustomerInput, string>;

const FIELDS: (keyof CustomerInput)[] = ['name', 'address1', 'address2', 'city', 'state', 'zip_code'];

const initial = (row: FailedTrackingRow | null): Fields => ({
  name: row?.name ?? '',
  address1: row?.address1 ?? '',
  address2: row?.address2 ?? '',
  city: row?.city ?? '',
  state: row?.state ?? '',
  zip_code: row?.zip_code ?? '',
});

/** Update Customer: the shipping name and address, checked with the carrier's rules before sending. */
export function CustomerDialog({ row, onClose }: Props) {
  const [fields, setFields] = useState<Fields>(() => initial(row));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateCustomer();
  const notify = useNotifier();

  const submit = () => {
    if (!row) return;
    const checked = checkCustomer(fields);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    update.mutate(
      { order_id: row.order_id, ...checked.value },
      {
        onSuccess: () => {
          notify.success(
            `Customer updated for PO ${row.internal_po_number}. Redo Tracking to buy the label.`,
          );
          onClose();
        },
        onError: (error) => setProblem(`Failed to update customer: ${errorMessage(error)}`),
      },
    );
  };

  return (
    <Dialog
      title={row ? `Update Customer for PO ${row.internal_po_number}` : 'Update Customer'}
      isOpen={row !== null}
      onClose={onClose}
      footer={
        <IonButton strong onClick={submit} disabled={update.isPending}>
          Save
        </IonButton>
      }
    >
      <form
        className="failed-tracking__customer"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {FIELDS.map((key) => (
          <TextField
            key={key}
            label={CUSTOMER_FIELD_LABEL[key]}
            value={fields[key]}
            maxlength={key === 'state' ? 2 : CUSTOMER_FIELD_MAX[key]}
            required={key !== 'address2'}
            autocomplete="off"
            helperText={key === 'state' ? 'Two-letter code, e.g. KY' : undefined}
            onChange={(value) => setFields((f) => ({ ...f, [key]: value }))}
          />
        ))}
      </form>
      <FormError message={problem} />
    </Dialog>
  );
}
