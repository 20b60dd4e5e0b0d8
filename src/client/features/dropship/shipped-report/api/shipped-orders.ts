import { useMutation } from '@tanstack/react-query';
import { shippedReportSchema, type ShippedReport } from '@shared/api/dropship/shipped-report';
import { legacyApi } from '@client/lib/api';

export type ShippedRange = { start: string; end: string };

/** GET /api/audits/shipped-orders-by-date-range?startdate&enddate (D1 section 7). */
export function fetchShippedOrders(range: ShippedRange): Promise<ShippedReport> {
  return legacyApi('/audits/shipped-orders-by-date-range', {
    query: { startdate: range.start, enddate: range.end },
    schema: shippedReportSchema,
  });
}

/**
 * The report is asked for when the user presses Download, every time (a shipped list changes as
 * trucks leave), so it is a mutation rather than a cached query.
 */
export function useShippedOrders() {
  return useMutation({ mutationFn: fetchShippedOrders });
}
