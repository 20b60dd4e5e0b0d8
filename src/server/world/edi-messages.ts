import type { EdiStatus, EdiType } from '@shared/domain/edi/transactions';
import type { Company } from '@shared/domain/identity/companies';
import type { ediTransactions } from '../platform/db/schema/bulk';
import { stableDigits } from '../integrations/sandbox-support';
import { ediInsert, ediSequence, wrapEdi } from '../integrations/vendors/edi-log';
import type { OrderLine, VendorRef } from '../integrations/vendors/port';
import type { X12Segment } from '../integrations/vendors/x12';
import { counterKey } from './sim-counters';
import type { Insert } from './table-batch';
import type { WorldContext } from './world-context';

/** The world's control numbers start here, as between partners that have traded for years. */
const FIRST_CONTROL = 100_000;

export type EdiMessage = {
  company: Company;
  vendor: VendorRef;
  type: EdiType;
  status: EdiStatus;
  po: string | null;
  at: Date;
  /** The transaction set's body, from the vendors integration's documents (x12-documents.ts). */
  segments: readonly X12Segment[];
};

/**
 * An edi_transactions row as the vendors sandbox records one: the same envelope writer and the same
 * control-number sequences (850s in the vendor's, the rest in ours), usage T like every sandbox
 * exchange. The sequences end where the world stops, so the sandbox continues them.
 */
export function ediRow(ctx: WorldContext, m: EdiMessage): Insert<typeof ediTransactions> {
  const direction = m.type === '850' ? 'inbound' : 'outbound';
  const control = ctx.ids.next(counterKey(m.company, ediSequence(direction, m.vendor)), FIRST_CONTROL);
  const envelope = wrapEdi({ ...m, direction, control, usage: 'T' });
  return {
    id: ctx.ids.next('edi_transactions'),
    ...ediInsert({ ...m, direction, internalPoNumber: m.po, envelope }),
  };
}

/** REF*VR of a retailer's 850s: the number it knows the company by, fixed per pair. */
export function supplierNumber(company: Company, vendorName: string): string {
  return stableDigits(`${company}:${vendorName}:supplier`, 6);
}

type PricedLine = {
  internalSku: string;
  externalSku?: string | null;
  quantity: number;
  externalPrice?: string | null;
};

/** PO lines as the retailer sends them: our SKU, theirs, and their price. */
export function poLines(lines: readonly PricedLine[]): OrderLine[] {
  return lines.map((l, i) => ({
    lineNbr: i + 1,
    sku: l.internalSku,
    vendorSku: l.externalSku ?? l.internalSku,
    quantity: l.quantity,
    unitPrice: l.externalPrice ?? '0.00',
  }));
}
