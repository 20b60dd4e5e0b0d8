import { useMemo } from 'react';
import type { DashboardGroup } from '@shared/api/dropship/dashboard';
import { ChartFigure } from '@client/components/charts/chart-figure';

/** One group of the Dashboard: its heading, a card per stat, and a chart when the stats compare. */
export function StatGroup({ group }: { group: DashboardGroup }) {
  const id = `dashboard-group-${group.name.replace(/[^A-Za-z]+/g, '-').toLowerCase()}`;
  const labels = useMemo(() => group.stats.map((s) => s.name), [group.stats]);
  const series = useMemo(
    () => [{ label: group.name, values: group.stats.map((s) => s.value) }],
    [group.name, group.stats],
  );
  return (
    <section className="dashboard-group" aria-labelledby={id}>
      <h2 id={id}>{group.name}</h2>
      <ul className="dashboard-cards">
        {group.stats.map((s) => (
          <li key={s.name} className="dashboard-card">
            <span className="dashboard-card__value">{s.value.toLocaleString()}</span>
            <span className="dashboard-card__name">{s.name}</span>
          </li>
        ))}
      </ul>
      {group.chart && (
        <div className="dashboard-chart">
          <ChartFigure
            title={group.name}
            kind="horizontal-bar"
            labels={labels}
            series={series}
            height={48 + 36 * labels.length}
          />
        </div>
      )}
    </section>
  );
}
