import type {
  BulkDeleteUploadResponse,
  BulkUpload,
  BulkUploadRequest,
  BulkUploadResponse,
} from '@shared/api/bulk/bulk-uploads';
import { BULK_ITEM_STATUS } from '@shared/domain/bulk/status';
import {
  checkBulkOrderFile,
  headerProblem,
  type BulkUploadLine,
  type BulkUploadOrder,
} from '@shared/domain/bulk/uploads';
import { UPLOAD_STATUS, type UploadStatus } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import { deleteRefusal, planUploadDelete } from '@shared/domain/uploads/upload-rows';
import { dayStartIn } from '@shared/lib/zoned-time';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type {
  BulkUploadsRepository,
  CatalogEntry,
  NewItem,
  NewOrder,
  UploadRow,
} from './bulk-uploads.repository';

const toUpload = (row: UploadRow): BulkUpload => ({
  upload_id: row.uploadId,
  vendor_name: row.vendorName,
  file_name: row.fileName,
  upload_date: row.uploadDate.toISOString(),
  order_count: row.orderCount,
  successful: row.successful,
  failed: row.failed,
  user: row.user,
  upload_status: row.uploadStatus as UploadStatus,
  kentucky: row.kentucky,
  pennsylvania: row.pennsylvania,
  failures: row.failures ?? [],
});

/** The first row of an order that names it in a refusal. */
const where = (order: BulkUploadOrder, line: BulkUploadLine = order.lines[0]!) =>
  `Row ${line.row} (PO ${order.internal_po_number})`;

/** A Split or Partial line ships per warehouse; any other line has one ship method. */
const perWarehouse = (line: BulkUploadLine) => line.decision === 'Split' || line.decision === 'Partial';

function itemOf(company: Company, line: BulkUploadLine, entry: CatalogEntry, vendor: string): NewItem {
  const split = perWarehouse(line);
  const method = (pieces: number) => (split && pieces > 0 ? line.ship_type : null);
  return {
    company,
    internalSku: line.internal_sku,
    externalSku: vendor === 'Chewy' ? entry.chewySku : null,
    rootSku: entry.rootSku,
    description: entry.description,
    quantity: line.quantity,
    internalPrice: entry.price,
    externalPrice: line.unit_price,
    casePacks: entry.casePacks,
    boxes: entry.casePacks > 0 ? Math.ceil(line.quantity / entry.casePacks) : null,
    decision: line.decision,
    shipMethod: split ? null : line.ship_type,
    fulfillKy: line.fulfil.kentucky,
    fulfillPa: line.fulfil.pennsylvania,
    fulfillTx: line.fulfil.texas,
    fulfillIl: line.fulfil.illinois,
    kyMethod: method(line.fulfil.kentucky),
    paMethod: method(line.fulfil.pennsylvania),
    txMethod: method(line.fulfil.texas),
    ilMethod: method(line.fulfil.illinois),
    orderStatus: BULK_ITEM_STATUS.created,
  };
}

/**
 * Bulk Uploads (D2 sections 2, 6, 7 and 8): a bulk order file becomes New bulk orders with their
 * items, all in one transaction; the history of the bulk side's uploads; Delete (admin) of the
 * orders an upload wrote that are still New.
 */
export class BulkUploadsService {
  constructor(private readonly repo: BulkUploadsRepository) {}

  async list(company: Company, limit: number): Promise<BulkUpload[]> {
    return (await this.repo.list(company, limit)).map(toUpload);
  }

