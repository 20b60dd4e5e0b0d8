import type { BulkStatusRow, BulkVendorAnswer, BulkVendorRequestBody } from '@shared/api/bulk/status';
import { isPriority } from '@shared/domain/dropship/api-status';
import {
  BULK_REQUEST_ACTION,
  bulkRequestFailure,
  bulkRequestSummary,
  type BulkVendorRequest,
} from '@shared/domain/bulk/vendor-status';
import { BULK_ITEM_STATUS } from '@shared/domain/bulk/status';
import type { Company } from '@shared/domain/identity/companies';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import type { InboundOrder, VendorRef } from '../../../integrations/vendors/port';
import type { LogRepository } from '../../../platform/audit/audit-log.repository';
import { badRequest, HttpError } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { VendorExchangeRepository } from '../../dropship/api-status/vendor-exchange.repository';
import { sendInvoice } from '../shipments/invoice.job';
import type { ShipmentsRepository } from '../shipments/shipments.repository';
import type { BulkUploadsRepository, NewItem } from '../uploads/bulk-uploads.repository';
import type { BulkStatusRepository, BulkVendorRow } from './bulk-status.repository';

export type BulkStatusDeps = {
  status: BulkStatusRepository;
  uploads: BulkUploadsRepository;
  shipments: ShipmentsRepository;
  /** The 846's stock per SKU: one query with API Status's Send Inventory. */
  stock: Pick<VendorExchangeRepository, 'inventory'>;
  integrations: Integrations;
  log: LogRepository;
  now?: () => Date;
};

type Outcome = { done: number; refused: string[] };

/**
 * Bulk Status (D2 sections 2, 4 and 7): the bulk vendors with their unprocessed (New) orders, and
 * the three requests through the vendors port. Download stores the vendor's new 850s as New bulk
 * orders (a PO stored before is skipped) and moves last_download; Send Inventory sends an 846 of
 * the company's stock; Send Invoices sends the 810 of each of the vendor's orders on ASN Sent (the
 * Bulk Orders invoice step, run now). A vendor that does not answer is a 502 with the spec's words.
 */
export class BulkStatusService {
  constructor(private readonly deps: BulkStatusDeps) {}

  async unprocessed(company: Company): Promise<BulkStatusRow[]> {
    const [vendors, counts] = await Promise.all([
      this.deps.status.vendors(company),
      this.deps.status.unprocessedCounts(company),
    ]);
    return vendors.map((v) => ({
      vendor_name: v.name,
      orders: counts.get(v.name) ?? 0,
      last_download: v.last_download?.toISOString() ?? null,
      fulfillment_priority: isPriority(v.fulfillment_priority) ? v.fulfillment_priority : null,
    }));
  }

  async request(
    user: UserPrincipal,
    company: Company,
    body: BulkVendorRequestBody,
  ): Promise<BulkVendorAnswer> {
    const name = body.vendor_name.trim();
    const vendor = await this.deps.status.vendor(company, name);
    if (!vendor) throw badRequest(`${name} is not a bulk vendor of this company.`, 'unknown_vendor');
    const type = body.request_type;
    const action = `${BULK_REQUEST_ACTION[type]} (bulk, ${vendor.name})`;
    let outcome: Outcome;
    try {
      outcome = await this.perform(company, vendor, type);
    } catch (error) {
      if (!(error instanceof IntegrationError)) throw error;
      await this.deps.log.write({
        level: 'error',
        company,
        message: `${action} by ${user.username} failed: ${error.message}`,
        meta: { kind: 'bulk-vendor-request', vendor_name: vendor.name, request_type: type },
      });
      throw new HttpError(502, 'vendor_failed', bulkRequestFailure(vendor.name, type));
    }
    const message = bulkRequestSummary(vendor.name, type, outcome);
    await this.deps.log.write({
      level: outcome.refused.length > 0 ? 'warn' : 'info',
      company,
      message: `${action} by ${user.username}: ${message}`,
      meta: { kind: 'bulk-vendor-request', vendor_name: vendor.name, request_type: type, done: outcome.done },
    });
    return { vendor_name: vendor.name, request_type: type, ...outcome, message };
  }

  private async perform(company: Company, vendor: BulkVendorRow, type: BulkVendorRequest): Promise<Outcome> {
    const port = this.deps.integrations.vendors(company);
    const ref: VendorRef = { name: vendor.name, side: 'bulk' };
    switch (type) {
      case 'orders': {
        const now = this.deps.now?.() ?? new Date();
        const stored = await this.store(company, vendor, await port.downloadOrders(ref), now);
        // Only a download that worked moves last_download: a failing vendor keeps ageing on screen.
        await this.deps.status.setLastDownload(company, vendor.id, now);
        return { done: stored, refused: [] };
      }
      case 'inventory': {
        const items = await this.deps.stock.inventory(company);
        await port.sendInventory(ref, { items });
        return { done: items.length, refused: [] };
      }
      case 'invoice': {
        const waiting = await this.deps.shipments.ordersOnStage(company, 'asn_sent', [vendor.name]);
        const outcome: Outcome = { done: 0, refused: [] };
        for (const order of waiting) {
          const result = await sendInvoice(
            { repo: this.deps.shipments, integrations: this.deps.integrations, now: this.deps.now },
            { company, order_id: order.id },
          );
          if (result.startsWith('refused: '))
            outcome.refused.push(`${order.internalPoNumber}: ${result.slice('refused: '.length)}`);
          else if (result.startsWith('invoice ')) outcome.done += 1;
        }
        return outcome;
      }
    }
  }

  /** The downloaded 850s as New bulk orders with their lines; a PO stored before is left alone. */
  private async store(company: Company, vendor: BulkVendorRow, orders: InboundOrder[], now: Date) {
    if (orders.length === 0) return 0;
    const { uploads } = this.deps;
    return uploads.transaction(async (tx) => {
      const keys = orders.map((o) => ({ vendor: vendor.name, po: o.poNumber }));
      const existing = await uploads.existingOrders(tx, company, keys);
      const fresh = orders.filter((o) => !existing.has(`${vendor.name}\u0000${o.poNumber}`));
      const catalog = await uploads.catalog(tx, company, [
        ...new Set(fresh.flatMap((o) => o.lines.map((l) => l.sku))),
      ]);
      await uploads.insertOrders(
        tx,
        fresh.map((o) => ({
          order: {
            company,
            internalPoNumber: o.poNumber,
            externalPoNumber: o.poNumber,
            vendorName: vendor.name,
            vendorCode: vendor.code,
            stage: 'new',
            orderStatus: BULK_ITEM_STATUS.created,
            orderDate: new Date(o.orderDate),
            uploadDate: now,
            orderPieces: o.lines.reduce((n, l) => n + l.quantity, 0),
            name: o.shipTo.name,
            address1: o.shipTo.address1,
            address2: o.shipTo.address2 ?? null,
            city: o.shipTo.city,
            state: o.shipTo.state,
            zipCode: o.shipTo.zip,
          },
          items: o.lines.map((l): NewItem => {
            const entry = catalog.get(l.sku);
            return {
              company,
              internalSku: l.sku,
              externalSku: l.vendorSku,
              rootSku: entry?.rootSku ?? null,
              description: entry?.description ?? null,
              quantity: l.quantity,
              internalPrice: entry?.price ?? null,
              externalPrice: l.unitPrice,
              casePacks: entry?.casePacks ?? null,
              boxes: entry && entry.casePacks > 0 ? Math.ceil(l.quantity / entry.casePacks) : null,
              orderStatus: BULK_ITEM_STATUS.created,
            };
          }),
        })),
      );
      return fresh.length;
    });
  }
}
