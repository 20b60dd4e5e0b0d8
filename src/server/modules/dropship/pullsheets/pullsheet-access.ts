import type { Pullsheet } from '@shared/api/dropship/pullsheets';
import {
  displayName,
  warehouseOfCode,
  type Company,
  type Warehouse,
} from '@shared/domain/identity/companies';
import { dayIn, dayStartIn } from '@shared/lib/zoned-time';
import { notFound } from '../../../platform/http/http-error';
import { heldWarehouse, heldWarehouses } from '../common/warehouse-scope';
import type { UserPrincipal } from '../../../platform/http/types';
import type { PullsheetRow, PullsheetsRepository } from './pullsheets.repository';

export function toPullsheet(row: PullsheetRow): Pullsheet {
  const warehouse = warehouseOfCode(row.warehouse);
  return {
    pullsheet_id: row.pullsheetId,
    date: row.date.toISOString(),
    wh_name: warehouse ? displayName(warehouse) : row.warehouse,
    warehouse: row.warehouse,
    carrier: row.carrier,
    order_count: row.orderCount,
    piece_count: row.pieceCount,
    type: row.type,
    status_code: row.statusCode,
    max_status_code: row.maxStatusCode,
    sort: row.sort,
    created_by: row.createdBy,
    split_from: row.splitFrom,
  };
}

/** The start of the office day (New York) that holds `at`. */
export const officeDayStart = (at: Date): Date => new Date(dayStartIn(dayIn(at)));

/** The warehouse scope of D1 section 6 on pull sheets: which warehouses and sheets a caller may use. */
export class PullsheetAccess {
  constructor(private readonly repo: PullsheetsRepository) {}

  /** The warehouses of the company the caller holds. */
  held(principal: UserPrincipal, company: Company): Warehouse[] {
    return heldWarehouses(principal, company);
  }

  /** The warehouse, when the caller holds it for the company; 403 otherwise. */
  mayUse(principal: UserPrincipal, company: Company, warehouse: string): Warehouse {
    return heldWarehouse(principal, company, warehouse);
  }

  /** A sheet the caller may see: 404 when the company has none, 403 when its warehouse is not held. */
  async ownSheet(principal: UserPrincipal, company: Company, id: number): Promise<PullsheetRow> {
    const sheet = await this.repo.sheet(this.repo.db, company, id);
    if (!sheet) throw notFound(`Pull sheet ${id} was not found.`, 'pullsheet_not_found');
    heldWarehouse(principal, company, sheet.warehouse);
    return sheet;
  }
}
