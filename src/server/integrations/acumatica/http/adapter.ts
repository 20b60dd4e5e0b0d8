import { padErpNumber } from '@shared/lib/dates';
import type { Company } from '@shared/domain/identity/companies';
import type {
  Autobuild,
  InventoryCount,
  Invoice,
  SalesOrder,
  SalesOrderDetailInquiry,
  Shipment,
  TransferOrder,
} from '../entities';
import { IntegrationError } from '../../integration-error';
import { field } from '../fields';
import type {
  AcumaticaPort,
  ApplyPaymentsResult,
  InventoryFilter,
  PaymentApplication,
  PhysicalCountLine,
  SalesOrderFilter,
  SalesOrderInput,
  SalesOrderLineInput,
  ShipmentInput,
  TransferOrderInput,
  TransferShipmentLine,
} from '../port';
import type { AcumaticaClient } from './client';
import { EntityApi } from './entity-api';
import { odataDate, odataText } from './wire';

const SO_EXPAND = 'Details';
const SHIPMENT_EXPAND = 'Details,Orders,Packages';

/** An order number as the ERP keys it (7 digits); anything else cannot be one. */
const erpKey = (nbr: string): string => padErpNumber(nbr);

type Wire = Record<string, unknown>;

/**
 * The ERP port over Acumatica's contract-based REST API (`/entity/<endpoint>/<version>/`). Each
 * method is one or two REST calls; the entities pass through `fromWire`/`toWire`, which only
 * convert money, empty fields and bookkeeping. Reads and key-named PUTs are retried; creates and
 * actions are sent once (a timeout of one is `unavailable`, and the job that called it retries).
 */
export class AcumaticaHttp implements AcumaticaPort {
  private readonly api: EntityApi;

  constructor(
    client: AcumaticaClient,
    readonly company: Company,
  ) {
    this.api = new EntityApi(client);
  }

  createSalesOrder(order: SalesOrderInput): Promise<SalesOrder> {
    return this.api.must({ method: 'PUT', path: 'SalesOrder', query: { $expand: SO_EXPAND }, body: order });
  }

  async replaceSalesOrderLines(
    orderNbr: string,
    details: readonly SalesOrderLineInput[],
  ): Promise<SalesOrder> {
    // Acumatica replaces lines by deleting the old ones (by id) and adding the new ones in one PUT.
    const current = await this.getSalesOrder(orderNbr);
    const body = {
      ...(current ? { OrderType: current.OrderType } : {}),
      OrderNbr: field(current?.OrderNbr.value ?? erpKey(orderNbr)),
      Details: [...(current?.Details.map((d) => ({ id: d.id, delete: true })) ?? []), ...details],
    };
    return this.api.must({
      method: 'PUT',
      path: 'SalesOrder',
      query: { $expand: SO_EXPAND },
      body,
      idempotent: true,
    });
  }

  async getSalesOrder(orderNbr: string): Promise<SalesOrder | null> {
    const [order] = await this.api.list<SalesOrder>(
      'SalesOrder',
      `OrderNbr eq ${odataText(erpKey(orderNbr))}`,
      SO_EXPAND,
    );
    return order ?? null;
  }

  async getSalesOrderDetail(orderNbr: string): Promise<SalesOrderDetailInquiry | null> {
    // A generic inquiry is read with a PUT of its parameters; it answers its rows in a collection.
    const answer = await this.api.must<SalesOrderDetailInquiry>({
      method: 'PUT',
      path: 'SalesOrderDetailBySODetails',
      query: { $expand: 'SalesOrderDetailBySODetails' },
      body: { OrderNbr: field(erpKey(orderNbr)) },
      idempotent: true,
    });
    const rows = answer.SalesOrderDetailBySODetails ?? [];
    return rows.length === 0 ? null : { OrderNbr: answer.OrderNbr, SalesOrderDetailBySODetails: rows };
  }

  async listSalesOrders(filter: SalesOrderFilter): Promise<SalesOrder[]> {
    const clauses = [`Date ge ${odataDate(filter.from)}`, `Date le ${odataDate(filter.to)}`];
    if (filter.customerId) clauses.push(`CustomerID eq ${odataText(filter.customerId)}`);
    const orders = await this.api.list<SalesOrder>('SalesOrder', clauses.join(' and '), SO_EXPAND);
    // The warehouse is a line field: the header cannot be filtered by it.
    const { warehouse } = filter;
    return warehouse
      ? orders.filter((o) => o.Details.some((d) => d.WarehouseID.value === warehouse))
      : orders;
  }

  createShipment(input: ShipmentInput): Promise<Shipment> {
    const { OrderNbr, ...rest } = input;
    return this.api.must({
      method: 'PUT',
      path: 'Shipment',
      query: { $expand: SHIPMENT_EXPAND },
      body: { Type: field('Shipment'), ...rest, Orders: [{ OrderNbr }] },
    });
  }

  async confirmShipment(shipmentNbr: string): Promise<Shipment> {
    await this.api.call({
      method: 'POST',
      path: 'Shipment/ConfirmShipment',
      body: { entity: { ShipmentNbr: field(shipmentNbr) } },
    });
    const shipment = await this.getShipment(shipmentNbr);
    if (!shipment)
      throw new IntegrationError(
        'acumatica',
        'not_found',
        `Shipment ${shipmentNbr} cannot be found in the system.`,
      );
    return shipment;
  }

