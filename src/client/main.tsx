import { setupIonicReact } from '@ionic/react';
import { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/flex-utils.css';
import './app/theme.css';
import { App } from './app/App';
import { ApiRequestError } from './lib/api-error';
import { persistOptions, startPersistedCacheBusting } from './offline/query-persister';
import { startReplayer } from './offline/replayer';
import { registerServiceWorker } from './offline/sw-register';

setupIonicReact({ mode: 'md' });

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal (4xx) will not change on retry; a network blip might.
      retry: (count, error) =>
        !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2,
      // Restored answers must outlive the default 5 minutes, or a reload a while later shows nothing.
      gcTime: 24 * 60 * 60_000,
    },
  },
});

registerServiceWorker();
startReplayer();
startPersistedCacheBusting();

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <App />
    </PersistQueryClientProvider>
  </StrictMode>,
);
