import { lazy, Suspense, type ReactNode } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { canAccess, findScreen, OPEN_TO_NEW_USERS } from '@shared/routes';
import { useSession } from '@client/lib/use-session';

/** Loaded only for a user without scopes, like any other page. */
const NewUserPage = lazy(async () => ({ default: (await import('./new-user-page')).NewUserPage }));

/**
 * Signed-in users only; the spec's rule that a page whose scope is missing redirects to /
 * (D1 section 2, D3 2.1); users with no scopes see the new-user page (D3 section 1).
 *
 * IonRouterOutlet keeps pages it has shown mounted (hidden) and they see the current location,
 * so only the guard of the route being shown may redirect: otherwise the guard of a hidden page
 * would redirect again from /login and nest `next` into `/login?next=/login?next=...`.
 */
export function Guard({ path, children }: { path: string; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const active = matchPath(path, location.pathname) !== null;
  if (!session) {
    if (!active) return null;
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (session.user.scopes.length === 0 && !OPEN_TO_NEW_USERS.includes(path)) {
    return (
      <Suspense fallback={null}>
        <NewUserPage />
      </Suspense>
    );
  }
  const route = findScreen(path);
  if (route && !canAccess(route, session.user.scopes)) return active ? <Navigate to="/" replace /> : null;
  return <>{children}</>;
}
