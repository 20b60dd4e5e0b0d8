import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { EDI_STATUS, type EdiType } from '@shared/domain/edi/transactions';
import type { Company } from '@shared/domain/identity/companies';
import { isValidSscc } from '@shared/domain/edi/sscc';
import { isMoney } from '@shared/lib/money';
import type { Db } from '../../platform/db/client';
import { simVendorInbox } from '../../platform/db/schema/sandbox-partners';
import { IntegrationError, rejectedBy } from '../integration-error';
import { SandboxGate } from '../sandbox-gate';
import { systemClock, type Clock, type SandboxOptions } from '../sandbox-support';
import { envelope, recordEdi } from './edi-log';
import type {
  Acknowledgement,
  EdiReceipt,
  InboundOrder,
  InventoryAdvice,
  InvoiceNotice,
  ShipNotice,
  VendorRef,
  VendorsPort,
} from './port';
import { queueOrders, refillInbox, waitingCount, type InboxOrder } from './sandbox-inbox';
import type { X12Segment } from './x12';
import {
  acknowledgement855,
  inventory846,
  inventoryReference,
  invoice810,
  purchaseOrder850,
  shipNotice856,
} from './x12-documents';

const reject = (message: string) => rejectedBy('vendors', message);
const wholeCount = (n: number, min: number) => Number.isInteger(n) && n >= min;

/**
 * The vendors' simulator. Orders wait in sim_vendor_inbox until downloaded; everything sent is
 * accepted unless malformed or the failure switch is on. Every exchange lands in edi_transactions
 * as real X12 (usage indicator T: these are test interchanges).
 */
export class VendorsSandbox implements VendorsPort {
  private readonly gate: SandboxGate;
  private readonly now: Clock;

  constructor(
    private readonly db: Db,
    readonly company: Company,
    options: SandboxOptions = {},
  ) {
    this.gate = new SandboxGate(db, 'vendors');
    this.now = options.now ?? systemClock;
  }

  /** Sandbox only: the vendor places `count` new orders, ready to download. */
  async refillInbox(vendor: VendorRef, count: number): Promise<InboxOrder[]> {
    return this.db.transaction((tx) => refillInbox(tx, this.company, vendor, count, this.now()));
  }

  /** Sandbox only: the vendor places these exact orders. */
  async queueOrders(vendor: VendorRef, orders: readonly InboxOrder[]): Promise<void> {
    await queueOrders(this.db, this.company, vendor, orders);
  }

  /** Sandbox only: orders waiting at the vendor. */
  async waiting(vendor: VendorRef): Promise<number> {
    return waitingCount(this.db, this.company, vendor);
  }

  async downloadOrders(vendor: VendorRef): Promise<InboundOrder[]> {
    await this.gate.enter();
    const at = this.now();
    return this.db.transaction(async (tx) => {
      // SKIP LOCKED: two instances downloading at once split the orders instead of doubling them.
      const waiting = await tx
        .select()
        .from(simVendorInbox)
        .where(
          and(
            eq(simVendorInbox.company, this.company),
            eq(simVendorInbox.side, vendor.side),
            eq(simVendorInbox.vendorName, vendor.name),
            isNull(simVendorInbox.downloadedAt),
          ),
        )
        .orderBy(asc(simVendorInbox.id))
        .for('update', { skipLocked: true });
      const orders: InboundOrder[] = [];
      for (const row of waiting) {
        const segments = purchaseOrder850(row);
        const env = await envelope(tx, this.company, vendor, '850', 'inbound', segments, at, 'T');
        const transaction = await recordEdi(tx, {
          company: this.company,
          vendor,
          type: '850',
          direction: 'inbound',
          status: EDI_STATUS.received,
          internalPoNumber: row.poNumber,
          envelope: env,
          at,
        });
        orders.push({
          poNumber: row.poNumber,
          orderDate: row.orderDate.toISOString(),
          shipTo: row.shipTo,
          lines: row.lines,
          transaction,
        });
      }
      if (waiting.length > 0) {
        const ids = waiting.map((r) => r.id);
        await tx.update(simVendorInbox).set({ downloadedAt: at }).where(inArray(simVendorInbox.id, ids));
      }
      return orders;
    });
  }

