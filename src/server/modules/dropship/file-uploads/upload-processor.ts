import {
  groupOrders,
  missingColumns,
  NOT_A_VALID_CUSTOMER,
  toUploadRow,
  type UploadOrder,
} from '@shared/domain/dropship/order-upload';
import { toStorableText } from '@shared/lib/text';
import type { ProcessUploadPayload } from '../dropship.jobs';
import { chooseWarehouse } from '@shared/domain/dropship/warehouse-choice';
import { ACUMATICA_STATUS, ORDER_STATUS, UPLOAD_STATUS } from '@shared/domain/dropship/status';
import { COMPANY_WAREHOUSES, type Company, type Warehouse } from '@shared/domain/identity/companies';
import type { FileStore } from '../../../platform/files/file-store';
import type { JobsLog } from '../../../platform/jobs/jobs';
import { readStoredRows } from './upload-file';
import type { CatalogItem, UploadRow, UploadsRepository } from './uploads.repository';

type Failure = { po: string; reason: string };
type Catalog = {
  vendors: Map<string, { code: string }>;
  items: Map<string, CatalogItem>;
  available: (warehouse: Warehouse, sku: string) => number;
  location: (warehouse: Warehouse, sku: string) => string | null;
};

class OrderRefused extends Error {}

/**
 * The `dropship.process-upload` job: validates each order of a stored upload and writes it (order
 * and lines) in its own transaction, so a bad order fails alone with its reason and is never half
 * written. Then the upload gets its counts and its final status. A second run (the worker died)
 * finds the upload still processing and counts the orders the first run wrote as its own.
 */
export async function processUpload(
  deps: { uploads: UploadsRepository; files: FileStore; log: JobsLog },
  { uploadId, company }: ProcessUploadPayload,
): Promise<void> {
  const repo = deps.uploads;
  const upload = await repo.find(company, uploadId);
  if (!upload || upload.uploadStatus !== UPLOAD_STATUS.processing) return;
  const raw = await readStoredRows(deps.files, company, uploadId);
  const header = raw ? [...new Set(raw.flatMap((r) => Object.keys(r)))] : [];
  if (!raw || raw.length === 0 || missingColumns(header).length > 0) {
    await repo.update(company, uploadId, { uploadStatus: UPLOAD_STATUS.formatNotFound, orderCount: 0 });
    return;
  }
  const grouped = groupOrders(raw.map(toUploadRow));
  const catalog = await loadCatalog(repo, company, grouped);
  const failures: Failure[] = [];
  const counts = { successful: 0, kentucky: 0, pennsylvania: 0 };
  for (const entry of grouped) {
    if (!entry.ok) {
      failures.push({ po: entry.po, reason: entry.reason });
      continue;
    }
    try {
      const warehouse = await writeOrder(repo, company, upload, entry.order, catalog);
      counts.successful += 1;
      if (warehouse === 'kentucky') counts.kentucky += 1;
      if (warehouse === 'pennsylvania') counts.pennsylvania += 1;
    } catch (error) {
      if (!(error instanceof OrderRefused)) {
        deps.log.error({ err: error, uploadId, po: entry.order.internal_po_number }, 'order not saved');
      }
      const reason = error instanceof OrderRefused ? error.message : 'The order could not be saved.';
      failures.push({ po: entry.order.internal_po_number, reason });
    }
  }
  await repo.update(company, uploadId, {
    orderCount: grouped.length,
    successful: counts.successful,
    failed: failures.length,
    kentucky: counts.kentucky,
    pennsylvania: counts.pennsylvania,
    failures: failures.length > 0 ? failures : null,
    uploadStatus: counts.successful > 0 ? UPLOAD_STATUS.complete : UPLOAD_STATUS.failed,
  });
}

/** Longest job failure kept as an upload's reason; the full error is in the server log. */
const MAX_REASON = 300;

/**
 * The `dropship.process-upload` job gave up (every attempt failed, or its worker died on the last):
 * the upload, if still processing, ends Failed with the reason, which File Uploads shows, instead of
 * "Processing" forever.
 */
