import type { Company } from '@shared/domain/identity/companies';
import type { ediTransactions } from '../db/schema/bulk';
import { compactYmd, money } from './clock';
import type { Insert } from './table-batch';
import { functionalIdOf, interchange, type Segment } from './x12';

/** EDI statuses of the transaction report; the domain defines none yet, so they live here. */
export const EDI_STATUS = {
  received: 'Received',
  processed: 'Processed',
  error: 'Error',
  sent: 'Sent',
  accepted: 'Accepted',
  failed: 'Failed',
} as const;

export type EdiLine = { sku: string; quantity: number; priceCents: number };

export type EdiMessage = {
  id: number;
  company: Company;
  side: 'dropship' | 'bulk';
  vendorName: string;
  vendorPrefix: string;
  /** Group control number, shown as the report's Functional ID. */
  control: number;
  at: Date;
  po: string | null;
  type: '850' | '855' | '856' | '810' | '846';
  status: string;
  lines: readonly EdiLine[];
  /** Shipment or invoice reference for 856/810, ship-to name for 850. */
  reference?: string;
  carrier?: string;
};

function body(m: EdiMessage): Segment[] {
  const date = compactYmd(m.at);
  const items = m.lines;
  switch (m.type) {
    case '850':
      return [
        ['BEG', '00', 'SA', m.po ?? '', '', date],
        ['REF', 'VR', m.vendorPrefix],
        ['N1', 'ST', m.reference ?? 'SHIP TO'],
        ...items.map((l, i): Segment => [
          'PO1',
          i + 1,
          l.quantity,
          'EA',
          money(l.priceCents),
          '',
          'VN',
          l.sku,
        ]),
        ['CTT', items.length],
      ];
    case '855':
      return [
        ['BAK', '00', 'AC', m.po ?? '', date],
        ...items.flatMap((l, i): Segment[] => [
          ['PO1', i + 1, l.quantity, 'EA', money(l.priceCents), '', 'VN', l.sku],
          ['ACK', 'IA', l.quantity, 'EA'],
        ]),
        ['CTT', items.length],
      ];
    case '856':
      return [
        ['BSN', '00', m.reference ?? m.po ?? '', date, '1200'],
        ['HL', 1, '', 'S'],
        ['TD5', '', '2', m.carrier ?? ''],
        ['REF', 'BM', m.reference ?? ''],
        ['HL', 2, 1, 'O'],
        ['PRF', m.po ?? ''],
        ...items.flatMap((l, i): Segment[] => [
          ['HL', i + 3, 2, 'I'],
          ['LIN', '', 'VN', l.sku],
          ['SN1', '', l.quantity, 'EA'],
        ]),
        ['CTT', items.length + 2],
      ];
    case '810': {
      const total = items.reduce((s, l) => s + l.quantity * l.priceCents, 0);
      return [
        ['BIG', date, m.reference ?? '', '', m.po ?? ''],
        ...items.map((l, i): Segment => [
          'IT1',
          i + 1,
          l.quantity,
          'EA',
          money(l.priceCents),
          '',
          'VN',
          l.sku,
        ]),
        ['TDS', total],
        ['CTT', items.length],
      ];
    }
    case '846':
      return [
        ['BIA', '00', 'MM', m.reference ?? `INV${date}`, date],
        ...items.flatMap((l): Segment[] => [
          ['LIN', '', 'VN', l.sku],
          ['QTY', '33', l.quantity, 'EA'],
        ]),
        ['CTT', items.length],
      ];
  }
}

/** An edi_transactions row with its X12 text; 850 arrives from the vendor, the rest go out. */
export function ediRow(m: EdiMessage): Insert<typeof ediTransactions> {
  const ours = m.company.toUpperCase();
  const theirs = `${m.vendorPrefix}EDI`;
  const inbound = m.type === '850';
  return {
    id: m.id,
    company: m.company,
    side: m.side,
    gsId: String(m.control),
    vendorName: m.vendorName,
    messageDate: m.at,
    internalPoNumber: m.po,
    status: m.status,
    type: m.type,
    direction: inbound ? 'inbound' : 'outbound',
    body: interchange(
      {
        sender: inbound ? theirs : ours,
        receiver: inbound ? ours : theirs,
        at: m.at,
        control: m.control,
        functionalId: functionalIdOf(m.type),
        transactionType: m.type,
      },
      body(m),
    ),
  };
}
