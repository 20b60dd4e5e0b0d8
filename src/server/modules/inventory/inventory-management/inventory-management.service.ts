import Papa from 'papaparse';
import type { StaticAction, StaticUpdateBody } from '@shared/api/inventory/inventory-management';
import { STATIC_ACTION_STATUS, type StaticActionStatus } from '@shared/domain/dropship/status';
import {
  COMPANY_WAREHOUSES,
  companyHeader,
  type ParsedCompanyHeader,
  type Warehouse,
} from '@shared/domain/identity/companies';
import {
  PULL_COUNTS_ACTION,
  staticFileSide,
  staticHeaderProblem,
  type StaticFileType,
} from '@shared/domain/inventory/static-files';
import { dayIn } from '@shared/lib/zoned-time';
import type { FileStore } from '../../../platform/files/file-store';
import { badRequest } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { JobSender } from '../../../platform/jobs/job-sender';
import type { InventoryJobs } from '../inventory.jobs';
import type { InventoryManagementRepository, StaticActionRow } from './inventory-management.repository';
import { staticFileKey } from './static-update.job';

const STATUSES = Object.values(STATIC_ACTION_STATUS) as string[];

export function toStaticAction(row: StaticActionRow): StaticAction {
  return {
    action_id: row.actionId,
    action: row.action,
    user: row.user,
    date: row.date.toISOString(),
    successful: row.successful,
    failed: row.failed,
    // The column is text; anything but the three codes reads as still processing.
    status: (STATUSES.includes(row.status)
      ? row.status
      : STATIC_ACTION_STATUS.processing) as StaticActionStatus,
    file_name: row.fileName,
    reason: row.reason,
  };
}

export type DownloadFile = { name: string; body: string };

/** Inventory Management (D1 sections 2, 3, 4, 5, 7, 8, 9). */
export class InventoryManagementService {
  constructor(
    private readonly repo: InventoryManagementRepository,
    private readonly files: FileStore,
    private readonly jobs: JobSender<InventoryJobs>,
  ) {}

  /**
   * Update: checks what can be checked at once (the company, the side, the header row), stores the
   * file, records the action as processing and queues the job that checks every row and writes.
   */
  async update(
    user: UserPrincipal,
    header: ParsedCompanyHeader,
    type: StaticFileType,
    body: StaticUpdateBody,
  ): Promise<StaticAction> {
    const { company } = header;
    if (body.type !== undefined && body.type !== type) {
      throw badRequest(`type ${body.type} is not the file type of the path (${type}).`, 'type_mismatch');
    }
    if (body.company.toLowerCase().replace(/_bulk$/, '') !== company) {
      throw badRequest(`company "${body.company}" is not the company of this request.`, 'company_mismatch');
    }
    const side = staticFileSide(type);
    if (header.side !== side) {
      throw badRequest(
        side === 'bulk'
          ? `${type} is a bulk file: send it for ${companyHeader(company, 'bulk')}.`
          : `${type} is a dropship file: send it for ${companyHeader(company)}, not the bulk company.`,
        'company_side',
      );
    }
    const problem = staticHeaderProblem(type, body.csv);
    if (problem) throw badRequest(problem, 'static_file_header');
    const action = await this.repo.transaction(async (tx) => {
      const row = await this.repo.insertAction(
        company,
        { action: type, user: user.username, fileName: body.file_name },
        tx,
      );
      // Inside the transaction: if the file cannot be stored, no action is left processing.
      await this.files.put(staticFileKey(company, row.actionId), body.csv, 'text/csv');
      return row;
    });
    await this.queue(action, { action_id: action.actionId, company, type });
    return toStaticAction(action);
  }

  /** Pull Acumatica Counts: an action of its own in Update Status, worked by the same job. */
  async pullCounts(user: UserPrincipal, header: ParsedCompanyHeader, warehouse?: Warehouse) {
    const { company } = header;
    if (warehouse && !COMPANY_WAREHOUSES[company].includes(warehouse)) {
      throw badRequest(`${company} has no ${warehouse} warehouse.`, 'unknown_warehouse');
    }
    const action = await this.repo.insertAction(company, {
      action: PULL_COUNTS_ACTION,
      user: user.username,
      fileName: null,
    });
    await this.queue(action, {
      action_id: action.actionId,
      company,
      type: PULL_COUNTS_ACTION,
      ...(warehouse ? { warehouse } : {}),
    });
    return toStaticAction(action);
  }

  private async queue(action: StaticActionRow, payload: InventoryJobs['inventory.static-update']) {
    try {
      await this.jobs.send('inventory.static-update', payload);
    } catch (error) {
      await this.repo.finishAction(action.company as ParsedCompanyHeader['company'], action.actionId, {
        status: STATIC_ACTION_STATUS.failed,
        successful: 0,
        failed: 0,
        reason: 'The update could not be queued.',
      });
      throw error;
    }
  }

  async actions(header: ParsedCompanyHeader, limit: number): Promise<StaticAction[]> {
    return (await this.repo.listActions(header.company, limit)).map(toStaticAction);
  }

  /** Export Inventory: the updateInventory columns first, then what else helps reading it. */
  async exportCsv(header: ParsedCompanyHeader, now = new Date()): Promise<DownloadFile> {
    const rows = await this.repo.exportRows(header.company);
    const body = Papa.unparse({
      fields: ['sku', 'warehouse', 'quantity', 'available', 'description', 'zeroed_out', 'updated_at'],
      data: rows.map((r) => [
        r.sku,
        r.warehouse,
        r.on_hand,
        r.available,
        r.description,
        r.zeroed_out ? 'Y' : 'N',
        r.updated_at.toISOString(),
      ]),
    });
    return { name: `inventory_${header.company}_${dayIn(now)}.csv`, body };
  }
}
