/**
 * A small ANSI X12 writer and reader (version 004010, what retail EDI still runs on). It builds the
 * ISA/GS/ST ... SE/GE/IEA envelope with the counts and control numbers a trading partner checks:
 * SE01 counts ST through SE, GE01 the transaction sets, IEA01 the groups; ST02 = SE02, GS06 = GE02,
 * ISA13 = IEA02. The ISA segment is fixed width (106 characters with its terminator).
 */
export type X12Segment = readonly (string | number)[];

export type X12Transaction = { setId: string; control: number; segments: readonly X12Segment[] };

export type X12Interchange = {
  senderId: string;
  receiverId: string;
  /** ISA05/ISA07 qualifier: ZZ, mutually defined, unless the partner uses a DUNS (01) or phone (12). */
  qualifier?: string;
  interchangeControl: number;
  groupControl: number;
  /** GS01: PO, PR, SH, IN, IB. */
  functionalId: string;
  at: Date;
  /** ISA15: P production, T test. The sandbox sends T. */
  usage: 'P' | 'T';
  transactions: readonly X12Transaction[];
};

export const X12_VERSION = '004010';
export const ELEMENT = '*';
export const SUB_ELEMENT = ':';
export const TERMINATOR = '~';

const pad2 = (n: number) => String(n).padStart(2, '0');
/** CCYYMMDD of an instant, in UTC like the rest of the envelope. */
export const x12Date = (at: Date) =>
  `${at.getUTCFullYear()}${pad2(at.getUTCMonth() + 1)}${pad2(at.getUTCDate())}`;
export const x12Time = (at: Date) => `${pad2(at.getUTCHours())}${pad2(at.getUTCMinutes())}`;

/** Separators inside data would split an element; partners reject such files, so they become spaces. */
export function x12Value(value: string | number): string {
  return String(value)
    .replace(/[*~:^\r\n]/g, ' ')
    .trim();
}

/** Trailing empty elements are dropped, as X12 requires. */
export function segment(elements: X12Segment): string {
  const values = elements.map(x12Value);
  while (values.length > 1 && values[values.length - 1] === '') values.pop();
  return values.join(ELEMENT);
}

const fixed = (value: string, width: number) => x12Value(value).slice(0, width).padEnd(width, ' ');

export function buildX12(env: X12Interchange): string {
  if (env.transactions.length === 0) throw new Error('An X12 group needs at least one transaction set');
  const qualifier = env.qualifier ?? 'ZZ';
  const isa = [
    'ISA', '00', fixed('', 10), '00', fixed('', 10),
    qualifier, fixed(env.senderId, 15), qualifier, fixed(env.receiverId, 15),
    x12Date(env.at).slice(2), x12Time(env.at), 'U', '00401',
    String(env.interchangeControl).padStart(9, '0'), '0', env.usage, SUB_ELEMENT,
  ].join(ELEMENT); // prettier-ignore
  const gs = segment([
    'GS', env.functionalId, env.senderId, env.receiverId, x12Date(env.at), x12Time(env.at),
    env.groupControl, 'X', X12_VERSION,
  ]); // prettier-ignore
  const sets = env.transactions.flatMap((t) => {
    const control = String(t.control).padStart(4, '0');
    const body = [segment(['ST', t.setId, control]), ...t.segments.map(segment)];
    return [...body, segment(['SE', body.length + 1, control])];
  });
  const lines = [
    isa,
    gs,
    ...sets,
    segment(['GE', env.transactions.length, env.groupControl]),
    segment(['IEA', 1, String(env.interchangeControl).padStart(9, '0')]),
  ];
  return lines.map((line) => `${line}${TERMINATOR}`).join('\n') + '\n';
}

/** Splits an X12 text into segments of elements, reading the separators from its ISA. */
export function parseX12(text: string): string[][] {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('ISA') || trimmed.length < 106)
    throw new Error('X12 text must start with an ISA segment');
  const element = trimmed.charAt(3);
  const terminator = trimmed.charAt(105);
  return trimmed
    .split(terminator)
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => s.split(element));
}
