import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';

/** The one QueryClient setup of both entries (office app and kiosk). */
export function createQueryClient(onError?: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
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
}