  /**
   * Checks the header and every row with the shared rules, then in one transaction: each vendor
   * among the company's bulk vendors with its code, each SKU in the catalog, no PO of a vendor
   * uploaded before; then writes the upload (Complete) and its orders. Any refusal writes nothing.
   */
  async create(user: UserPrincipal, company: Company, body: BulkUploadRequest): Promise<BulkUploadResponse> {
    const header = headerProblem(body.fields);
    if (header) throw badRequest(header, 'invalid_file_headers');
    const check = checkBulkOrderFile(body.rows);
    if (!check.ok) throw badRequest(check.reason, 'invalid_file');
    const { orders } = check;
    return this.repo.transaction(async (tx) => {
      const vendors = await this.repo.vendors(tx, company, [...new Set(orders.map((o) => o.vendor_name))]);
      const skus = [...new Set(orders.flatMap((o) => o.lines.map((l) => l.internal_sku)))];
      const catalog = await this.repo.catalog(tx, company, skus);
      const keys = orders.map((o) => ({ vendor: o.vendor_name, po: o.internal_po_number }));
      const existing = await this.repo.existingOrders(tx, company, keys);
      for (const order of orders) {
        const code = vendors.get(order.vendor_name);
        if (code === undefined)
          throw badRequest(
            `${where(order)}: vendor_name "${order.vendor_name}" is not a bulk vendor.`,
            'invalid_file',
          );
        if (code !== order.vendor_code)
          throw badRequest(
            `${where(order)}: vendor_code "${order.vendor_code}" is not the code of ${order.vendor_name} (${code}).`,
            'invalid_file',
          );
        if (existing.has(`${order.vendor_name}\u0000${order.internal_po_number}`))
          throw badRequest(
            `${where(order)}: PO ${order.internal_po_number} of ${order.vendor_name} was uploaded before.`,
            'invalid_file',
          );
        const unknown = order.lines.find((l) => !catalog.has(l.internal_sku));
        if (unknown)
          throw badRequest(
            `${where(order, unknown)}: internal_sku "${unknown.internal_sku}" is not in the catalog.`,
            'invalid_file',
          );
      }
      const sends = (o: BulkUploadOrder, w: 'kentucky' | 'pennsylvania') =>
        o.lines.some((l) => l.fulfil[w] > 0);
      const vendorNames = [...new Set(orders.map((o) => o.vendor_name))];
      const upload = await this.repo.insertUpload(tx, {
        company,
        side: 'bulk',
        vendorName: vendorNames.length === 1 ? vendorNames[0]! : null,
        fileName: body.filename.trim(),
        orderCount: orders.length,
        successful: orders.length,
        failed: 0,
        // Who is signed in.
        user: user.username,
        uploadStatus: UPLOAD_STATUS.complete,
        kentucky: orders.filter((o) => sends(o, 'kentucky')).length,
        pennsylvania: orders.filter((o) => sends(o, 'pennsylvania')).length,
        failures: [],
      });
      await this.repo.insertOrders(
        tx,
        orders.map((o) => ({
          order: this.orderRow(company, upload.uploadId, o),
          items: o.lines.map((l) => itemOf(company, l, catalog.get(l.internal_sku)!, o.vendor_name)),
        })),
      );
      return {
        upload_id: upload.uploadId,
        upload_status: UPLOAD_STATUS.complete,
        order_count: orders.length,
        line_count: check.rows,
      };
    });
  }

  private orderRow(company: Company, uploadId: number, o: BulkUploadOrder): NewOrder {
    return {
      company,
      internalPoNumber: o.internal_po_number,
      vendorName: o.vendor_name,
      vendorCode: o.vendor_code,
      uploadId,
      stage: 'new',
      orderStatus: BULK_ITEM_STATUS.created,
      orderDate: new Date(dayStartIn(o.order_date)),
      price: o.order_price,
      orderPieces: o.order_pieces,
      requestedShipDate: o.requested_ship_date,
      deliverBy: o.deliver_by,
      deliverWindowStart: o.deliver_window_start,
      deliverWindowEnd: o.deliver_window_end,
      shipWindowStart: o.ship_window_start,
      shipWindowEnd: o.ship_window_end,
      requestedPickup: o.requested_pickup,
      location: o.location,
    };
  }

  /**
   * Delete (admin, D1 section 6 "delete bulk uploads"): removes the upload's orders that are still
   * on the New tab, with their items, in one transaction with the upload's new status; orders that
   * moved on are kept (Partially Deleted). An upload with orders but none New is refused (409).
   */
  async delete(user: UserPrincipal, company: Company, uploadId: number): Promise<BulkDeleteUploadResponse> {
    if (!user.scopes.includes('admin')) throw forbidden('Only an admin can delete an upload.', 'admin_only');
    return this.repo.transaction(async (tx) => {
      const upload = await this.repo.lock(tx, company, uploadId);
      if (!upload) throw notFound(`Upload ${uploadId} was not found.`);
      const refusal = deleteRefusal(upload.uploadStatus);
      if (refusal) throw conflict(refusal, 'upload_not_deletable');
      const plan = planUploadDelete(
        await this.repo.ordersOf(tx, company, uploadId),
        (o) => o.stage === 'new',
        'Nothing to delete: every order of this upload has left the New tab.',
      );
      if ('refusal' in plan) throw conflict(plan.refusal, 'upload_not_deletable');
      const deleted = await this.repo.deleteOrders(
        tx,
        company,
        plan.remove.map((o) => o.id),
      );
      const { status, kept } = plan;
      await this.repo.setStatus(tx, company, uploadId, status);
      return { upload_id: uploadId, upload_status: status, deleted, kept };
    });
  }
}
