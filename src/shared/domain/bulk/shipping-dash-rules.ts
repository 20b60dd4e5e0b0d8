/**
 * The Shipping Dashboard's rules (D2 sections 2, 4, 7 and 9): which warehouses have boards, when a
 * load is Ready, late or close, and how the rows are cut into the wall screens. Used by the server
 * (the answer, the warehouse check) and by the boards (the row colours, re-evaluated every second).
 */
import { dayStartIn, OFFICE_TZ } from '../../lib/zoned-time';

/** D2 section 2: only these warehouses have boards; any other shows INVALID WAREHOUSE. */
export const BOARD_WAREHOUSES = ['kentucky', 'pennsylvania'] as const;
export type BoardWarehouse = (typeof BOARD_WAREHOUSES)[number];

/** D2 section 9: rows per wall screen. */
export const ROWS_PER_SCREEN = 29;
/** D2 section 9: a load this close ahead (about 25 minutes) and not ready is "close". */
export const CLOSE_MS = 1_512_000;
/** D2 section 4: status 101 reads Ready (Yes). */
export const READY_STATUS = 101;
/** The dock's clock: a ship date without an appointment is that day's start at the dock. */
export const BOARD_TZ = OFFICE_TZ;

export const BOARD_MESSAGES = {
  invalidWarehouse: 'INVALID WAREHOUSE',
  refreshed: 'Refreshed Boards!',
  refreshFailed: 'Failed to Refresh Boards',
} as const;

export function isBoardWarehouse(value: string | null | undefined): value is BoardWarehouse {
  return typeof value === 'string' && (BOARD_WAREHOUSES as readonly string[]).includes(value);
}

/** The fields of a row the rules read (D2 section 3, shipping dashboard row). */
export type BoardTiming = {
  /** YYYY-MM-DD. */
  ship_date: string | null;
  /** ISO instant, or null when the load has no dock appointment. */
  dock_appointment: string | null;
  status: number | null;
};

export type RowState = 'late' | 'close' | 'normal';

export const isReady = (row: Pick<BoardTiming, 'status'>): boolean => row.status === READY_STATUS;

/** Midnight of a calendar day at the docks, as epoch ms; NaN for a malformed day. */
export const dayStartMs = (ymd: string): number => dayStartIn(ymd, BOARD_TZ);

/** The moment a load is due: its dock appointment if set, otherwise the start of its ship date. */
export function dueMs(row: Pick<BoardTiming, 'ship_date' | 'dock_appointment'>): number | null {
  if (row.dock_appointment) {
    const at = Date.parse(row.dock_appointment);
    return Number.isNaN(at) ? null : at;
  }
  if (!row.ship_date) return null;
  const at = dayStartMs(row.ship_date);
  return Number.isNaN(at) ? null : at;
}

/**
 * D2 section 4: late when the due moment is in the past and no dock appointment exists; close when
 * it is at most 1,512,000 ms ahead and the load is not ready. `nowMs` is the board's clock, so a
 * row turns late while the board is open.
 */
export function rowState(row: BoardTiming, nowMs: number): RowState {
  const due = dueMs(row);
  if (due === null) return 'normal';
  if (due < nowMs && !row.dock_appointment) return 'late';
  if (due >= nowMs && due - nowMs <= CLOSE_MS && !isReady(row)) return 'close';
  return 'normal';
}

/**
 * The next moment a row's state can change (for a board's timer): when a close row's window opens
 * or when it falls due. Null when nothing changes any more.
 */
export function nextChangeMs(row: BoardTiming, nowMs: number): number | null {
  const due = dueMs(row);
  if (due === null) return null;
  if (due - CLOSE_MS > nowMs) return due - CLOSE_MS;
  if (due >= nowMs) return due + 1;
  return null;
}

/** Screen numbers start at 1; anything that is not a whole number from 1 up reads as screen 1. */
export function screenNumber(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** D2 section 7: the result sliced to 29 rows per screen number (screen 1 is rows 1 to 29). */
export function screenRows<T>(rows: readonly T[], screen: number): T[] {
  const n = screenNumber(screen);
  return rows.slice((n - 1) * ROWS_PER_SCREEN, n * ROWS_PER_SCREEN);
}

/** How many wall screens the rows fill (at least one, which may be empty). */
export function screenCount(rows: number): number {
  return Math.max(1, Math.ceil(rows / ROWS_PER_SCREEN));
}
