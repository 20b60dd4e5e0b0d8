import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../platform/db/client';
import { SandboxGate } from '../sandbox-gate';
import { dayIn } from '@shared/lib/zoned-time';
import { systemClock, type Clock, type SandboxOptions } from '../sandbox-support';
import type {
  Autobuild,
  InventoryCount,
  Invoice,
  SalesOrder,
  SalesOrderDetailInquiry,
  Shipment,
  TransferOrder,
} from './entities';
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
} from './port';
import { applyPayments, findInvoice, listInvoices, toInvoice } from './sandbox-billing';
import {
  insertSalesOrder,
  listSalesOrders,
  loadSalesOrder,
  replaceSalesOrderLines,
  toDetailInquiry,
  toSalesOrder,
} from './sandbox-sales-orders';
import { confirmShipment, createShipment, getShipment } from './sandbox-shipments';
import { inventoryCounts, listAutobuilds, physicalCount, startAutobuild } from './sandbox-stock';
import {
  createTransferOrder,
  getTransferOrder,
  setTransferStatus,
  shipTransferOrder,
} from './sandbox-transfers';

export type AcumaticaSandboxOptions = SandboxOptions & {
  /** How long an AutoBuild run takes before it reads COMPLETE. */
  autobuildMs?: number;
};

/** An AutoBuild takes about a minute on the real ERP; long enough to see RUNNING on the screen. */
const AUTOBUILD_MS = 60_000;

/**
 * The Acumatica simulator: one company's tenant, kept in the sim_erp_* tables. Every call passes
 * the sandbox gate first (delay, switchable failures), then acts in SQL.
 */
export class AcumaticaSandbox implements AcumaticaPort {
  private readonly gate: SandboxGate;
  private readonly now: Clock;
  private readonly autobuildMs: number;

  constructor(
    private readonly db: Db,
    readonly company: Company,
    options: AcumaticaSandboxOptions = {},
  ) {
    this.gate = new SandboxGate(db, 'acumatica');
    this.now = options.now ?? systemClock;
    this.autobuildMs = options.autobuildMs ?? AUTOBUILD_MS;
  }

  /** The ERP's business date: the day at the office, as the screens that list its documents count days. */
  private today(): string {
    return dayIn(this.now());
  }

  async createSalesOrder(order: SalesOrderInput): Promise<SalesOrder> {
    await this.gate.enter();
    const orderNbr = await insertSalesOrder(this.db, this.company, order, this.today());
    const found = await loadSalesOrder(this.db, this.company, orderNbr);
    if (!found) throw new Error(`sales order ${orderNbr} vanished after insert`);
    return toSalesOrder(this.company, found.order, found.lines);
  }

  async replaceSalesOrderLines(
    orderNbr: string,
    details: readonly SalesOrderLineInput[],
  ): Promise<SalesOrder> {
    await this.gate.enter();
    const nbr = await replaceSalesOrderLines(this.db, this.company, orderNbr, details);
    const found = await loadSalesOrder(this.db, this.company, nbr);
    if (!found) throw new Error(`sales order ${nbr} vanished after its lines changed`);
    return toSalesOrder(this.company, found.order, found.lines);
  }

  async getSalesOrder(orderNbr: string): Promise<SalesOrder | null> {
    await this.gate.enter();
    const found = await loadSalesOrder(this.db, this.company, orderNbr);
    return found && toSalesOrder(this.company, found.order, found.lines);
  }

  async getSalesOrderDetail(orderNbr: string): Promise<SalesOrderDetailInquiry | null> {
    await this.gate.enter();
    const found = await loadSalesOrder(this.db, this.company, orderNbr);
    return found && toDetailInquiry(found.order, found.lines);
  }

  async listSalesOrders(filter: SalesOrderFilter): Promise<SalesOrder[]> {
    await this.gate.enter();
    return listSalesOrders(this.db, this.company, filter);
  }

  async createShipment(input: ShipmentInput): Promise<Shipment> {
    await this.gate.enter();
    return createShipment(this.db, this.company, input, this.today());
  }

  async confirmShipment(shipmentNbr: string): Promise<Shipment> {
    await this.gate.enter();
    return confirmShipment(this.db, this.company, shipmentNbr);
  }

  async getShipment(shipmentNbr: string): Promise<Shipment | null> {
    await this.gate.enter();
    return getShipment(this.db, this.company, shipmentNbr);
  }

  async applyPayments(rows: readonly PaymentApplication[]): Promise<ApplyPaymentsResult> {
    await this.gate.enter();
    return applyPayments(this.db, this.company, rows);
  }

  async getInventoryCounts(filter?: InventoryFilter): Promise<InventoryCount[]> {
    await this.gate.enter();
    return inventoryCounts(this.db, this.company, filter);
  }

  async applyPhysicalCount(lines: readonly PhysicalCountLine[]): Promise<InventoryCount[]> {
    await this.gate.enter();
    return physicalCount(this.db, this.company, lines);
  }

  async startAutobuild(input: { WarehouseID?: string } = {}): Promise<Autobuild> {
    await this.gate.enter();
    return startAutobuild(this.db, this.company, input.WarehouseID ?? null, this.now(), this.autobuildMs);
  }

  async listAutobuilds(): Promise<Autobuild[]> {
    await this.gate.enter();
    return listAutobuilds(this.db, this.company, this.now());
  }

  async listInvoices(range: { from: string; to: string }): Promise<Invoice[]> {
    await this.gate.enter();
    return listInvoices(this.db, this.company, range);
  }

  async getInvoice(referenceNbr: string): Promise<Invoice | null> {
    await this.gate.enter();
    const row = await findInvoice(this.db, this.company, referenceNbr);
    return row && toInvoice(this.company, row);
  }

  async getTransferOrder(orderNbr: string, warehouse?: string): Promise<TransferOrder | null> {
    await this.gate.enter();
    return getTransferOrder(this.db, this.company, orderNbr, warehouse);
  }

  async createTransferOrder(input: TransferOrderInput): Promise<TransferOrder> {
    await this.gate.enter();
    return createTransferOrder(this.db, this.company, input, this.today());
  }

  async createTransferShipment(
    orderNbr: string,
    lines?: readonly TransferShipmentLine[],
  ): Promise<TransferOrder> {
    await this.gate.enter();
    return shipTransferOrder(this.db, this.company, orderNbr, lines);
  }

  async setTransferOrderStatus(
    orderNbr: string,
    status: 'Open' | 'On Hold' | 'Cancelled',
  ): Promise<TransferOrder> {
    await this.gate.enter();
    return setTransferStatus(this.db, this.company, orderNbr, status);
  }
}
