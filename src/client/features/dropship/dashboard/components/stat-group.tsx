import type { DashboardGroup } from '@shared/api/dropship/dashboard';
import { BarChart } from './bar-chart';

/** One group of the Dashboard: its heading, a card per stat, and a chart when the stats compare. */
export function StatGroup({ group }: { group: DashboardGroup }) {
  const id = `dashboard-group-${group.name.replace(/[^A-Za-z]+/g, '-').toLowerCase()}`;
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
      {group.chart && <BarChart title={group.name} bars={group.stats} />}
    </section>
  );
}
