import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import { TPL_PROVIDERS } from '@shared/domain/tpl/status';
import { isYmd } from '@shared/lib/dates';
import { isMoney } from '@shared/lib/money';
import type { Db } from '../../platform/db/client';
import {
  simTplAsns,
  simTplCancellations,
  simTplInventory,
  simTplOrders,
} from '../../platform/db/schema/sandbox-partners';
import { IntegrationError, notFoundIn, rejectedBy } from '../integration-error';
import { SandboxGate } from '../sandbox-gate';
import { nextNumber, systemClock, type Clock, type SandboxOptions } from '../sandbox-support';
import type {
  AsnReceipt,
  CancelResult,
  CreateOrdersResult,
  GeodisPort,
  ShipmentConfirmation,
  TplInventoryRow,
  TplSalesOrder,
  TplTransferOrder,
} from './port';
import { confirmations, shipDueOrders } from './sandbox-shipping';

export type GeodisSandboxOptions = SandboxOptions & {
  /** How long after it is received the 3PL ships an order. */
  shipAfterMs?: number;
  /**
   * What the dock counts of each line of an ASN; all of it by default. A count that differs from
   * the notice comes back in the receipt (tests count short to raise discrepancies).
   */
  receive?: (line: { sku: string; quantity: number }) => number;
};

/** Geodis ships what it received by the next business day; four hours keeps the sandbox lively. */
const SHIP_AFTER_MS = 4 * 3_600_000;
const PROVIDER = TPL_PROVIDERS.geodis;

/** Why an order would bounce at the 3PL's door; null when it is acceptable. */
function problemOf(order: TplSalesOrder): string | null {
  const to = order.ship_to_address;
  if (!order.so_number?.trim()) return 'so_number is required';
  if (!order.po_number?.trim()) return 'po_number is required';
  if (order.due_date && !isYmd(order.due_date)) return `due_date ${order.due_date} is not YYYY-MM-DD`;
  if (
    !to?.name?.trim() ||
    !to.address?.trim() ||
    !to.city?.trim() ||
    !to.state?.trim() ||
    !to.zip_code?.trim()
  ) {
    return 'ship_to_address needs name, address, city, state and zip_code';
  }
  if (!order.items?.length) return 'the order has no items';
  const bad = order.items.find(
    (i) => !i.sku?.trim() || !Number.isInteger(i.order_qty) || i.order_qty <= 0 || !isMoney(i.price),
  );
  return bad ? `item ${bad.sku || '(blank)'} needs a sku, a whole order_qty above 0 and a price` : null;
}

/** The receipt of a stored ASN: what it noticed and what the dock counted of each line. */
function receiptOf(asn: typeof simTplAsns.$inferSelect): AsnReceipt {
  return {
    asnNumber: asn.asnNumber,
    transferOrderNbr: asn.transferOrderNbr,
    status: 'Received',
    lines: asn.lines.length,
    units: asn.lines.reduce((sum, l) => sum + l.quantity, 0),
    received: asn.lines.map((l) => ({ sku: l.sku, quantity: l.received ?? l.quantity })),
  };
}

/** The Geodis 3PL simulator (provider 10), state in the sim_tpl_* tables. */
export class GeodisSandbox implements GeodisPort {
  private readonly gate: SandboxGate;
  private readonly now: Clock;
  private readonly shipAfterMs: number;
  private readonly receive: (line: { sku: string; quantity: number }) => number;

  constructor(
    private readonly db: Db,
    readonly company: Company,
    options: GeodisSandboxOptions = {},
  ) {
    this.gate = new SandboxGate(db, 'geodis');
    this.now = options.now ?? systemClock;
    this.shipAfterMs = options.shipAfterMs ?? SHIP_AFTER_MS;
    this.receive = options.receive ?? ((line) => line.quantity);
  }

  async createOrders(orders: readonly TplSalesOrder[]): Promise<CreateOrdersResult> {
    await this.gate.enter();
    const result: CreateOrdersResult = { accepted: [], rejected: [] };
    for (const order of orders) {
      const problem = problemOf(order);
      if (problem) {
        result.rejected.push({ so_number: order.so_number ?? '', reason: problem });
        continue;
      }
      const orderId = String(100_000_000 + (await nextNumber(this.db, 'global', 'geodis-order')));
      const [saved] = await this.db
        .insert(simTplOrders)
        .values({
          company: this.company,
          provider: PROVIDER,
          orderId,
          soNumber: order.so_number.trim(),
          poNumber: order.po_number.trim(),
          dueDate: order.due_date || null,
          shipTo: order.ship_to_address,
          billTo: order.bill_to_address,
          items: order.items,
          status: 'Received',
          createdAt: this.now(),
        })
        .onConflictDoNothing()
        .returning({ orderId: simTplOrders.orderId });
      if (saved) result.accepted.push({ so_number: order.so_number, orderId: saved.orderId });
      else
        result.rejected.push({
          so_number: order.so_number,
          reason: `Order ${order.so_number} already exists`,
        });
    }
    return result;
  }

