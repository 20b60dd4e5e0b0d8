import { useEffect, useState } from 'react';

/**
 * The board's clock: the current time, moved every `everyMs`, so the late and close colours are
 * worked out again as time passes (a row turns late while the board is open, not only on reload).
 */
export function useBoardClock(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * Since when a board has not reached the server: the first failed fetch after its last success, or
 * null while it is in touch. `errorUpdatedAt` and `dataUpdatedAt` are the query's own times.
 */
export function useOfflineSince(query: { errorUpdatedAt: number; dataUpdatedAt: number }): number | null {
  const failing = query.errorUpdatedAt > query.dataUpdatedAt;
  const [since, setSince] = useState<number | null>(null);
  if (failing && since === null) setSince(query.errorUpdatedAt);
  if (!failing && since !== null) setSince(null);
  return failing ? (since ?? query.errorUpdatedAt) : null;
}
