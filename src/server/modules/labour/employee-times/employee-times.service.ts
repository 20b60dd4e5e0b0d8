import type { EmployeeTime, EmployeeTimesQuery } from '@shared/api/labour/employee-times';
import type { Company } from '@shared/domain/identity/companies';
import { employeeTimesRange } from '@shared/domain/labour/employee-times';
import type { EmployeeTimesRepository } from './employee-times.repository';

const hours = (value: number) => Math.round(value * 100) / 100;

/** Employee Times (D3 2.12, 5): worked and break hours per worker over the converted range. */
export class EmployeeTimesService {
  constructor(
    private readonly repo: EmployeeTimesRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async times(company: Company, q: EmployeeTimesQuery): Promise<EmployeeTime[]> {
    // The contract has checked all three; the schema keeps them optional to name each one missing.
    const { from, to } = employeeTimesRange(q.start_date ?? '', q.end_date ?? '');
    const warehouse = (q.warehouse ?? '').trim().toUpperCase();
    const rows = await this.repo.times(company, warehouse, from, to, this.now());
    return rows.map((r) => {
      const breakHours = Number(r.break_minutes) / 60;
      return {
        worker_id: r.worker_id,
        worker_name: r.worker_name,
        warehouse: r.warehouse,
        group: r.group,
        worked_time: hours(Math.max(0, Number(r.worked_seconds) / 3600 - breakHours)),
        break_time: hours(breakHours),
        shifts: Number(r.shifts),
      };
    });
  }
}
