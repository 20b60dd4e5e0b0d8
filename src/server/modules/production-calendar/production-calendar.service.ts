import type { CalendarEvent, ProductionScheduleQuery } from '@shared/api/bulk/production-calendar';
import { CALENDAR_WAREHOUSES, type CalendarWarehouse } from '@shared/domain/bulk/production-calendar-rules';
import { COMPANY_WAREHOUSES, type Company } from '@shared/domain/identity/companies';
import type { ProductionScheduleRepository, ScheduleFilter } from './production-schedule.repository';

/** The last day of a YYYY-MM month. */
function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * Production Calendar (D2): the schedule of the company's calendar warehouses (Kentucky and
 * Pennsylvania among those it has: Worldwise has Kentucky only), for a month, a range or all.
 */
export class ProductionCalendarService {
  constructor(private readonly schedule: ProductionScheduleRepository) {}

  async events(company: Company, query: ProductionScheduleQuery): Promise<CalendarEvent[]> {
    const has = COMPANY_WAREHOUSES[company] as readonly string[];
    const asked: readonly CalendarWarehouse[] = query.warehouse
      ? CALENDAR_WAREHOUSES.filter((w) => w === query.warehouse)
      : CALENDAR_WAREHOUSES;
    const filter: ScheduleFilter = {
      warehouses: asked.filter((w) => has.includes(w)),
      range: query.month
        ? monthRange(query.month)
        : query.start_date && query.end_date
          ? { start: query.start_date, end: query.end_date }
          : null,
    };
    return this.schedule.events(company, filter);
  }
}
