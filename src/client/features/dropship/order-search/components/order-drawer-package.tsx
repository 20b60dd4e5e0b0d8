import { downloadOutline, refreshOutline, removeCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { DrawerOrder, DrawerPackage } from '@shared/api/dropship/order-drawer';
import { carrierLabel } from '@shared/domain/carriers/tracking';
import {
  acumaticaStatusDisplay,
  ORDER_DRAWER_MESSAGES,
  packageTracking,
  reshippedText,
  trackingLink,
} from '@shared/domain/dropship/order-drawer';
import { TRACKING_STATUS } from '@shared/domain/dropship/status';
import { displayName } from '@shared/domain/identity/companies';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonText } from '@client/components/ionic/text';
import { DetailList, type Detail } from '@client/components/detail-list';
import { errorMessage } from '@client/lib/api-error';
import { downloadLabel, useRemovePackage, useReship } from '../api/order-actions';
import { useDrawerFeedback } from './order-drawer-feedback';
import { OrderDrawerItems } from './order-drawer-items';

type Props = {
  order: DrawerOrder;
  pkg: DrawerPackage;
  index: number;
  now: Date;
  onChanged: () => void;
};

function Tracking({ number }: { number: string | null }) {
  if (!number) return <>N/A</>;
  const link = trackingLink(number);
  if (!link) return <>{number}</>;
  return (
    <a href={link.url} target="_blank" rel="noreferrer" aria-label={`${number} (${link.carrier} tracking)`}>
      {number}
    </a>
  );
}

/** One Package N tab (D1 section 2): every field of the shipment, its items and its buttons. */
export function OrderDrawerPackage({ order, pkg, index, now, onChanged }: Props) {
  const { confirm, notify } = useDrawerFeedback();
  const reship = useReship();
  const remove = useRemovePackage();
  const [reset, setReset] = useState<{ ok: boolean; reason?: string } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const tracking = packageTracking(pkg, order.order_status, now);
  const items = order.items.filter((i) => i.package_id === pkg.package_id);
  const po = order.internal_po_number;
  const removable = pkg.pullsheet_id !== null && pkg.tracking_status === TRACKING_STATUS.created;

  const fields: Detail[] = [
    ['Carrier', carrierLabel(pkg.carrier)],
    ['Method', pkg.method ?? '—'],
    ['Tracking Number', <Tracking key="t" number={pkg.tracking_number} />],
    ['Acumatica Shipment', pkg.acu_ship_num ?? '—'],
    ['Acumatica Status', pkg.acumatica_status === null ? '—' : acumaticaStatusDisplay(pkg.acumatica_status)],
    ['Truck Number', pkg.truck_number ?? '—'],
    ['Tracking Status', tracking.text],
    ['Warehouse', pkg.warehouse ? displayName(pkg.warehouse) : '—'],
    ['Pullsheet', pkg.pullsheet_id ?? '—'],
    ['Total Quantity', pkg.total_quantity],
    ['Reshipped?', reshippedText(pkg.reshipped_date)],
  ];

  const download = () => {
    if (!pkg.tracking_number) return;
    setDownloading(true);
    downloadLabel(po, pkg.tracking_number)
      .catch((error: unknown) => notify.error(`Failed to download the label: ${errorMessage(error)}`))
      .finally(() => setDownloading(false));
  };

  const askReship = () => {
    const number = pkg.tracking_number;
    if (!number) return;
    confirm('Reship', `Reship package ${number} of order ${po} with a new label?`, () =>
      reship.mutate(number, {
        onSuccess: (answer) => {
          notify.success(`Package reshipped: new tracking number ${answer.tracking_number}`);
          onChanged();
        },
        onError: (error) => notify.error(errorMessage(error)),
      }),
    );
  };

  const askRemove = () => {
    const number = pkg.tracking_number;
    const sheet = pkg.pullsheet_id;
    if (!number || sheet === null) return;
    confirm('Remove From Pullsheet', `Remove package ${number} from pull sheet ${sheet}?`, () =>
      remove.mutate(
        { tracking_number: number, pullsheet_id: sheet, internal_po_number: po },
        {
          onSuccess: () => {
            setReset({ ok: true });
            onChanged();
          },
          onError: (error) => setReset({ ok: false, reason: errorMessage(error) }),
        },
      ),
    );
  };

  return (
    <section className="order-drawer__package" aria-label={`Package ${index + 1}`}>
      <DetailList items={fields} className="order-drawer__fields" />
      {pkg.tracking_error && <p className="order-drawer__note">Tracking failed: {pkg.tracking_error}</p>}
      <h3 className="order-drawer__heading">Items</h3>
      {items.length === 0 && pkg.tracking_status === TRACKING_STATUS.reshipped ? (
        <p className="order-drawer__empty">The items moved to the replacement label.</p>
      ) : (
        <OrderDrawerItems items={items} label={`Items of package ${index + 1}`} />
      )}
      <div className="order-drawer__buttons" role="toolbar" aria-label={`Package ${index + 1} actions`}>
        <IonButton fill="outline" onClick={download} disabled={!pkg.tracking_number || downloading}>
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          Download Label
        </IonButton>
        {tracking.reship && (
          <IonButton color="warning" onClick={askReship} disabled={reship.isPending}>
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            Reship
          </IonButton>
        )}
        {removable && (
          <IonButton color="medium" onClick={askRemove} disabled={remove.isPending}>
            <IonIcon slot="start" icon={removeCircleOutline} aria-hidden="true" />
            Remove From Pullsheet
          </IonButton>
        )}
      </div>
      {reset && (
        <IonText color={reset.ok ? 'success' : 'danger'}>
          <p role="status" className="order-drawer__reset">
            {reset.ok ? ORDER_DRAWER_MESSAGES.packageReset : ORDER_DRAWER_MESSAGES.packageResetFailed}
            {reset.reason && <span className="order-drawer__reason">{reset.reason}</span>}
          </p>
        </IonText>
      )}
    </section>
  );
}