export async function giveUpUpload(
  deps: { uploads: UploadsRepository },
  { uploadId, company }: ProcessUploadPayload,
  reason: string,
): Promise<void> {
  const cause = toStorableText(reason).slice(0, MAX_REASON);
  await deps.uploads.failProcessing(
    company,
    uploadId,
    `The file could not be processed (${cause}). Upload it again; if it fails again, report the error.`,
  );
}

async function loadCatalog(
  repo: UploadsRepository,
  company: Company,
  grouped: ReturnType<typeof groupOrders>,
): Promise<Catalog> {
  const skus = [...new Set(grouped.flatMap((g) => (g.ok ? g.order.lines.map((l) => l.internal_sku) : [])))];
  const [vendors, items, { stock, locations }] = await Promise.all([
    repo.activeVendors(company),
    repo.items(company, skus),
    repo.stockAndLocations(company, skus),
  ]);
  const key = (warehouse: string, sku: string) => `${warehouse}\u0000${sku}`;
  const stockBy = new Map(stock.map((s) => [key(s.warehouse, s.sku), s.available]));
  const locationBy = new Map(locations.map((l) => [key(l.warehouse, l.sku), l.location]));
  return {
    vendors,
    items,
    available: (w, sku) => stockBy.get(key(w, sku)) ?? 0,
    location: (w, sku) => locationBy.get(key(w, sku)) ?? null,
  };
}

/** Writes one order and its lines in one transaction; throws OrderRefused with the reason. */
async function writeOrder(
  repo: UploadsRepository,
  company: Company,
  upload: UploadRow,
  order: UploadOrder,
  catalog: Catalog,
): Promise<Warehouse> {
  const vendor = catalog.vendors.get(order.vendor_name);
  if (!vendor) throw new OrderRefused(NOT_A_VALID_CUSTOMER);
  const unknown = [...new Set(order.lines.map((l) => l.internal_sku))].filter(
    (sku) => !catalog.items.get(sku),
  );
  if (unknown.length > 0) throw new OrderRefused(`Unknown SKU: ${unknown.join(', ')}`);
  const retired = order.lines.find((l) => catalog.items.get(l.internal_sku)?.active === false);
  if (retired) throw new OrderRefused(`SKU ${retired.internal_sku} is no longer active.`);

  const warehouse = chooseWarehouse(
    COMPANY_WAREHOUSES[company],
    order.lines.map((l) => ({ sku: l.internal_sku, quantity: l.quantity })),
    catalog.available,
  );
  const inserted = await repo.transaction(async (tx) => {
    const orderId = await repo.insertOrder(tx, {
      company,
      vendorName: order.vendor_name,
      vendorCode: vendor.code,
      uploadId: upload.uploadId,
      internalPoNumber: order.internal_po_number,
      externalPoNumber: order.external_po_number,
      orderDate: new Date(order.order_date),
      uploadDate: upload.uploadDate,
      name: order.name,
      address1: order.address1,
      address2: order.address2,
      city: order.city,
      state: order.state,
      zipCode: order.zip_code,
      carrier: order.carrier,
      method: order.method,
      warehouse,
      orderStatus: ORDER_STATUS.created,
      // Waiting to be sent to the ERP, like every new order.
      acumaticaStatus: ACUMATICA_STATUS.processing,
      vendorParams: {
        ...(order.requested_on ? { requested_on: order.requested_on } : {}),
        ...(order.note ? { note: order.note } : {}),
      },
    });
    if (orderId === null) return false;
    await repo.insertLines(
      tx,
      order.lines.map((line) => {
        const item = catalog.items.get(line.internal_sku)!;
        return {
          company,
          orderId,
          internalSku: line.internal_sku,
          externalSku: line.external_sku,
          rootSku: item.rootSku,
          description: item.description,
          quantity: line.quantity,
          internalPrice: line.internal_price ?? item.price,
          externalPrice: line.external_price,
          orderStatus: ORDER_STATUS.created,
          location: catalog.location(warehouse, line.internal_sku),
        };
      }),
    );
    return true;
  });
  if (!inserted) {
    const owner = await repo.orderUploadId(company, order.vendor_name, order.internal_po_number);
    if (owner !== upload.uploadId) {
      throw new OrderRefused(`Duplicate PO number: ${order.internal_po_number} was already uploaded.`);
    }
  }
  return warehouse;
}
