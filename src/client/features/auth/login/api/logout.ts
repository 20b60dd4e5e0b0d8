import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { signOut } from '@shared/api/auth/login';
import { api } from '@client/lib/api';
import { sessionStore } from '@client/lib/session-store';

/** Ends the refresh-token family on the server (logged there) and forgets the session here. */
export async function logout(): Promise<void> {
  const session = sessionStore.getSession();
  sessionStore.clear('signed-out');
  if (!session) return;
  try {
    await api(signOut, { body: { refresh_token: session.refreshToken } });
  } catch {
    // Offline, or refused: the session is gone here and the refresh token expires on its own.
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout();
    queryClient.clear();
  }, [queryClient]);
}
