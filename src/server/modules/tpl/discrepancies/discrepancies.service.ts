import type { z } from 'zod';
import type { Discrepancy, updateDiscrepancySchema } from '@shared/api/tpl/discrepancies';
import type { Company } from '@shared/domain/identity/companies';
import { DISCREPANCY_MESSAGES, discrepancyNotes } from '@shared/domain/tpl/discrepancies';
import type { DiscrepancyStatus } from '@shared/domain/tpl/status';
import { notFound } from '../../../platform/http/http-error';
import type { DiscrepanciesRepository, DiscrepancyRecord } from './discrepancies.repository';

type UpdateBody = z.output<typeof updateDiscrepancySchema>;

const toDiscrepancy = (r: DiscrepancyRecord): Discrepancy => ({
  id: r.id,
  acu_order_num: r.acuOrderNum,
  timestamp: r.timestamp.toISOString(),
  from_warehouse: r.fromWarehouse,
  to_warehouse: r.toWarehouse,
  sku: r.sku,
  shipped: r.shipped,
  received: r.received,
  status: r.status === 'Resolved' ? 'Resolved' : 'Unresolved',
  notes: r.notes,
});

/** 3PL Discrepancies (D3 2.3, 5, 8): the list and the edit-status save. */
export class DiscrepanciesService {
  constructor(private readonly repository: DiscrepanciesRepository) {}

  async list(company: Company, status?: DiscrepancyStatus): Promise<Discrepancy[]> {
    return (await this.repository.list(company, status)).map(toDiscrepancy);
  }

  /** Changes exactly one row (see the repository); 404 with the failed-to-find message when none matches. */
  async update(company: Company, body: UpdateBody): Promise<Discrepancy> {
    const row = await this.repository.update(
      company,
      { acuOrderNum: body.acu_order_num, sku: body.sku },
      { status: body.status, notes: discrepancyNotes(body.notes) },
    );
    if (!row)
      throw notFound(DISCREPANCY_MESSAGES.notFound(body.acu_order_num, body.sku), 'discrepancy_not_found');
    return toDiscrepancy(row);
  }
}
