import { Workbox } from 'workbox-window';

type Listener = () => void;
const listeners = new Set<Listener>();
let workbox: Workbox | null = null;
let updateReady = false;

function emit() {
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: is a new version installed and waiting for the user's go-ahead? */
export const swUpdate = {
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isReady: () => updateReady,
  /** Lets the waiting worker take over, then reloads once it controls the page. */
  apply: () => {
    if (!workbox) return;
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  },
  dismiss: () => {
    updateReady = false;
    emit();
  },
};

/**
 * Registers the service worker of the production build. Not in the Vite dev server: there is no
 * built sw.js to register, and a worker serving a stale shell would fight hot reloading. A new
 * version waits (it is not forced on a user mid-form) until the user chooses Reload.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateReady = true;
    emit();
  });
  void workbox.register().catch((error: unknown) => console.warn('Service worker not registered', error));
}
