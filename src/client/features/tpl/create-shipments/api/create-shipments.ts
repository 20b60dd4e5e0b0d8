import { createTransferShipment, getReadyBuilds } from '@shared/api/tpl/transfer-shipments';
import { api } from '@client/lib/api';

/** GET /tpl/acumatica/rtbuilds: the ready-to-ship builds of a transfer order at its source warehouse. */
export const fetchReadyBuilds = (orderNbr: string, warehouse: string) =>
  api(getReadyBuilds, { query: { acu_order_num: orderNbr, warehouse } });

/** POST /tpl/acumatica/transfer-shipment (ours): ships the lines in the ERP. */
export const shipTransferOrder = (
  orderNbr: string,
  warehouse: string,
  lines: readonly { sku: string; qty: number }[],
) =>
  api(
    createTransferShipment,
    { body: { order_number: orderNbr, warehouse, lines: [...lines] } },
    { idempotencyKey: crypto.randomUUID() },
  );