  /**
   * Builds and records an outbound message. A failure of the vendor's side is recorded as Failed
   * with the text that could not be delivered, so the report shows what to resend.
   */
  private async send(vendor: VendorRef, type: EdiType, po: string | null, segments: X12Segment[]) {
    if (!vendor.name?.trim()) throw reject('A vendor name is required.');
    const at = this.now();
    const env = await envelope(this.db, this.company, vendor, type, 'outbound', segments, at, 'T');
    const record = {
      company: this.company,
      vendor,
      type,
      direction: 'outbound' as const,
      internalPoNumber: po,
      envelope: env,
      at,
    };
    try {
      await this.gate.enter();
    } catch (error) {
      if (error instanceof IntegrationError)
        await recordEdi(this.db, { ...record, status: EDI_STATUS.failed });
      throw error;
    }
    return recordEdi(this.db, { ...record, status: EDI_STATUS.sent });
  }

  async acknowledgeOrder(vendor: VendorRef, ack: Acknowledgement): Promise<EdiReceipt> {
    if (!ack.poNumber?.trim()) throw reject('855: a PO number is required.');
    if (ack.lines.length === 0) throw reject(`855 for ${ack.poNumber}: no lines.`);
    if (!ack.lines.every((l) => wholeCount(l.quantity, 0)))
      throw reject(`855 for ${ack.poNumber}: bad quantity.`);
    return this.send(vendor, '855', ack.poNumber, acknowledgement855(ack, this.now()));
  }

  async sendTracking(vendor: VendorRef, notice: ShipNotice): Promise<EdiReceipt> {
    if (!notice.poNumber?.trim()) throw reject('856: a PO number is required.');
    const pallets = notice.pallets ?? [];
    if (notice.packages.length === 0 && pallets.length === 0)
      throw reject(`856 for ${notice.poNumber}: no packages.`);
    for (const pallet of pallets) {
      // A partner's receiving scans each label: a code that is not an SSCC-18 is refused.
      const codes = [pallet.sscc, ...pallet.cartons.map((c) => c.sscc)];
      const bad = codes.find((code) => !isValidSscc(code));
      if (bad !== undefined) throw reject(`856 for ${notice.poNumber}: ${bad} is not an SSCC-18.`);
      if (pallet.cartons.length === 0) throw reject(`856 for ${notice.poNumber}: an empty pallet.`);
      if (!pallet.cartons.every((c) => c.lines.length > 0 && c.lines.every((l) => wholeCount(l.quantity, 1))))
        throw reject(`856 for ${notice.poNumber}: bad quantity.`);
    }
    for (const pack of notice.packages) {
      if (!pack.trackingNumber?.trim())
        throw reject(`856 for ${notice.poNumber}: a package has no tracking number.`);
      if (!pack.lines.every((l) => wholeCount(l.quantity, 1)))
        throw reject(`856 for ${notice.poNumber}: bad quantity.`);
    }
    return this.send(vendor, '856', notice.poNumber, shipNotice856(notice, this.now()));
  }

  async sendInvoice(vendor: VendorRef, invoice: InvoiceNotice): Promise<EdiReceipt> {
    if (!invoice.invoiceNumber?.trim()) throw reject('810: an invoice number is required.');
    if (invoice.lines.length === 0) throw reject(`810 ${invoice.invoiceNumber}: no lines.`);
    const bad = invoice.lines.find((l) => !wholeCount(l.quantity, 1) || !isMoney(l.unitPrice));
    if (bad) throw reject(`810 ${invoice.invoiceNumber}: line ${bad.sku} needs a quantity and a price.`);
    return this.send(vendor, '810', invoice.poNumber, invoice810(invoice));
  }

  async sendInventory(vendor: VendorRef, advice: InventoryAdvice): Promise<EdiReceipt> {
    if (advice.items.length === 0) throw reject('846: no items.');
    const bad = advice.items.find((i) => !i.sku?.trim() || !wholeCount(i.quantity, 0));
    if (bad) throw reject(`846: item ${bad.sku} needs a quantity of 0 or more.`);
    const at = this.now();
    return this.send(vendor, '846', null, inventory846(advice, inventoryReference(at), at));
  }
}
