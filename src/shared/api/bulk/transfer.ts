import { z } from 'zod';
import { BULK_WAREHOUSES } from '../../domain/bulk/status';
import { defineEndpoint } from '../endpoint';
import { id, text } from '../fields';
import { bulkOrderKeySchema } from './bulk-orders';

/**
 * Transfer on the bulk order drawer (D2 section 2; rules in src/shared/domain/bulk/transfer.ts). The
 * spec names no bulk call for the dialog: PUT /bulk/orders/transfer is ours, shaped like the dropship
 * drawer's PUT /dropship/orders/transfer (order_ids, internal_po_number) plus the vendor and the
 * warehouse the lines go to.
 */
export const bulkTransferSchema = bulkOrderKeySchema.extend({
  /** The bulk order lines (their ids) to move. */
  order_ids: z
    .array(id('order_ids'))
    .min(1, 'Select at least one item to transfer')
    .max(1000, 'At most 1000 items at once.'),
  warehouse: z.enum(BULK_WAREHOUSES, {
    error: `warehouse must be one of ${BULK_WAREHOUSES.join(', ')}.`,
  }),
});
export type BulkTransferRequest = z.input<typeof bulkTransferSchema>;

export const bulkTransferAnswerSchema = z.object({
  internal_po_number: text(),
  vendor_name: text(),
  warehouse: z.enum(BULK_WAREHOUSES),
  /** Lines moved. */
  moved: z.number().int(),
});
export type BulkTransferAnswer = z.infer<typeof bulkTransferAnswerSchema>;

export const transferBulkItems = defineEndpoint({
  name: 'bulk.bulk-orders.transfer',
  method: 'PUT',
  path: '/bulk/orders/transfer',
  summary:
    'Transfer lines of a Not Routed or Not Built order whole to another warehouse, and its Acumatica sales order with them; nothing written unless every line may move',
  // The bulk order drawer opens on Bulk Orders and Bulk order search.
  access: { screens: ['/bulk_orders', '/bulk_search'], side: 'bulk' },
  body: bulkTransferSchema,
  response: bulkTransferAnswerSchema,
  refusals: [400, 403, 404, 409, 422, 502],
});
