import { useEffect } from 'react';

type WakeLockSentinel = { release(): Promise<void>; released: boolean };
type WakeLockApi = { request(type: 'screen'): Promise<WakeLockSentinel> };

/**
 * Keeps the screen on while a kiosk or a wall board shows (Screen Wake Lock API). The browser drops the lock when
 * the page is hidden, so it is asked for again each time the page becomes visible. Browsers without
 * the API (or that refuse it) simply let the screen sleep.
 */
export function useWakeLock(enabled = true): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!enabled || !wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await wakeLock.request('screen');
        if (stopped) void next.release();
        else sentinel = next;
      } catch {
        // Refused (battery saver, no user gesture yet): tried again on the next visibility change.
      }
    };
    const onEvent = () => void acquire();
    onEvent();
    document.addEventListener('visibilitychange', onEvent);
    document.addEventListener('pointerdown', onEvent);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onEvent);
      document.removeEventListener('pointerdown', onEvent);
      void sentinel?.release();
    };
  }, [enabled]);
}
