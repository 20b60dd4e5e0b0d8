import type { AutobuildStatus } from '@shared/domain/labour/status';
import { COMPANY_WAREHOUSES, WAREHOUSE_CODES } from '@shared/domain/identity/companies';
import type { autobuilds, builds, employeeTimes, workers } from '../platform/db/schema/labour';
import type { simErpAutobuilds } from '../platform/db/schema/sandbox';
import { DAY, HOUR, MINUTE, money } from './clock';
import { erpNumber } from './codes';
import { personName } from './people';
import { rngFor } from './prng';
import { counterKey } from './sim-counters';
import type { Insert } from './table-batch';
import { vendorsOf, type CompanyWorld, type WorldContext } from './world-context';

export type LabourRows = {
  workers: Insert<typeof workers>[];
  builds: Insert<typeof builds>[];
  times: Insert<typeof employeeTimes>[];
  autobuilds: Insert<typeof autobuilds>[];
  /** The ERP's side of the runs that started there (the RUNNING and COMPLETE ones), by build number. */
  erpAutobuilds: Insert<typeof simErpAutobuilds>[];
};

/** Build lines (groups) per warehouse. */
const GROUPS = 6;
/** Earned minutes of a build per worker of its line, against the 3 to 60 minutes drawn. */
const EARNED_PER_WORKER = 1.6;
/** The first shift runs 05:00-16:00 Eastern (D3 2.12), 09:00-20:00 UTC. */
const SHIFT_START_UTC = 9 * HOUR;

/**
 * Warehouse labour: workers per warehouse (by code, as the labour screens and hourly data use
 * KY/PA/TX), their clock times per working day (today's still clocked in), the builds of each line,
 * and AutoBuild runs (one running, some failed).
 */
export function labourRows(ctx: WorldContext, world: CompanyWorld): LabourRows {
  const out: LabourRows = { workers: [], builds: [], times: [], autobuilds: [], erpAutobuilds: [] };
  const stock = world.catalog.filter((i) => i.active && !i.isBundle);
  const customers = vendorsOf(world, 'dropship').map((v) => v.name);
  const today = ctx.clock.todayStartMs();
  for (const wh of COMPANY_WAREHOUSES[world.company]) {
    const code = WAREHOUSE_CODES[wh];
    const crew = Array.from({ length: world.plan.workersPerWarehouse }, (_, n) => {
      const rng = rngFor(ctx.seed, 'worker', world.company, code, n);
      const worker = {
        id: ctx.ids.next('workers'),
        company: world.company,
        workerName: personName(rng),
        warehouse: code,
        timecardNum: `${code}${String(1000 + n)}`,
        payrollNum: rng.chance(0.8) ? `P${rng.digits(6)}` : null,
        status: n % 9 === 8 ? 'Inactive' : 'Active',
        groupNumber: (n % GROUPS) + 1,
      };
      out.workers.push(worker);
      return worker;
    });
    for (let day = world.plan.labourDays - 1; day >= 0; day--) {
      const start = today - day * DAY;
      if (new Date(start).getUTCDay() === 0) continue; // no Sunday shift
      const rng = rngFor(ctx.seed, 'labour-day', world.company, code, day);
      for (const w of crew.filter((c) => c.status === 'Active')) {
        const clockIn = start + SHIFT_START_UTC + rng.int(-30, 60) * MINUTE;
        if (clockIn > ctx.clock.nowMs) continue;
        const clockOut = clockIn + rng.int(8 * 60, 10 * 60) * MINUTE;
        out.times.push({
          id: ctx.ids.next('employee_times'),
          company: world.company,
          workerId: w.id,
          warehouse: code,
          group: String(w.groupNumber),
          clockIn: new Date(clockIn),
          clockOut: clockOut < ctx.clock.nowMs ? new Date(clockOut) : null,
          breakMinutes: rng.int(30, 60),
        });
      }
      for (let group = 1; group <= GROUPS; group++) {
        const members = crew.filter((c) => c.groupNumber === group && c.status === 'Active');
        for (let n = rng.int(3, 12); n > 0; n--) {
          const at = start + SHIFT_START_UTC + rng.int(0, 11 * 60) * MINUTE;
          if (at > ctx.clock.nowMs) continue;
          out.builds.push({
            id: ctx.ids.next('builds'),
            company: world.company,
            orderNumber: erpNumber(100_000 + rng.int(0, 400_000)),
            customer: rng.pick(customers),
            sku: rng.pick(stock).sku,
            quantity: rng.int(1, 40),
            buildDate: new Date(at),
            workerId: members.length > 0 ? rng.pick(members).id : null,
            groupNumber: group,
            warehouse: code,
            reported: day > 0 || rng.chance(0.5),
            // Standard minutes earned, in proportion to the line's crew, so a line's efficiency
            // (earned over worked minutes) spreads over the report's 45% to 100% scale and beyond.
            laborMinutes: money(
              Math.round(rng.int(300, 6000) * EARNED_PER_WORKER * Math.max(1, members.length)),
            ),
          });
        }
      }
    }
  }
  const runs = world.company === 'furhaven' ? 14 : 5;
  const statusOf = (n: number): AutobuildStatus =>
    n === 0 ? 'RUNNING' : n % 4 === 1 ? 'FAILED' : 'COMPLETE';
  // The ERP numbers its runs in time order; run n is n-th newest, so count the ERP runs from the oldest.
  const erpRunsFrom = (n: number) =>
    Array.from({ length: runs - n }, (_, k) => statusOf(n + k)).filter((s) => s !== 'FAILED').length;
  const erpCounter = counterKey(world.company, 'erp-autobuild');
  ctx.ids.raise(erpCounter, ctx.ids.peek(erpCounter) + erpRunsFrom(0));
  const firstErpRun = ctx.ids.peek(erpCounter) - erpRunsFrom(0);
  for (let n = 0; n < runs; n++) {
    const rng = rngFor(ctx.seed, 'autobuild', world.company, n);
    const status = statusOf(n);
    const at = ctx.clock.ago(n === 0 ? 10 * MINUTE : n * 2 * DAY + rng.int(0, 20) * HOUR);
    const row: Insert<typeof autobuilds> = {
      buildId: ctx.ids.next('autobuilds'),
      company: world.company,
      user: rng.pick(['admin', 'office']),
      date: at,
      status,
      detail:
        status === 'FAILED' ? rng.pick(['Acumatica session expired', 'Kit assembly KA0042 is locked']) : null,
      createdAt: at,
    };
    if (status !== 'FAILED') {
      // A run that reached the ERP: its build number links the two (Acumatica AutoBuild reads the
      // status there). The running one finishes 30 minutes after it started.
      const buildNbr = `AB${String(firstErpRun + erpRunsFrom(n)).padStart(6, '0')}`;
      const ordersQueued = rng.int(5, 240);
      const completesAt = new Date(
        at.getTime() + (status === 'RUNNING' ? 30 * MINUTE : rng.int(1, 20) * MINUTE),
      );
      out.erpAutobuilds.push({
        company: world.company,
        buildNbr,
        warehouse: null,
        ordersQueued,
        startedAt: at,
        completesAt,
      });
      row.erpBuildNbr = buildNbr;
      if (status === 'COMPLETE') row.detail = `${buildNbr}: ${ordersQueued} orders built`;
    }
    out.autobuilds.push(row);
  }
  return out;
}
