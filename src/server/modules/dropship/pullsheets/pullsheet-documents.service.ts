import type {
  FoamAndBolster,
  FoamLine,
  PullsheetPrint,
  RegenRequest,
  RegenResponse,
} from '@shared/api/dropship/pullsheets';
import { sortBySizeWord } from '@shared/domain/dropship/pullsheet-lines';
import { PULLSHEET_STATUS } from '@shared/domain/dropship/status';
import { WAREHOUSE_CODES, warehouseOfCode, type Company } from '@shared/domain/identity/companies';
import type { Integrations } from '../../../integrations/registry';
import type { FileStore } from '../../../platform/files/file-store';
import { conflict } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import { buyLabels } from '../common/label-buyer';
import type { OrderLabelsService } from '../order-drawer/order-labels.service';
import { packingSlipZpl } from '../order-drawer/packing-slip';
import { officeDayStart, toPullsheet, type PullsheetAccess } from './pullsheet-access';
import type { PullsheetsRepository } from './pullsheets.repository';
import { sheetLineSource } from './sheet-lines.repository';

export type DownloadFile = { name: string; body: string | Buffer };

/**
 * What a pull sheet produces (D1 section 7): its shipping labels (bought, and as one ZPL file), its
 * packing slips, and the foam and bolster lists of the day's sheets.
 */
export class PullsheetDocumentsService {
  constructor(
    private readonly repo: PullsheetsRepository,
    private readonly access: PullsheetAccess,
    private readonly integrations: Integrations,
    private readonly files: FileStore,
    private readonly labels: OrderLabelsService,
  ) {}

  /** Buys a label for every package of the sheet that has none (a refusal is kept on the package). */
  async buyLabels(company: Company, sheetId: number) {
    const packages = await this.repo.unlabelledPackages(company, sheetId);
    return buyLabels(this.integrations.carriers(company), packages, this.repo.labels(company));
  }

  /** The sheet's shipping labels as one ZPL file, in the sheet's order (packages without one skipped). */
  async labelsFile(principal: UserPrincipal, company: Company, id: number): Promise<DownloadFile> {
    await this.access.ownSheet(principal, company, id);
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

  /**
   * What the printed pull sheet is made of: the sheet, its open lines with their pull locations in
   * the sheet's warehouse, and its bundles' components (the PDF is drawn by the browser).
   */
  async print(principal: UserPrincipal, company: Company, id: number): Promise<PullsheetPrint> {
    const sheet = await this.access.ownSheet(principal, company, id);
    const warehouse = warehouseOfCode(sheet.warehouse) ?? sheet.warehouse;
    const source = await sheetLineSource(this.repo.db, company, id, warehouse);
    return {
      pullsheet: toPullsheet(sheet),
      lines: source.lines,
      bundles: [...source.components].map(([sku, components]) => ({ sku, components })),
    };
  }

  /** PUT /dropship/packslips/regen: rewrite every packing slip of the sheet, or buy missing labels. */
  async regen(principal: UserPrincipal, company: Company, body: RegenRequest): Promise<RegenResponse> {
    await this.access.ownSheet(principal, company, body.pullsheet_id);
    if (body.type === 'labels') {
      const { labelled, failed } = await this.buyLabels(company, body.pullsheet_id);
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
    const codes = this.access.held(principal, company).map((w) => WAREHOUSE_CODES[w]);
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
