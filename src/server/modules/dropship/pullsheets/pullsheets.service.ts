import type {
  CreatePullsheetRequest,
  CreatePullsheetResponse,
  FoamAndBolster,
  FoamLine,
  Pullsheet,
  PullsheetList,
  PullsheetListQuery,
  RegenRequest,
  RegenResponse,
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
import {
  ACUMATICA_STATUS,
  ORDER_STATUS,
  PULLSHEET_STATUS,
  type PullsheetType,
} from '@shared/domain/dropship/status';
import {
  COMPANY_WAREHOUSES,
  displayName,
  WAREHOUSE_CODES,
  type Company,
  type Warehouse,
} from '@shared/domain/identity/companies';
import { sortBySizeWord } from '@shared/domain/dropship/pullsheet-lines';
import { dayIn, dayStartIn } from '@shared/lib/zoned-time';
import type { FileStore } from '../../../platform/files/file-store';
import { conflict, forbidden, HttpError, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { Integrations } from '../../../integrations/registry';
import { buyLabels } from '../common/label-buyer';
import type { OrderErpService } from '../order-drawer/order-erp.service';
import type { OrderLabelsService } from '../order-drawer/order-labels.service';
import { packingSlipZpl } from '../order-drawer/packing-slip';
import type { PullsheetRow, PullsheetsRepository, UnprocessedOrder } from './pullsheets.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DownloadFile = { name: string; body: string | Buffer };

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

function warehouseOfCode(code: string): Warehouse | null {
  const found = (Object.entries(WAREHOUSE_CODES) as [Warehouse, string][]).find(([, c]) => c === code);
  return found ? found[0] : null;
}

/** The start of the office day (New York) that holds `at`. */
const officeDayStart = (at: Date): Date => new Date(dayStartIn(dayIn(at)));

const typeOf = (o: UnprocessedOrder): PullsheetType => orderSheetType(o);

/**
 * Pull Sheets (D1 sections 2, 5, 6, 7): the sheets of the warehouses the caller holds, New
 * Pullsheet, Split, Resend Acumatica, labels and packslips of a sheet, and the foam and bolster lists.
 * Every write of the database is one transaction; labels are bought after it, one package at a time.
 */
export class PullsheetsService {
  constructor(
    private readonly repo: PullsheetsRepository,
    private readonly integrations: Integrations,
    private readonly files: FileStore,
    private readonly erp: OrderErpService,
    private readonly labels: OrderLabelsService,
  ) {}

  /** The warehouses of the company the caller holds (the warehouse scope of D1 section 6). */
  private held(principal: UserPrincipal, company: Company): Warehouse[] {
    return COMPANY_WAREHOUSES[company].filter((w) => principal.warehouses.includes(w));
  }

  private mayUse(principal: UserPrincipal, company: Company, warehouse: string): Warehouse {
    const held = this.held(principal, company);
    const found = held.find((w) => w === warehouse);
    if (!found) throw forbidden(R.warehouseForbidden(displayName(warehouse)), 'warehouse_forbidden');
    return found;
  }

  /** A sheet the caller may see: 404 when the company has none, 403 when its warehouse is not held. */
  private async ownSheet(principal: UserPrincipal, company: Company, id: number): Promise<PullsheetRow> {
    const sheet = await this.repo.sheet(this.repo.db, company, id);
    if (!sheet) throw notFound(`Pull sheet ${id} was not found.`, 'pullsheet_not_found');
    this.mayUse(principal, company, warehouseOfCode(sheet.warehouse) ?? sheet.warehouse);
    return sheet;
  }

  async list(principal: UserPrincipal, company: Company, query: PullsheetListQuery, now = new Date()) {
    const asked = query.warehouse ?? 'all';
    const warehouses =
      asked === 'all' ? this.held(principal, company) : [this.mayUse(principal, company, asked)];
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
        const type = typeOf(o);
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
    const warehouse = this.mayUse(principal, company, body.warehouse);
    const code = WAREHOUSE_CODES[warehouse];
    const sheet = await this.repo.db.transaction(async (tx) => {
      await this.repo.lockWarehouse(tx, company, warehouse);
      const candidates = (await this.repo.unprocessed(tx, company, [warehouse])).filter(
        (o) => o.carrier === body.carrier && typeOf(o) === body.type,
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
    const { labelled, failed } = await this.buySheetLabels(company, sheet.pullsheetId);
    return { pullsheet: toPullsheet(sheet), labelled, label_failures: failed };
  }

  private async buySheetLabels(company: Company, sheetId: number) {
    const packages = await this.repo.unlabelledPackages(company, sheetId);
    return buyLabels(this.integrations.carriers(company), packages, this.repo.labels(company));
  }

  /**
   * Split (D1 sections 5 and 9): a sheet of more than 300 pieces becomes two; the orders stay whole
   * and in their order, the first half of the pieces stays, the rest moves to a new sheet of the
   * same warehouse, carrier, type and status that records where it came from.
   */
  async split(principal: UserPrincipal, company: Company, id: number): Promise<Pullsheet[]> {
    await this.ownSheet(principal, company, id);
    const [kept, moved] = await this.repo.db.transaction(async (tx) => {
      const sheet = await this.repo.sheet(tx, company, id, true);
      if (!sheet) throw notFound(`Pull sheet ${id} was not found.`, 'pullsheet_not_found');
      if (!canSplit(sheet.pieceCount)) throw conflict(R.notSplittable, 'not_splittable');
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
    await this.ownSheet(principal, company, body.pullsheet_id);
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

  /** The sheet's shipping labels as one ZPL file, in the sheet's order (packages without one skipped). */
  async labelsFile(principal: UserPrincipal, company: Company, id: number): Promise<DownloadFile> {
    await this.ownSheet(principal, company, id);
    const packages = await this.repo.sheetPackages(this.repo.db, company, id);
    const labelled = packages.filter(({ pkg }) => pkg.trackingNumber !== null);
    if (labelled.length === 0) throw conflict('This pull sheet has no labels yet.', 'no_labels');
    const parts: Buffer[] = [];
    for (const { pkg } of labelled) {
      const file = await this.labels.file(company, pkg.id, 'shipping_label');
      parts.push(file.bytes);
    }
    return { name: `pullsheet_${id}_labels.zpl`, body: Buffer.concat(parts) };
  }

  /** PUT /dropship/packslips/regen: rewrite every packing slip of the sheet, or buy missing labels. */
  async regen(principal: UserPrincipal, company: Company, body: RegenRequest): Promise<RegenResponse> {
    await this.ownSheet(principal, company, body.pullsheet_id);
    if (body.type === 'labels') {
      const { labelled, failed } = await this.buySheetLabels(company, body.pullsheet_id);
      return { pullsheet_id: body.pullsheet_id, type: body.type, regenerated: labelled, failed };
    }
    const packages = (await this.repo.sheetPackages(this.repo.db, company, body.pullsheet_id)).filter(
      ({ pkg }) => pkg.trackingNumber !== null,
    );
    const lines = await this.repo.openLines([...new Set(packages.map(({ order }) => order.id))]);
    let regenerated = 0;
    for (const { pkg, order } of packages) {
      const open = lines.filter((l) => l.orderId === order.id);
      const own = open.filter((l) => l.packageId === pkg.id);
      const key =
        pkg.packslipKey ?? `packslips/${company}/${order.internalPoNumber}_${pkg.trackingNumber}.zpl`;
      await this.files.put(
        key,
        packingSlipZpl(company, order, pkg, own.length > 0 ? own : open),
        'application/zpl',
      );
      if (pkg.packslipKey !== key) await this.repo.setPackslipKey(pkg.id, key);
      regenerated += 1;
    }
    return { pullsheet_id: body.pullsheet_id, type: body.type, regenerated, failed: 0 };
  }

  /**
   * Foam and bolster (D1 section 7): what the sheets cut since the start (the start of today by
   * default) and not yet shipped need: a foam insert per piece of an item with foam, fiber per piece
   * with a bolster, and the liners ordered as items; each list by size word (Small to Jumbo Plus).
   */
  async foamAndBolster(
    principal: UserPrincipal,
    company: Company,
    start: string | undefined,
    now = new Date(),
  ): Promise<FoamAndBolster> {
    const since = start === undefined ? officeDayStart(now) : new Date(start);
    const codes = this.held(principal, company).map((w) => WAREHOUSE_CODES[w]);
    const sheets = (await this.repo.list(company, codes, since))
      .filter((sheet) => sheet.statusCode < PULLSHEET_STATUS.shipped)
      .map((sheet) => sheet.pullsheetId)
      .sort((a, b) => a - b);
    const items = await this.repo.sheetItems(company, sheets);
    const foam: FoamLine[] = [];
    const fiber: FoamLine[] = [];
    const liner: FoamLine[] = [];
    for (const item of items) {
      if (item.foam) foam.push({ sku: item.sku, quantity: item.quantity, description: item.foam });
      if (item.bolster) fiber.push({ sku: item.sku, quantity: item.quantity, description: item.bolster });
      if (/liner/i.test(item.description)) {
        liner.push({ sku: item.sku, quantity: item.quantity, description: item.description });
      }
    }
    return {
      foam: sortBySizeWord(foam),
      fiber: sortBySizeWord(fiber),
      liner: sortBySizeWord(liner),
      pullsheets: sheets,
    };
  }
}
