import type {
  ConfirmPickRequest,
  ConfirmPickResponse,
  PickConfirmationRecord,
  PickList,
} from '@shared/api/dropship/picking';
import {
  confirmationProblem,
  pickProgress,
  pickStops,
  PICK_MESSAGES as M,
  repeatOutcome,
  sheetDone,
  type PickStop,
} from '@shared/domain/dropship/picking';
import { sheetTitle } from '@shared/domain/dropship/pullsheet-lines';
import { pullsheetStatusLabel } from '@shared/domain/dropship/pullsheet-rules';
import { PULLSHEET_STATUS, type PullsheetType } from '@shared/domain/dropship/status';
import { warehouseOfCode, type Company } from '@shared/domain/identity/companies';
import { badRequest, conflict, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { Executor } from '../common/order-queries';
import { toPullsheet, type PullsheetAccess } from './pullsheet-access';
import type { PickingRepository, PickRow } from './picking.repository';
import type { PullsheetRow, PullsheetsRepository } from './pullsheets.repository';
import { sheetLineSource } from './sheet-lines.repository';

const toConfirmation = (row: PickRow): PickConfirmationRecord => ({
  quantity: row.quantity,
  expected: row.expected,
  method: row.method,
  reason: row.reason as PickConfirmationRecord['reason'],
  short_reason: row.shortReason as PickConfirmationRecord['short_reason'],
  picked_by: row.pickedBy,
  picked_at: row.pickedAt.toISOString(),
});

/**
 * Picking a pull sheet on a tablet (issue 12 item 3): the sheet's stops in the printed order with
 * what is confirmed, and the confirmation of a line. The sheet row is locked while a confirmation
 * is recorded, so confirmations of one sheet are serial: one row per line (first write wins), and
 * the one that completes the sheet sees every other and moves it to Pulled (101) in its transaction.
 */
export class PickingService {
  constructor(
    private readonly sheets: PullsheetsRepository,
    private readonly picks: PickingRepository,
    private readonly access: PullsheetAccess,
  ) {}

  private async stops(db: Executor, company: Company, sheet: PullsheetRow): Promise<PickStop[]> {
    const warehouse = warehouseOfCode(sheet.warehouse) ?? sheet.warehouse;
    const source = await sheetLineSource(db, company, sheet.pullsheetId, warehouse);
    return pickStops(source.lines, source.components, source.upcs);
  }

  async list(principal: UserPrincipal, company: Company, id: number): Promise<PickList> {
    const sheet = await this.access.ownSheet(principal, company, id);
    const [stops, rows] = await Promise.all([
      this.stops(this.sheets.db, company, sheet),
      this.picks.picks(this.picks.db, id),
    ]);
    const bySku = new Map(rows.map((r) => [r.sku, r]));
    return {
      pullsheet: toPullsheet(sheet),
      title: sheetTitle(sheet.warehouse, sheet.type as PullsheetType),
      lines: stops.map((s) => {
        const row = bySku.get(s.sku);
        return { ...s, confirmation: row ? toConfirmation(row) : null };
      }),
    };
  }

  async confirm(
    principal: UserPrincipal,
    company: Company,
    body: ConfirmPickRequest,
  ): Promise<ConfirmPickResponse> {
    const id = body.pullsheet_id;
    return this.sheets.db.transaction(async (tx) => {
      const sheet = await this.sheets.sheet(tx, company, id, true);
      if (!sheet) throw notFound(`Pull sheet ${id} was not found.`, 'pullsheet_not_found');
      this.access.mayUse(principal, company, warehouseOfCode(sheet.warehouse) ?? sheet.warehouse);
      const stops = await this.stops(tx, company, sheet);
      const stop = stops.find((s) => s.sku === body.sku);
      if (!stop) throw notFound(M.notOnSheet(body.sku, id), 'pick_line_not_found');
      const problem = confirmationProblem(stop.quantity, body);
      if (problem) throw badRequest(problem, 'invalid_pick');

      const earlier = await this.picks.pick(tx, id, stop.sku);
      if (earlier && repeatOutcome(earlier, body) === 'conflict') {
        throw conflict(M.alreadyPicked(stop.sku, earlier.quantity, earlier.pickedBy), 'pick_conflict');
      }
      if (!earlier && sheet.statusCode >= PULLSHEET_STATUS.built) {
        throw conflict(
          M.closed(id, pullsheetStatusLabel(sheet.statusCode, sheet.maxStatusCode)),
          'pullsheet_closed',
        );
      }
      // Under the sheet's lock nobody can insert between the read and the insert; the unique index
      // is the second guard, so even without the lock a line is never counted twice.
      const row =
        earlier ??
        (await this.picks.insertIfNew(tx, {
          company,
          pullsheetId: id,
          sku: stop.sku,
          quantity: body.quantity,
          expected: stop.quantity,
          method: body.method,
          reason: body.reason ?? null,
          shortReason: body.short_reason ?? null,
          pickedBy: principal.username,
        }));
      if (!row) throw conflict(M.alreadyPicked(stop.sku, body.quantity, null), 'pick_conflict');

      const confirmed = new Map((await this.picks.picks(tx, id)).map((r) => [r.sku, r]));
      const progress = pickProgress(stops, confirmed);
      let statusCode = sheet.statusCode;
      if (sheetDone(stops, confirmed) && statusCode < PULLSHEET_STATUS.pulled) {
        await this.picks.markPulled(tx, company, id);
        statusCode = PULLSHEET_STATUS.pulled;
      }
      return {
        pullsheet_id: id,
        sku: stop.sku,
        confirmation: toConfirmation(row),
        replayed: earlier !== null,
        done: progress.done,
        total: progress.total,
        status_code: statusCode,
      };
    });
  }
}
