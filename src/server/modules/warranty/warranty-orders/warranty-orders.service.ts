import type {
  CreateWarrantyAnswer,
  WarrantyRow,
  createWarrantySchema,
  updateWarrantyItemSchema,
  updateWarrantyOrderSchema,
  cancelWarrantySchema,
  warrantyOrdersQuerySchema,
} from '@shared/api/warranty/warranty-orders';
import type { z } from 'zod';
import type { Company } from '@shared/domain/identity/companies';
import { parseWarrantyDate } from '@shared/domain/warranty/dates';
import { WARRANTY_MESSAGES, isWarrantyEditable } from '@shared/domain/warranty/rules';
import {
  INSERT_REQUIRED_FIELDS,
  ITEM_REQUIRED_FIELDS,
  ORDER_REQUIRED_FIELDS,
  blankToNull,
  missingFieldMessages,
  requiredFieldsToast,
  type WarrantyRequiredField,
} from '@shared/domain/warranty/validation';
import { HttpError, badRequest, conflict, notFound } from '../../../platform/http/http-error';
import type {
  WarrantyHeader,
  WarrantyItemFields,
  WarrantyOrdersRepository,
  WarrantyRowRecord,
} from './warranty-orders.repository';

type Query = z.output<typeof warrantyOrdersQuerySchema>;
type CreateBody = z.output<typeof createWarrantySchema>;
type ItemBody = z.output<typeof updateWarrantyItemSchema>;
type OrderBody = z.output<typeof updateWarrantyOrderSchema>;
type CancelBody = z.output<typeof cancelWarrantySchema>;

/** The duplicate PO refusal; the route answers it with the spec's errorMessage field. */
export class DuplicatePoError extends HttpError {
  constructor() {
    super(400, 'duplicate_po', WARRANTY_MESSAGES.duplicatePo);
  }
}

const toRow = (r: WarrantyRowRecord): WarrantyRow => ({
  order_date: r.orderDate,
  order_status: r.orderStatus,
  internal_po_number: r.internalPoNumber,
  external_po_number: r.externalPoNumber,
  order_type: r.orderType,
  vendor: r.vendor,
  warehouse: r.warehouse,
  warranty_issued: r.warrantyIssued,
  reason: r.reason,
  fast_shipping: r.fastShipping,
  customer_name: r.customerName,
  email: r.email,
  street: r.street,
  street_2: r.street2,
  city: r.city,
  state: r.state,
  zip_code: r.zipCode,
  warranty_id: r.warrantyId,
  original_sku: r.originalSku,
  internal_sku: r.internalSku,
  quantity: r.quantity,
  lot_number: r.lotNumber,
  warehouse_notes: r.warehouseNotes,
  notes: r.notes,
});

/** Every required field's message at once, one per line (D3 section 5), as a 400. */
function requireFields(values: Record<string, unknown>, fields: readonly WarrantyRequiredField[]): void {
  const missing = missingFieldMessages(values, fields);
  if (missing.length > 0) throw badRequest(requiredFieldsToast(missing), 'required_fields');
}

function orderDate(value: string | null): string {
  const ymd = value === null ? null : parseWarrantyDate(value);
  if (!ymd) throw badRequest('Date must be a date (year-month-day).', 'invalid_date');
  return ymd;
}

// After requireFields, the required strings are present; `req` says so to the type checker.
const req = (value: string | null): string => value ?? '';

function header(b: ReturnType<typeof blankToNull<OrderBody>>): WarrantyHeader {
  return {
    orderDate: orderDate(b.order_date ?? null),
    internalPoNumber: req(b.internal_po_number ?? null),
    externalPoNumber: b.external_po_number ?? null,
    orderType: b.order_type ?? null,
    vendor: b.vendor ?? null,
    warehouse: b.warehouse ?? null,
    warrantyIssued: req(b.warranty_issued ?? null),
    reason: req(b.reason ?? null),
    fastShipping: b.fast_shipping ?? null,
    customerName: req(b.customer_name ?? null),
    email: b.email ?? null,
    street: req(b.street ?? null),
    street2: b.street_2 ?? null,
    city: req(b.city ?? null),
    state: req(b.state ?? null),
    zipCode: req(b.zip_code ?? null),
  };
}

function item(
  b: ReturnType<typeof blankToNull<ItemBody>> | ReturnType<typeof blankToNull<CreateBody>>,
): WarrantyItemFields {
  return {
    originalSku: req(b.original_sku ?? null),
    internalSku: req(b.internal_sku ?? null),
    quantity: b.quantity ?? 0,
    lotNumber: b.lot_number ?? null,
    warehouseNotes: b.warehouse_notes ?? null,
    notes: req(b.notes ?? null),
  };
}

