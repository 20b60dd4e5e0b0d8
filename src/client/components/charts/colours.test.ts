import { describe, expect, it } from 'vitest';
import { CHART_COLOURS, chartColour } from './colours';

describe('chart colours', () => {
  it('cycles through seven colours (D3 2.9)', () => {
    expect(CHART_COLOURS).toHaveLength(7);
    expect(new Set(CHART_COLOURS).size).toBe(7);
    expect(chartColour(0)).toBe(CHART_COLOURS[0]);
    expect(chartColour(6)).toBe(CHART_COLOURS[6]);
    expect(chartColour(7)).toBe(CHART_COLOURS[0]);
    expect(chartColour(15)).toBe(CHART_COLOURS[1]);
  });
});
