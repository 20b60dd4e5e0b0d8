import { IonPage } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { screenNumber } from '@shared/domain/bulk/shipping-dash-rules';
import { useActor } from '@client/lib/use-session';
import { ShippingBoard } from '../components/shipping-board';

/** /shipping_dash/fullscreen/{warehouse}/screen/{screen}: the wall board, outside the shell. */
export function ShippingBoardPage() {
  const { warehouse = '', screen } = useParams();
  const actor = useActor();
  return (
    <IonPage>
      <ShippingBoard
        company={actor?.company ?? null}
        warehouse={warehouse.toLowerCase()}
        screen={screenNumber(screen)}
      />
    </IonPage>
  );
}
