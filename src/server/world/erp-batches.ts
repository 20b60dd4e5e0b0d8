import { simErpSalesOrderLines, simErpSalesOrders, simErpShipments } from '../platform/db/schema/sandbox';
import { addErpOrder, emptyErpRows, type ErpOrderPlan } from './erp-orders';
import { batch, type IdSequences, type TableBatch } from './table-batch';

/** The sim_erp_* rows of some orders (null: never reached the ERP), in foreign-key order. */
export function* erpBatches(
  ids: IdSequences,
  plans: readonly (ErpOrderPlan | null)[],
): Generator<TableBatch> {
  const rows = emptyErpRows();
  for (const plan of plans) if (plan) addErpOrder(ids, plan, rows);
  yield batch(simErpSalesOrders, rows.orders);
  yield batch(simErpSalesOrderLines, rows.lines);
  yield batch(simErpShipments, rows.shipments);
}
