import { z } from 'zod';
import { isYmd } from '../../lib/dates';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { BUILD_SEARCH_MESSAGES as M, searchRangeProblem } from '../../domain/labour/build-search';

/**
 * Build Search and On Truck Search (D3 2.11, 7 "Workers and warehouse", 8): GET /warehouse/builds
 * (start_date, end_date, order_number) and GET /warehouse/trucks (start_date, end_date, truck_number,
 * tracking_number). Every filter is optional; dates are Eastern days (America/New_York), both
 * included; numbers match in part, any case. Newest first, at most BUILD_SEARCH_LIMIT rows (`more`
 * says there were more). A refusal is the error answer `{error, message}`.
 */

const ymd = (message: string) => text().trim().max(10).refine(isYmd, message).optional();
const number = () => text().trim().max(60).optional();
const range = (
  q: { start_date?: string | undefined; end_date?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  const problem = searchRangeProblem(q.start_date, q.end_date);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['end_date'] });
};

export const buildSearchQuerySchema = z
  .object({ start_date: ymd(M.startDate), end_date: ymd(M.endDate), order_number: number() })
  .superRefine(range);
export type BuildSearchQuery = z.input<typeof buildSearchQuerySchema>;

/** D3 3, Build. */
export const buildRowSchema = z.object({
  id: z.number().int(),
  order_number: text(),
  customer: text().nullable(),
  sku: text(),
  quantity: z.number().int(),
  /** ISO instant. */
  build_date: text(),
  /** The worker's name. */
  worker: text().nullable(),
  group_number: z.number().int().nullable(),
  warehouse: text(),
  reported: z.boolean(),
});
export type BuildRow = z.infer<typeof buildRowSchema>;

export const buildSearchSchema = z.object({
  success: z.literal(true),
  builds: z.array(buildRowSchema),
  /** More rows matched than were sent. */
  more: z.boolean(),
});
export type BuildSearch = z.infer<typeof buildSearchSchema>;

export const truckSearchQuerySchema = z
  .object({
    start_date: ymd(M.startDate),
    end_date: ymd(M.endDate),
    truck_number: number(),
    tracking_number: number(),
  })
  .superRefine(range);
export type TruckSearchQuery = z.input<typeof truckSearchQuerySchema>;

/** D3 3, Package on truck. */
export const truckPackageSchema = z.object({
  id: z.number().int(),
  truck_number: text(),
  tracking_number: text(),
  /** ISO instant. */
  date: text(),
});
export type TruckPackage = z.infer<typeof truckPackageSchema>;

export const truckSearchSchema = z.object({
  success: z.literal(true),
  trucks: z.array(truckPackageSchema),
  more: z.boolean(),
});
export type TruckSearch = z.infer<typeof truckSearchSchema>;

export const searchBuilds = defineEndpoint({
  name: 'labour.build-search.builds',
  method: 'GET',
  path: '/warehouse/builds',
  summary: 'Builds by Eastern build day (start_date, end_date) and order number (part), newest first',
  access: { screens: ['/build_search'], side: 'any', clientSide: 'dropship' },
  query: buildSearchQuerySchema,
  response: buildSearchSchema,
  failureSaysSuccess: true,
});

export const searchTrucks = defineEndpoint({
  name: 'labour.build-search.trucks',
  method: 'GET',
  path: '/warehouse/trucks',
  summary: 'Packages on trucks by Eastern day (start_date, end_date), truck and tracking number (part)',
  access: { screens: ['/on_truck_search'], side: 'any', clientSide: 'dropship' },
  query: truckSearchQuerySchema,
  response: truckSearchSchema,
  failureSaysSuccess: true,
});
