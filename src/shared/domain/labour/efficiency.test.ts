import { describe, expect, it } from 'vitest';
import {
  DAILY_CAPACITY,
  efficiencyBand,
  efficiencyColour,
  efficiencyPercent,
  EFFICIENCY_SCALE_MAX,
  EFFICIENCY_SCALE_MIN,
  expectedForShift,
  percentOf,
  shiftCapacity,
} from './efficiency';

describe('efficiency colour scale (D3 2.12, 9: 45% to 100%)', () => {
  it('runs from 45% to 100%', () => {
    expect([EFFICIENCY_SCALE_MIN, EFFICIENCY_SCALE_MAX]).toEqual([45, 100]);
  });
  it('is red at 45% and below, green at 100% and above, amber half way', () => {
    expect(efficiencyColour(45)).toBe('#cc0000');
    expect(efficiencyColour(10)).toBe('#cc0000');
    expect(efficiencyColour(100)).toBe('#008c46');
    expect(efficiencyColour(130)).toBe('#008c46');
    expect(efficiencyColour(72.5)).toBe('#e69f00');
    expect(efficiencyColour(null)).toBe('#8a8a8a');
  });
  it('blends between the ends, different for every step', () => {
    const colours = [46, 55, 65, 80, 90, 99].map(efficiencyColour);
    expect(new Set(colours).size).toBe(6);
    expect(colours).not.toContain('#cc0000');
    expect(colours).not.toContain('#008c46');
  });
  it('names the band', () => {
    expect(efficiencyBand(null)).toBe('none');
    expect(efficiencyBand(50)).toBe('low');
    expect(efficiencyBand(80)).toBe('middle');
    expect(efficiencyBand(100)).toBe('high');
  });
});

describe('efficiency', () => {
  it('is earned over worked minutes, one decimal; none without hours', () => {
    expect(efficiencyPercent(450, 600)).toBe(75);
    expect(efficiencyPercent(1, 3)).toBe(33.3);
    expect(efficiencyPercent(100, 0)).toBeNull();
    expect(percentOf(4300, 4300)).toBe(100);
  });
});

describe('expected output (4,300 a shift)', () => {
  it('has the daily capacity of 4,300', () => {
    expect(DAILY_CAPACITY).toBe(4300);
    expect(shiftCapacity('First')).toBe(4300);
    expect(shiftCapacity('Both')).toBe(8600);
  });
  it('fills the first shift up to 4,300 and gives the second what is left, up to 4,300', () => {
    expect(expectedForShift(3000, 'First')).toBe(3000);
    expect(expectedForShift(3000, 'Second')).toBe(0);
    expect(expectedForShift(3000, 'Both')).toBe(3000);
    expect(expectedForShift(6000, 'First')).toBe(4300);
    expect(expectedForShift(6000, 'Second')).toBe(1700);
    expect(expectedForShift(6000, 'Both')).toBe(6000);
    expect(expectedForShift(10_000, 'Second')).toBe(4300);
    expect(expectedForShift(10_000, 'Both')).toBe(8600);
    expect(expectedForShift(-5, 'Both')).toBe(0);
  });
  it('reads actual against expected as a percentage', () => {
    expect(percentOf(3870, expectedForShift(6000, 'First'))).toBe(90);
    expect(percentOf(10, expectedForShift(0, 'First'))).toBeNull();
  });
});
