import { SHIP_METHOD_WAREHOUSES } from '@shared/domain/bulk/decisions';
import { BULK_ITEM_STATUS, type BulkWarehouse } from '@shared/domain/bulk/status';
import { ERP_ORDER_TYPES, type ErpOrderType } from '@shared/domain/erp/orders';
import { ERP_WAREHOUSES } from '../../../integrations/acumatica/entities';
import { field } from '../../../integrations/acumatica/fields';
import type {
  AcumaticaPort,
  SalesOrderInput,
  SalesOrderLineInput,
} from '../../../integrations/acumatica/port';
import { rejectedBy } from '../../../integrations/integration-error';
import type { BulkItemRecord, BulkOrderRecord } from './decisions.repository';

const ymd = (date: Date) => date.toISOString().slice(0, 10);

const FULFIL_OF: Record<BulkWarehouse, keyof BulkItemRecord> = {
  kentucky: 'fulfillKy',
  pennsylvania: 'fulfillPa',
  texas: 'fulfillTx',
  illinois: 'fulfillIl',
};

/**
 * A decided bulk order as an Acumatica sales order created On Hold: one line per SKU and warehouse
 * it is fulfilled from (a Split line gives two), at their (external) price; the retailer's PO as
 * ExternalRef, their external PO as CustomerOrder; dated on its upload day, so a lost answer is found
 * again by PO on that day.
 */
export function bulkSalesOrder(
  order: BulkOrderRecord,
  lines: readonly BulkItemRecord[],
  vendor: { code: string; erpOrderType: string } | null,
): SalesOrderInput {
  const customerId = vendor?.code ?? order.vendorCode;
  if (!customerId) throw rejectedBy('acumatica', `CustomerID: ${order.vendorName} has no customer code.`);
  const orderType: ErpOrderType = (ERP_ORDER_TYPES as readonly string[]).includes(vendor?.erpOrderType ?? '')
    ? (vendor!.erpOrderType as ErpOrderType)
    : 'SO';
  const details: SalesOrderLineInput[] = lines
    .filter((l) => l.orderStatus !== BULK_ITEM_STATUS.cancelled)
    .flatMap((l) =>
      SHIP_METHOD_WAREHOUSES.filter((w) => (l[FULFIL_OF[w]] as number) > 0).map((w) => ({
        InventoryID: field(l.internalSku),
        OrderQty: field(l[FULFIL_OF[w]] as number),
        UnitPrice: field(l.externalPrice ?? '0.00'),
        WarehouseID: field(ERP_WAREHOUSES[w]),
        ...(l.description ? { LineDescription: field(l.description) } : {}),
      })),
    );
  return {
    OrderType: field(orderType),
    CustomerID: field(customerId),
    Date: field(ymd(order.uploadDate)),
    ...(order.requestedShipDate ? { RequestedOn: field(order.requestedShipDate) } : {}),
    ...(order.externalPoNumber ? { CustomerOrder: field(order.externalPoNumber) } : {}),
    ExternalRef: field(order.internalPoNumber),
    Description: field(`${order.vendorName} bulk`),
    Hold: field(true),
    ...(order.address1 && order.city && order.state && order.zipCode
      ? {
          ShipToContact: {
            BusinessName: field(order.name ?? order.vendorName),
            ...(order.attention ? { Attention: field(order.attention) } : {}),
          },
          ShipToAddress: {
            AddressLine1: field(order.address1),
            ...(order.address2 ? { AddressLine2: field(order.address2) } : {}),
            City: field(order.city),
            State: field(order.state),
            PostalCode: field(order.zipCode),
          },
        }
      : {}),
    Details: details,
  };
}

/** The sales order an earlier send made for this PO (its answer lost), if any. */
export async function findBulkSalesOrder(
  erp: AcumaticaPort,
  order: BulkOrderRecord,
  customerId: string | null,
): Promise<string | null> {
  if (!customerId) return null;
  const day = ymd(order.uploadDate);
  const found = await erp.listSalesOrders({ from: day, to: day, customerId });
  const match = found.find(
    (so) => so.ExternalRef.value === order.internalPoNumber && so.Status.value !== 'Cancelled',
  );
  return match?.OrderNbr.value ?? null;
}
