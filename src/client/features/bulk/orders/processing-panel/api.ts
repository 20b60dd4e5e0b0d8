import {
  getBulkInventory,
  getDecisionLines,
  resendBulkOrders,
  saveBulkOrderDecisions,
  type BulkInventoryRecord,
  type DecisionLineRow,
  type DecisionResult,
  type DecisionsPayload,
  type ResendBody,
} from '@shared/api/bulk/bulk-decisions';
import { getSalesOrderDetail } from '@shared/api/erp/sales-order-detail';
import { api } from '@client/lib/api';

/** GET /bulk-orders/decisions: the panel's lines of these orders. */
export async function fetchDecisionLines(orderIds: readonly number[]): Promise<DecisionLineRow[]> {
  return (await api(getDecisionLines, { query: { ids: orderIds.join(',') } })).lines;
}

/** GET /bulk/inventory of these SKUs. */
export async function fetchInventory(skus: readonly string[]): Promise<BulkInventoryRecord[]> {
  if (skus.length === 0) return [];
  return (await api(getBulkInventory, { query: { skus: [...new Set(skus)].join(',') } })).inventory;
}

/** GET /acumatica/salesOrderDetail: each detail row's SKU and quantity. */
export async function fetchAcumaticaQuantities(
  orderNbr: string,
): Promise<{ sku: string; quantity: number }[]> {
  const detail = await api(getSalesOrderDetail, { query: { ordernbr: orderNbr } });
  return detail.SalesOrderDetailBySODetails.map((r) => ({
    sku: r.InventoryID.value,
    quantity: r.Quantity.value,
  }));
}

/** PUT /bulk-orders/decisions with the decisions compressed (pako, loaded on first send). */
export async function sendDecisions(payload: DecisionsPayload): Promise<DecisionResult[]> {
  const { encodeEnvelope } = await import('@shared/lib/codec');
  return (await api(saveBulkOrderDecisions, { body: { data: encodeEnvelope(payload) } })).orders;
}

/** PUT /bulk/orders/acumatica/resend. */
export async function resendToAcumatica(orders: ResendBody['orders']): Promise<DecisionResult[]> {
  return (await api(resendBulkOrders, { body: { orders } })).orders;
}

/** Every order reached Acumatica (or needed not to: all cancelled). */
export const allSent = (results: readonly DecisionResult[]): boolean =>
  results.every((r) => r.acumatica_status !== -401 && r.stage !== 'not_in_acumatica');
