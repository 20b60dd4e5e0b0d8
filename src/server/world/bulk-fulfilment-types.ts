import type { bulkInvoices, bulkShipmentItems, bulkShipments, lots } from '../platform/db/schema/bulk';
import type { Insert } from './table-batch';

/*
 * The rows a bulk order's fulfilment makes. A leaf file: bulk-fulfilment.ts calls bulk-lots.ts, and
 * both fill these rows, so the type living in either would close an import circle.
 */
export type Fulfilment = {
  shipments: Insert<typeof bulkShipments>[];
  shipmentItems: Insert<typeof bulkShipmentItems>[];
  lots: Insert<typeof lots>[];
  invoices: Insert<typeof bulkInvoices>[];
};
