/**
 * Build Search and On Truck Search (D3 2.11, 8): optional filters; a date range is of Eastern days
 * (America/New_York), both dates included.
 */
export const BUILD_SEARCH_MESSAGES = {
  /** D3 8: shown by both screens when a search fails. */
  failed: 'Failed to get builds!',
  startDate: 'start_date must be a date as YYYY-MM-DD.',
  endDate: 'end_date must be a date as YYYY-MM-DD.',
  order: 'The end date must not be before the start date.',
} as const;

/** The most rows one search answers (newest first); the answer says when there were more. */
export const BUILD_SEARCH_LIMIT = 2000;

/** What is wrong with an optional range (either date may be left out), or null. */
export function searchRangeProblem(
  startDate: string | undefined,
  endDate: string | undefined,
): string | null {
  if (startDate && endDate && endDate < startDate) return BUILD_SEARCH_MESSAGES.order;
  return null;
}
