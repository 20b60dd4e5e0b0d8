import { useState } from 'react';
import type { BulkOrderDetail, BulkOrderItem } from '@shared/api/bulk/bulk-orders';
import { visibleBulkWarehouses } from '@shared/domain/bulk/orders-table';
import type { BulkWarehouse } from '@shared/domain/bulk/status';
import { TRANSFER_MESSAGES, transferBlock, type TransferLine } from '@shared/domain/bulk/transfer';
import { COMPANY_WAREHOUSES, displayName } from '@shared/domain/identity/companies';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonCheckbox } from '@client/components/ionic/checkbox';
import { IonItem, IonLabel, IonList, IonNote } from '@client/components/ionic/list';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useSelection, useSession } from '@client/lib/use-session';
import { transferItems } from './api';

type Props = {
  order: BulkOrderDetail | null;
  onClose: () => void;
  onSaved: () => void;
};

const asLine = (i: BulkOrderItem): TransferLine => ({
  internal_sku: i.internal_sku,
  order_status: i.order_status,
  fulfil: { kentucky: i.fulfill_ky, pennsylvania: i.fulfill_pa, texas: i.fulfill_tx, illinois: i.fulfill_il },
});

/**
 * Select Items to Transfer on the bulk order drawer (D2 section 2, the dropship drawer's dialog of
 * D1 section 2): a checkbox per item with SKU and description, the warehouse they go to, Cancel and
 * Transfer (asks first). A line that cannot move says why beside it.
 */
export function TransferDialog({ order, onClose, onSaved }: Props) {
  const notify = useNotifier();
  const session = useSession();
  const selection = useSelection();
  const choices =
    session?.user && selection
      ? visibleBulkWarehouses(COMPANY_WAREHOUSES[selection.company], session.user.warehouses)
      : [];
  const [target, setTarget] = useState<BulkWarehouse | ''>('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const items = order?.items ?? [];

  const toggle = (id: number, on: boolean) => {
    setProblem(null);
    setChosen((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));
  };

  const submit = async () => {
    if (!order) return;
    if (!target) return setProblem('Choose the warehouse to transfer to.');
    const ids = chosen.filter((id) => {
      const item = items.find((i) => i.id === id);
      return item && transferBlock(asLine(item), target) === null;
    });
    if (ids.length === 0) return setProblem(TRANSFER_MESSAGES.none);
    const ok = await notify.confirm({
      header: 'Transfer Items',
      message: `Transfer ${ids.length} ${ids.length === 1 ? 'item' : 'items'} of order ${order.internal_po_number} to ${displayName(target)}?`,
      confirmText: 'Transfer',
    });
    if (!ok) return notify.info('Operation Aborted');
    setBusy(true);
    try {
      const answer = await transferItems(order, ids, target);
      notify.success(TRANSFER_MESSAGES.transferred(answer.moved, answer.warehouse));
      onSaved();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title="Select Items to Transfer"
      isOpen={order !== null}
      onClose={onClose}
      footer={
        <IonButton onClick={() => void submit()} disabled={busy} strong>
          Transfer
        </IonButton>
      }
    >
      <IonSelect
        label="Transfer to"
        placeholder="Choose a warehouse"
        labelPlacement="stacked"
        fill="outline"
        interface="popover"
        value={target}
        onIonChange={(e) => {
          setProblem(null);
          setTarget((e.detail.value ?? '') as BulkWarehouse | '');
        }}
      >
        {choices.map((w) => (
          <IonSelectOption key={w} value={w}>
            {displayName(w)}
          </IonSelectOption>
        ))}
      </IonSelect>
      <IonList lines="full" aria-label="Items to transfer">
        {items.map((item) => {
          const why = target ? transferBlock(asLine(item), target) : null;
          return (
            <IonItem key={item.id}>
              <IonCheckbox
                justify="start"
                labelPlacement="end"
                disabled={why !== null}
                checked={why === null && chosen.includes(item.id)}
                onIonChange={(e) => toggle(item.id, e.detail.checked)}
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
