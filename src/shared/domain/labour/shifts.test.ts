import { describe, expect, it } from 'vitest';
import {
  buildSlot,
  clockInSlot,
  hourLabel,
  HOURLY_REFRESH_MS,
  inShift,
  shiftHours,
  shiftOfHour,
  shiftRange,
  SHIFTS,
} from './shifts';

describe('shifts (D3 2.12, 9)', () => {
  it('are First, Second and Both; hourly builds refresh every 1,800,000 ms', () => {
    expect(SHIFTS).toEqual(['First', 'Second', 'Both']);
    expect(HOURLY_REFRESH_MS).toBe(1_800_000);
  });

  it('puts 04:00 to 15:59 in the first shift and the rest in the second', () => {
    expect(shiftOfHour(3)).toBe('Second');
    expect(shiftOfHour(4)).toBe('First');
    expect(shiftOfHour(15)).toBe('First');
    expect(shiftOfHour(16)).toBe('Second');
    expect(inShift('Both', 'Second')).toBe(true);
    expect(inShift('First', 'Second')).toBe(false);
  });

  it('shows hours 5 to 16 for the first shift', () => {
    expect(shiftHours('First')).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(shiftHours('Second')).toHaveLength(12);
    expect(shiftHours('Second').map(hourLabel)).toEqual([
      '17',
      '18',
      '19',
      '20',
      '21',
      '22',
      '23',
      '24',
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(shiftHours('Both')).toHaveLength(24);
  });

  it('reads a build at the warehouse: 08:00 UTC in summer is 04:00 there, hour 5 of the first shift', () => {
    expect(buildSlot(new Date('2026-07-01T08:00:00Z'))).toEqual({
      day: '2026-07-01',
      shift: 'First',
      hour: 5,
    });
    expect(buildSlot(new Date('2026-07-01T07:59:00Z'))).toEqual({
      day: '2026-06-30',
      shift: 'Second',
      hour: 28,
    });
    expect(buildSlot(new Date('2026-07-01T19:59:00Z'))).toEqual({
      day: '2026-07-01',
      shift: 'First',
      hour: 16,
    });
    expect(buildSlot(new Date('2026-07-01T20:00:00Z'))).toEqual({
      day: '2026-07-01',
      shift: 'Second',
      hour: 17,
    });
    // Winter: 04:00 Eastern is 09:00 UTC.
    expect(buildSlot(new Date('2026-11-25T09:00:00Z'))).toEqual({
      day: '2026-11-25',
      shift: 'First',
      hour: 5,
    });
    expect(buildSlot(new Date('2026-11-25T08:30:00Z')).shift).toBe('Second');
  });

  it('ranges a shift of working days from 04:00 (08:00 UTC in summer, the 8-hour offset)', () => {
    expect(shiftRange('2026-07-01', '2026-07-02', 'First')).toEqual({
      from: new Date('2026-07-01T08:00:00Z'),
      to: new Date('2026-07-02T20:00:00Z'),
    });
    expect(shiftRange('2026-07-01', '2026-07-01', 'Both')).toEqual({
      from: new Date('2026-07-01T08:00:00Z'),
      to: new Date('2026-07-02T08:00:00Z'),
    });
    expect(shiftRange('2026-12-01', '2026-12-01', 'Second').to).toEqual(new Date('2026-12-02T09:00:00Z'));
  });

  it('counts a clock-in up to an hour before 04:00 in the first shift of that day', () => {
    // 03:30 Eastern in winter is 08:30 UTC.
    expect(clockInSlot(new Date('2026-11-25T08:30:00Z'))).toMatchObject({
      day: '2026-11-25',
      shift: 'First',
    });
    expect(clockInSlot(new Date('2026-11-25T07:59:00Z'))).toMatchObject({
      day: '2026-11-24',
      shift: 'Second',
    });
    expect(buildSlot(new Date('2026-11-25T08:30:00Z'))).toMatchObject({ day: '2026-11-24', shift: 'Second' });
  });
});
