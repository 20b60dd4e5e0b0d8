import { useState } from 'react';
import type { DrawerOrder } from '@shared/api/dropship/order-drawer';
import { transferWarehouse } from '@shared/domain/dropship/order-drawer';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import { displayName } from '@shared/domain/identity/companies';
import { IonButton } from '@client/components/ionic/button';
import { IonCheckbox } from '@client/components/ionic/checkbox';
import { IonItem, IonLabel, IonList, IonNote } from '@client/components/ionic/list';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';

type Props = {
  order: DrawerOrder | null;
  onClose: () => void;
  onTransfer: (ids: number[], warehouse: 'kentucky' | 'pennsylvania') => void;
};

/** Why an item cannot move (it is boxed in its warehouse already); null when it can. */
function blocked(order: DrawerOrder, packageId: number | null): string | null {
  const pkg = order.shipments.find((p) => p.package_id === packageId);
  if (pkg?.pullsheet_id != null) return `On pull sheet ${pkg.pullsheet_id}`;
  if (pkg?.tracking_number) return 'Labelled';
  return null;
}

/** Select Items to Transfer (D1 section 2): a checkbox per item with SKU and description. */
export function OrderDrawerTransfer({ order, onClose, onTransfer }: Props) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const target = transferWarehouse(order?.warehouse);
  const items = order?.items.filter((i) => i.order_status !== ORDER_STATUS.cancelled) ?? [];

  const toggle = (id: number, on: boolean) => {
    setProblem(null);
    setChosen((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));
  };

  const submit = () => {
    if (!target) return setProblem('This order has no warehouse to transfer from.');
    if (chosen.length === 0) return setProblem('Select at least one item to transfer');
    setProblem(null);
    onTransfer(chosen, target);
  };

  return (
    <Dialog
      title="Select Items to Transfer"
      isOpen={order !== null}
      onClose={onClose}
      footer={
        <IonButton onClick={submit} strong>
          Transfer
        </IonButton>
      }
    >
      {target && (
        <p>
          The items move from {displayName(order?.warehouse ?? '')} to {displayName(target)}.
        </p>
      )}
      <IonList lines="full">
        {order &&
          items.map((item) => {
            const why = blocked(order, item.package_id);
            return (
              <IonItem key={item.order_id}>
                <IonCheckbox
                  justify="start"
                  labelPlacement="end"
                  disabled={why !== null}
                  checked={chosen.includes(item.order_id)}
                  onIonChange={(e) => toggle(item.order_id, e.detail.checked)}
                >
                  <IonLabel>
                    <strong>{item.internal_sku}</strong> × {item.quantity}
                    <p>{item.description ?? ''}</p>
                  </IonLabel>
                </IonCheckbox>
                {why && <IonNote slot="end">{why}</IonNote>}
              </IonItem>
            );
          })}
      </IonList>
      <FormError message={problem} />
    </Dialog>
  );
}
