import { z } from 'zod';
import { isYmd } from '../../lib/dates';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { CALENDAR_WAREHOUSES } from '../../domain/bulk/production-calendar-rules';

/**
 * Production Calendar (D2 sections 2 and 7, D3 section 7): `GET /v1/operations/getProductionSchedule`,
 * served at `/api/v1/operations/getProductionSchedule`. The spec gives the call and the event
 * (date, qty, vendor_name, per warehouse) but no parameters; the query here is additive: without it
 * the answer is every event of Kentucky and Pennsylvania still to be built.
 *
 * How the events are derived from the bulk orders (there is no schedule table): one event per day,
 * warehouse and vendor, summing the pieces the decisions send to that warehouse (fulfill_ky,
 * fulfill_pa) on the lines that are still to be built (status 100 Created or 101 Acknowledged; not
 * built, staged, shipped, on hold or cancelled). Its date is the day the order must be ready: the
 * routing's pickup date, else the requested ship date, else the start of the ship window. The
 * server's module (src/server/modules/production-calendar) holds the SQL.
 */

/** The longest range one call answers (a year and a day). */
export const MAX_RANGE_DAYS = 366;

export const PRODUCTION_CALENDAR_MESSAGES = {
  month: 'month must be a month as YYYY-MM.',
  startDate: 'start_date must be a date as YYYY-MM-DD.',
  endDate: 'end_date must be a date as YYYY-MM-DD.',
  monthAndRange: 'Give either month or start_date and end_date, not both.',
  halfRange: 'Give both start_date and end_date.',
  order: 'end_date must not be before start_date.',
  tooLong: `The range may be at most ${MAX_RANGE_DAYS} days.`,
  warehouse: 'warehouse must be Kentucky or Pennsylvania.',
} as const;

const M = PRODUCTION_CALENDAR_MESSAGES;
const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 86_400_000;

export const productionScheduleQuerySchema = z
  .object({
    /** A calendar month (YYYY-MM): its events. */
    month: text().trim().max(7).refine(isMonth, M.month).optional(),
    /** A range of days (YYYY-MM-DD, both included): what a month grid with its edge weeks shows. */
    start_date: text().trim().max(10).refine(isYmd, M.startDate).optional(),
    end_date: text().trim().max(10).refine(isYmd, M.endDate).optional(),
    /** kentucky or pennsylvania (any case); both when left out. */
    warehouse: text()
      .trim()
      .toLowerCase()
      .max(40)
      .refine((w) => (CALENDAR_WAREHOUSES as readonly string[]).includes(w), M.warehouse)
      .optional(),
  })
  .superRefine((q, ctx) => {
    const range = q.start_date !== undefined || q.end_date !== undefined;
    if (q.month !== undefined && range) ctx.addIssue({ code: 'custom', message: M.monthAndRange });
    else if (range && (q.start_date === undefined || q.end_date === undefined))
      ctx.addIssue({ code: 'custom', message: M.halfRange });
    else if (q.start_date && q.end_date) {
      const days = dayNumber(q.end_date) - dayNumber(q.start_date);
      if (days < 0) ctx.addIssue({ code: 'custom', message: M.order });
      else if (days + 1 > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', message: M.tooLong });
    }
  });
export type ProductionScheduleQuery = z.input<typeof productionScheduleQuerySchema>;

/** D2 section 3, calendar event; `internal_po_numbers` is additive. */
export const calendarEventSchema = z.object({
  /** YYYY-MM-DD: the day the pieces must be built by. */
  date: text(),
  /** Pieces to build for the vendor at the warehouse that day. */
  qty: z.number().int(),
  vendor_name: text(),
  /** kentucky or pennsylvania. */
  warehouse: z.enum(CALENDAR_WAREHOUSES),
  /** The bulk orders the pieces come from. */
  internal_po_numbers: z.array(text()),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const productionScheduleSchema = z.object({ events: z.array(calendarEventSchema) });
export type ProductionSchedule = z.infer<typeof productionScheduleSchema>;

export const getProductionSchedule = defineEndpoint({
  name: 'bulk.production-calendar.schedule',
  method: 'GET',
  path: '/v1/operations/getProductionSchedule',
  summary:
    'Production events (date, qty, vendor_name, warehouse) of Kentucky and Pennsylvania still to be built; optional month or start_date..end_date and warehouse',
  access: { screens: ['/production_calendar'], side: 'any', clientSide: 'bulk' },
  query: productionScheduleQuerySchema,
  response: productionScheduleSchema,
  refusals: [400, 403],
});
