import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistOptions, startPersistedCacheBusting } from './offline/query-persister';
import { startReplayer } from './offline/replayer';
import { registerServiceWorker } from './offline/sw-register';

/**
 * What both entries (office app and kiosk) do at start: the service worker, the outbox replayer,
 * the persisted query cache (restored, then refreshed), then the React tree in #root.
 */
export function boot(queryClient: QueryClient, app: ReactNode): void {
  registerServiceWorker();
  startReplayer();
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
