import {
  EDI_FUNCTIONAL_ID,
  type EdiDirection,
  type EdiStatus,
  type EdiType,
} from '@shared/domain/edi/transactions';
import { displayName } from '@shared/domain/identity/companies';
import { ediTransactions } from '../../platform/db/schema/bulk';
import { nextNumber, type Executor } from '../sandbox-support';
import type { EdiReceipt, VendorRef } from './port';
import { buildX12, type X12Segment } from './x12';

/** EDI ids are at most 15 characters of capitals and digits. */
export const ediId = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 15) || 'UNKNOWN';

export type Envelope = { text: string; gsId: string };

/** Each direction has its own sequence: ours (outbound, one per company) and each vendor's (inbound). */
export function ediSequence(direction: EdiDirection, vendor: VendorRef): string {
  return direction === 'outbound' ? 'edi-outbound' : `edi-inbound:${vendor.side}:${vendor.name}`;
}

export type EnvelopeParts = {
  company: string;
  vendor: VendorRef;
  type: EdiType;
  direction: EdiDirection;
  segments: readonly X12Segment[];
  at: Date;
  /** Interchange and group control number (GS06, the report's Functional ID). */
  control: number;
  usage: 'P' | 'T';
};

/** Wraps one transaction set in its envelope, with a control number the caller has drawn. */
export function wrapEdi(parts: EnvelopeParts): Envelope {
  const us = ediId(displayName(parts.company));
  const them = ediId(parts.vendor.name);
  const outbound = parts.direction === 'outbound';
  const text = buildX12({
    senderId: outbound ? us : them,
    receiverId: outbound ? them : us,
    interchangeControl: parts.control,
    groupControl: parts.control,
    functionalId: EDI_FUNCTIONAL_ID[parts.type],
    at: parts.at,
    usage: parts.usage,
    transactions: [{ setId: parts.type, control: 1, segments: parts.segments }],
  });
  return { text, gsId: String(parts.control) };
}

/** Wraps one transaction set in its envelope with the next number of the direction's sequence. */
export async function envelope(
  db: Executor,
  company: string,
  vendor: VendorRef,
  type: EdiType,
  direction: EdiDirection,
  segments: readonly X12Segment[],
  at: Date,
  usage: 'P' | 'T',
): Promise<Envelope> {
  const control = await nextNumber(db, company, ediSequence(direction, vendor));
  return wrapEdi({ company, vendor, type, direction, segments, at, control, usage });
}

export type EdiRecord = {
  company: string;
  vendor: VendorRef;
  type: EdiType;
  direction: EdiDirection;
  status: EdiStatus;
  internalPoNumber: string | null;
  envelope: Envelope;
  at: Date;
};

/** The edi_transactions row of an exchange (the world writes these rows itself, with ids). */
export function ediInsert(record: EdiRecord): typeof ediTransactions.$inferInsert {
  return {
    company: record.company,
    side: record.vendor.side,
    gsId: record.envelope.gsId,
    vendorName: record.vendor.name,
    messageDate: record.at,
    internalPoNumber: record.internalPoNumber,
    status: record.status,
    type: record.type,
    direction: record.direction,
    body: record.envelope.text,
  };
}

/** Writes the exchange to edi_transactions, the table the EDI Transaction Report reads. */
export async function recordEdi(db: Executor, record: EdiRecord): Promise<EdiReceipt> {
  const [row] = await db.insert(ediTransactions).values(ediInsert(record)).returning();
  if (!row) throw new Error('edi transaction insert returned nothing');
  return {
    id: row.id,
    gsId: row.gsId,
    type: record.type,
    direction: record.direction,
    status: record.status,
    vendorName: row.vendorName,
    internalPoNumber: row.internalPoNumber,
    messageDate: row.messageDate.toISOString(),
  };
}
