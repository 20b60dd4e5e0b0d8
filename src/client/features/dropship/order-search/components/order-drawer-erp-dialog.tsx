import { useState, type FormEvent } from 'react';
import type { DrawerOrder } from '@shared/api/dropship/order-drawer';
import { ERP_NUMBER_MESSAGE, erpNumberInput } from '@shared/domain/dropship/order-drawer';
import { IonButton } from '@client/components/ionic/button';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useUpdateAcuOrderNum } from '../api/order-actions';

type Props = { order: DrawerOrder | null; onClose: () => void; onSaved: (number: string) => void };

/** The ERP SO number of an order that has none, padded to 7 digits (D1 sections 5 and 7). */
export function OrderDrawerErpDialog({ order, onClose, onSaved }: Props) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateAcuOrderNum();
  const padded = erpNumberInput(value);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!order) return;
    if (!padded) {
      setProblem(ERP_NUMBER_MESSAGE);
      return;
    }
    setProblem(null);
    update.mutate(
      { order, number: padded },
      { onSuccess: () => onSaved(padded), onError: (error) => setProblem(errorMessage(error)) },
    );
  };

  return (
    <Dialog
      title="Acumatica SO Number"
      isOpen={order !== null}
      onClose={onClose}
      footer={
        <IonButton onClick={() => submit()} disabled={update.isPending} strong>
          Save
        </IonButton>
      }
    >
      <form onSubmit={submit}>
        <p>
          The Acumatica sales order of {order?.internal_po_number}. Numbers are padded with zeros to 7 digits.
        </p>
        <TextField
          label="Acumatica SO Number"
          value={value}
          onChange={setValue}
          inputmode="numeric"
          maxlength={7}
          helperText={padded ? `Saved as ${padded}` : undefined}
        />
        <FormError message={problem} />
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
