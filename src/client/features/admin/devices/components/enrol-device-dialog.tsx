import { useState } from 'react';
import type { CreatedDevice } from '@shared/api/admin/devices';
import { displayName, warehousesFor, type Warehouse } from '@shared/domain/identity/companies';
import { ENROLLABLE_PURPOSES } from '@shared/domain/identity/devices';
import { IonButton } from '@client/components/ionic/button';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useSelection, useSession } from '@client/lib/use-session';
import { purposeLabel, useEnrolDevice } from '../api/devices';
import { PairingDetails } from './pairing-details';

type Props = { isOpen: boolean; onClose: () => void };
type Purpose = (typeof ENROLLABLE_PURPOSES)[number];

/** Enrol Device: name, warehouse of the current company and purpose; then the one-time pairing code. */
export function EnrolDeviceDialog({ isOpen, onClose }: Props) {
  const user = useSession()?.user;
  const selection = useSelection();
  const choices = selection && user ? warehousesFor(selection.company, user.warehouses) : [];
  const preset = selection?.warehouse !== 'all' ? selection?.warehouse : undefined;
  const [name, setName] = useState('');
  const [warehouse, setWarehouse] = useState<Warehouse | undefined>(preset);
  const [purpose, setPurpose] = useState<Purpose>('carrier-sign-in');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedDevice | null>(null);
  const enrol = useEnrolDevice();

  const save = () => {
    if (!name.trim()) return setProblem('Name is required.');
    if (!warehouse) return setProblem('Choose a warehouse.');
    setProblem(null);
    enrol.mutate(
      { name: name.trim(), warehouse, purpose },
      { onSuccess: setCreated, onError: (error) => setProblem(errorMessage(error)) },
    );
  };

  const footer = created ? (
    <IonButton strong onClick={onClose}>
      Done
    </IonButton>
  ) : (
    <IonButton strong onClick={save} disabled={enrol.isPending}>
      Enrol
    </IonButton>
  );

  return (
    <Dialog title="Enrol Device" isOpen={isOpen} onClose={onClose} footer={footer}>
      {created ? (
        <PairingDetails created={created} />
      ) : (
        <>
          <TextField label="Name" value={name} onChange={setName} placeholder="Dock 1" maxlength={80} />
          <IonSelect
            label="Warehouse"
            labelPlacement="stacked"
            fill="outline"
            interface="popover"
            placeholder="Choose a warehouse"
            className="ion-margin-top"
            value={warehouse}
            onIonChange={(e) => setWarehouse(e.detail.value as Warehouse)}
          >
            {choices.map((w) => (
              <IonSelectOption key={w} value={w}>
                {displayName(w)}
              </IonSelectOption>
            ))}
          </IonSelect>
          <IonSelect
            label="Purpose"
            labelPlacement="stacked"
            fill="outline"
            interface="popover"
            className="ion-margin-top"
            value={purpose}
            onIonChange={(e) => setPurpose(e.detail.value as Purpose)}
          >
            {ENROLLABLE_PURPOSES.map((p) => (
              <IonSelectOption key={p} value={p}>
                {purposeLabel(p)}
              </IonSelectOption>
            ))}
          </IonSelect>
          <FormError message={problem} />
        </>
      )}
    </Dialog>
  );
}
