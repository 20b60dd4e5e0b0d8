import { OFFICE_TZ } from '@shared/lib/office-zone';

const TIME = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TZ, hour: 'numeric', minute: '2-digit' });

/** A build's time at the warehouse (7:42 AM). */
export const buildTime = (iso: string): string => TIME.format(new Date(iso));

/** Minutes with up to two decimals, or a dash. */
export const minutesText = (minutes: number | null): string =>
  minutes === null ? '–' : minutes.toLocaleString('en-US', { maximumFractionDigits: 2 });
