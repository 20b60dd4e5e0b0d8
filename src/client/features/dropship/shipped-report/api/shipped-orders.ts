import { useMutation } from '@tanstack/react-query';
import { shippedOrdersByDateRange, type ShippedReport } from '@shared/api/dropship/shipped-report';
import { api } from '@client/lib/api';

export type ShippedRange = { start: string; end: string };

/** The fully shipped orders picked up in the range (D1 section 7). */
export function fetchShippedOrders(range: ShippedRange): Promise<ShippedReport> {
  return api(shippedOrdersByDateRange, { query: { startdate: range.start, enddate: range.end } });
}

/**
 * The report is asked for when the user presses Download, every time (a shipped list changes as
 * trucks leave), so it is a mutation rather than a cached query.
 */
export function useShippedOrders() {
  return useMutation({ mutationFn: fetchShippedOrders });
}
