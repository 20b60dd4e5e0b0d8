import type {
  BuildSearch,
  BuildSearchQuery,
  TruckSearch,
  TruckSearchQuery,
} from '@shared/api/labour/build-search';
import type { Company } from '@shared/domain/identity/companies';
import { BUILD_SEARCH_LIMIT } from '@shared/domain/labour/build-search';
import type { BuildSearchRepository } from './build-search.repository';

/** Build Search and On Truck Search (D3 2.11): optional filters, newest first, a bounded answer. */
export class BuildSearchService {
  constructor(
    private readonly search: BuildSearchRepository,
    private readonly limit = BUILD_SEARCH_LIMIT,
  ) {}

  async builds(company: Company, q: BuildSearchQuery): Promise<BuildSearch> {
    const rows = await this.search.builds(
      company,
      { startDate: q.start_date, endDate: q.end_date, orderNumber: q.order_number },
      this.limit + 1,
    );
    return {
      success: true,
      more: rows.length > this.limit,
      builds: rows.slice(0, this.limit).map((r) => ({
        id: r.id,
        order_number: r.orderNumber,
        customer: r.customer,
        sku: r.sku,
        quantity: r.quantity,
        build_date: r.buildDate.toISOString(),
        worker: r.worker,
        group_number: r.groupNumber,
        warehouse: r.warehouse,
        reported: r.reported,
      })),
    };
  }

  async trucks(company: Company, q: TruckSearchQuery): Promise<TruckSearch> {
    const rows = await this.search.trucks(
      company,
      {
        startDate: q.start_date,
        endDate: q.end_date,
        truckNumber: q.truck_number,
        trackingNumber: q.tracking_number,
      },
      this.limit + 1,
    );
    return {
      success: true,
      more: rows.length > this.limit,
      trucks: rows.slice(0, this.limit).map((r) => ({
        id: r.id,
        truck_number: r.truckNumber,
        tracking_number: r.trackingNumber,
        date: r.date.toISOString(),
      })),
    };
  }
}
