import { z } from 'zod';
import { text } from '../fields';
import { parseWarrantyDate } from '../../domain/warranty/dates';
import { ACTION_SERIES, GRAPH_BUCKETS } from '../../domain/warranty/graphs';
import { blankToUndefined } from '../dropship/order-search';
import { defineEndpoint } from '../endpoint';

/**
 * Warranty Graphs (D3 2.9): GET /api/dropship/warranty/graphs (ours; the spec's screen reads the
 * orders call with start_date and end_date, we count in SQL instead of sending every row). The date
 * range is optional; none means all time. Counting rules: src/shared/domain/warranty/graphs.ts.
 */
const graphDate = (field: string) =>
  z.preprocess(
    (v) => blankToUndefined(typeof v === 'string' ? v.trim() : v),
    text()
      .refine((v) => parseWarrantyDate(v) !== null, `${field} must be a date (year-month-day).`)
      .transform((v) => parseWarrantyDate(v) ?? v)
      .optional(),
  );

export const warrantyGraphsQuerySchema = z
  .object({ start_date: graphDate('Start date'), end_date: graphDate('End date') })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'End date must not be before start date.',
    path: ['end_date'],
  });
export type WarrantyGraphsQuery = z.input<typeof warrantyGraphsQuerySchema>;

const countSchema = z.object({ key: text(), count: z.number().int() });

export const warrantyGraphsSchema = z.object({
  /** The range counted (YYYY-MM-DD): as asked, or for all time the first and last order date; null with no orders. */
  start_date: text().nullable(),
  end_date: text().nullable(),
  /** Orders and items counted (cancelled orders left out). */
  orders: z.number().int(),
  items: z.number().int(),
  /** The top 30 Original SKUs by items, and the items of every other SKU. */
  skus: z.array(countSchema),
  skus_other: z.number().int(),
  /** The top 30 reasons and vendors by orders, and the orders of the rest. */
  reasons: z.array(countSchema),
  reasons_other: z.number().int(),
  vendors: z.array(countSchema),
  vendors_other: z.number().int(),
  /** Orders per period (period starts, YYYY-MM-DD) and action. */
  bucket: z.enum(GRAPH_BUCKETS),
  periods: z.array(text()),
  actions: z.array(z.object({ action: z.enum(ACTION_SERIES), counts: z.array(z.number().int()) })),
});
export type WarrantyGraphs = z.infer<typeof warrantyGraphsSchema>;

export const getWarrantyGraphs = defineEndpoint({
  name: 'warranty.graphs.get',
  method: 'GET',
  path: '/dropship/warranty/graphs',
  summary: 'Warranty counts for the graphs: top 30 SKUs, reasons, vendors and actions over time',
  access: { screens: ['/warranty_graphs'], side: 'dropship' },
  query: warrantyGraphsQuerySchema,
  response: warrantyGraphsSchema,
});
