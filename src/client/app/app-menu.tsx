import { menuController } from '@ionic/core/components';
import { helpCircleOutline, homeOutline, logOutOutline } from 'ionicons/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { displayName, warehousesFor, type Company } from '@shared/domain/identity/companies';
import { IonContent } from '@client/components/ionic/content';
import { IonIcon } from '@client/components/ionic/icon';
import { IonItem, IonLabel, IonList, IonListHeader } from '@client/components/ionic/list';
import { IonMenu, IonMenuToggle } from '@client/components/ionic/menu';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { IonFooter, IonHeader, IonTitle, IonToolbar } from '@client/components/ionic/toolbar';
import { useAppConfig } from '@client/lib/app-config';
import { useLogout } from '@client/features/auth/login/api/logout';
import { sessionStore } from '@client/lib/session-store';
import { useSelection, useSession } from '@client/lib/use-session';
import { menuGroups } from './menu-entries';

export function AppMenu() {
  const session = useSession();
  const selection = useSelection();
  const config = useAppConfig().data;
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const user = session?.user;
  const groups = user ? menuGroups(user.scopes) : [];
  const warehouseChoices = user && selection ? warehousesFor(selection.company, user.warehouses) : [];

  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <IonMenu contentId="main" menuId="main" type="overlay" disabled={!user} aria-label="Main menu">
      <IonHeader>
        <IonToolbar color={config?.sandbox ? 'warning' : 'primary'}>
          <IonTitle data-testid="menu-title">{config?.sandbox ? 'SANDBOX' : 'Dockhand'}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {user && selection && (
          <IonList lines="none" className="menu-selectors">
            <IonItem>
              <IonLabel>
                <strong>{user.name}</strong>
                <p>{user.username}</p>
              </IonLabel>
            </IonItem>
            {user.companies.length > 1 && (
              <IonItem>
                <IonSelect
                  label="Company"
                  interface="popover"
                  value={selection.company}
                  onIonChange={(e) => sessionStore.setSelection({ company: e.detail.value as Company })}
                >
                  {user.companies.map((c) => (
                    <IonSelectOption key={c} value={c}>
                      {displayName(c)}
                    </IonSelectOption>
                  ))}
                </IonSelect>
              </IonItem>
            )}
            {warehouseChoices.length > 1 && (
              <IonItem>
                <IonSelect
                  label="Warehouse"
                  interface="popover"
                  value={selection.warehouse}
                  onIonChange={(e) =>
                    sessionStore.setSelection({ warehouse: e.detail.value as typeof selection.warehouse })
                  }
                >
                  <IonSelectOption value="all">All</IonSelectOption>
                  {warehouseChoices.map((w) => (
                    <IonSelectOption key={w} value={w}>
                      {displayName(w)}
                    </IonSelectOption>
                  ))}
                </IonSelect>
              </IonItem>
            )}
          </IonList>
        )}
        {/* Each list holds only its items (ion-item is a listitem of the closest ion-list): the
            group names wrap the lists instead of sitting inside one. */}
        <nav aria-label="Screens">
          <IonList>
            <IonMenuToggle menu="main" autoHide={false}>
              <IonItem
                routerLink="/"
                routerDirection="root"
                detail={false}
                className={location.pathname === '/' ? 'is-current' : undefined}
              >
                <IonIcon slot="start" icon={homeOutline} aria-hidden="true" />
                <IonLabel>Home</IonLabel>
              </IonItem>
            </IonMenuToggle>
          </IonList>
          {groups.map((group) => (
            <div key={group.area} role="group" aria-label={group.area}>
              <IonListHeader>
                <IonLabel>{group.area}</IonLabel>
              </IonListHeader>
              <IonList>
                {group.routes.map((route) => (
                  <IonMenuToggle key={route.path} menu="main" autoHide={false}>
                    <IonItem
                      routerLink={route.path}
                      routerDirection="root"
                      detail={false}
                      className={location.pathname === route.path ? 'is-current' : undefined}
                      aria-current={location.pathname === route.path ? 'page' : undefined}
                    >
                      <IonLabel>{route.title}</IonLabel>
                    </IonItem>
                  </IonMenuToggle>
                ))}
              </IonList>
            </div>
          ))}
        </nav>
      </IonContent>
      <IonFooter>
        <IonList lines="none">
          <IonMenuToggle menu="main" autoHide={false}>
            <IonItem button detail={false} onClick={() => void menuController.open('help')}>
              <IonIcon slot="start" icon={helpCircleOutline} aria-hidden="true" />
              <IonLabel>Help</IonLabel>
            </IonItem>
          </IonMenuToggle>
          <IonItem button detail={false} onClick={() => void signOut()}>
            <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
            <IonLabel>Sign out</IonLabel>
          </IonItem>
        </IonList>
      </IonFooter>
    </IonMenu>
  );
}
