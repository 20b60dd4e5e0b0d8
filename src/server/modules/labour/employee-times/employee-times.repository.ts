import { sql } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';

export type EmployeeTimeRecord = {
  worker_id: number;
  worker_name: string;
  warehouse: string;
  group: string | null;
  worked_seconds: string;
  break_minutes: string;
  shifts: string;
};

/** SQL of Employee Times; every statement is for one company. */
export class EmployeeTimesRepository {
  constructor(private readonly db: Db) {}

  /**
   * One row per worker with clock-ins in [from, to) at the warehouse: the time clocked in (until
   * `now` while still clocked in) and the break minutes, summed; the group of the latest clock-in.
   */
  async times(company: Company, warehouse: string, from: Date, to: Date, now: Date) {
    const result = await this.db.execute<EmployeeTimeRecord>(sql`
      select w.id as worker_id, w.worker_name, t.warehouse,
             (array_agg(t."group" order by t.clock_in desc))[1] as "group",
             sum(greatest(0, extract(epoch from coalesce(t.clock_out, ${now.toISOString()}::timestamptz) - t.clock_in)))::text as worked_seconds,
             sum(t.break_minutes)::text as break_minutes,
             count(*)::text as shifts
        from employee_times t
        join workers w on w.id = t.worker_id
       where t.company = ${company} and upper(t.warehouse) = ${warehouse}
         and t.clock_in >= ${from.toISOString()}::timestamptz and t.clock_in < ${to.toISOString()}::timestamptz
       group by w.id, w.worker_name, t.warehouse
       order by w.worker_name, w.id`);
    return result.rows;
  }
}
