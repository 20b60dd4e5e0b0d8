import { saveOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { BulkOrderRow } from '@shared/api/bulk/bulk-orders';
import { updateShipment } from '@shared/api/bulk/bulk-shipments';
import {
  fieldLabel,
  SHIPMENT_DIALOG_FIELDS,
  SHIPMENT_MESSAGES,
  shipmentFormComplete,
  type ShipmentForm,
} from '@shared/domain/bulk/shipments';
import { Dialog } from '@client/components/dialog';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { TextField } from '@client/components/text-field';
import { api } from '@client/lib/api';
import './shipping.css';
import { errorMessage } from '@client/lib/api-error';

export const EMPTY_SHIPMENT = Object.fromEntries(
  SHIPMENT_DIALOG_FIELDS.map((f) => [f.key, '']),
) as ShipmentForm;

const INPUT_TYPE: Partial<Record<keyof ShipmentForm, 'date' | 'number'>> = {
  ship_date: 'date',
  expected_delivery: 'date',
  total_on_shipment: 'number',
};

type Props = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  order: BulkOrderRow | null;
  /** The fields as the dialog opens (Override Shipment starts from the saved shipment). */
  initial: ShipmentForm;
  onSaved: () => void;
};

/**
 * Add Shipment Information (Not Shipped) and Override Shipment (Ready), D2 section 5: PRO number,
 * carrier, BOL, ship date, expected delivery and truck number are required and marked *; shipment
 * price, Acumatica shipment number and total pallets are optional. With a required field empty
 * nothing is sent and no message shows; the empty fields are marked instead.
 */
export function ShipmentDialog({ title, isOpen, onClose, order, initial, onSaved }: Props) {
  const notify = useNotifier();
  const [form, setForm] = useState<ShipmentForm>(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setTried(true);
    if (!order || !shipmentFormComplete(form)) return;
    setSaving(true);
    try {
      const optional = (value: string) => (value.trim() === '' ? null : value.trim());
      await api(updateShipment, {
        body: {
          internal_po_number: order.internal_po_number,
          vendor_name: order.vendor_name,
          pro_number: form.pro_number,
          carrier: form.carrier,
          bol: form.bol,
          ship_date: form.ship_date,
          expected_delivery: form.expected_delivery,
          truck_number: form.truck_number,
          shipment_price: optional(form.shipment_price),
          acu_ship_num: optional(form.acu_ship_num),
          total_on_shipment:
            optional(form.total_on_shipment) === null ? null : Number(form.total_on_shipment),
        },
      });
      notify.success(SHIPMENT_MESSAGES.saved);
      onSaved();
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      footer={
        <IonButton strong disabled={saving} onClick={() => void save()}>
          <IonIcon slot="start" icon={saveOutline} aria-hidden="true" />
          Save
        </IonButton>
      }
    >
      {order && (
        <p className="shipment-dialog__order">
          PO {order.internal_po_number} · {order.vendor_name}
          {order.acu_order_num ? ` · SO ${order.acu_order_num}` : ''}
        </p>
      )}
      <p className="shipment-dialog__note">Fields marked * are required.</p>
      <div className="shipment-dialog__fields">
        {SHIPMENT_DIALOG_FIELDS.map((f) => {
          const missing = tried && f.required && form[f.key].trim() === '';
          return (
            <TextField
              key={f.key}
              label={fieldLabel(f)}
              type={INPUT_TYPE[f.key] ?? 'text'}
              value={form[f.key]}
              required={f.required}
              maxlength={f.key === 'carrier' ? 4 : undefined}
              inputmode={f.key === 'shipment_price' ? 'decimal' : undefined}
              errorText={missing ? `${f.label} is required.` : undefined}
              className={missing ? 'ion-invalid ion-touched' : undefined}
              onChange={(value) => setForm((current) => ({ ...current, [f.key]: value }))}
            />
          );
        })}
      </div>
    </Dialog>
  );
}
