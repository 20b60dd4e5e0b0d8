import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';

/**
 * GET /api/audits/shipped-orders-by-date-range?startdate&enddate (D1 section 7). The dates are loose
 * strings here on purpose: the shared rule (src/shared/domain/dropship/shipped-report.ts) checks them
 * and answers with the screen's own sentences.
 */
export const shippedReportQuerySchema = z.object({
  startdate: text().max(40).optional(),
  enddate: text().max(40).optional(),
});
export type ShippedReportQuery = z.infer<typeof shippedReportQuerySchema>;

export const shippedOrderSchema = z.object({
  /** The order's id (dropship_orders.id). */
  order_id: z.number().int(),
  /** ISO with the T replaced by a space, as the spec's order dates come back. */
  order_date: text(),
  vendor_name: text(),
  internal_po_number: text(),
  /** ISO instant the carrier collected the order: the date the range applies to. */
  pickup_time: text().nullable(),
  acu_order_num: text().nullable(),
  /** The ERP shipment numbers of the order's packages, comma separated; null when none. */
  acu_ship_num: text().nullable(),
});

export const shippedReportSchema = z.object({ fully_shipped: z.array(shippedOrderSchema) });
export type ShippedReport = z.infer<typeof shippedReportSchema>;

export const shippedOrdersByDateRange = defineEndpoint({
  name: 'dropship.shipped-report.by-date-range',
  method: 'GET',
  path: '/audits/shipped-orders-by-date-range',
  summary:
    'Fully shipped orders whose pickup_time falls in startdate..enddate (YYYY-MM-DD, America/New_York days, both included, at most 366 days)',
  access: { screens: ['/shipped_report'], side: 'dropship' },
  query: shippedReportQuerySchema,
  response: shippedReportSchema,
});