  getShipment(shipmentNbr: string): Promise<Shipment | null> {
    return this.api.call({
      method: 'GET',
      path: `Shipment/${encodeURIComponent(shipmentNbr)}`,
      query: { $expand: SHIPMENT_EXPAND },
      allowNotFound: true,
    });
  }

  async applyPayments(rows: readonly PaymentApplication[]): Promise<ApplyPaymentsResult> {
    const result: ApplyPaymentsResult = { success: [], fail: [] };
    // One payment at a time, as the ERP applies them; a refused row does not stop the others.
    for (const row of rows) {
      try {
        const payment = await this.api.must<{
          DocumentsToApply?: { AmountPaid?: { value: string | null } }[];
        }>({
          method: 'PUT',
          path: 'Payment',
          query: { $expand: 'DocumentsToApply' },
          body: {
            Type: field('Payment'),
            ReferenceNbr: field(row.PaymentNbr),
            DocumentsToApply: [{ DocType: field('Invoice'), ReferenceNbr: field(row.InvoiceNbr) }],
          },
        });
        const paid = payment.DocumentsToApply?.[0]?.AmountPaid?.value ?? '0.00';
        result.success.push({ ...row, AmountPaid: paid });
      } catch (error) {
        if (
          !(error instanceof IntegrationError) ||
          error.code === 'unavailable' ||
          error.code === 'not_configured'
        ) {
          throw error;
        }
        result.fail.push({ ...row, error: error.message });
      }
    }
    return result;
  }

  async getInventoryCounts(filter: InventoryFilter = {}): Promise<InventoryCount[]> {
    const ids = filter.InventoryIDs;
    const answer = await this.api.must<{ Results?: InventoryCount[] }>({
      method: 'PUT',
      path: 'InventorySummaryInquiry',
      query: { $expand: 'Results' },
      body: {
        ...(filter.WarehouseID ? { WarehouseID: field(filter.WarehouseID) } : {}),
        ...(ids?.length === 1 ? { InventoryID: field(ids[0]) } : {}),
      },
      idempotent: true,
    });
    const results = answer.Results ?? [];
    return ids ? results.filter((r) => ids.includes(r.InventoryID.value)) : results;
  }

  async applyPhysicalCount(lines: readonly PhysicalCountLine[]): Promise<InventoryCount[]> {
    const answer = await this.api.must<{ Details?: InventoryCount[] }>({
      method: 'PUT',
      path: 'PhysicalInventoryCount',
      query: { $expand: 'Details' },
      body: { Details: lines },
    });
    return answer.Details ?? [];
  }

  startAutobuild(input: { WarehouseID?: string } = {}): Promise<Autobuild> {
    return this.api.must({
      method: 'PUT',
      path: 'AutoBuild',
      body: input.WarehouseID ? { WarehouseID: field(input.WarehouseID) } : {},
    });
  }

  listAutobuilds(): Promise<Autobuild[]> {
    return this.api.list<Autobuild>('AutoBuild');
  }

  listInvoices(range: { from: string; to: string }): Promise<Invoice[]> {
    return this.api.list<Invoice>(
      'Invoice',
      `Type eq 'Invoice' and Date ge ${odataDate(range.from)} and Date le ${odataDate(range.to)}`,
    );
  }

  getInvoice(referenceNbr: string): Promise<Invoice | null> {
    return this.api.call({
      method: 'GET',
      path: `Invoice/Invoice/${encodeURIComponent(referenceNbr)}`,
      allowNotFound: true,
    });
  }

  async getTransferOrder(orderNbr: string, warehouse?: string): Promise<TransferOrder | null> {
    let filter = `OrderType eq 'TR' and OrderNbr eq ${odataText(erpKey(orderNbr))}`;
    if (warehouse)
      filter += ` and (WarehouseID eq ${odataText(warehouse)} or ToWarehouse eq ${odataText(warehouse)})`;
    const [order] = await this.api.list<TransferOrder>('TransferOrder', filter, 'Details');
    return order ?? null;
  }

  createTransferOrder(input: TransferOrderInput): Promise<TransferOrder> {
    return this.api.must({
      method: 'PUT',
      path: 'TransferOrder',
      query: { $expand: 'Details' },
      body: { OrderType: field('TR'), Option: field(input.Option), Details: input.Details },
    });
  }

  async createTransferShipment(
    orderNbr: string,
    lines?: readonly TransferShipmentLine[],
  ): Promise<TransferOrder> {
    return this.transferAction(orderNbr, 'CreateShipment', lines ? { Details: lines } : {});
  }

  setTransferOrderStatus(orderNbr: string, status: 'Open' | 'On Hold' | 'Cancelled'): Promise<TransferOrder> {
    const action = { Open: 'ReleaseFromHold', 'On Hold': 'PutOnHold', Cancelled: 'CancelOrder' }[status];
    return this.transferAction(orderNbr, action, {});
  }

  /** Runs an action of a transfer order, then reads the order as it stands. */
  private async transferAction(orderNbr: string, action: string, extra: Wire): Promise<TransferOrder> {
    const nbr = erpKey(orderNbr);
    await this.api.call({
      method: 'POST',
      path: `TransferOrder/${action}`,
      body: { entity: { OrderType: field('TR'), OrderNbr: field(nbr), ...extra } },
    });
    const order = await this.getTransferOrder(nbr);
    if (!order) throw new IntegrationError('acumatica', 'not_found', `Could not find transfer order ${nbr}!`);
    return order;
  }
}
