import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionStore } from '@client/lib/session-store';

/** Ends the refresh-token family on the server (logged there) and forgets the session here. */
export async function logout(): Promise<void> {
  const session = sessionStore.getSession();
  sessionStore.clear('signed-out');
  if (!session) return;
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refreshToken }),
    });
  } catch {
    // Offline: the refresh token expires on its own; nothing else to do.
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout();
    queryClient.clear();
  }, [queryClient]);
}
