import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { SCREEN_ROUTES } from '@shared/routes';
import { IonSpinner } from '@client/components/ionic/spinner';
import { IonSplitPane } from '@client/components/ionic/split-pane';
import { NotifierProvider } from '@client/components/notifier-provider';
import { UpdatePrompt } from '@client/components/update-prompt';
import { useAppConfig } from '@client/lib/app-config';
import { useSession } from '@client/lib/use-session';
import { Guard } from './guard';
import { HomePage, LoginPage, SCREENS } from './screens';
import { useCompanyScopedCache } from './use-company-scoped-cache';
import { useSilentRefresh } from './use-silent-refresh';

/** Mobile breakpoint of D3 2.1: split pane at 1224 px and wider, overlay menu below. */
export const SPLIT_PANE_WHEN = '(min-width: 1224px)';

function Loading() {
  return (
    <div className="page-loading" role="status" aria-label="Loading">
      <IonSpinner />
    </div>
  );
}

const lazyScreen = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

/**
 * The menu and the help drawer (with the select, list and menu elements they need) load once
 * someone is signed in, not with the sign-in page; once loaded they stay, disabled after sign-out.
 */
const AppMenu = lazy(async () => ({ default: (await import('./app-menu')).AppMenu }));
const HelpMenu = lazy(async () => ({ default: (await import('./help-menu')).HelpMenu }));

/**
 * While nobody is signed in, the first touch, key or focus (someone starting to sign in) fetches
 * the menu, the help drawer and Home with its page frame, so they are ready when the sign-in
 * answers; the sign-in page itself loads none of them.
 */
function usePreloadSignedIn(signedIn: boolean) {
  useEffect(() => {
    if (signedIn) return;
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const preload = () => {
      for (const event of events) window.removeEventListener(event, preload, true);
      void import('./app-menu');
      void import('./help-menu');
      void import('./home-page');
    };
    for (const event of events) window.addEventListener(event, preload, { capture: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, preload, true);
    };
  }, [signedIn]);
}

function useSignedInOnce(signedIn: boolean): boolean {
  const [seen, setSeen] = useState(signedIn);
  if (signedIn && !seen) setSeen(true);
  return seen || signedIn;
}

/** Sandbox mode: title, icon and menu title read SANDBOX (D1 section 1, D3 2.17). */
function useSandboxBranding() {
  const sandbox = useAppConfig().data?.sandbox ?? false;
  useEffect(() => {
    document.title = sandbox ? 'SANDBOX' : 'Dockhand';
    const icon = document.getElementById('app-icon');
    if (icon instanceof HTMLLinkElement) icon.href = sandbox ? '/icons/sandbox.svg' : '/icons/dockhand.svg';
    document.documentElement.classList.toggle('is-sandbox', sandbox);
  }, [sandbox]);
}

/** A fullscreen screen (the wall boards) sits outside the shell: no menu beside it. */
function useFullscreenRoute(): boolean {
  const { pathname } = useLocation();
  return SCREEN_ROUTES.some((r) => r.layout === 'fullscreen' && matchPath(r.path, pathname) !== null);
}

function ShellSplitPane({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const fullscreen = useFullscreenRoute();
  return (
    <IonSplitPane when={SPLIT_PANE_WHEN} contentId="main" disabled={!signedIn || fullscreen}>
      {children}
    </IonSplitPane>
  );
}

export function App() {
  useSandboxBranding();
  useSilentRefresh();
  useCompanyScopedCache();
  const session = useSession();
  const menus = useSignedInOnce(session !== null);
  usePreloadSignedIn(session !== null);
  return (
    <IonApp>
      <NotifierProvider>
        <IonReactRouter>
          <ShellSplitPane signedIn={session !== null}>
            {menus && (
              <Suspense fallback={null}>
                <AppMenu />
              </Suspense>
            )}
            <IonRouterOutlet id="main">
              <Routes>
                <Route path="/login" element={lazyScreen(<LoginPage />)} />
                <Route path="/" element={<Guard path="/">{lazyScreen(<HomePage />)}</Guard>} />
                {SCREEN_ROUTES.filter((r) => r.path in SCREENS).map((route) => {
                  const Screen = SCREENS[route.path];
                  return (
                    <Route
                      key={route.path}
                      path={route.path}
                      element={<Guard path={route.path}>{Screen && lazyScreen(<Screen />)}</Guard>}
                    />
                  );
                })}
                <Route path="*" element={<Navigate to="/" replace />} />
              </Routes>
            </IonRouterOutlet>
          </ShellSplitPane>
          {menus && (
            <Suspense fallback={null}>
              <HelpMenu />
            </Suspense>
          )}
        </IonReactRouter>
        <UpdatePrompt />
      </NotifierProvider>
    </IonApp>
  );
}
