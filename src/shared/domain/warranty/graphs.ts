import { WARRANTY_ACTIONS } from './status';

/**
 * Warranty Graphs (D3 2.9): an optional date range (none means all time), the top 30 SKUs, and
 * orders by reason, by vendor and by action over time. The server counts in SQL with these rules;
 * the screen draws what it answers.
 *
 * - Cancelled orders (status 199) are not warranties given, so they are left out of every chart.
 * - SKUs are counted in items (one item row is one replaced item), grouped by the Original SKU as
 *   typed, trimmed and upper-cased (the pickers accept free text, so 'abc-1 ' is 'ABC-1').
 * - Reasons, vendors and actions are counted in orders (one PO); an order without a vendor counts
 *   under 'No vendor'.
 * - Each category chart shows the top 30 by count (ties by name, A first); the rest is one number.
 * - Actions over time: by day for a range of up to 31 days, by week (from Monday) up to 26 weeks,
 *   by month beyond; every period of the range is present, empty ones as 0.
 */
export const WARRANTY_GRAPH_TOP = 30;
export const NO_VENDOR = 'No vendor';
/** The action series, in order: the spec's three actions, then anything else typed. */
export const ACTION_SERIES = [...WARRANTY_ACTIONS, 'Other'] as const;
export type ActionSeries = (typeof ACTION_SERIES)[number];

export const GRAPH_BUCKETS = ['day', 'week', 'month'] as const;
export type GraphBucket = (typeof GRAPH_BUCKETS)[number];
const DAY_LIMIT = 31;
const WEEK_LIMIT = 26 * 7;

/** The key an Original SKU is grouped by (what the SQL groups by too: upper(btrim(sku))). */
export function skuGroupKey(sku: string): string {
  return sku.trim().toUpperCase();
}

/** The series an action is counted in. */
export function actionSeries(action: string): ActionSeries {
  const found = WARRANTY_ACTIONS.find((a) => a === action.trim());
  return found ?? 'Other';
}

export type Count = { key: string; count: number };

/** The top `n` by count (ties by key, A first) and the total of the rest. */
export function topCounts(
  entries: readonly Count[],
  n = WARRANTY_GRAPH_TOP,
): { top: Count[]; others: number } {
  const sorted = [...entries].sort(
    (a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return {
    top: sorted.slice(0, n),
    others: sorted.slice(n).reduce((sum, e) => sum + e.count, 0),
  };
}

const toUtc = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const toYmd = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** Days from start to end, both counted (YYYY-MM-DD). */
export function daysInRange(start: string, end: string): number {
  return Math.round((toUtc(end).getTime() - toUtc(start).getTime()) / DAY_MS) + 1;
}

/** The period size of actions over time for the range (YYYY-MM-DD, both included). */
export function graphBucket(start: string, end: string): GraphBucket {
  const days = daysInRange(start, end);
  if (days <= DAY_LIMIT) return 'day';
  if (days <= WEEK_LIMIT) return 'week';
  return 'month';
}

/** The first day of the period holding the date (as PostgreSQL's date_trunc: weeks from Monday). */
export function periodStart(ymd: string, bucket: GraphBucket): string {
  const date = toUtc(ymd);
  if (bucket === 'month') return `${ymd.slice(0, 7)}-01`;
  if (bucket === 'week') {
    const fromMonday = (date.getUTCDay() + 6) % 7;
    return toYmd(new Date(date.getTime() - fromMonday * DAY_MS));
  }
  return ymd;
}

/** Every period start from the start's period to the end's, in order. */
export function periodsInRange(start: string, end: string, bucket: GraphBucket): string[] {
  const out: string[] = [];
  let at = toUtc(periodStart(start, bucket));
  const last = toUtc(periodStart(end, bucket)).getTime();
  while (at.getTime() <= last) {
    out.push(toYmd(at));
    at =
      bucket === 'month'
        ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
        : new Date(at.getTime() + (bucket === 'week' ? 7 : 1) * DAY_MS);
  }
  return out;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How a period reads on the chart: '3/7/26', 'Week of 3/2/26', 'Mar 2026'. */
export function periodLabel(period: string, bucket: GraphBucket): string {
  const [y, m, d] = period.split('-').map(Number) as [number, number, number];
  if (bucket === 'month') return `${MONTHS[m - 1]} ${y}`;
  const day = `${m}/${d}/${String(y % 100).padStart(2, '0')}`;
  return bucket === 'week' ? `Week of ${day}` : day;
}

/**
 * Orders per period and action (from the SQL's grouped counts) as one series per action over every
 * period of the range, zeros where nothing was counted.
 */
export function actionsOverTime(
  counts: readonly { period: string; action: string; count: number }[],
  periods: readonly string[],
): { action: ActionSeries; counts: number[] }[] {
  const index = new Map(periods.map((p, i) => [p, i]));
  const series = ACTION_SERIES.map((action) => ({ action, counts: periods.map(() => 0) }));
  for (const c of counts) {
    const at = index.get(c.period);
    if (at === undefined) continue;
    const s = series[ACTION_SERIES.indexOf(actionSeries(c.action))]!;
    s.counts[at] = (s.counts[at] ?? 0) + c.count;
  }
  // 'Other' only when something was typed outside the three actions.
  return series.filter((s) => s.action !== 'Other' || s.counts.some((n) => n > 0));
}
