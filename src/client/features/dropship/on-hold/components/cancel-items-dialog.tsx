import { useMemo, useState, type ChangeEvent } from 'react';
import type { CancelItemsRequest, CancelItemsResponse, HoldOrder } from '@shared/api/dropship/on-hold';
import { CANCEL_REASONS, ORDER_STATUS, type CancelReason } from '@shared/domain/dropship/status';
import { IonButton } from '@client/components/ionic/button';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useCancelItems } from '../api/cancel-items';
import { parseCancelFile } from '../lib/cancel-file';

const REASON_TEXT: Record<CancelReason, string> = {
  OOS: 'OOS (out of stock)',
  OBSOLETE: 'OBSOLETE',
  INCORRECT: 'INCORRECT',
  SMALLPO: 'SMALLPO',
  NOSALE: 'NOSALE',
};

type Props = {
  isOpen: boolean;
  orders: readonly HoldOrder[];
  /** Opened from an order's drawer: start with its lines shown. */
  initialFilter: string;
  onClose: () => void;
  onDone: (result: CancelItemsResponse) => void;
};

const lineKey = (order: HoldOrder, lineId: number) =>
  `${order.vendor_name}|${order.internal_po_number}|${lineId}`;

/**
 * Cancel Items (D1 sections 2 and 5): pick open lines of the orders on screen and one reason, or
 * load a cancel file of rows (internal_po_number, internal_sku, vendor_name, cancel_reason).
 */
export function CancelItemsDialog({ isOpen, orders, initialFilter, onClose, onDone }: Props) {
  const [filter, setFilter] = useState(initialFilter);
  const [picked, setPicked] = useState<string[]>([]);
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [fileRows, setFileRows] = useState<CancelItemsRequest['items'] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const cancel = useCancelItems();

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return orders
      .map((o) => ({ order: o, lines: o.lines.filter((l) => l.order_status !== ORDER_STATUS.cancelled) }))
      .filter(({ order, lines }) => {
        if (lines.length === 0) return false;
        if (!needle) return true;
        return (
          order.internal_po_number.toLowerCase().includes(needle) ||
          order.vendor_name.toLowerCase().includes(needle) ||
          lines.some((l) => l.internal_sku.toLowerCase().includes(needle))
        );
      })
      .slice(0, 50);
  }, [orders, filter]);

  const toggle = (key: string) =>
    setPicked((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setFileRows(null);
    setFileError(null);
    if (!file) return;
    const result = parseCancelFile(await file.text());
    if (result.ok) setFileRows(result.items);
    else setFileError(`Error: ${result.reason}`);
  };

  const pickedItems = (): CancelItemsRequest['items'] =>
    orders.flatMap((o) =>
      o.lines
        .filter((l) => picked.includes(lineKey(o, l.order_id)))
        .map((l) => ({
          internal_po_number: o.internal_po_number,
          internal_sku: l.internal_sku,
          vendor_name: o.vendor_name,
          cancel_reason: reason,
        })),
    );

  const items = fileRows ?? (reason ? pickedItems() : []);
  const submit = () =>
    cancel.mutate(
      { items },
      {
        onSuccess: (result) => onDone(result),
      },
    );

  return (
    <Dialog
      title="Cancel Items"
      isOpen={isOpen}
      onClose={onClose}
      closeLabel="Close"
      footer={
        <IonButton strong color="danger" disabled={items.length === 0 || cancel.isPending} onClick={submit}>
          {items.length > 0 ? `Cancel ${items.length} Item${items.length === 1 ? '' : 's'}` : 'Cancel Items'}
        </IonButton>
      }
    >
      <div className="cancel-items">
        <TextField label="Find PO, vendor or SKU" value={filter} onChange={setFilter} clearInput />
        <fieldset className="cancel-items__lines" disabled={fileRows !== null}>
          <legend>Open lines</legend>
          {shown.length === 0 && <p className="cancel-items__empty">No open lines match.</p>}
          {shown.map(({ order, lines }) => (
            <div key={`${order.vendor_name}|${order.internal_po_number}`} className="cancel-items__order">
              <p className="cancel-items__po">
                {order.internal_po_number} · {order.vendor_name}
              </p>
              {lines.map((l) => {
                const key = lineKey(order, l.order_id);
                return (
                  <label key={key} className="cancel-items__line">
                    <input type="checkbox" checked={picked.includes(key)} onChange={() => toggle(key)} />
                    <span>
                      {order.internal_po_number} {l.internal_sku} × {l.quantity}
                      {l.description && <small> — {l.description}</small>}
                    </span>
                  </label>
                );
              })}
            </div>
          ))}
        </fieldset>
        <IonSelect
          label="Cancel Reason"
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          placeholder="Choose a reason"
          value={reason}
          disabled={fileRows !== null}
          onIonChange={(e) => setReason(e.detail.value as CancelReason)}
        >
          {CANCEL_REASONS.map((r) => (
            <IonSelectOption key={r} value={r}>
              {REASON_TEXT[r]}
            </IonSelectOption>
          ))}
        </IonSelect>
        <div className="cancel-items__file">
          <label htmlFor="cancel-file">
            Or load a cancel file (CSV: internal_po_number, internal_sku, vendor_name, cancel_reason)
          </label>
          <input id="cancel-file" type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e)} />
          {fileRows && (
            <p role="status">
              {fileRows.length} row{fileRows.length === 1 ? '' : 's'} ready from the file.
            </p>
          )}
        </div>
        <FormError message={fileError} />
        <FormError message={cancel.isError ? errorMessage(cancel.error) : null} />
      </div>
    </Dialog>
  );
}
