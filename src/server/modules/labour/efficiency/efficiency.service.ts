import type { EfficiencyByGroups, EfficiencyExpected, EfficiencyTimes } from '@shared/api/labour/efficiency';
import type { OperationsRange } from '@shared/api/labour/operations-query';
import {
  efficiencyPercent,
  expectedForShift,
  percentOf,
  shiftCapacity,
} from '@shared/domain/labour/efficiency';
import { shiftRange } from '@shared/domain/labour/shifts';
import { addDays } from '@shared/lib/zoned-time';
import { warehouseOfCode, type Company } from '@shared/domain/identity/companies';
import { labourWarehouses } from '../labour-warehouses';
import type { EfficiencyFilter, EfficiencyRepository } from './efficiency.repository';

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const key = (warehouse: string, group: number | null) => `${warehouse}|${group ?? ''}`;

/** The warehouses, instants and shift a report's query covers. */
export function efficiencyFilter(company: Company, q: OperationsRange): EfficiencyFilter {
  return {
    warehouses: labourWarehouses(company, q.wh),
    shift: q.shift,
    ...shiftRange(q.start_date, q.end_date, q.shift),
  };
}

/** The production calendar's names (kentucky, pennsylvania) of labour codes; Texas has no calendar. */
export const calendarWarehouses = (codes: readonly string[]): string[] =>
  codes.map((code) => warehouseOfCode(code)).filter((w) => w !== null);

/** Efficiency Report (D3 2.12, 7; rules in src/shared/domain/labour/efficiency.ts). */
export class EfficiencyService {
  constructor(private readonly repo: EfficiencyRepository) {}

  async times(company: Company, q: OperationsRange): Promise<EfficiencyTimes> {
    const rows = await this.repo.times(company, efficiencyFilter(company, q));
    return {
      times: rows.map((r) => ({
        warehouse: r.warehouse,
        group_number: r.group_number,
        workers: r.workers,
        worked_hours: hours(r.worked_minutes),
        break_hours: hours(r.break_minutes),
      })),
    };
  }

  async byGroups(company: Company, q: OperationsRange): Promise<EfficiencyByGroups> {
    const f = efficiencyFilter(company, q);
    const [times, earned] = await Promise.all([this.repo.times(company, f), this.repo.earned(company, f)]);
    const groups = new Map<
      string,
      {
        warehouse: string;
        group_number: number | null;
        builds: number;
        quantity: number;
        earned: number;
        worked: number;
      }
    >();
    const at = (warehouse: string, group: number | null) => {
      const k = key(warehouse, group);
      let g = groups.get(k);
      if (!g) {
        g = { warehouse, group_number: group, builds: 0, quantity: 0, earned: 0, worked: 0 };
        groups.set(k, g);
      }
      return g;
    };
    for (const t of times) at(t.warehouse, t.group_number).worked += t.worked_minutes;
    for (const e of earned) {
      const g = at(e.warehouse, e.group_number);
      g.builds += e.builds;
      g.quantity += e.quantity;
      g.earned += e.earned_minutes;
    }
    const sorted = [...groups.values()].sort(
      (a, b) => a.warehouse.localeCompare(b.warehouse) || (a.group_number ?? 999) - (b.group_number ?? 999),
    );
    const row = (g: { builds: number; quantity: number; earned: number; worked: number }) => ({
      builds: g.builds,
      quantity: g.quantity,
      earned_hours: hours(g.earned),
      worked_hours: hours(g.worked),
      efficiency: efficiencyPercent(g.earned, g.worked),
    });
    const total = sorted.reduce(
      (s, g) => ({
        builds: s.builds + g.builds,
        quantity: s.quantity + g.quantity,
        earned: s.earned + g.earned,
        worked: s.worked + g.worked,
      }),
      { builds: 0, quantity: 0, earned: 0, worked: 0 },
    );
    return {
      efficiency: sorted.map((g) => ({ warehouse: g.warehouse, group_number: g.group_number, ...row(g) })),
      total: row(total),
    };
  }

  async expected(company: Company, q: OperationsRange): Promise<EfficiencyExpected> {
    const f = efficiencyFilter(company, q);
    const calendar = calendarWarehouses(f.warehouses);
    const [actual, scheduled] = await Promise.all([
      this.repo.actual(company, f),
      this.repo.scheduled(company, calendar, q.start_date, q.end_date),
    ]);
    const built = new Map(actual.map((a) => [`${a.date}|${a.warehouse}`, a.quantity]));
    const planned = new Map(scheduled.map((s) => [`${s.date}|${s.warehouse}`, s.qty]));
    const times: EfficiencyExpected['times'] = [];
    for (let day = q.start_date; day <= q.end_date; day = addDays(day, 1)) {
      for (const code of f.warehouses) {
        const warehouse = warehouseOfCode(code);
        const scheduledQty = warehouse ? (planned.get(`${day}|${warehouse}`) ?? 0) : 0;
        const actualQty = built.get(`${day}|${code}`) ?? 0;
        if (scheduledQty === 0 && actualQty === 0) continue;
        const expected = expectedForShift(scheduledQty, q.shift);
        times.push({
          date: day,
          warehouse: code,
          shift: q.shift,
          scheduled: scheduledQty,
          capacity: shiftCapacity(q.shift),
          expected,
          actual: actualQty,
          percent: percentOf(actualQty, expected),
        });
      }
    }
    return { times };
  }
}
