import { useState } from 'react';
import { displayName, warehousesFor, type Warehouse } from '@shared/domain/identity/companies';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { PageLayout } from '@client/components/page-layout';
import { useActor, useSession } from '@client/lib/use-session';
import { CarrierSignInScreen } from '../components/carrier-sign-in-screen';

const DOCK_KEY = 'dockhand.dock-warehouse';

/**
 * /carrier_sign_in in the office app (D2 5), for the `carrier-sign-in` scope. The dock is the
 * warehouse chosen in the menu; a user of several warehouses with "all" chosen picks the dock here.
 * A user with no warehouse sees the spec's "not configured" message.
 */
export function CarrierSignInPage() {
  const actor = useActor();
  const user = useSession()?.user;
  const choices: Warehouse[] = actor && user ? warehousesFor(actor.company, user.warehouses) : [];
  const [picked, setPicked] = useState<string | null>(() => localStorage.getItem(DOCK_KEY));
  const fromMenu = actor && actor.warehouse !== 'all' ? actor.warehouse : null;
  const warehouse = fromMenu ?? choices.find((w) => w === picked) ?? choices[0] ?? null;

  const picker =
    !fromMenu && choices.length > 1 ? (
      <IonSelect
        aria-label="Dock warehouse"
        interface="popover"
        value={warehouse}
        onIonChange={(event) => {
          const value = String(event.detail.value);
          localStorage.setItem(DOCK_KEY, value);
          setPicked(value);
        }}
      >
        {choices.map((w) => (
          <IonSelectOption key={w} value={w}>
            {displayName(w)}
          </IonSelectOption>
        ))}
      </IonSelect>
    ) : null;

  return (
    <PageLayout
      title={warehouse ? `Carrier Sign-In · ${displayName(warehouse)}` : 'Carrier Sign-In'}
      actions={picker}
    >
      <div className="kiosk-page">
        <CarrierSignInScreen company={actor?.company ?? null} warehouse={warehouse} />
      </div>
    </PageLayout>
  );
}
