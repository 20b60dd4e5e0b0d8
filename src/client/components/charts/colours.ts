/**
 * The chart colour cycle: seven colours (D3 2.9), repeated past the seventh series. Chosen to stay
 * apart for the common colour-vision deficiencies (Okabe-Ito order, without yellow on white).
 */
export const CHART_COLOURS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#000000',
] as const;

export const chartColour = (index: number): string =>
  CHART_COLOURS[((index % CHART_COLOURS.length) + CHART_COLOURS.length) % CHART_COLOURS.length]!;
