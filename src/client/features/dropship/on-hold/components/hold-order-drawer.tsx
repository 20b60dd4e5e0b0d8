import type { HoldOrder } from '@shared/api/dropship/on-hold';
import { carrierLabel } from '@shared/domain/carriers/tracking';
import { holdStatusText, type HoldActions } from '@shared/domain/dropship/on-hold';
import { displayName } from '@shared/domain/identity/companies';
import { datePart, padErpNumber } from '@shared/lib/dates';
import { IonButton } from '@client/components/ionic/button';
import { DetailList, type Detail } from '@client/components/detail-list';
import { SideSheet } from '@client/components/side-sheet';

const requestedOn = (params: HoldOrder['vendor_params']) => {
  const raw = typeof params?.requested_on === 'string' ? params.requested_on : '';
  return /^\d{8}$/.test(raw) ? `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6)}` : '—';
};

function Details({ order }: { order: HoldOrder }) {
  const fields: Detail[] = [
    ['Vendor', order.vendor_name],
    ['PO Number', order.internal_po_number],
    ['External PO', order.external_po_number ?? '—'],
    ['Order Date', datePart(order.order_date)],
    ['Uploaded', order.upload_date.slice(0, 16)],
    ['Requested On', requestedOn(order.vendor_params)],
    ['Status', holdStatusText(order.order_status)],
    ['Acumatica SO Number', order.acu_order_num ? padErpNumber(order.acu_order_num) : 'None'],
    ['Warehouse', order.warehouse ? displayName(order.warehouse) : '—'],
    [
      'Carrier',
      order.carrier ? [carrierLabel(order.carrier), order.method].filter(Boolean).join(' · ') : '—',
    ],
  ];
  return <DetailList items={fields} />;
}

function Lines({ order }: { order: HoldOrder }) {
  return (
    <table className="hold-lines" aria-label={`Items of ${order.internal_po_number}`}>
      <thead>
        <tr>
          <th>Internal SKU</th>
          <th>External SKU</th>
          <th>Description</th>
          <th>Qty</th>
          <th>Price</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((l) => (
          <tr key={l.order_id} className={l.order_status === 199 ? 'is-cancelled' : undefined}>
            <td>{l.internal_sku}</td>
            <td>{l.external_sku ?? ''}</td>
            <td>{l.description ?? ''}</td>
            <td>{l.quantity}</td>
            <td>{l.external_price ?? ''}</td>
            <td>{l.order_status === 199 ? `Cancelled (${l.cancel_reason ?? 'no reason'})` : 'Open'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export type HoldAction = 'approve' | 'reject' | 'sendToProduction' | 'resend' | 'cancelItems';

type Props = {
  /** Kept while the drawer slides out, so it does not empty on the way. */
  order: HoldOrder | null;
  isOpen: boolean;
  actions: HoldActions | null;
  busy: boolean;
  onAction: (action: HoldAction, order: HoldOrder) => void;
  onClose: () => void;
  onDismissed: () => void;
};

/** The hold screen's detail drawer: the order, its address, the vendor's note, lines and actions. */
export function HoldOrderDrawer({ order, isOpen, actions, busy, onAction, onClose, onDismissed }: Props) {
  const note = typeof order?.vendor_params?.note === 'string' ? order.vendor_params.note : null;
  const open = order?.lines.some((l) => l.order_status !== 199) ?? false;
  return (
    <SideSheet
      isOpen={isOpen && order !== null}
      label="Order details"
      title={order ? `Order ${order.internal_po_number}` : 'Order'}
      onClose={onClose}
      onDismissed={onDismissed}
      className="hold-sheet"
    >
      {order && (
        <>
          <div className="hold-actions" role="toolbar" aria-label="Order actions">
            {actions?.approve && (
              <IonButton color="success" disabled={busy} onClick={() => onAction('approve', order)}>
                Approve
              </IonButton>
            )}
            {actions?.reject && (
              <IonButton color="danger" disabled={busy} onClick={() => onAction('reject', order)}>
                Reject
              </IonButton>
            )}
            {actions?.sendToProduction && (
              <IonButton disabled={busy} onClick={() => onAction('sendToProduction', order)}>
                Send To Production
              </IonButton>
            )}
            {actions?.resend && (
              <IonButton fill="outline" disabled={busy} onClick={() => onAction('resend', order)}>
                Resend to Acumatica
              </IonButton>
            )}
            {open && (
              <IonButton fill="outline" disabled={busy} onClick={() => onAction('cancelItems', order)}>
                Cancel Items
              </IonButton>
            )}
          </div>
          <Details order={order} />
          <h2 className="hold-heading">Ship To</h2>
          <address className="hold-address">
            {order.name}
            <br />
            {order.address1}
            {order.address2 && (
              <>
                <br />
                {order.address2}
              </>
            )}
            <br />
            {order.city}, {order.state} {order.zip_code}
          </address>
          {note && (
            <>
              <h2 className="hold-heading">Vendor Note</h2>
              <p className="hold-note">{note}</p>
            </>
          )}
          <h2 className="hold-heading">Items</h2>
          <Lines order={order} />
        </>
      )}
    </SideSheet>
  );
}
