import type { HourlyBuilds } from '@shared/api/labour/hourly-builds';
import { hourLabel } from '@shared/domain/labour/shifts';

export type Stack = { labels: string[]; series: { label: string; values: number[] }[]; total: number };

/**
 * The stacked chart's data: one bar per hour of the shift, stacked by warehouse, or by line when
 * one warehouse is shown.
 */
export function stackHours(data: HourlyBuilds, byLine: boolean): Stack {
  const keyOf = (r: HourlyBuilds['rows'][number]) =>
    byLine ? (r.group_number === null ? 'No line' : `Line ${r.group_number}`) : r.warehouse;
  const keys = [...new Set(data.rows.map(keyOf))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const index = new Map(data.hours.map((h, i) => [h, i]));
  const series = keys.map((label) => ({ label, values: data.hours.map(() => 0) }));
  let total = 0;
  for (const r of data.rows) {
    const at = index.get(r.hour);
    if (at === undefined) continue;
    series[keys.indexOf(keyOf(r))]!.values[at]! += r.quantity;
    total += r.quantity;
  }
  return { labels: data.hours.map(hourLabel), series, total };
}
