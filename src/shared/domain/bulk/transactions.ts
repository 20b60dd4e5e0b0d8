import { EDI_TYPE_LABEL, type EdiType } from '../edi/transactions';

/**
 * EDI Transaction Report (D2 sections 2, 3, 8, 9): tabs Dropship and Bulk, the message date shown in
 * Los Angeles time, and the Download messages.
 */

export const TRANSACTION_TABS = ['dropship', 'bulk'] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

export const TRANSACTION_TAB_LABEL: Record<TransactionTab, string> = { dropship: 'Dropship', bulk: 'Bulk' };

/** D2 section 9: "Times shown in America/Los_Angeles (transactions)". */
export const TRANSACTION_TZ = 'America/Los_Angeles';

export const TRANSACTION_MESSAGES = {
  downloaded: 'Downloaded',
  failed: 'Failed to Download Message',
} as const;

/** Rows a tab loads at most, newest message first. */
export const TRANSACTION_LIMIT = 2000;

const LA = new Intl.DateTimeFormat('en-US', {
  timeZone: TRANSACTION_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** A message time as Los Angeles wall-clock time, `MM/DD/YYYY HH:MM:SS PST` (or PDT in summer). */
export function messageDateText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const part = Object.fromEntries(LA.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.month}/${part.day}/${part.year} ${part.hour}:${part.minute}:${part.second} ${part.timeZoneName}`;
}

/** The Message Type column: the transaction set and its name (856 Ship Notice/Manifest). */
export function messageTypeText(type: string): string {
  const label = EDI_TYPE_LABEL[type as EdiType] as string | undefined;
  return label ? `${type} ${label}` : type;
}

/** The saved file's name: vendor, transaction set and group control number, as X12 text. */
export function transactionFileName(row: { vendor_name: string; type: string; gs_id: string }): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '') || 'x';
  return `${safe(row.vendor_name)}_${safe(row.type)}_${safe(row.gs_id)}.x12`;
}
