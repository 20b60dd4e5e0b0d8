import type { WarrantyGraphs, warrantyGraphsQuerySchema } from '@shared/api/warranty/warranty-graphs';
import type { z } from 'zod';
import type { Company } from '@shared/domain/identity/companies';
import { actionsOverTime, graphBucket, periodsInRange } from '@shared/domain/warranty/graphs';
import type { TopCounts, WarrantyGraphsRepository } from './warranty-graphs.repository';

type Query = z.output<typeof warrantyGraphsQuerySchema>;

const rest = (counts: TopCounts) => counts.total - counts.top.reduce((sum, c) => sum + c.count, 0);

/** Warranty Graphs (D3 2.9): the four series for a range, or for all time without dates. */
export class WarrantyGraphsService {
  constructor(private readonly repo: WarrantyGraphsRepository) {}

  async graphs(company: Company, query: Query): Promise<WarrantyGraphs> {
    const range = { start: query.start_date, end: query.end_date };
    const [totals, skus, reasons, vendors] = await Promise.all([
      this.repo.totals(company, range),
      this.repo.skus(company, range),
      this.repo.reasons(company, range),
      this.repo.vendors(company, range),
    ]);
    // The range charted: as asked; an open end runs to the first or last order counted.
    const start = query.start_date ?? totals.first;
    const end = query.end_date ?? totals.last;
    const bucket = start && end && start <= end ? graphBucket(start, end) : 'month';
    const periods = start && end && start <= end ? periodsInRange(start, end, bucket) : [];
    const actions = periods.length > 0 ? await this.repo.actions(company, range, bucket) : [];
    return {
      start_date: start ?? null,
      end_date: end ?? null,
      orders: totals.orders,
      items: totals.items,
      skus: skus.top,
      skus_other: rest(skus),
      reasons: reasons.top,
      reasons_other: rest(reasons),
      vendors: vendors.top,
      vendors_other: rest(vendors),
      bucket,
      periods,
      actions: actionsOverTime(actions, periods),
    };
  }
}
