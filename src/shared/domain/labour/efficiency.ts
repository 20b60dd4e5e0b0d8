import { DAILY_CAPACITY } from '../bulk/production-calendar-rules';
import type { Shift } from './status';

/**
 * Efficiency Report (D3 2.12, 9). A line's efficiency is the labour its builds earned (each
 * build's labour time, the standard minutes of what was built) over the hours its workers worked
 * (clock-out minus clock-in minus breaks), as a percentage. The colour scale runs from 45% (red)
 * to 100% (green).
 *
 * Beyond the spec, expected output: the production calendar schedules pieces per warehouse and
 * day; a shift builds at most the daily capacity of 4,300 pieces (D2 9). The first shift is
 * expected to build the scheduled pieces up to 4,300, the second what is left beyond that, up to
 * another 4,300; both shifts together min(scheduled, 8,600).
 */
export const EFFICIENCY_SCALE_MIN = 45;
export const EFFICIENCY_SCALE_MAX = 100;
export { DAILY_CAPACITY };

export const EFFICIENCY_MESSAGES = {
  failed: 'Failed to get efficiency!',
  noHours: 'No hours worked',
} as const;

/** Percent with one decimal, or null when nothing was expected (no hours worked, nothing scheduled). */
export function percentOf(actual: number, expected: number): number | null {
  if (!(expected > 0)) return null;
  return Math.round((actual / expected) * 1000) / 10;
}

/** Efficiency of labour: earned minutes over worked minutes. */
export const efficiencyPercent = (earnedMinutes: number, workedMinutes: number): number | null =>
  percentOf(earnedMinutes, workedMinutes);

/** The pieces a shift is expected to build on a day with `scheduled` pieces on the calendar. */
export function expectedForShift(scheduled: number, shift: Shift, capacity: number = DAILY_CAPACITY): number {
  const planned = Math.max(0, scheduled);
  const first = Math.min(planned, capacity);
  const second = Math.min(Math.max(planned - capacity, 0), capacity);
  return shift === 'First' ? first : shift === 'Second' ? second : first + second;
}

/** The capacity of a shift filter: 4,300 for one shift, 8,600 for both. */
export const shiftCapacity = (shift: Shift, capacity: number = DAILY_CAPACITY): number =>
  shift === 'Both' ? capacity * 2 : capacity;

const RED = [204, 0, 0] as const;
const AMBER = [230, 159, 0] as const;
const GREEN = [0, 140, 70] as const;

const hex = (rgb: readonly number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: readonly number[], b: readonly number[], t: number) => a.map((c, i) => c + (b[i]! - c) * t);

/**
 * The colour of an efficiency on the scale (D3 9): red at 45% and below, amber half way (72.5%),
 * green at 100% and above, blended in between; grey when there is no efficiency.
 */
export function efficiencyColour(percent: number | null): string {
  if (percent === null || !Number.isFinite(percent)) return '#8a8a8a';
  const t = (percent - EFFICIENCY_SCALE_MIN) / (EFFICIENCY_SCALE_MAX - EFFICIENCY_SCALE_MIN);
  if (t <= 0) return hex(RED);
  if (t >= 1) return hex(GREEN);
  return t < 0.5 ? hex(mix(RED, AMBER, t * 2)) : hex(mix(AMBER, GREEN, (t - 0.5) * 2));
}

/** Where an efficiency sits on the scale, for words next to the colour. */
export function efficiencyBand(percent: number | null): 'none' | 'low' | 'middle' | 'high' {
  if (percent === null) return 'none';
  if (percent < EFFICIENCY_SCALE_MIN + (EFFICIENCY_SCALE_MAX - EFFICIENCY_SCALE_MIN) / 3) return 'low';
  if (percent < EFFICIENCY_SCALE_MAX) return 'middle';
  return 'high';
}
