import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The service worker (vite-plugin-pwa, injectManifest). The project's TypeScript program uses the DOM
 * library, so the few worker APIs used here are declared by hand instead of pulling in the WebWorker
 * library, whose globals clash with the DOM's.
 */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
};

// The app shell: every built JS, CSS, HTML file and icon, listed by the build with content hashes.
precacheAndRoute(self.__WB_MANIFEST);
// Caches of older versions of this worker are removed once this one activates.
cleanupOutdatedCaches();

// A page load (any client-side route) gets the precached index.html, so the app starts with no
// network. /api is never answered from a cache: data comes from the server or from Dexie.
// The kiosk entries' pages get their own precached HTML: the shipping board (/kiosk/board/) and the
// dock sign-in (/kiosk/, /kiosk/pair). The first route that matches answers.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/kiosk/board/index.html'), {
    allowlist: [/^\/kiosk\/board(\/|$)/],
  }),
);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/kiosk/index.html'), { allowlist: [/^\/kiosk(\/|$)/] }),
);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/kiosk(\/|$)/, /^\/graphql$/],
  }),
);

// The first install takes the open page at once, so it works offline without a second visit. An
// update does not: it waits for the page's "Reload" (see offline/sw-register.ts).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
