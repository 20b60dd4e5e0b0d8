import type { HourlyBuilds } from '@shared/api/labour/hourly-builds';
import type { LabourWarehouseCode } from '@shared/api/labour/operations-query';
import { FIRST_SHIFT_START_HOUR, shiftHours, shiftRange, type Shift } from '@shared/domain/labour/shifts';
import type { Company } from '@shared/domain/identity/companies';
import { labourWarehouses } from '../labour-warehouses';
import type { HourlyBuildsRepository } from './hourly-builds.repository';

/** Hourly Builds (D3 2.12, 9): a working day's pieces per hour (hours 5 to 16 for the first shift). */
export class HourlyBuildsService {
  constructor(private readonly repo: HourlyBuildsRepository) {}

  async hours(
    company: Company,
    q: { date: string; wh?: LabourWarehouseCode | undefined; shift: Shift },
  ): Promise<HourlyBuilds> {
    const { from, to } = shiftRange(q.date, q.date, q.shift);
    const rows = await this.repo.hours(company, {
      warehouses: labourWarehouses(company, q.wh),
      from,
      to,
      shift: q.shift,
    });
    return {
      date: q.date,
      shift: q.shift,
      hours: shiftHours(q.shift),
      // The hour a bucket ends at; after midnight the second shift's hours run on past 24.
      rows: rows.map((r) => ({
        hour: r.local_hour < FIRST_SHIFT_START_HOUR ? r.local_hour + 25 : r.local_hour + 1,
        warehouse: r.warehouse,
        group_number: r.group_number,
        quantity: r.quantity,
      })),
    };
  }
}
