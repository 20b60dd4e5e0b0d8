import type { ShippingDashRow } from '@shared/api/boards/shipping-dash';
import { BOARD_TZ, isReady, type RowState } from '@shared/domain/bulk/shipping-dash-rules';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'numeric',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BOARD_TZ,
  hour: 'numeric',
  minute: '2-digit',
});
const apptFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BOARD_TZ,
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "2026-03-10" -> "Tue, 3/10" (a calendar day: no zone shift). */
export function shipDayText(ymd: string | null): string {
  if (!ymd) return '';
  const at = Date.parse(`${ymd}T00:00:00Z`);
  return Number.isNaN(at) ? ymd : dayFormat.format(at);
}

/** A dock appointment as the dock reads it: "3/10, 2:00 PM" (New York). */
export function apptText(iso: string | null): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : apptFormat.format(at);
}

/** The board's clock and the offline note: "2:05 PM" at the dock. */
export const clockText = (ms: number): string => timeFormat.format(ms);

/** The 11 columns of D2 Shipping Dashboard, in order, with the text of each cell. */
export const BOARD_COLUMNS: readonly {
  id: string;
  header: string;
  text: (row: ShippingDashRow) => string;
  /** What the office table sorts by when the text would sort wrongly (dates, numbers). */
  sort?: (row: ShippingDashRow) => string | number;
  numeric?: true;
}[] = [
  { id: 'vendor_name', header: 'Vendor Name', text: (r) => r.vendor_name },
  { id: 'shipment_type', header: 'Type', text: (r) => r.shipment_type ?? '' },
  { id: 'acu_order_num', header: 'Shipping Order', text: (r) => r.acu_order_num ?? '' },
  {
    id: 'ship_date',
    header: 'Ship Date',
    text: (r) => shipDayText(r.ship_date),
    sort: (r) => r.ship_date ?? '',
  },
  { id: 'ready', header: 'Ready', text: (r) => (isReady(r) ? 'Yes' : 'No') },
  { id: 'carrier', header: 'Freight Co', text: (r) => r.carrier ?? '' },
  {
    id: 'dock_appointment',
    header: 'Dock Appt',
    text: (r) => apptText(r.dock_appointment),
    sort: (r) => r.dock_appointment ?? '',
  },
  { id: 'destination', header: 'Destination', text: (r) => r.destination ?? '' },
  {
    id: 'pallets',
    header: 'Pallets',
    text: (r) => (r.pallets ?? '').toString(),
    sort: (r) => r.pallets ?? -1,
    numeric: true,
  },
  {
    id: 'pieces',
    header: 'Pieces',
    text: (r) => (r.pieces ?? '').toString(),
    sort: (r) => r.pieces ?? -1,
    numeric: true,
  },
  { id: 'note', header: 'Note', text: (r) => r.note ?? '' },
];

/** What a row's colour means, said in words too (colour alone is not enough). */
export const STATE_LABEL: Record<RowState, string> = { late: 'Late', close: 'Due soon', normal: '' };
