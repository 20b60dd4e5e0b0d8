import { refreshTokens } from '@shared/api/auth/login';
import { endpointPath } from '@shared/api/endpoint';
import { sessionStore } from './session-store';

let inFlight: Promise<boolean> | null = null;

async function doRefresh(): Promise<boolean> {
  const before = sessionStore.getSession();
  if (!before) return false;
  const run = async (): Promise<boolean> => {
    // Another tab may have rotated the token while we waited for the lock: adopt its session.
    sessionStore.reloadFromStorage();
    const current = sessionStore.getSession();
    if (!current) return false;
    if (current.refreshToken !== before.refreshToken && current.expiresAt > Date.now() + 5_000) return true;
    let response: Response;
    try {
      // Plain fetch, not api(): api() itself refreshes on a 401, and must not call back into here.
      response = await fetch(endpointPath(refreshTokens), {
        method: refreshTokens.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: current.refreshToken }),
      });
    } catch {
      // Offline: keep the session; calls will fail as network errors, not as a sign-out.
      return false;
    }
    if (response.status === 401 || response.status === 400) {
      // If another tab rotated the token meanwhile, its newer session is in storage: use it.
      sessionStore.reloadFromStorage();
      const latest = sessionStore.getSession();
      if (latest && latest.refreshToken !== current.refreshToken) return true;
      sessionStore.clear('expired');
      return false;
    }
    if (!response.ok) return false;
    sessionStore.setFromTokens(refreshTokens.response.parse(await response.json()));
    return true;
  };
  // Rotation refuses a reused token, so tabs must not refresh at once: a Web Lock serialises them.
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request('dockhand-token-refresh', run);
  }
  return run();
}

/** Refreshes the access token once, however many callers ask at the same time. */
export function refreshSession(): Promise<boolean> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
