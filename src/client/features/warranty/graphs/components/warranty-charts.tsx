import { useMemo } from 'react';
import type { WarrantyGraphs } from '@shared/api/warranty/warranty-graphs';
import { periodLabel } from '@shared/domain/warranty/graphs';
import { ChartFigure } from '@client/components/charts/chart-figure';
import { chartColour } from '@client/components/charts/colours';

type Count = { key: string; count: number };

/** Bars through the seven-colour cycle (D3 2.9), one colour per bar. */
const cycled = (counts: readonly Count[]) => counts.map((_, i) => chartColour(i));
/** A horizontal bar chart is tall enough for each of its bars to carry its name. */
const barsHeight = (n: number) => Math.max(160, n * 24 + 60);
const more = (other: number, unit: string) =>
  other > 0 ? ` (${other.toLocaleString('en-US')} more ${unit} in the rest)` : '';

function CountChart({ title, counts, unit }: { title: string; counts: readonly Count[]; unit: string }) {
  const labels = useMemo(() => counts.map((c) => c.key), [counts]);
  const series = useMemo(
    () => [{ label: unit, values: counts.map((c) => c.count), colours: cycled(counts) }],
    [counts, unit],
  );
  if (counts.length === 0) return null;
  return (
    <ChartFigure
      title={title}
      kind="horizontal-bar"
      labels={labels}
      series={series}
      height={barsHeight(counts.length)}
    />
  );
}

/** The four charts of Warranty Graphs: top 30 SKUs, reasons, vendors and actions over time. */
export function WarrantyCharts({ graphs }: { graphs: WarrantyGraphs }) {
  const periodLabels = useMemo(
    () => graphs.periods.map((p) => periodLabel(p, graphs.bucket)),
    [graphs.periods, graphs.bucket],
  );
  const actionSeries = useMemo(
    () => graphs.actions.map((a) => ({ label: a.action, values: a.counts })),
    [graphs.actions],
  );
  if (graphs.orders === 0) {
    return <p className="warranty-graphs__empty">No warranty orders in this range.</p>;
  }
  return (
    <div className="warranty-graphs__charts">
      <CountChart
        title={`Top ${graphs.skus.length} SKUs by items replaced${more(graphs.skus_other, 'items')}`}
        counts={graphs.skus}
        unit="Items"
      />
      <CountChart
        title={`Warranty orders by reason${more(graphs.reasons_other, 'orders')}`}
        counts={graphs.reasons}
        unit="Orders"
      />
      <CountChart
        title={`Warranty orders by vendor${more(graphs.vendors_other, 'orders')}`}
        counts={graphs.vendors}
        unit="Orders"
      />
      <ChartFigure
        title={`Warranty orders by action, per ${graphs.bucket}`}
        kind="bar"
        stacked
        labels={periodLabels}
        series={actionSeries}
        height={320}
      />
    </div>
  );
}
