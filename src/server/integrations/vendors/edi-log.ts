import {
  EDI_FUNCTIONAL_ID,
  type EdiDirection,
  type EdiStatus,
  type EdiType,
} from '@shared/domain/edi/transactions';
import { displayName } from '@shared/domain/identity/companies';
import { ediTransactions } from '../../db/schema/bulk';
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

/**
 * Wraps one transaction set in its envelope. Each direction has its own sequence: ours (outbound,
 * one per company) and each vendor's (inbound), which is how the Functional ID (GS06) behaves.
 */
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
  const sequence = direction === 'outbound' ? 'edi-outbound' : `edi-inbound:${vendor.side}:${vendor.name}`;
  const control = await nextNumber(db, company, sequence);
  const us = ediId(displayName(company));
  const them = ediId(vendor.name);
  const text = buildX12({
    senderId: direction === 'outbound' ? us : them,
    receiverId: direction === 'outbound' ? them : us,
    interchangeControl: control,
    groupControl: control,
    functionalId: EDI_FUNCTIONAL_ID[type],
    at,
    usage,
    transactions: [{ setId: type, control: 1, segments }],
  });
  return { text, gsId: String(control) };
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

/** Writes the exchange to edi_transactions, the table the EDI Transaction Report reads. */
export async function recordEdi(db: Executor, record: EdiRecord): Promise<EdiReceipt> {
  const [row] = await db
    .insert(ediTransactions)
    .values({
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
    })
    .returning();
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
