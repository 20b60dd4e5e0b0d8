import type {
  CreatePullsheetRequest,
  CreatePullsheetResponse,
  Pullsheet,
  PullsheetList,
  PullsheetListQuery,
  ResendAcumaticaRequest,
  ResendAcumaticaResponse,
  UnprocessedCount,
} from '@shared/api/dropship/pullsheets';
import {
  canSplit,
  orderSheetType,
  PULLSHEET_REFUSALS as R,
  splitPoint,
} from '@shared/domain/dropship/pullsheet-rules';
import { ACUMATICA_STATUS, ORDER_STATUS, PULLSHEET_STATUS } from '@shared/domain/dropship/status';
import { displayName, WAREHOUSE_CODES, type Company } from '@shared/domain/identity/companies';
import { conflict, forbidden, HttpError, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { OrderErpService } from '../order-drawer/order-erp.service';
import { sheetHasPicks } from '../common/sheet-picks';
import { officeDayStart, toPullsheet, type PullsheetAccess } from './pullsheet-access';
import type { PullsheetDocumentsService } from './pullsheet-documents.service';
import type { PullsheetsRepository } from './pullsheets.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Pull Sheets (D1 sections 2, 5, 6, 7): the sheets of the warehouses the caller holds, New
 * Pullsheet, Split and Resend Acumatica (what a sheet produces is PullsheetDocumentsService's).
 * Every write of the database is one transaction; labels are bought after it.
 */
export class PullsheetsService {
  constructor(
    private readonly repo: PullsheetsRepository,
    private readonly access: PullsheetAccess,
    private readonly documents: PullsheetDocumentsService,
    private readonly erp: OrderErpService,
  ) {}

  async list(principal: UserPrincipal, company: Company, query: PullsheetListQuery, now = new Date()) {
    const asked = query.warehouse ?? 'all';
    const warehouses =
      asked === 'all'
        ? this.access.held(principal, company)
        : [this.access.mayUse(principal, company, asked)];
    const since = new Date(now.getTime() - query.days * DAY_MS);
    const [rows, orders] = await Promise.all([
      this.repo.list(
        company,
        warehouses.map((w) => WAREHOUSE_CODES[w]),
        since,
      ),
      this.repo.unprocessed(this.repo.db, company, warehouses),
    ]);
    const unprocessed: UnprocessedCount[] = warehouses.map((warehouse) => {
      const mine = orders.filter((o) => o.warehouse === warehouse);
      const groups = new Map<string, UnprocessedCount['groups'][number]>();
      for (const o of mine) {
        const type = orderSheetType(o);
        const key = `${o.carrier}|${type}`;
        const group = groups.get(key) ?? { carrier: o.carrier, type, orders: 0, pieces: 0 };
        group.orders += 1;
        group.pieces += o.pieces;
        groups.set(key, group);
      }
      return {
        warehouse,
        wh_name: displayName(warehouse),
        orders: mine.length,
        groups: [...groups.values()].sort(
          (a, b) => a.carrier.localeCompare(b.carrier) || a.type.localeCompare(b.type),
        ),
      };
    });
    return { pullsheets: rows.map(toPullsheet), unprocessed } satisfies PullsheetList;
  }

  /**
   * New Pullsheet: every unprocessed order of the warehouse whose carrier and sheet type
   * (orderSheetType) match goes on one new Unbuilt sheet, oldest upload first. The sheet, its
   * packages and its counts are one transaction; then a label is bought for each package.
   */
  async create(
    principal: UserPrincipal,
    company: Company,
    body: CreatePullsheetRequest,
    now = new Date(),
  ): Promise<CreatePullsheetResponse> {
    const warehouse = this.access.mayUse(principal, company, body.warehouse);
    const code = WAREHOUSE_CODES[warehouse];
    const sheet = await this.repo.db.transaction(async (tx) => {
      await this.repo.lockWarehouse(tx, company, warehouse);
      const candidates = (await this.repo.unprocessed(tx, company, [warehouse])).filter(
        (o) => o.carrier === body.carrier && orderSheetType(o) === body.type,
      );
      const ids = await this.repo.lockStillUnprocessed(
        tx,
        company,
        candidates.map((o) => o.id),
      );
      if (ids.length === 0) throw conflict(R.noOrders, 'no_orders');
      const created = await this.repo.insertPullsheet(tx, {
        company,
        date: now,
        warehouse: code,
        carrier: body.carrier,
        type: body.type,
        statusCode: PULLSHEET_STATUS.unbuilt,
        maxStatusCode: PULLSHEET_STATUS.unbuilt,
        sort: await this.repo.nextSort(tx, company, code, officeDayStart(now)),
        createdBy: principal.username,
      });
      const pieces = await this.repo.placeOrders(tx, company, created.pullsheetId, ids);
      return this.repo.setCounts(tx, created.pullsheetId, ids.length, pieces);
    });
    const { labelled, failed } = await this.documents.buyLabels(company, sheet.pullsheetId);
    return { pullsheet: toPullsheet(sheet), labelled, label_failures: failed };
  }

  /**
   * Split (D1 sections 5 and 9): a sheet of more than 300 pieces becomes two; the orders stay whole
   * and in their order, the first half of the pieces stays, the rest moves to a new sheet of the
   * same warehouse, carrier, type and status that records where it came from.
   */
  async split(principal: UserPrincipal, company: Company, id: number): Promise<Pullsheet[]> {
    await this.access.ownSheet(principal, company, id);
    const [kept, moved] = await this.repo.db.transaction(async (tx) => {
      const sheet = await this.repo.sheet(tx, company, id, true);
      if (!sheet) throw notFound(`Pull sheet ${id} was not found.`, 'pullsheet_not_found');
      if (!canSplit(sheet.pieceCount)) throw conflict(R.notSplittable, 'not_splittable');
      if (await sheetHasPicks(tx, sheet.pullsheetId)) throw conflict(R.splitPicked, 'pullsheet_picked');
      const orders = await this.repo.sheetOrders(tx, id);
      const at = splitPoint(orders.map((o) => o.pieces));
      const staying = orders.slice(0, at);
      const leaving = orders.slice(at);
      if (leaving.length === 0) throw conflict(R.notSplittable, 'not_splittable');
      const sum = (list: typeof orders) => list.reduce((s, o) => s + o.pieces, 0);
      const { pullsheetId: _id, ...rest } = sheet;
      void _id;
      const twin = await this.repo.insertPullsheet(tx, {
        ...rest,
        sort: await this.repo.nextSort(tx, company, sheet.warehouse, officeDayStart(sheet.date)),
        splitFrom: sheet.pullsheetId,
        createdBy: principal.username,
      });
      await this.repo.movePackages(
        tx,
        sheet.pullsheetId,
        twin.pullsheetId,
        leaving.map((o) => o.orderId),
      );
      return [
        await this.repo.setCounts(tx, sheet.pullsheetId, staying.length, sum(staying)),
        await this.repo.setCounts(tx, twin.pullsheetId, leaving.length, sum(leaving)),
      ];
    });
    return [toPullsheet(kept), toPullsheet(moved)];
  }

  /**
   * Resend Acumatica (admin and acumatica, D1 section 6): each order on the sheet that Acumatica does
   * not hold (no order number, or the order failed) is sent again, each in its own transaction; or
   * only the order named by internal_po_number or tracking_number.
   */
  async resendAcumatica(
    principal: UserPrincipal,
    company: Company,
    body: ResendAcumaticaRequest,
  ): Promise<ResendAcumaticaResponse> {
    if (!principal.scopes.includes('admin') && !principal.scopes.includes('acumatica')) {
      throw forbidden(R.resendForbidden, 'resend_forbidden');
    }
    await this.access.ownSheet(principal, company, body.pullsheet_id);
    const packages = await this.repo.sheetPackages(this.repo.db, company, body.pullsheet_id);
    const named = packages.filter(
      ({ pkg, order }) =>
        (body.internal_po_number === undefined || order.internalPoNumber === body.internal_po_number) &&
        (body.tracking_number === undefined || pkg.trackingNumber === body.tracking_number),
    );
    if ((body.internal_po_number ?? body.tracking_number) !== undefined && named.length === 0) {
      throw notFound(`That order is not on pull sheet ${body.pullsheet_id}.`, 'order_not_on_sheet');
    }
    const orders = new Map(named.map(({ order }) => [order.id, order]));
    const failures: ResendAcumaticaResponse['failures'] = [];
    let resent = 0;
    for (const order of orders.values()) {
      const missing = order.acuOrderNum === null || order.acumaticaStatus === ACUMATICA_STATUS.orderFailed;
      const asked = body.internal_po_number !== undefined || body.tracking_number !== undefined;
      if ((!missing && !asked) || order.orderStatus === ORDER_STATUS.cancelled) continue;
      try {
        await this.erp.resend(company, order.internalPoNumber, order.vendorName);
        resent += 1;
      } catch (error) {
        const reason = error instanceof HttpError || error instanceof Error ? error.message : 'failed';
        failures.push({ internal_po_number: order.internalPoNumber, reason });
      }
    }
    return { resent, failures };
  }
}
