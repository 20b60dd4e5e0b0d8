import { useState } from 'react';
import type { ShipmentConfirmation } from '@shared/api/tpl/shipment-confirmations';
import { palletsOf, shipmentDay } from '@shared/domain/tpl/shipment-confirmations';
import { DetailList } from '@client/components/detail-list';
import { IonCard, IonCardContent, IonCardHeader, IonCardTitle } from '@client/components/ionic/card';
import { IonLabel } from '@client/components/ionic/list';
import { IonSegment, IonSegmentButton } from '@client/components/ionic/segment';
import { SideSheet } from '@client/components/side-sheet';
import './shipment-confirmations.css';

type Props = {
  /** The order to show (kept while the drawer closes). */
  order: ShipmentConfirmation | null;
  isOpen: boolean;
  onClose: () => void;
};

const na = (value: string | null | undefined) => (value ? value : 'N/A');

/**
 * The confirmation drawer (D3 2.2), from the bottom: PO order number, shipment date (first 10
 * characters), Acumatica order, 3PL order id, the ship-to, and tabs Pallet 1..n, each listing the
 * items on the shipment (SKU, shipped quantity, lots).
 */
export function ConfirmationDrawer({ order, isOpen, onClose }: Props) {
  const [tab, setTab] = useState(0);
  const pallets = order ? palletsOf(order) : [];
  const pallet = pallets[Math.min(tab, pallets.length - 1)];
  return (
    <SideSheet
      isOpen={isOpen && order !== null}
      label="Shipment confirmation details"
      title={order ? `Shipment of PO ${order.poNum}` : 'Shipment'}
      onClose={onClose}
      onDismissed={() => {
        setTab(0);
        onClose();
      }}
      className="tpl-confirmation-drawer"
      edge="bottom"
    >
      {order ? (
        <div className="tpl-confirmation-drawer__grid">
          <IonCard>
            <IonCardHeader>
              <IonCardTitle>
                <h2 className="tpl-confirmation-drawer__title">Order</h2>
              </IonCardTitle>
            </IonCardHeader>
            <IonCardContent>
              <DetailList
                label="Order"
                items={[
                  ['PO Order Number', order.poNum],
                  ['Shipment Date', shipmentDay(order.shipmentDate)],
                  ['Acumatica Order', order.orderNum],
                  ['3PL Order Id', order.orderId],
                  ['Carrier', na(order.carrier)],
                ]}
              />
            </IonCardContent>
          </IonCard>
          <IonCard>
            <IonCardHeader>
              <IonCardTitle>
                <h2 className="tpl-confirmation-drawer__title">Ship To</h2>
              </IonCardTitle>
            </IonCardHeader>
            <IonCardContent>
              <DetailList
                label="Ship To"
                items={[
                  ['Name', order.shipTo.shipName],
                  ['Address', order.shipTo.addr1],
                  ['Address 2', na(order.shipTo.addr2)],
                  ['City', order.shipTo.city],
                  ['State', order.shipTo.region],
                  ['Zip', order.shipTo.postalcode],
                ]}
              />
            </IonCardContent>
          </IonCard>
          <IonCard className="tpl-confirmation-drawer__pallets">
            <IonCardHeader>
              <IonCardTitle>
                <h2 className="tpl-confirmation-drawer__title">On Shipment</h2>
              </IonCardTitle>
            </IonCardHeader>
            <IonCardContent>
              <IonSegment
                value={String(Math.min(tab, pallets.length - 1))}
                onIonChange={(e) => setTab(Number(e.detail.value))}
                aria-label="Pallets"
                scrollable
              >
                {pallets.map((p, i) => (
                  <IonSegmentButton key={p.cartonId} value={String(i)}>
                    <IonLabel>{p.label}</IonLabel>
                  </IonSegmentButton>
                ))}
              </IonSegment>
              {pallet ? (
                <table className="tpl-pallet-items" aria-label={`${pallet.label} items`}>
                  <caption>
                    {pallet.label} (carton {pallet.cartonId}): {pallet.units} units
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">SKU</th>
                      <th scope="col">Shipped Quantity</th>
                      <th scope="col">Lots</th>
                    </tr>
                  </thead>
                  <tbody>
                    {pallet.items.map((item) => (
                      <tr key={item.sku}>
                        <td>{item.sku}</td>
                        <td>{item.shippedQuantity}</td>
                        <td>{item.lots}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p>No pallets on this shipment.</p>
              )}
            </IonCardContent>
          </IonCard>
        </div>
      ) : null}
    </SideSheet>
  );
}
