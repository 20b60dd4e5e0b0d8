import { useState } from 'react';
import type { UnprocessedCount } from '@shared/api/dropship/pullsheets';
import {
  isPullsheetCarrier,
  isPullsheetType,
  newPullsheetComplete,
  newPullsheetWarehouse,
  PULLSHEET_MESSAGES as M,
  type PullsheetButtons,
} from '@shared/domain/dropship/pullsheet-rules';
import { PULLSHEET_CARRIERS, PULLSHEET_TYPES } from '@shared/domain/dropship/status';
import { displayName, isWarehouse, type Warehouse } from '@shared/domain/identity/companies';
import { IonButton } from '@client/components/ionic/button';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useCreatePullsheet } from '../api/pullsheets';

type Props = {
  isOpen: boolean;
  onClose: () => void;
  /** The user's warehouse scope: 'all' or the one warehouse. */
  scope: Warehouse | 'all';
  /** The warehouse it opens with (a count button of the drawer), '' for none. */
  initialWarehouse: Warehouse | '';
  warehouses: readonly Warehouse[];
  selector: PullsheetButtons['warehouseSelector'];
  unprocessed: readonly UnprocessedCount[];
  onCreated: (id: number) => void;
};

type ChoiceProps = {
  label: 'Carrier' | 'Type';
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
};

/** One required choice of the form (carrier or type), its options as the spec writes them. */
function Choice({ label, value, options, onChange }: ChoiceProps) {
  return (
    <IonSelect
      label={label}
      labelPlacement="stacked"
      fill="outline"
      interface="popover"
      placeholder={`Choose a ${label.toLowerCase()}`}
      className="ion-margin-top"
      value={value}
      onIonChange={(e) => onChange(String(e.detail.value ?? ''))}
    >
      {options.map((o) => (
        <IonSelectOption key={o} value={o}>
          {o.replace('_', ' ')}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}

/** New Pullsheet (D1 section 5): carrier and type, and the warehouse under All; enabled when complete. */
export function NewPullsheetDialog(props: Props) {
  const { isOpen, onClose, scope, warehouses, selector, unprocessed, onCreated } = props;
  const [carrier, setCarrier] = useState('');
  const [type, setType] = useState('');
  const [warehouse, setWarehouse] = useState<string>(props.initialWarehouse);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreatePullsheet();
  const notify = useNotifier();
  const form = { carrier, type, warehouse };
  const complete = newPullsheetComplete(form, scope);
  const target = newPullsheetWarehouse(form, scope);
  const group = unprocessed
    .find((u) => u.warehouse === target)
    ?.groups.find((g) => g.carrier === carrier && g.type === type);

  const submit = () => {
    if (!complete || !isPullsheetCarrier(carrier) || !isPullsheetType(type) || !isWarehouse(target)) return;
    setProblem(null);
    create.mutate(
      { warehouse: target, carrier, type },
      {
        onSuccess: (made) => {
          const sheet = made.pullsheet;
          const failed =
            made.label_failures > 0 ? ` ${made.label_failures} labels failed (see Failed Tracking).` : '';
          notify.success(
            `Pullsheet ${sheet.pullsheet_id} created: ${sheet.order_count} orders, ${sheet.piece_count} pieces.${failed}`,
          );
          onCreated(sheet.pullsheet_id);
        },
        onError: (error) => {
          const message = M.generateFailed(errorMessage(error));
          setProblem(message);
          notify.error(message);
        },
      },
    );
  };

  return (
    <Dialog
      title="New Pullsheet"
      isOpen={isOpen}
      onClose={onClose}
      footer={
        <IonButton strong disabled={!complete || create.isPending} onClick={submit}>
          Create Pullsheet
        </IonButton>
      }
    >
      {selector !== 'hidden' && (
        <IonSelect
          label="Warehouse"
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          placeholder="Choose a warehouse"
          disabled={selector === 'disabled'}
          helperText={selector === 'disabled' ? 'Only an admin can change the warehouse.' : undefined}
          value={warehouse}
          onIonChange={(e) => setWarehouse(String(e.detail.value ?? ''))}
        >
          {warehouses.map((w) => (
            <IonSelectOption key={w} value={w}>
              {displayName(w)}
            </IonSelectOption>
          ))}
        </IonSelect>
      )}
      <Choice label="Carrier" value={carrier} options={PULLSHEET_CARRIERS} onChange={setCarrier} />
      <Choice label="Type" value={type} options={PULLSHEET_TYPES} onChange={setType} />
      {complete && (
        <p className="pullsheets__preview" aria-live="polite">
          {group
            ? `${group.orders} unprocessed ${group.orders === 1 ? 'order' : 'orders'} (${group.pieces} pieces) will go on this sheet.`
            : 'No unprocessed orders match this warehouse, carrier and type.'}
        </p>
      )}
      <FormError message={problem} />
    </Dialog>
  );
}
