import { lazy, Suspense } from 'react';
import { DASHBOARD_SCREENS } from '@shared/api/dropship/dashboard';
import { AREA_ORDER, canAccess, isMenuScreen, SCREEN_ROUTES, scopesForScreens } from '@shared/routes';
import { displayName } from '@shared/domain/identity/companies';
import { IonCard, IonCardContent, IonCardHeader, IonCardTitle } from '@client/components/ionic/card';
import { IonItem, IonLabel, IonList } from '@client/components/ionic/list';
import { PageLayout } from '@client/components/page-layout';
import { useSelection, useSession } from '@client/lib/use-session';

const DropshipDashboard = lazy(async () => {
  const { DropshipDashboard: Dashboard } =
    await import('@client/features/dropship/dashboard/pages/dropship-dashboard');
  return { default: Dashboard };
});

/** The Dashboard (D1 section 2) has no route: it heads the home page of those who hold its screens. */
const DASHBOARD_SCOPES = scopesForScreens(DASHBOARD_SCREENS) ?? [];

/** Where every sign-in lands: who and where you are, and the screens you can open. */
export function HomePage({ available }: { available?: readonly string[] }) {
  const session = useSession();
  const selection = useSelection();
  if (!session) return null;
  const { user } = session;
  const paths = available ?? [];
  const routes = SCREEN_ROUTES.filter(
    (r) => isMenuScreen(r) && paths.includes(r.path) && canAccess(r, user.scopes),
  );
  return (
    <PageLayout title="Home">
      <h1 className="page-heading">Hello, {user.name}</h1>
      {selection && (
        <p>
          Working for <strong>{displayName(selection.company)}</strong>
          {' · '}
          Warehouse:{' '}
          <strong>{selection.warehouse === 'all' ? 'All' : displayName(selection.warehouse)}</strong>
        </p>
      )}
      {DASHBOARD_SCOPES.some((s) => user.scopes.includes(s)) && (
        <Suspense fallback={null}>
          <DropshipDashboard />
        </Suspense>
      )}
      <div className="home-grid">
        {AREA_ORDER.map((area) => {
          const inArea = routes.filter((r) => r.area === area);
          if (inArea.length === 0) return null;
          return (
            <IonCard key={area}>
              <IonCardHeader>
                <IonCardTitle>{area}</IonCardTitle>
              </IonCardHeader>
              <IonCardContent>
                <IonList lines="none">
                  {inArea.map((r) => (
                    <IonItem key={r.path} routerLink={r.path} routerDirection="root" detail>
                      <IonLabel>{r.title}</IonLabel>
                    </IonItem>
                  ))}
                </IonList>
              </IonCardContent>
            </IonCard>
          );
        })}
      </div>
    </PageLayout>
  );
}
