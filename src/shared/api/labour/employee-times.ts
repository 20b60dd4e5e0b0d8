import { z } from 'zod';
import { isYmd } from '../../lib/dates';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { EMPLOYEE_TIMES_MESSAGES as M, employeeTimesRangeProblem } from '../../domain/labour/employee-times';

/**
 * Employee Times (D3 2.12, 5, 7 "Operations API"): GET /v1/operations/employee/times with
 * start_date, end_date (YYYY-MM-DD) and warehouse (a code: KY, PA, TX), answering `times`. The
 * server searches the clock-ins from 4 hours before the start date to 20 hours after the end date
 * (src/shared/domain/labour/employee-times.ts) and answers one row per worker: the hours worked
 * (clock-out, or now while clocked in, less breaks) and the break hours, summed over the range.
 */
export const employeeTimesQuerySchema = z
  .object({
    start_date: text().trim().max(10).optional(),
    end_date: text().trim().max(10).optional(),
    warehouse: text().trim().toUpperCase().max(40).optional(),
  })
  .superRefine((q, ctx) => {
    // Each missing or malformed filter is named with its own sentence, all at once.
    if (!q.start_date || !isYmd(q.start_date))
      ctx.addIssue({ code: 'custom', message: M.startDate, path: ['start_date'] });
    if (!q.end_date || !isYmd(q.end_date))
      ctx.addIssue({ code: 'custom', message: M.endDate, path: ['end_date'] });
    if (!q.warehouse) ctx.addIssue({ code: 'custom', message: M.warehouse, path: ['warehouse'] });
    if (q.start_date && q.end_date && isYmd(q.start_date) && isYmd(q.end_date)) {
      const problem = employeeTimesRangeProblem(q.start_date, q.end_date);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['end_date'] });
    }
  });
export type EmployeeTimesQuery = z.input<typeof employeeTimesQuerySchema>;

/** D3 3, Employee time; worker_id and shifts are additive. */
export const employeeTimeSchema = z.object({
  worker_id: z.number().int(),
  worker_name: text(),
  warehouse: text(),
  group: text().nullable(),
  /** Hours worked (breaks taken off), two decimals. */
  worked_time: z.number(),
  /** Break hours, two decimals. */
  break_time: z.number(),
  /** Clock-ins within the range. */
  shifts: z.number().int(),
});
export type EmployeeTime = z.infer<typeof employeeTimeSchema>;

export const employeeTimesSchema = z.object({ times: z.array(employeeTimeSchema) });

export const getEmployeeTimes = defineEndpoint({
  name: 'labour.employee-times.list',
  method: 'GET',
  path: '/v1/operations/employee/times',
  summary: 'Worked and break hours per worker of a warehouse between two dates (-4 h / +20 h)',
  access: { screens: ['/employee_times'], side: 'any', clientSide: 'dropship' },
  query: employeeTimesQuerySchema,
  response: employeeTimesSchema,
});
