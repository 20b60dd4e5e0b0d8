import { useState } from 'react';
import type { BulkOrderRow } from '@shared/api/bulk/bulk-orders';
import {
  ROUTE_REQUEST_LABELS as L,
  routeRequestProblems,
  type RouteRequestField,
} from '@shared/domain/bulk/orders-table';
import { Dialog } from '@client/components/dialog';
import { IonButton } from '@client/components/ionic/button';
import { useNotifier } from '@client/components/notifier-provider';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
import { sendRouteRequest } from '../api/bulk-orders';
import type { TabActionsProps } from './types';

type Entry = { pickup_date: string; volume: string; weight: string };

function RouteOrderDialog({
  order,
  onClose,
  onRouted,
}: {
  order: BulkOrderRow | null;
  onClose: () => void;
  onRouted: () => void;
}) {
  const notify = useNotifier();
  const [entry, setEntry] = useState<Entry>({ pickup_date: '', volume: '', weight: '' });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const request = {
    acu_order_num: order?.acu_order_num ?? '',
    vendor_name: order?.vendor_name ?? '',
    internal_po_number: order?.internal_po_number ?? '',
    ...entry,
  };
  const problems = routeRequestProblems(request);
  const bad = (field: RouteRequestField) => tried && problems.includes(field);

  const submit = async () => {
    setTried(true);
    // D2 section 5: all six fields required; nothing is sent while one is missing.
    if (problems.length > 0 || !order) return;
    setBusy(true);
    try {
      await sendRouteRequest({ ...request, volume: Number(entry.volume), weight: Number(entry.weight) });
      notify.success(`Order ${order.internal_po_number} routed.`);
      onRouted();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Entry, type: 'date' | 'number') => (
    <TextField
      label={`${L[name]} *`}
      type={type}
      value={entry[name]}
      onChange={(value) => setEntry((e) => ({ ...e, [name]: value }))}
      inputmode={type === 'number' ? 'decimal' : undefined}
      min={type === 'number' ? '0' : undefined}
      className={bad(name) ? 'ion-invalid ion-touched' : undefined}
      errorText={bad(name) ? `${L[name]} is required.` : undefined}
      required
    />
  );

  return (
    <Dialog
      title="Route Order"
      isOpen={order !== null}
      onClose={onClose}
      footer={
        <IonButton strong disabled={busy} onClick={() => void submit()}>
          Route Order
        </IonButton>
      }
    >
      <div className="route-order">
        <TextField
          label={L.acu_order_num}
          value={request.acu_order_num}
          onChange={() => undefined}
          readonly
        />
        <TextField label={L.vendor_name} value={request.vendor_name} onChange={() => undefined} readonly />
        <TextField
          label={L.internal_po_number}
          value={request.internal_po_number}
          onChange={() => undefined}
          readonly
        />
        {field('pickup_date', 'date')}
        {field('volume', 'number')}
        {field('weight', 'number')}
      </div>
    </Dialog>
  );
}

/** Not Routed (D2 section 2): Route Order for the one order ticked. */
export function NotRoutedActions({ selected, refresh, clearSelection }: TabActionsProps) {
  const dialogs = useDialogs<'route'>();
  const [order] = selected;
  return (
    <>
      <IonButton disabled={selected.length !== 1} onClick={() => dialogs.show('route')}>
        Route Order
      </IonButton>
      <RouteOrderDialog
        key={dialogs.key('route')}
        order={dialogs.isOpen('route') ? (order ?? null) : null}
        onClose={dialogs.close}
        onRouted={() => {
          dialogs.close();
          clearSelection();
          refresh();
        }}
      />
    </>
  );
}
