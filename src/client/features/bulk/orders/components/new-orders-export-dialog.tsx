import { useState } from 'react';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useReferenceData } from '@client/offline/reference-data';
import { exportNewOrdersOfVendor } from '../lib/export-order';

type Props = { isOpen: boolean; onClose: () => void };

/**
 * The new-orders export by vendor (D2 sections 2 and 5: "needs a vendor"): the vendor's New orders
 * with their lines (GET /bulk/orders/new?vendor_name) as a CSV. 'Error: {reason}' on failure.
 */
export function NewOrdersExportDialog({ isOpen, onClose }: Props) {
  const notify = useNotifier();
  const vendors = useReferenceData('bulk-vendors');
  const [vendor, setVendor] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!vendor) {
      setProblem('Choose a vendor.');
      return;
    }
    setBusy(true);
    try {
      const name = await exportNewOrdersOfVendor(vendor);
      if (name === null) setProblem(`${vendor} has no new orders.`);
      else {
        notify.success(`Downloaded ${name}`);
        onClose();
      }
    } catch (error) {
      setProblem(`Error: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title="Export New Orders By Vendor"
      isOpen={isOpen}
      onClose={onClose}
      footer={
        <IonButton strong disabled={busy} onClick={() => void run()}>
          Export
        </IonButton>
      }
    >
      <IonSelect
        label="Vendor *"
        labelPlacement="stacked"
        fill="outline"
        interface="popover"
        placeholder={vendors.isLoading ? 'Loading vendors…' : 'Choose a vendor'}
        value={vendor}
        onIonChange={(e) => {
          setVendor(String(e.detail.value ?? ''));
          setProblem(null);
        }}
      >
        {vendors.data.map((v) => (
          <IonSelectOption key={v} value={v}>
            {v}
          </IonSelectOption>
        ))}
      </IonSelect>
      <FormError message={problem} />
    </Dialog>
  );
}
