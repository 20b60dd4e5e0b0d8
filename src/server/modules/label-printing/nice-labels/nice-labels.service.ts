import type { LabelItem } from '@shared/api/catalog/reference-lists';
import type { LabelSalesOrder, PrintJobRow, PrintLabels, PrintResult } from '@shared/api/labels/nice-labels';
import { displayName, type Company } from '@shared/domain/identity/companies';
import {
  availableLabelTypes,
  hasUpc,
  LABEL_PRINTING_MESSAGES,
  LABEL_TYPE_NAMES,
  parseLabelQuantity,
  quantitiesProblem,
  searchProblem,
  type LabelType,
  type PrinterRole,
} from '@shared/domain/labels/label-printing';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import type { PrintJob } from '../../../integrations/printing/port';
import { itemLabelsZpl, type ItemLabelKind } from '../../../integrations/printing/item-labels';
import { badRequest, forbidden, HttpError, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import { toLabelItem } from '../../catalog/reference-lists/label-items';
import type { NiceLabelsRepository, PrinterRow } from './nice-labels.repository';
import { companyWarehouse } from './printers.service';

const JOBS_SHOWN = 100;

/** The Loftware template and the ZPL label of each label type. */
const LABEL_TYPES: Record<LabelType, { template: string; zpl: ItemLabelKind; role: PrinterRole }> = {
  hangTag: { template: 'HangTag.nlbl', zpl: 'hang_tag', role: 'hang_tag' },
  asin: { template: 'AsinLabel.nlbl', zpl: 'asin', role: 'asin' },
  chewy: { template: 'ChewyLabel.nlbl', zpl: 'chewy', role: 'asin' },
};

/** A line whose SKU the catalog does not know: listed, red (no UPC), never printed. */
const unknownItem = (sku: string): LabelItem => ({
  sku,
  size: null,
  color: null,
  pretagged: false,
  upc: null,
  asin: null,
  chewy_sku: null,
  amazon_description: null,
  chewy_description: null,
});

export const toJobRow = (job: PrintJob): PrintJobRow => ({
  id: job.id,
  kind: job.kind,
  printer: job.printer,
  warehouse: job.warehouse,
  template: job.template,
  copies: job.copies,
  labels: job.labels,
  status: job.status,
  error: job.error,
  created_by: job.createdBy,
  created_at: job.createdAt,
  reprint_of: job.reprintOf,
});

/**
 * The spec's sentence for a Loftware printer; a printer we reach directly says which printer and
 * why (switched off, unknown host), which is what the person at the screen can act on.
 */
function printFailed(printer: PrinterRow | null, error: IntegrationError): HttpError {
  const direct = printer?.transport === 'zpl-tcp';
  const message = direct
    ? `Failed to send print job to ${printer.name}: ${error.message}`
    : LABEL_PRINTING_MESSAGES.printFailed;
  return new HttpError(502, 'printing_unavailable', message);
}

/** 'Print job sent to Loftware' (D3 section 8), or the printers reached directly. */
function sentMessage(printers: readonly PrinterRow[]): string {
  const direct = [...new Set(printers.filter((p) => p.transport === 'zpl-tcp').map((p) => p.name))];
  if (direct.length === 0) return LABEL_PRINTING_MESSAGES.printed;
  const loftware = printers.some((p) => p.transport !== 'zpl-tcp');
  return `Print job sent to ${[...(loftware ? ['Loftware'] : []), ...direct].join(' and ')}`;
}

type Printable = LabelItem & { qty: number };

/**
 * Label Printing (D3 2.18): the label data of a SKU or a sales order and the print itself, one job per label type through the printing port (Loftware, or raw ZPL to a
 * network Zebra). Only items whose catalog row has a UPC are ever sent.
 */
export class NiceLabelsService {
  constructor(
    private readonly repo: NiceLabelsRepository,
    private readonly integrations: Integrations,
  ) {}

  async hangTag(company: Company, sku: string): Promise<LabelItem> {
    const problem = searchProblem('sku', sku);
    if (problem) throw badRequest(problem, 'search_value');
    const [row] = await this.repo.labelItems(company, [sku.trim()]);
    if (!row) throw notFound(`SKU ${sku.trim()} was not found.`, 'sku_not_found');
    return toLabelItem(row);
  }

  async hangTags(company: Company, salesOrderNumber: string): Promise<LabelSalesOrder> {
    const problem = searchProblem('salesOrder', salesOrderNumber);
    if (problem) throw badRequest(problem, 'search_value');
    const number = salesOrderNumber.trim();
    const erp = this.integrations.acumatica(company);
    let detail, order;
    try {
      [detail, order] = await Promise.all([erp.getSalesOrderDetail(number), erp.getSalesOrder(number)]);
    } catch (error) {
      if (error instanceof IntegrationError) {
        throw new HttpError(502, 'acumatica_unavailable', LABEL_PRINTING_MESSAGES.salesOrderFailed);
      }
      throw error;
    }
    if (!detail) throw notFound(`Sales order ${number} was not found.`, 'sales_order_not_found');
    const quantities = new Map<string, number>();
    for (const line of detail.SalesOrderDetailBySODetails) {
      const sku = line.InventoryID.value;
      quantities.set(sku, (quantities.get(sku) ?? 0) + line.Quantity.value);
    }
    const rows = new Map(
      (await this.repo.labelItems(company, [...quantities.keys()])).map((row) => [row.sku, row]),
    );
    const customer = order?.CustomerID.value ?? null;
    return {
      salesOrderNumber: detail.OrderNbr.value,
      company: customer ? ((await this.repo.customerName(company, customer)) ?? customer) : null,
      external_po_number: order?.CustomerOrder.value ?? null,
      items: [...quantities].map(([sku, qty]) => {
        const row = rows.get(sku);
        return { ...(row ? toLabelItem(row) : unknownItem(sku)), qty: Math.max(0, Math.round(qty)) };
      }),
    };
  }

  async jobs(company: Company): Promise<PrintJobRow[]> {
    return (await this.integrations.printing(company).listJobs(JOBS_SHOWN)).map(toJobRow);
  }

  async print(company: Company, user: UserPrincipal, body: PrintLabels): Promise<PrintResult> {
    const wanted = (
      [
        ['hangTag', body.printHangTags],
        ['asin', body.printAsinLabels],
        ['chewy', body.printChewyLabels],
      ] as const
    )
      .filter(([, on]) => on)
      .map(([type]) => type);
    if (wanted.length === 0) throw badRequest(LABEL_PRINTING_MESSAGES.labelType, 'label_type_required');
    const quantityProblem = quantitiesProblem(body.items);
    if (quantityProblem) throw badRequest(quantityProblem, 'quantity_not_numeric');
    const warehouse = companyWarehouse(company, body.warehouse);
    if (!user.scopes.includes('admin') && !user.warehouses.includes(warehouse)) {
      throw forbidden(`You do not hold the ${displayName(warehouse)} warehouse.`);
    }

    const hangTagPrinter = await this.repo.printer(company, warehouse, 'hang_tag');
    const asinPrinter = await this.repo.printer(company, warehouse, 'asin');
    const printerOf = (type: LabelType): PrinterRow => {
      const printer = LABEL_TYPES[type].role === 'hang_tag' ? hangTagPrinter : asinPrinter;
      const asked = LABEL_TYPES[type].role === 'hang_tag' ? body.hangTagPrinter : body.asinPrinter;
      const role = LABEL_TYPES[type].role === 'hang_tag' ? 'hang tag' : 'ASIN';
      if (!printer) {
        throw badRequest(`No ${role} printer is configured for ${displayName(warehouse)}.`, 'no_printer');
      }
      if (asked?.trim() && asked.trim() !== printer.name) {
        throw badRequest(
          `${asked.trim()} is not the ${role} printer of ${displayName(warehouse)} (${printer.name} is).`,
          'wrong_printer',
        );
      }
      return printer;
    };
    const targets = new Map(wanted.map((type) => [type, printerOf(type)]));

    // The label data is the catalog's, not what the client sent: an item without a UPC there is never sent.
    const rows = new Map(
      (
        await this.repo.labelItems(
          company,
          body.items.map((i) => i.sku),
        )
      ).map((row) => [row.sku, row]),
    );
    const skipped: PrintResult['skipped'] = [];
    const printable: Printable[] = [];
    for (const item of body.items) {
      const row = rows.get(item.sku);
      if (!row) skipped.push({ sku: item.sku, reason: 'Not in the item list.' });
      else if (!hasUpc(row)) skipped.push({ sku: item.sku, reason: 'No UPC.' });
      else printable.push({ ...toLabelItem(row), qty: parseLabelQuantity(item.qty) ?? 1 });
    }
    if (printable.length === 0) throw badRequest(LABEL_PRINTING_MESSAGES.noPrintableItems, 'no_upc');

    const allowed = availableLabelTypes({
      hangTagPrinter: hangTagPrinter?.name ?? null,
      asinPrinter: asinPrinter?.name ?? null,
      company: body.company ?? null,
      items: printable,
    });
    for (const type of wanted) {
      if (!allowed[type]) {
        const who =
          type === 'chewy'
            ? 'a Chewy order or an item with a Chewy description'
            : 'an Amazon order or an item with an Amazon description';
        throw badRequest(`${LABEL_TYPE_NAMES[type]}s need ${who}.`, 'label_type_not_available');
      }
    }

    const printing = this.integrations.printing(company);
    const jobs: PrintJobRow[] = [];
    for (const type of wanted) {
      const printer = targets.get(type)!;
      const items = type === 'asin' ? printable.filter((i) => !!i.asin?.trim()) : printable;
      for (const item of printable) {
        if (!items.includes(item)) skipped.push({ sku: item.sku, reason: 'No ASIN for an ASIN label.' });
      }
      if (items.length === 0) continue;
      try {
        const job =
          printer.transport === 'zpl-tcp' && printer.host && printer.port
            ? await printing.printZpl({
                printer: printer.name,
                warehouse,
                requestedBy: user.username,
                template: LABEL_TYPES[type].template,
                zpl: itemLabelsZpl(
                  LABEL_TYPES[type].zpl,
                  items.map((i) => ({ ...i, upc: i.upc ?? '' })),
                ),
                address: { host: printer.host, port: printer.port },
              })
            : await printing.printLoftware({
                printer: printer.name,
                warehouse,
                requestedBy: user.username,
                template: LABEL_TYPES[type].template,
                data: items.map((i) => loftwareRow(i, body.salesOrderNumber ?? null)),
              });
        jobs.push(toJobRow(job));
      } catch (error) {
        if (error instanceof IntegrationError) throw printFailed(printer, error);
        throw error;
      }
    }
    if (jobs.length === 0) throw badRequest('None of these items has an ASIN for an ASIN label.', 'no_asin');
    return { message: sentMessage([...targets.values()]), jobs, skipped };
  }

  async reprint(company: Company, user: UserPrincipal, id: number): Promise<PrintResult> {
    const printing = this.integrations.printing(company);
    const old = await printing.getJob(id);
    if (!old) throw notFound(`Print job ${id} was not found.`);
    const printer = await this.repo.printerByName(company, old.printer);
    const address =
      printer?.transport === 'zpl-tcp' && printer.host && printer.port
        ? { host: printer.host, port: printer.port }
        : undefined;
    try {
      const job = await printing.reprint(id, { requestedBy: user.username, address });
      if (!job) throw notFound(`Print job ${id} was not found.`);
      return {
        message: sentMessage(address && printer ? [printer] : []),
        jobs: [toJobRow(job)],
        skipped: [],
      };
    } catch (error) {
      if (error instanceof IntegrationError) throw printFailed(address ? printer : null, error);
      throw error;
    }
  }
}

/** A data row of a Loftware label template: its variables by name, all text. */
function loftwareRow(item: Printable, salesOrderNumber: string | null): Record<string, string> {
  return {
    SKU: item.sku,
    UPC: item.upc ?? '',
    Size: item.size ?? '',
    Color: item.color ?? '',
    ASIN: item.asin ?? '',
    ChewySKU: item.chewy_sku ?? '',
    AmazonDescription: item.amazon_description ?? '',
    ChewyDescription: item.chewy_description ?? '',
    Pretagged: item.pretagged ? 'Y' : 'N',
    Quantity: String(item.qty),
    SalesOrder: salesOrderNumber ?? '',
  };
}
