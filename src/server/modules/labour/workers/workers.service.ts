import type {
  AddWorker,
  OperationsWorker,
  UpdateWorker,
  Worker,
  WorkerSaved,
} from '@shared/api/labour/workers';
import type { Company } from '@shared/domain/identity/companies';
import type { WorkerStatus } from '@shared/domain/labour/status';
import { WORKER_MESSAGES as M, workerFormProblems, workerText } from '@shared/domain/labour/workers';
import { badRequest, notFound } from '../../../platform/http/http-error';
import type { WorkerChanges, WorkerRecord, WorkersRepository } from './workers.repository';

const toWorker = (r: WorkerRecord): Worker => ({
  id: r.id,
  worker_name: r.workerName,
  warehouse: r.warehouse,
  timecard_num: r.timecardNum,
  payroll_num: r.payrollNum,
  status: r.status === 'Inactive' ? 'Inactive' : 'Active',
  group_number: r.groupNumber,
});

const toOperationsWorker = (r: WorkerRecord): OperationsWorker => {
  const { id, ...rest } = toWorker(r);
  return { worker_id: id, ...rest };
};

/** Workers (D3 2.10, 5, 7): list, insert, update (fields or status) and the operations list. */
export class WorkersService {
  constructor(private readonly workers: WorkersRepository) {}

  async list(company: Company, filters: { name?: string | undefined; status?: WorkerStatus | undefined }) {
    const rows = await this.workers.list(company, {
      ...(filters.name ? { name: filters.name } : {}),
      ...(filters.status ? { status: filters.status } : {}),
    });
    return rows.map(toWorker);
  }

  async all(company: Company, warehouse: string | undefined): Promise<OperationsWorker[]> {
    return (await this.workers.all(company, warehouse || undefined)).map(toOperationsWorker);
  }

  async add(company: Company, input: AddWorker): Promise<WorkerSaved> {
    const problems = workerFormProblems(input);
    if (problems.length > 0) throw badRequest(problems.join('\n'), 'invalid_worker');
    const row = await this.workers.insert(company, {
      workerName: workerText(input.worker_name) ?? '',
      warehouse: workerText(input.warehouse) ?? '',
      timecardNum: workerText(input.timecard_num) ?? '',
      payrollNum: workerText(input.payroll_num),
    });
    return { success: true, message: M.added, worker: toWorker(row) };
  }

  async update(company: Company, input: UpdateWorker): Promise<WorkerSaved> {
    const problems = workerFormProblems(input, true);
    if (problems.length > 0) throw badRequest(problems.join('\n'), 'invalid_worker');
    const changes: WorkerChanges = {};
    if (input.worker_name !== undefined) changes.workerName = workerText(input.worker_name) ?? '';
    if (input.warehouse !== undefined) changes.warehouse = workerText(input.warehouse) ?? '';
    if (input.timecard_num !== undefined) changes.timecardNum = workerText(input.timecard_num) ?? '';
    if (input.payroll_num !== undefined) changes.payrollNum = workerText(input.payroll_num);
    if (input.status !== undefined) changes.status = input.status;
    if (Object.keys(changes).length === 0) throw badRequest(M.nothingToChange, 'nothing_to_change');
    const row = await this.workers.update(company, input.id, changes);
    if (!row) throw notFound(M.notFound(input.id), 'worker_not_found');
    return { success: true, message: M.updated, worker: toWorker(row) };
  }
}
