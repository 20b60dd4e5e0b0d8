import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { checkHealth } from '@shared/api/system/health';
import { api } from './lib/api';
import { sessionStore } from './lib/session-store';
import { startConnectionWatch } from './lib/connection';
import { persistOptions, startPersistedCacheBusting } from './offline/query-persister';
import type { ReferenceKind } from './offline/reference-data';
import { startReplayer } from './offline/replayer';
import { registerServiceWorker } from './offline/sw-register';

/** The reference lists the office app keeps on the device (those the user may read). */
const OFFICE_LISTS: readonly ReferenceKind[] = ['dropship-vendors', 'bulk-vendors', 'skus', 'carriers'];

/**
 * What both entries (office app and kiosk) do at start: the service worker, the connection watch,
 * the outbox replayer, the reference lists fetched onto the device at sign-in (`lists`), the persisted
 * query cache (restored, then refreshed), then the React tree.
 */
export function boot(queryClient: QueryClient, app: ReactNode, lists = OFFICE_LISTS): void {
  registerServiceWorker();
  // Online means the server answers: every request reports, and a health check asks while unsure.
  startConnectionWatch(() => api(checkHealth, {}));
  startReplayer();
  // Loaded on its own (with Dexie) once someone is signed in: the shell's first download does not
  // grow, and the sign-in page does not fetch and parse Dexie while it loads.
  whenSignedIn(
    () => void import('./offline/reference-warmup').then((m) => m.startReferenceWarmup(queryClient, lists)),
  );
  startPersistedCacheBusting();
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  createRoot(root).render(
    <StrictMode>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={persistOptions}
        // Restored answers show at once, but a new page load asks the server again: what changed
        // meanwhile appears, and a session the server no longer accepts ends here, not 30 s later.
        onSuccess={() => void queryClient.invalidateQueries()}
      >
        {app}
      </PersistQueryClientProvider>
    </StrictMode>,
  );
}

/** Runs `start` now if a user or device is signed in, else at the first sign-in. */
function whenSignedIn(start: () => void): void {
  if (sessionStore.getActor()) return start();
  const stop = sessionStore.subscribe(() => {
    if (!sessionStore.getActor()) return;
    stop();
    start();
  });
}
