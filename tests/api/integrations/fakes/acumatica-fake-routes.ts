import type { AcumaticaSandbox } from '../../../../src/server/integrations/acumatica/sandbox';
import type { Field } from '../../../../src/server/integrations/acumatica/fields';
import type { PhysicalCountLine, SalesOrderInput } from '../../../../src/server/integrations/acumatica/port';
import {
  entity,
  equalities,
  fromAcumatica,
  isRecord,
  matches,
  parseFilter,
  val,
  type Json,
} from './acumatica-fake-wire';
import { HttpAnswer } from './fake-http-server';

/** The entity calls of the Acumatica fake: a REST request as one port call of the simulator. */
export async function routeEntity(
  erp: AcumaticaSandbox,
  method: string,
  path: string[],
  query: URLSearchParams,
  wire: unknown,
): Promise<unknown> {
  const body = fromAcumatica(wire) as Json;
  const filterText = query.get('$filter');
  const filter = filterText ? parseFilter(filterText) : null;
  const eq = equalities(filter);
  const first = (key: string) => eq.get(key)?.[0];
  const expand = new Set((query.get('$expand') ?? '').split(',').filter(Boolean));
  const shaped = (e: Json) => {
    // Collections come only when $expand asks for them, as on the real endpoint.
    const out: Json = {};
    for (const [k, v] of Object.entries(e)) if (!Array.isArray(v) || expand.has(k)) out[k] = v;
    return entity(out);
  };
  // $skip and $top page a list, after the filter, as the real endpoint does.
  const skip = Number(query.get('$skip') ?? 0);
  const top = query.get('$top');
  if (!Number.isInteger(skip) || skip < 0 || (top !== null && !/^\d+$/.test(top)))
    throw new HttpAnswer(400, { message: 'Invalid $top or $skip' });
  const filtered = <T extends Json>(rows: T[]) =>
    rows
      .filter((r) => !filter || matches(filter, r))
      .slice(skip, top === null ? undefined : skip + Number(top))
      .map(shaped);
  const [name, ...keys] = path;
  const route = `${method} ${name}${keys.length ? `/${keys.join('/')}` : ''}`;

  // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check -- a routing table; default is 404
  switch (true) {
    case route === 'GET SalesOrder': {
      const nbr = first('OrderNbr eq');
      if (nbr !== undefined) {
        const order = await erp.getSalesOrder(nbr);
        return filtered(order ? [order] : []);
      }
      const from = first('Date ge');
      const to = first('Date le');
      if (!from || !to)
        throw new HttpAnswer(400, { message: 'Filter SalesOrder by OrderNbr or a Date range.' });
      return filtered(await erp.listSalesOrders({ from, to, customerId: first('CustomerID eq') }));
    }
    case route === 'PUT SalesOrder': {
      const nbr = val(body.OrderNbr);
      if (nbr) {
        const details = Array.isArray(body.Details)
          ? body.Details.filter((d) => isRecord(d) && !d.delete)
          : [];
        return shaped(await erp.replaceSalesOrderLines(nbr, details as SalesOrderInput['Details']));
      }
      return shaped(await erp.createSalesOrder(body as SalesOrderInput));
    }
    case route === 'PUT SalesOrderDetailBySODetails': {
      const nbr = val(body.OrderNbr);
      const found = await erp.getSalesOrderDetail(nbr);
      return shaped(found ?? { OrderNbr: { value: nbr }, SalesOrderDetailBySODetails: [] });
    }
    case route === 'PUT Shipment': {
      const orders = Array.isArray(body.Orders) ? (body.Orders as Json[]) : [];
      return shaped(
        await erp.createShipment({
          OrderNbr: (orders[0]?.OrderNbr as Field<string>) ?? { value: '' },
          WarehouseID: body.WarehouseID as Field<string>,
          ShipmentDate: body.ShipmentDate as Field<string> | undefined,
          Packages: body.Packages as { TrackingNbr: Field<string> }[] | undefined,
        }),
      );
    }
    case route === 'POST Shipment/ConfirmShipment': {
      await erp.confirmShipment(val((body.entity as Json | undefined)?.ShipmentNbr));
      return undefined;
    }
    case name === 'Shipment' && method === 'GET' && keys.length === 1: {
      const found = await erp.getShipment(keys[0] ?? '');
      if (!found) throw new HttpAnswer(404, { message: `Shipment ${keys[0]} was not found.` });
      return shaped(found);
    }
    case route === 'PUT Payment': {
      const docs = Array.isArray(body.DocumentsToApply) ? (body.DocumentsToApply as Json[]) : [];
      const row = { PaymentNbr: val(body.ReferenceNbr), InvoiceNbr: val(docs[0]?.ReferenceNbr) };
      const result = await erp.applyPayments([row]);
      const failed = result.fail[0];
      if (failed) throw new HttpAnswer(422, { ...(wire as Json), error: failed.error });
      const paid = result.success[0]?.AmountPaid ?? '0.00';
      return shaped({
        Type: { value: 'Payment' },
        ReferenceNbr: { value: row.PaymentNbr },
        DocumentsToApply: [
          {
            DocType: { value: 'Invoice' },
            ReferenceNbr: { value: row.InvoiceNbr },
            AmountPaid: { value: paid },
          },
        ],
      });
    }
    case route === 'PUT InventorySummaryInquiry': {
      const inventoryId = val(body.InventoryID);
      const warehouse = val(body.WarehouseID);
      const rows = await erp.getInventoryCounts({
        ...(warehouse ? { WarehouseID: warehouse } : {}),
        ...(inventoryId ? { InventoryIDs: [inventoryId] } : {}),
      });
      return shaped({ Results: rows });
    }
    case route === 'PUT PhysicalInventoryCount':
      return shaped({ Details: await erp.applyPhysicalCount((body.Details ?? []) as PhysicalCountLine[]) });
    case route === 'PUT AutoBuild': {
      const warehouse = val(body.WarehouseID);
      return shaped(await erp.startAutobuild(warehouse ? { WarehouseID: warehouse } : {}));
    }
    case route === 'GET AutoBuild':
      return filtered(await erp.listAutobuilds());
    case route === 'GET Invoice': {
      const from = first('Date ge');
      const to = first('Date le');
      if (!from || !to) throw new HttpAnswer(400, { message: 'Filter Invoice by a Date range.' });
      return filtered(await erp.listInvoices({ from, to }));
    }
    case name === 'Invoice' && method === 'GET' && keys.length === 2: {
      const found = keys[0] === 'Invoice' ? await erp.getInvoice(keys[1] ?? '') : null;
      if (!found) throw new HttpAnswer(404, { message: `Invoice ${keys[1]} was not found.` });
      return shaped(found);
    }
    case route === 'GET TransferOrder': {
      const nbr = first('OrderNbr eq');
      if (nbr === undefined) throw new HttpAnswer(400, { message: 'Filter TransferOrder by OrderNbr.' });
      const order = await erp.getTransferOrder(nbr);
      return filtered(order ? [order] : []);
    }
    case route === 'PUT TransferOrder':
      return shaped(
        await erp.createTransferOrder({
          Option: val(body.Option) as 'Texas to Geodis',
          ...(Array.isArray(body.Details)
            ? { Details: body.Details as { Sku: Field<string>; OrderedQty: Field<number> }[] }
            : {}),
        }),
      );
    case method === 'POST' && name === 'TransferOrder' && keys.length === 1: {
      const target = (body.entity ?? {}) as Json;
      const nbr = val(target.OrderNbr);
      if (keys[0] === 'CreateShipment') {
        const lines = Array.isArray(target.Details)
          ? (target.Details as { Sku: Field<string>; Qty: Field<number> }[])
          : undefined;
        await erp.createTransferShipment(nbr, lines);
        return undefined;
      }
      const status = { ReleaseFromHold: 'Open', PutOnHold: 'On Hold', CancelOrder: 'Cancelled' }[
        keys[0] ?? ''
      ] as 'Open' | 'On Hold' | 'Cancelled' | undefined;
      if (!status) throw new HttpAnswer(404, { message: `No action ${keys[0]} on TransferOrder.` });
      await erp.setTransferOrderStatus(nbr, status);
      return undefined;
    }
    default:
      throw new HttpAnswer(404, { message: `No entity or action at ${route}.` });
  }
}
