import type { GridBuild, GroupBuilds, WorkersByGroup } from '@shared/api/labour/daily-builds';
import type { LabourWarehouseCode } from '@shared/api/labour/operations-query';
import { BUILD_MESSAGES } from '@shared/domain/labour/builds';
import { shiftRange, type Shift } from '@shared/domain/labour/shifts';
import type { Company } from '@shared/domain/identity/companies';
import { conflict, notFound } from '../../../platform/http/http-error';
import { labourWarehouses } from '../labour-warehouses';
import type { BuildKey, DailyBuildsRepository } from './daily-builds.repository';

/** Daily Builds (D3 2.12, 7): the builds grid and its quantity edit, lines' totals and workers. */
export class DailyBuildsService {
  constructor(private readonly repo: DailyBuildsRepository) {}

  builds(
    company: Company,
    q: {
      wh: LabourWarehouseCode;
      start_date: string;
      end_date: string;
      shift: Shift;
      reported?: boolean | undefined;
      group_number?: number | undefined;
    },
  ): Promise<GridBuild[]> {
    const { from, to } = shiftRange(q.start_date, q.end_date, q.shift);
    return this.repo.builds(company, {
      warehouses: labourWarehouses(company, q.wh),
      from,
      to,
      shift: q.shift,
      reported: q.reported,
      group: q.group_number,
    });
  }

  /** PUT updateBuild: one build's quantity; 404 when it is not the company's, 409 when it changed. */
  async update(company: Company, key: BuildKey, quantity: number): Promise<{ id: number; quantity: number }> {
    const outcome = await this.repo.updateQuantity(company, key, quantity);
    if (!outcome.ok) {
      throw outcome.reason === 'missing'
        ? notFound(BUILD_MESSAGES.notFound(key.id))
        : conflict(BUILD_MESSAGES.changed, 'build_changed');
    }
    return { id: outcome.id, quantity: outcome.quantity };
  }

  async byGroup(
    company: Company,
    date: string,
    wh: LabourWarehouseCode | undefined,
    shift: Shift,
  ): Promise<GroupBuilds> {
    const { from, to } = shiftRange(date, date, shift);
    const groups = await this.repo.byGroup(company, {
      warehouses: labourWarehouses(company, wh),
      from,
      to,
      shift,
    });
    return { date, groups };
  }

  async workersByGroup(company: Company, wh: LabourWarehouseCode | undefined): Promise<WorkersByGroup> {
    return { groups: await this.repo.workersByGroup(company, labourWarehouses(company, wh)) };
  }
}
