import { describe, expect, it } from 'vitest';
import {
  CLOSE_MS,
  dayStartMs,
  dueMs,
  isBoardWarehouse,
  isReady,
  nextChangeMs,
  ROWS_PER_SCREEN,
  rowState,
  screenCount,
  screenNumber,
  screenRows,
} from './shipping-dash-rules';

const APPT = '2026-03-10T15:00:00.000Z';
const APPT_MS = Date.parse(APPT);

describe('the shipping dashboard numbers (D2 section 9)', () => {
  it('has 29 rows per screen and a close window of 1,512,000 ms (about 25 minutes)', () => {
    expect(ROWS_PER_SCREEN).toBe(29);
    expect(CLOSE_MS).toBe(1_512_000);
    expect(CLOSE_MS / 60_000).toBeCloseTo(25.2);
  });
});

describe('Ready (D2 section 4)', () => {
  it('is Yes for status 101 only', () => {
    expect(isReady({ status: 101 })).toBe(true);
    for (const status of [100, 102, 103, 104, 197, 199, null]) expect(isReady({ status })).toBe(false);
  });
});

describe('valid warehouses (D2 section 2)', () => {
  it('are Kentucky and Pennsylvania only', () => {
    expect(isBoardWarehouse('kentucky')).toBe(true);
    expect(isBoardWarehouse('pennsylvania')).toBe(true);
    for (const w of ['texas', 'illinois', 'Kentucky', '', null, undefined])
      expect(isBoardWarehouse(w)).toBe(false);
  });
});

describe('the due moment', () => {
  it('is the dock appointment when set', () => {
    expect(dueMs({ ship_date: '2026-03-09', dock_appointment: APPT })).toBe(APPT_MS);
  });

  it('is the start of the ship date at the dock (New York) otherwise, across daylight saving', () => {
    expect(dayStartMs('2026-01-15')).toBe(Date.parse('2026-01-15T05:00:00Z'));
    expect(dayStartMs('2026-07-15')).toBe(Date.parse('2026-07-15T04:00:00Z'));
    // 8 March 2026: clocks go forward at 2 am; midnight is still EST.
    expect(dayStartMs('2026-03-08')).toBe(Date.parse('2026-03-08T05:00:00Z'));
    expect(dayStartMs('2026-03-09')).toBe(Date.parse('2026-03-09T04:00:00Z'));
    expect(dueMs({ ship_date: '2026-01-15', dock_appointment: null })).toBe(
      Date.parse('2026-01-15T05:00:00Z'),
    );
  });

  it('is unknown without dates or with a malformed one', () => {
    expect(dueMs({ ship_date: null, dock_appointment: null })).toBeNull();
    expect(dueMs({ ship_date: '15/01/2026', dock_appointment: null })).toBeNull();
    expect(rowState({ ship_date: null, dock_appointment: null, status: 103 }, APPT_MS)).toBe('normal');
  });
});

describe('late and close (D2 section 4) as the clock moves', () => {
  const noAppt = { ship_date: '2026-01-15', dock_appointment: null, status: 103 };
  const due = Date.parse('2026-01-15T05:00:00Z');

  it('a load without an appointment: normal, close in the last 1,512,000 ms, then late once past', () => {
    expect(rowState(noAppt, due - CLOSE_MS - 1)).toBe('normal');
    expect(rowState(noAppt, due - CLOSE_MS)).toBe('close');
    expect(rowState(noAppt, due - 60_000)).toBe('close');
    expect(rowState(noAppt, due)).toBe('close');
    expect(rowState(noAppt, due + 1)).toBe('late');
    expect(rowState(noAppt, due + 86_400_000)).toBe('late');
  });

  it('a load with a dock appointment is never late, and close only in its window', () => {
    const appt = { ship_date: '2026-03-09', dock_appointment: APPT, status: 103 };
    expect(rowState(appt, APPT_MS - CLOSE_MS - 1)).toBe('normal');
    expect(rowState(appt, APPT_MS - CLOSE_MS)).toBe('close');
    expect(rowState(appt, APPT_MS - 1)).toBe('close');
    expect(rowState(appt, APPT_MS + 1)).toBe('normal');
    expect(rowState(appt, APPT_MS + 7 * 86_400_000)).toBe('normal');
  });

  it('a ready load (status 101) is never close, but is late when due without an appointment', () => {
    const ready = { ...noAppt, status: 101 };
    expect(rowState(ready, due - 60_000)).toBe('normal');
    expect(rowState(ready, due + 1)).toBe('late');
    expect(rowState({ ...ready, dock_appointment: APPT }, APPT_MS - 60_000)).toBe('normal');
  });

  it('walks a moving clock minute by minute: the row changes state at the right minutes', () => {
    const appt = { ship_date: '2026-03-10', dock_appointment: APPT, status: 102 };
    const states: string[] = [];
    for (let t = APPT_MS - 30 * 60_000; t <= APPT_MS + 5 * 60_000; t += 60_000) {
      const s = rowState(appt, t);
      if (states.at(-1) !== s) states.push(s);
    }
    expect(states).toEqual(['normal', 'close', 'normal']);
    // The board's timer wakes at the next change: the window opening, then the moment after the due.
    expect(nextChangeMs(appt, APPT_MS - 30 * 60_000)).toBe(APPT_MS - CLOSE_MS);
    expect(nextChangeMs(appt, APPT_MS - 60_000)).toBe(APPT_MS + 1);
    expect(nextChangeMs(appt, APPT_MS + 1)).toBeNull();
  });
});

describe('screens (D2 section 7: 29 rows per screen number)', () => {
  const rows = Array.from({ length: 70 }, (_, i) => i + 1);

  it('slices 1-29, 30-58, 59-70 and nothing after', () => {
    expect(screenRows(rows, 1)).toEqual(rows.slice(0, 29));
    expect(screenRows(rows, 2)[0]).toBe(30);
    expect(screenRows(rows, 2)).toHaveLength(29);
    expect(screenRows(rows, 3)).toEqual(rows.slice(58));
    expect(screenRows(rows, 4)).toEqual([]);
    expect(screenCount(70)).toBe(3);
    expect(screenCount(58)).toBe(2);
    expect(screenCount(0)).toBe(1);
  });

  it('reads a screen parameter that is not a whole number from 1 as screen 1', () => {
    expect(screenNumber('2')).toBe(2);
    for (const v of ['0', '-1', '1.5', 'x', '', null, undefined]) expect(screenNumber(v)).toBe(1);
  });
});
