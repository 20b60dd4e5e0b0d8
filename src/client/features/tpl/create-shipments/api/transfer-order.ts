import { getTransferOrder } from '@shared/api/tpl/transfer-orders';
import { api } from '@client/lib/api';

/** GET /tpl/acumatica/transfer-order: one transfer order from the ERP (404 when there is none). */
export const fetchTransferOrder = (ordernbr: string, warehouse?: string) =>
  api(getTransferOrder, { query: { ordernbr, ...(warehouse ? { warehouse } : {}) } });
