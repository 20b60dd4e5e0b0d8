/**
 * Sliding-window throttles (sign-in, device pairing): a counter is blocked while it holds `limit`
 * failures younger than the window. It frees when the `limit`-th newest of them lapses (the older
 * ones lapsed before it, the newer ones leave limit - 1), which is what Retry-After must say.
 */
export type ThrottleCounter = {
  /** Failure times within the window, epoch ms, newest first. */
  failures: readonly number[];
  limit: number;
};

/**
 * Whole seconds until every blocked counter frees (at least 1), or null when none is blocked. A
 * client that waits exactly this long is let in; one second less is still refused.
 */
export function retryAfterSeconds(
  counters: readonly ThrottleCounter[],
  windowMs: number,
  now: number,
): number | null {
  let freesAt: number | null = null;
  for (const { failures, limit } of counters) {
    const decisive = failures[limit - 1];
    if (decisive === undefined) continue;
    freesAt = Math.max(freesAt ?? 0, decisive + windowMs);
  }
  if (freesAt === null) return null;
  return Math.max(1, Math.ceil((freesAt - now) / 1000));
}

/** "Try again in 14 minutes.": the wait of a Retry-After, rounded up to whole minutes. */
export function tryAgainIn(retryAfter: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
