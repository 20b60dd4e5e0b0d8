import { addOutline } from 'ionicons/icons';
import { useState } from 'react';
import {
  CARRIER_ADDED,
  CARRIER_FIELDS,
  CARRIER_LABEL,
  carrierProblem,
  type CarrierInput,
} from '@shared/domain/bulk/carriers';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useAddCarrier } from '../api/carriers';

type Props = { isOpen: boolean; onClose: () => void };

const EMPTY: CarrierInput = { carrier: '', scac: '', shorthand: '' };
const FORM_ID = 'add-carrier-form';

/**
 * Add Carrier (D2 sections 2, 5, 8): carrier, SCAC and shorthand, all required (marked *).
 * 'Carrier Added!' on success, or the server's message.
 */
export function AddCarrierDialog({ isOpen, onClose }: Props) {
  const [values, setValues] = useState<CarrierInput>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddCarrier();
  const notify = useNotifier();

  const submit = async () => {
    const why = carrierProblem(values);
    setProblem(why);
    if (why) return;
    try {
      await add.mutateAsync(values);
      notify.success(CARRIER_ADDED);
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Dialog
      title="Add Carrier"
      isOpen={isOpen}
      onClose={onClose}
      footer={
        <IonButton type="submit" form={FORM_ID} strong disabled={add.isPending}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          Add Carrier
        </IonButton>
      }
    >
      <form
        id={FORM_ID}
        className="carriers__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {CARRIER_FIELDS.map((field) => (
          <TextField
            key={field}
            label={`${CARRIER_LABEL[field]} *`}
            value={values[field]}
            required
            maxlength={field === 'scac' ? 4 : 100}
            autocapitalize={field === 'scac' ? 'characters' : 'words'}
            onChange={(value) => {
              setValues((v) => ({ ...v, [field]: value }));
              setProblem(null);
            }}
          />
        ))}
        <FormError message={problem} />
      </form>
    </Dialog>
  );
}
