import type { EdiType } from '@shared/domain/edi/transactions';
import { isValidSscc } from '@shared/domain/edi/sscc';
import { isMoney } from '@shared/lib/money';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../platform/db/client';
import { rejectedBy } from '../integration-error';
import { envelope } from './edi-log';
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
import type { X12Segment } from './x12';
import {
  acknowledgement855,
  inventory846,
  inventoryReference,
  invoice810,
  shipNotice856,
} from './x12-documents';

/**
 * The outbound messages every vendors adapter sends, checked as a partner's translator would check
 * them and built into their X12 bodies. The sandbox and the SFTP adapter share these rules, so a
 * message refused by one is refused by the other with the same text.
 */
export type OutboundMessage = { type: EdiType; po: string | null; segments: X12Segment[] };

export const rejectVendors = (message: string) => rejectedBy('vendors', message);
const reject = rejectVendors;
const wholeCount = (n: number, min: number) => Number.isInteger(n) && n >= min;

export function acknowledgementMessage(ack: Acknowledgement, at: Date): OutboundMessage {
  if (!ack.poNumber?.trim()) throw reject('855: a PO number is required.');
  if (ack.lines.length === 0) throw reject(`855 for ${ack.poNumber}: no lines.`);
  if (!ack.lines.every((l) => wholeCount(l.quantity, 0)))
    throw reject(`855 for ${ack.poNumber}: bad quantity.`);
  return { type: '855', po: ack.poNumber, segments: acknowledgement855(ack, at) };
}

export function shipNoticeMessage(notice: ShipNotice, at: Date): OutboundMessage {
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
  return { type: '856', po: notice.poNumber, segments: shipNotice856(notice, at) };
}

export function invoiceMessage(invoice: InvoiceNotice): OutboundMessage {
  if (!invoice.invoiceNumber?.trim()) throw reject('810: an invoice number is required.');
  if (invoice.lines.length === 0) throw reject(`810 ${invoice.invoiceNumber}: no lines.`);
  const bad = invoice.lines.find((l) => !wholeCount(l.quantity, 1) || !isMoney(l.unitPrice));
  if (bad) throw reject(`810 ${invoice.invoiceNumber}: line ${bad.sku} needs a quantity and a price.`);
  return { type: '810', po: invoice.poNumber, segments: invoice810(invoice) };
}

export function inventoryMessage(advice: InventoryAdvice, at: Date): OutboundMessage {
  if (advice.items.length === 0) throw reject('846: no items.');
  const bad = advice.items.find((i) => !i.sku?.trim() || !wholeCount(i.quantity, 0));
  if (bad) throw reject(`846: item ${bad.sku} needs a quantity of 0 or more.`);
  return { type: '846', po: null, segments: inventory846(advice, inventoryReference(at), at) };
}

/**
 * What every vendors adapter shares: the four outbound documents are the checked messages above,
 * handed to the adapter's own `send` (the simulator's table, or a partner's SFTP mailbox). Async, so a
 * refused message is a rejected promise, as every port call's failure is.
 */
export abstract class VendorsAdapter implements VendorsPort {
  protected abstract now(): Date;
  protected abstract readonly db: Db;
  abstract readonly company: Company;

  /**
   * The exchange an outbound message becomes: wrapped with the next outbound control number of the
   * vendor (ISA15 `usage`), and the edi_transactions record it is written as, status to be set.
   */
  protected async outbound(vendor: VendorRef, message: OutboundMessage, usage: 'P' | 'T') {
    const at = this.now();
    const { type, po, segments } = message;
    const env = await envelope(this.db, this.company, vendor, type, 'outbound', segments, at, usage);
    const record = {
      company: this.company,
      vendor,
      type,
      direction: 'outbound' as const,
      internalPoNumber: po,
      envelope: env,
      at,
    };
    return { env, record };
  }
  protected abstract send(vendor: VendorRef, message: OutboundMessage): Promise<EdiReceipt>;
  abstract downloadOrders(vendor: VendorRef): Promise<InboundOrder[]>;

  async acknowledgeOrder(vendor: VendorRef, ack: Acknowledgement): Promise<EdiReceipt> {
    return this.send(vendor, acknowledgementMessage(ack, this.now()));
  }

  async sendTracking(vendor: VendorRef, notice: ShipNotice): Promise<EdiReceipt> {
    return this.send(vendor, shipNoticeMessage(notice, this.now()));
  }

  async sendInvoice(vendor: VendorRef, invoice: InvoiceNotice): Promise<EdiReceipt> {
    return this.send(vendor, invoiceMessage(invoice));
  }

  async sendInventory(vendor: VendorRef, advice: InventoryAdvice): Promise<EdiReceipt> {
    return this.send(vendor, inventoryMessage(advice, this.now()));
  }
}
