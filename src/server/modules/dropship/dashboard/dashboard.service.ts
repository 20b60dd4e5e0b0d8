import type {
  Dashboard,
  ExportOrderRow,
  ExportRangeQuery,
  UspsTrackingRow,
  WarehouseReport,
} from '@shared/api/dropship/dashboard';
import {
  exportRangeBounds,
  exportRangeProblem,
  officeToday,
  TODAY_STATUS_COLUMNS,
} from '@shared/domain/dropship/dashboard';
import { COMPANY_WAREHOUSES, displayName, type Company } from '@shared/domain/identity/companies';
import { badRequest, forbidden } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import { ORDERS_EXPORT_LIMIT, type DashboardRepository, type WarehouseFilter } from './dashboard.repository';

const iso = (at: Date | string | null): string | null => (at === null ? null : new Date(at).toISOString());

/**
 * Dashboard (D1 sections 2 and 7): the stat groups the office looks at every morning, counted now
 * from the orders, packages and pull sheets, and the rows of its exports.
 */
export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The warehouses the caller sees (D1 section 6), and whether that is all of the company's. */
  private scope(principal: UserPrincipal, company: Company, asked: string | undefined): WarehouseFilter {
    const held = COMPANY_WAREHOUSES[company].filter((w) => principal.warehouses.includes(w));
    const wanted = asked ?? 'all';
    if (wanted !== 'all' && !held.some((w) => w === wanted)) {
      throw forbidden(`You cannot see the orders of ${displayName(wanted)}.`, 'warehouse_forbidden');
    }
    return {
      warehouses: wanted === 'all' ? held : [wanted],
      withoutWarehouse: wanted === 'all' && held.length === COMPANY_WAREHOUSES[company].length,
    };
  }

  private range(query: ExportRangeQuery) {
    const start = query.startdate?.trim() ?? '';
    const end = query.enddate?.trim() ?? '';
    const problem = exportRangeProblem(start, end);
    if (problem) throw badRequest(problem, 'invalid_date_range');
    return exportRangeBounds(start, end);
  }

  async dashboard(principal: UserPrincipal, company: Company): Promise<Dashboard> {
    const now = this.now();
    const today = officeToday(now);
    const scope = this.scope(principal, company, undefined);
    const [byStatus, unprocessed, a] = await Promise.all([
      this.repo.ordersByWarehouseAndStatus(company, today.from, today.until),
      this.repo.unprocessedByWarehouse(company, scope),
      this.repo.attention(company, today.from, today.until),
    ]);
    const statusTotals = new Map<number, number>();
    for (const r of byStatus)
      statusTotals.set(r.order_status, (statusTotals.get(r.order_status) ?? 0) + r.orders);
    const unprocessedStats = scope.warehouses.map((w) => ({
      name: displayName(w),
      value: unprocessed.get(w) ?? 0,
    }));
    if (scope.withoutWarehouse)
      unprocessedStats.push({ name: 'No Warehouse', value: unprocessed.get(null) ?? 0 });
    return {
      day: today.day,
      as_of: now.toISOString(),
      groups: [
        {
          name: "Today's Orders",
          chart: true,
          stats: TODAY_STATUS_COLUMNS.map((c) => ({
            name: c.label,
            value: c.statuses.reduce((sum, s) => sum + (statusTotals.get(s) ?? 0), 0),
          })),
        },
        { name: 'Unprocessed by Warehouse', chart: true, stats: unprocessedStats },
        {
          name: 'Needs Attention',
          chart: false,
          stats: [
            { name: 'Failed Tracking', value: a.failed_tracking },
            { name: 'Orders On Hold', value: a.on_hold },
            { name: 'Acumatica Order Failed', value: a.acu_order_failed },
            { name: 'Acumatica Shipment Failed', value: a.acu_shipment_failed },
            { name: 'Not on a Pull Sheet', value: a.ungrouped },
          ],
        },
        {
          name: 'Pull Sheets',
          chart: false,
          stats: [
            { name: 'Open Pull Sheets', value: a.open_sheets },
            { name: 'Pieces on Open Sheets', value: a.open_pieces },
            { name: 'Created Today', value: a.sheets_today },
          ],
        },
        {
          name: 'Shipping Today',
          chart: false,
          stats: [
            { name: 'Labels Created', value: a.labels_today },
            { name: 'Orders Picked Up', value: a.picked_up_today },
          ],
        },
      ],
    };
  }

  async warehouseReport(company: Company): Promise<WarehouseReport> {
    const today = officeToday(this.now());
    const rows = await this.repo.ordersByWarehouseAndStatus(company, today.from, today.until);
    const byWarehouse = new Map<string | null, Record<string, number>>();
    for (const r of rows) {
      const counts = byWarehouse.get(r.warehouse) ?? {};
      counts[String(r.order_status)] = r.orders;
      byWarehouse.set(r.warehouse, counts);
    }
    return {
      day: today.day,
      warehouses: [...byWarehouse].map(([warehouse, counts]) => ({ warehouse, counts })),
    };
  }

  async exportOrders(
    principal: UserPrincipal,
    company: Company,
    query: ExportRangeQuery,
  ): Promise<{ rows: ExportOrderRow[]; truncated: boolean }> {
    const { from, until } = this.range(query);
    this.scope(principal, company, query.warehouse);
    const rows = await this.repo.exportOrders(company, query.warehouse, query.export_by, from, until);
    return {
      truncated: rows.length > ORDERS_EXPORT_LIMIT,
      rows: rows.slice(0, ORDERS_EXPORT_LIMIT).map((r) => ({
        ...r,
        upload_date: iso(r.upload_date)!,
        order_date: iso(r.order_date)!,
        pullsheet_date: iso(r.pullsheet_date),
      })),
    };
  }

  async uspsTracking(
    principal: UserPrincipal,
    company: Company,
    query: ExportRangeQuery,
  ): Promise<{ packages: UspsTrackingRow[] }> {
    const { from, until } = this.range(query);
    this.scope(principal, company, query.warehouse);
    const rows = await this.repo.uspsTracking(company, query.warehouse, query.export_by, from, until);
    return {
      packages: rows.map((r) => ({
        ...r,
        upload_date: iso(r.upload_date)!,
        pullsheet_date: iso(r.pullsheet_date),
      })),
    };
  }

  async ungrouped(principal: UserPrincipal, company: Company, warehouse: string | undefined) {
    const rows = await this.repo.ungrouped(company, this.scope(principal, company, warehouse));
    return { orders: rows.map((r) => ({ ...r, upload_date: iso(r.upload_date)! })) };
  }
}
