import { canAccess, HELP_GROUPS, isMenuScreen, SCREEN_ROUTES } from '@shared/routes';
import { IonContent } from '@client/components/ionic/content';
import { IonItem, IonLabel, IonList } from '@client/components/ionic/list';
import { IonMenu, IonMenuToggle } from '@client/components/ionic/menu';
import { IonHeader, IonTitle, IonToolbar } from '@client/components/ionic/toolbar';
import { useSession } from '@client/lib/use-session';
import { SCREENS } from './screens';

const TOPICS: Record<(typeof HELP_GROUPS)[number], { title: string; text: string }> = {
  dropship: {
    title: 'Dropship',
    text: 'Dropship orders arrive from retailers one parcel at a time. Upload order files, watch vendor downloads, build pull sheets and follow each package from label to truck.',
  },
  bulk: {
    title: 'Bulk orders',
    text: 'Bulk orders are EDI purchase orders shipped by pallet. Decide which warehouse fills each line, route and build the order, then confirm the shipment and send the ASN and invoice.',
  },
  admin: {
    title: 'Administration',
    text: 'Admins manage users and their permission flags, read the log (sign-ins, failures and error reports) and see every screen that lists admin.',
  },
  inventory: {
    title: 'Inventory',
    text: 'Update the inventory static files, pull counts from Acumatica and export inventory.',
  },
};

/** The help drawer of D3 2.17: one topic per group the user holds among dropship, bulk, admin and inventory. */
export function HelpMenu() {
  const session = useSession();
  const scopes = session?.user.scopes ?? [];
  const topics = HELP_GROUPS.filter((group) => scopes.includes(group));
  return (
    <IonMenu side="end" menuId="help" contentId="main" type="overlay" disabled={!session} aria-label="Help">
      <IonHeader>
        <IonToolbar>
          <IonTitle>Help</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding help-drawer">
        <section>
          <h2>Company and warehouse</h2>
          <p>
            Pick the company and warehouse at the top of the menu. Lists and actions follow your choice;
            choose All to see every warehouse you work with.
          </p>
        </section>
        {topics.map((group) => {
          const screens = SCREEN_ROUTES.filter(
            (r) =>
              r.path in SCREENS && isMenuScreen(r) && r.menuScopes?.includes(group) && canAccess(r, scopes),
          );
          return (
            <section key={group} aria-label={TOPICS[group].title}>
              <h2>{TOPICS[group].title}</h2>
              <p>{TOPICS[group].text}</p>
              {screens.length > 0 && (
                <IonList>
                  {screens.map((r) => (
                    <IonMenuToggle key={r.path} menu="help" autoHide={false}>
                      <IonItem routerLink={r.path} routerDirection="root" detail={false}>
                        <IonLabel>{r.title}</IonLabel>
                      </IonItem>
                    </IonMenuToggle>
                  ))}
                </IonList>
              )}
            </section>
          );
        })}
        <section>
          <h2>Something went wrong?</h2>
          <p>
            Use Report Error in the menu to tell the admins. Pick how bad it is and say what you were doing.
          </p>
        </section>
      </IonContent>
    </IonMenu>
  );
}