const HEADER_KEYS = [
  'orderDate',
  'externalPoNumber',
  'orderType',
  'vendor',
  'warehouse',
  'warrantyIssued',
  'reason',
  'fastShipping',
  'customerName',
  'email',
  'street',
  'street2',
  'city',
  'state',
  'zipCode',
] as const satisfies readonly (keyof WarrantyHeader)[];

const sameHeader = (a: WarrantyHeader, b: WarrantyHeader) => HEADER_KEYS.every((k) => a[k] === b[k]);

/**
 * Warranty orders (D3 2.4 to 2.8, sections 4 to 7): the flat item rows, a new order or one more item
 * of an open order, item and header edits and cancelling, each only while the order is open
 * (status 1): otherwise 409 and nothing changes.
 */
export class WarrantyOrdersService {
  constructor(private readonly repo: WarrantyOrdersRepository) {}

  async list(company: Company, q: Query): Promise<WarrantyRow[]> {
    const rows = await this.repo.list(company, {
      orderBy: q.order_by,
      orderStatus: q.order_status,
      startDate: q.start_date,
      endDate: q.end_date,
      po: q.internal_po_number,
      sku: q.internal_sku,
      customerName: q.customer_name,
      reason: q.reason,
      vendor: q.vendor,
      limit: q.limit,
    });
    return rows.map(toRow);
  }

  async create(company: Company, username: string, body: CreateBody): Promise<CreateWarrantyAnswer> {
    const b = blankToNull(body);
    requireFields(b, INSERT_REQUIRED_FIELDS);
    const head = header(b);
    const fields = item(b);
    return this.repo.transaction(async (tx) => {
      const existing = await this.repo.findOrder(company, head.internalPoNumber, tx);
      if (existing) {
        // Add Item: the same PO with the same header while the order is open is one more item.
        if (!isWarrantyEditable(existing.orderStatus) || !sameHeader(existing, head))
          throw new DuplicatePoError();
        const warrantyId = await this.repo.insertItem(existing.id, fields, tx);
        return {
          success: true,
          message: WARRANTY_MESSAGES.saved,
          warranty_id: warrantyId,
          added_to_order: true,
        };
      }
      const orderId = await this.repo.insertOrder(company, head, username, tx);
      if (orderId === null) throw new DuplicatePoError();
      const warrantyId = await this.repo.insertItem(orderId, fields, tx);
      return {
        success: true,
        message: WARRANTY_MESSAGES.saved,
        warranty_id: warrantyId,
        added_to_order: false,
      };
    });
  }

  async updateItem(company: Company, body: ItemBody): Promise<void> {
    const b = blankToNull(body);
    requireFields(b, ITEM_REQUIRED_FIELDS);
    const fields = item(b);
    await this.repo.transaction(async (tx) => {
      const found = await this.repo.findItem(company, body.warranty_id, tx);
      if (!found) throw notFound(WARRANTY_MESSAGES.itemNotFound(body.warranty_id), 'warranty_item_not_found');
      if (
        !isWarrantyEditable(found.orderStatus) ||
        !(await this.repo.updateItem(body.warranty_id, fields, tx))
      ) {
        throw conflict(WARRANTY_MESSAGES.notOpen(found.po), 'warranty_not_open');
      }
    });
  }

  async updateOrder(company: Company, body: OrderBody): Promise<void> {
    const b = blankToNull(body);
    requireFields(b, ORDER_REQUIRED_FIELDS);
    const { internalPoNumber, ...rest } = header(b);
    await this.repo.transaction(async (tx) => {
      const found = await this.repo.findOrder(company, internalPoNumber, tx);
      if (!found) throw notFound(WARRANTY_MESSAGES.notFound(internalPoNumber), 'warranty_not_found');
      if (!isWarrantyEditable(found.orderStatus) || !(await this.repo.updateHeader(found.id, rest, tx))) {
        throw conflict(WARRANTY_MESSAGES.notOpen(found.internalPoNumber), 'warranty_not_open');
      }
    });
  }

  async cancel(company: Company, body: CancelBody): Promise<void> {
    const po = body.internal_po_number?.trim() ?? '';
    if (po === '') throw badRequest('PO Number is required.', 'required_fields');
    await this.repo.transaction(async (tx) => {
      const found = await this.repo.findOrder(company, po, tx);
      if (!found) throw notFound(WARRANTY_MESSAGES.notFound(po), 'warranty_not_found');
      if (!isWarrantyEditable(found.orderStatus) || !(await this.repo.cancel(found.id, tx))) {
        throw conflict(WARRANTY_MESSAGES.notOpen(found.internalPoNumber), 'warranty_not_open');
      }
    });
  }
}
