import { useEffect } from 'react';
import { refreshSession } from '@client/lib/token-refresh';
import { useSession } from '@client/lib/use-session';

/** Refreshes the access token a minute before it expires, so calls never meet an expired token. */
export function useSilentRefresh() {
  const session = useSession();
  const expiresAt = session?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const wait = Math.max(0, expiresAt - Date.now() - 60_000);
    const timer = window.setTimeout(() => void refreshSession(), wait);
    return () => window.clearTimeout(timer);
  }, [expiresAt]);
}
