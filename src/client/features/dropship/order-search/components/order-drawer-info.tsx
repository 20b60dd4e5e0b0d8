import { createOutline } from 'ionicons/icons';
import type { DrawerOrder } from '@shared/api/dropship/order-drawer';
import { acumaticaStatusDisplay, orderStatusDisplay } from '@shared/domain/dropship/order-drawer';
import { displayName } from '@shared/domain/identity/companies';
import { datePart } from '@shared/lib/dates';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { DetailList, type Detail } from '@client/components/detail-list';

/** The drawer's info block (D1 section 2): date, Vendor, PO Number and the Acumatica SO Number. */
export function OrderDrawerInfo({ order, onEditErp }: { order: DrawerOrder; onEditErp: () => void }) {
  const rows: Detail[] = [
    ['Date', datePart(order.order_date)],
    ['Vendor', order.vendor_name],
    ['PO Number', order.internal_po_number],
    ['Customer PO', order.external_po_number ?? '—'],
    [
      'Acumatica SO Number',
      order.acu_order_num ?? (
        <span className="order-drawer__erp-empty">
          None
          <IonButton size="small" fill="clear" aria-label="Edit Acumatica SO Number" onClick={onEditErp}>
            <IonIcon slot="icon-only" icon={createOutline} aria-hidden="true" />
          </IonButton>
        </span>
      ),
    ],
    ['Acumatica Status', acumaticaStatusDisplay(order.acumatica_status)],
    ['Status', orderStatusDisplay(order.order_status)],
    ['Warehouse', order.warehouse ? displayName(order.warehouse) : '—'],
    ['Ship To', `${order.name}, ${order.city}, ${order.state} ${order.zip_code}`],
  ];
  return <DetailList items={rows} className="order-drawer__fields order-drawer__info" />;
}
