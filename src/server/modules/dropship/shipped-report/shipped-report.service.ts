import type { ShippedReport, ShippedReportQuery } from '@shared/api/dropship/shipped-report';
import type { Company } from '@shared/domain/identity/companies';
import {
  reportOrderDate,
  shippedRangeBounds,
  shippedRangeProblem,
} from '@shared/domain/dropship/shipped-report';
import { badRequest } from '../../../platform/http/http-error';
import type { ShippedReportRepository } from './shipped-report.repository';

/** Shipped Orders Report (D1 sections 2, 5, 7): the fully shipped orders picked up in a date range. */
export class ShippedReportService {
  constructor(private readonly orders: ShippedReportRepository) {}

  async report(company: Company, query: ShippedReportQuery): Promise<ShippedReport> {
    const start = query.startdate?.trim() ?? '';
    const end = query.enddate?.trim() ?? '';
    const problem = shippedRangeProblem(start, end);
    if (problem) throw badRequest(problem, 'invalid_date_range');
    const { from, until } = shippedRangeBounds(start, end);
    const rows = await this.orders.fullyShipped(company, from, until);
    return {
      fully_shipped: rows.map((r) => ({
        order_id: r.orderId,
        order_date: reportOrderDate(r.orderDate),
        vendor_name: r.vendorName,
        internal_po_number: r.internalPoNumber,
        pickup_time: r.pickupTime?.toISOString() ?? null,
        acu_order_num: r.acuOrderNum,
        acu_ship_num: r.acuShipNum,
      })),
    };
  }
}
