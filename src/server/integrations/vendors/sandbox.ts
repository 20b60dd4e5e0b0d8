import { EDI_STATUS } from '@shared/domain/edi/transactions';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../platform/db/client';
import { IntegrationError } from '../integration-error';
import { SandboxGate } from '../sandbox-gate';
import { systemClock, type Clock, type SandboxOptions } from '../sandbox-support';
import { envelope, recordEdi } from './edi-log';
import type { InboundOrder, VendorRef } from './port';
import {
  lockWaiting,
  markDownloaded,
  queueOrders,
  refillInbox,
  waitingCount,
  type InboxOrder,
} from './sandbox-inbox';
import { VendorsAdapter, rejectVendors, type OutboundMessage } from './messages';
import { purchaseOrder850 } from './x12-documents';

/**
 * The vendors' simulator. Orders wait in sim_vendor_inbox until downloaded; everything sent is
 * accepted unless malformed or the failure switch is on. Every exchange lands in edi_transactions
 * as real X12 (usage indicator T: these are test interchanges).
 */
export class VendorsSandbox extends VendorsAdapter {
  private readonly gate: SandboxGate;
  private readonly clock: Clock;

  constructor(
    protected readonly db: Db,
    readonly company: Company,
    options: SandboxOptions = {},
  ) {
    super();
    this.gate = new SandboxGate(db, 'vendors');
    this.clock = options.now ?? systemClock;
  }

  protected now(): Date {
    return this.clock();
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
      const waiting = await lockWaiting(tx, this.company, vendor);
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
      await markDownloaded(
        tx,
        waiting.map((r) => r.id),
        at,
      );
      return orders;
    });
  }

  /**
   * Builds and records an outbound message. A failure of the vendor's side is recorded as Failed
   * with the text that could not be delivered, so the report shows what to resend.
   */
  protected async send(vendor: VendorRef, message: OutboundMessage) {
    if (!vendor.name?.trim()) throw rejectVendors('A vendor name is required.');
    const { record } = await this.outbound(vendor, message, 'T');
    try {
      await this.gate.enter();
    } catch (error) {
      if (error instanceof IntegrationError)
        await recordEdi(this.db, { ...record, status: EDI_STATUS.failed });
      throw error;
    }
    return recordEdi(this.db, { ...record, status: EDI_STATUS.sent });
  }
}
