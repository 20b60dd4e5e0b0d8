import { useCallback, useEffect, useRef } from 'react';

/**
 * Refresh now, or after `delayMs` (D2 section 9: 5 seconds after uploads and vendor batch actions).
 * A pending delayed refresh is dropped when the page goes away.
 */
export function useDelayedRefresh(refetch: () => unknown): (delayMs?: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (delayMs?: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (!delayMs) {
        void refetch();
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = null;
        void refetch();
      }, delayMs);
    },
    [refetch],
  );
}
