import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useId, useRef } from 'react';
import { chartColour } from './colours';
import './charts.css';

// Only what the app draws: bars (vertical, horizontal, stacked) and lines. Registered once, in the
// lazy chunk of the screens that chart (this module is never imported by the shell).
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

export type ChartSeries = {
  label: string;
  values: readonly number[];
  /** One colour per value (a single-series bar chart coloured by a rule); the palette otherwise. */
  colours?: readonly string[];
};

export type ChartFigureProps = {
  /** The figure's caption and the chart's accessible name. */
  title: string;
  kind: 'bar' | 'horizontal-bar' | 'line';
  /** The category of each value (x for bars and lines, y for horizontal bars). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Bars of the series stacked on one another. */
  stacked?: boolean;
  /** Canvas height in CSS px (the width follows the container). */
  height?: number;
  /** How a value reads in the tooltip, the axis and the table (default: the number with separators). */
  format?: (value: number) => string;
  /** Largest value of the value axis (e.g. 100 for percentages); from the data otherwise. */
  max?: number;
};

const plain = (value: number) => value.toLocaleString('en-US');

/**
 * The app's one chart (Chart.js on a canvas, ARCHITECTURE: one chart library, loaded only with the
 * screens that chart). A screen reader gets the caption as the canvas's name and the same numbers
 * as a table behind "Show the numbers"; colours cycle through the seven of D3 2.9.
 */
export function ChartFigure({
  title,
  kind,
  labels,
  series,
  stacked = false,
  height = 280,
  format = plain,
  max,
}: ChartFigureProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const captionId = useId();

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    const horizontal = kind === 'horizontal-bar';
    const valueAxis = {
      stacked,
      beginAtZero: true,
      ...(max === undefined ? {} : { max }),
      ticks: { callback: (v: string | number) => format(Number(v)) },
    };
    const config: ChartConfiguration<'bar' | 'line', number[], string> = {
      type: kind === 'line' ? 'line' : 'bar',
      data: {
        labels: [...labels],
        datasets: series.map((s, i) => ({
          label: s.label,
          data: [...s.values],
          backgroundColor: s.colours ? [...s.colours] : chartColour(i),
          borderColor: s.colours ? [...s.colours] : chartColour(i),
          borderWidth: kind === 'line' ? 2 : 0,
        })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: horizontal ? { x: valueAxis, y: { stacked } } : { x: { stacked }, y: valueAxis },
        plugins: {
          legend: { display: series.length > 1 },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}`,
            },
          },
        },
      },
    };
    const chart = new Chart(target, config);
    return () => chart.destroy();
  }, [kind, labels, series, stacked, format, max]);

  return (
    <figure className="chart-figure">
      <figcaption id={captionId}>{title}</figcaption>
      <div className="chart-figure__canvas" style={{ height }}>
        <canvas ref={canvas} role="img" aria-labelledby={captionId} />
      </div>
      <details className="chart-figure__numbers">
        <summary>Show the numbers</summary>
        <table aria-label={`${title}: the numbers`}>
          <thead>
            <tr>
              <th scope="col" />
              {series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label}>{format(s.values[row] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