  async sendAsn(transferOrder: TplTransferOrder): Promise<AsnReceipt> {
    await this.gate.enter();
    const shipped = (transferOrder.lines ?? []).filter(
      (l) => Number.isInteger(l.QtyShipped) && l.QtyShipped > 0,
    );
    if (!transferOrder.OrderNbr?.trim() || shipped.length === 0)
      throw rejectedBy('geodis', 'Cannot send ASN');
    // The sandbox dock receives the goods at once: what it counts becomes the 3PL's stock.
    const counted = shipped.map((l) =>
      Math.max(0, Math.round(this.receive({ sku: l.Sku, quantity: l.QtyShipped }))),
    );
    return this.db.transaction(async (tx) => {
      const asnNumber = `ASN${String(await nextNumber(tx, this.company, 'geodis-asn')).padStart(7, '0')}`;
      const [saved] = await tx
        .insert(simTplAsns)
        .values({
          company: this.company,
          provider: PROVIDER,
          asnNumber,
          transferOrderNbr: transferOrder.OrderNbr,
          toWarehouse: transferOrder.ToWarehouse,
          lines: shipped.map((l, i) => ({
            shipmentNbr: l.ShipmentNbr,
            sku: l.Sku,
            description: l.Description,
            quantity: l.QtyShipped,
            received: counted[i] ?? l.QtyShipped,
          })),
          status: 'Received',
          createdAt: this.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!saved)
        throw rejectedBy('geodis', `An ASN was already sent for transfer order ${transferOrder.OrderNbr}`);
      const receipt = receiptOf(saved);
      for (const line of receipt.received ?? []) {
        await tx
          .insert(simTplInventory)
          .values({
            company: this.company,
            provider: PROVIDER,
            sku: line.sku,
            onHand: line.quantity,
            available: line.quantity,
          })
          .onConflictDoUpdate({
            target: [simTplInventory.company, simTplInventory.provider, simTplInventory.sku],
            set: {
              onHand: sql`${simTplInventory.onHand} + ${line.quantity}`,
              available: sql`${simTplInventory.available} + ${line.quantity}`,
              updatedAt: this.now(),
            },
          });
      }
      return receipt;
    });
  }

  async getAsn(transferOrderNbr: string): Promise<AsnReceipt | null> {
    await this.gate.enter();
    const [asn] = await this.db
      .select()
      .from(simTplAsns)
      .where(
        and(
          eq(simTplAsns.company, this.company),
          eq(simTplAsns.provider, PROVIDER),
          eq(simTplAsns.transferOrderNbr, transferOrderNbr?.trim() ?? ''),
        ),
      );
    return asn ? receiptOf(asn) : null;
  }

  async cancelOrder(orderNumber: string): Promise<CancelResult> {
    await this.gate.enter();
    const number = orderNumber?.trim() ?? '';
    // The attempt is recorded even when refused, so the transaction must commit before we throw.
    const outcome = await this.db.transaction(async (tx): Promise<CancelResult | IntegrationError> => {
      const [order] = await tx
        .select()
        .from(simTplOrders)
        .where(
          and(
            eq(simTplOrders.company, this.company),
            eq(simTplOrders.provider, PROVIDER),
            or(eq(simTplOrders.soNumber, number), eq(simTplOrders.orderId, number)),
          ),
        )
        .for('update');
      const refusal = !order
        ? notFoundIn('geodis', `Order ${number} was not found`)
        : order.status === 'Shipped'
          ? rejectedBy('geodis', `Order ${number} has already shipped`)
          : order.status === 'Cancelled'
            ? rejectedBy('geodis', `Order ${number} is already cancelled`)
            : null;
      await tx.insert(simTplCancellations).values({
        company: this.company,
        provider: PROVIDER,
        orderNumber: number,
        accepted: !refusal,
        reason: refusal?.message ?? null,
        createdAt: this.now(),
      });
      if (refusal || !order) return refusal ?? notFoundIn('geodis', `Order ${number} was not found`);
      await tx
        .update(simTplOrders)
        .set({ status: 'Cancelled', cancelledAt: this.now() })
        .where(eq(simTplOrders.id, order.id));
      return { orderNumber: order.soNumber, orderId: order.orderId, status: 'Cancelled' };
    });
    if (outcome instanceof IntegrationError) throw outcome;
    return outcome;
  }

  async getInventory(): Promise<TplInventoryRow[]> {
    await this.gate.enter();
    await shipDueOrders(this.db, this.company, PROVIDER, this.now(), this.shipAfterMs);
    const rows = await this.db
      .select()
      .from(simTplInventory)
      .where(and(eq(simTplInventory.company, this.company), eq(simTplInventory.provider, PROVIDER)))
      .orderBy(asc(simTplInventory.sku));
    return rows.map((r) => ({ sku: r.sku, available: r.available, onHand: r.onHand }));
  }

  async getShipmentConfirmations(range: { from: string; to: string }): Promise<ShipmentConfirmation[]> {
    await this.gate.enter();
    if (!isYmd(range.from) || !isYmd(range.to)) throw rejectedBy('geodis', 'Dates must be YYYY-MM-DD');
    await shipDueOrders(this.db, this.company, PROVIDER, this.now(), this.shipAfterMs);
    return confirmations(this.db, this.company, PROVIDER, range.from, range.to);
  }
}
