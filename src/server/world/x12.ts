/**
 * A small X12 (004010) writer: enough for the 850, 855, 856, 810 and 846 messages the EDI report
 * downloads. The envelope is real: a fixed-width ISA, GS with the group control number (the report's
 * gs_id), ST/SE with the segment count, GE and IEA with their counts. Kept local to the world until
 * the vendor integration grows its own.
 */
export type Segment = readonly (string | number)[];

export type Envelope = {
  sender: string;
  receiver: string;
  at: Date;
  /** Interchange and group control number. */
  control: number;
  /** Functional identifier of the GS segment: PO, PR, SH, IN, IB. */
  functionalId: string;
  transactionType: string;
};

export const ELEMENT = '*';
export const TERMINATOR = '~';

const FUNCTIONAL_ID: Record<string, string> = {
  '850': 'PO',
  '855': 'PR',
  '856': 'SH',
  '810': 'IN',
  '846': 'IB',
};

export function functionalIdOf(transactionType: string): string {
  return FUNCTIONAL_ID[transactionType] ?? 'PO';
}

const pad = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');

function stamp(at: Date): { ccyymmdd: string; yymmdd: string; hhmm: string } {
  const iso = at.toISOString();
  const ccyymmdd = iso.slice(0, 10).replaceAll('-', '');
  return { ccyymmdd, yymmdd: ccyymmdd.slice(2), hhmm: iso.slice(11, 16).replace(':', '') };
}

const line = (segment: Segment) => segment.join(ELEMENT) + TERMINATOR;

/** The whole interchange as text, one segment per line. */
export function interchange(envelope: Envelope, body: readonly Segment[]): string {
  const { ccyymmdd, yymmdd, hhmm } = stamp(envelope.at);
  const control9 = String(envelope.control).padStart(9, '0');
  const group = String(envelope.control);
  const segments: Segment[] = [
    [
      'ISA',
      '00',
      pad('', 10),
      '00',
      pad('', 10),
      'ZZ',
      pad(envelope.sender, 15),
      'ZZ',
      pad(envelope.receiver, 15),
      yymmdd,
      hhmm,
      'U',
      '00401',
      control9,
      '0',
      'P',
      '>',
    ],
    ['GS', envelope.functionalId, envelope.sender, envelope.receiver, ccyymmdd, hhmm, group, 'X', '004010'],
    ['ST', envelope.transactionType, '0001'],
    ...body,
    // SE counts the segments from ST to SE, both included.
    ['SE', body.length + 2, '0001'],
    ['GE', 1, group],
    ['IEA', 1, control9],
  ];
  return segments.map(line).join('\n');
}

/** Reads an interchange back into segments (for tests and downloads). */
export function parseSegments(text: string): string[][] {
  return text
    .split(TERMINATOR)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((s) => s.split(ELEMENT));
}
