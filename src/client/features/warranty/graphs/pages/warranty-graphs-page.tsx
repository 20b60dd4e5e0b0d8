import { useState, type FormEvent } from 'react';
import { calendarOutline, statsChartOutline } from 'ionicons/icons';
import type { WarrantyGraphsQuery } from '@shared/api/warranty/warranty-graphs';
import { warrantySearchProblem, EMPTY_WARRANTY_SEARCH } from '@shared/domain/warranty/search';
import { parseWarrantyDate } from '@shared/domain/warranty/dates';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useWarrantyGraphs } from '../api/warranty-graphs';
import { WarrantyCharts } from '../components/warranty-charts';
import '@client/components/search-form.css';
import './warranty-graphs-page.css';

const dateText = (ymd: string | null) => {
  if (!ymd) return '';
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return `${m}/${d}/${y}`;
};

/**
 * Warranty Graphs (D3 2.9): an optional date range (none means all time); the top 30 SKUs, the
 * orders by reason, by vendor and by action over time, counted on the server.
 */
export function WarrantyGraphsPage() {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [range, setRange] = useState<WarrantyGraphsQuery>({});
  const graphs = useWarrantyGraphs(range);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const why = warrantySearchProblem({ ...EMPTY_WARRANTY_SEARCH, start_date: start, end_date: end });
    setProblem(why);
    if (why) return;
    const next: WarrantyGraphsQuery = {};
    if (start.trim()) next.start_date = parseWarrantyDate(start) ?? start;
    if (end.trim()) next.end_date = parseWarrantyDate(end) ?? end;
    setRange(next);
  };

  const allTime = () => {
    setStart('');
    setEnd('');
    setProblem(null);
    setRange({});
  };

  const data = graphs.data;
  const failure = graphs.isError ? `Failed to load the graphs: ${errorMessage(graphs.error)}` : null;
  const ranged = Boolean(range.start_date || range.end_date);

  return (
    <PageLayout title="Warranty Graphs">
      <form className="warranty-graphs__form" onSubmit={onSubmit} aria-label="Graph date range" noValidate>
        <div className="search-form__filters">
          <TextField label="Start Date" type="date" value={start} onChange={setStart} />
          <TextField label="End Date" type="date" value={end} onChange={setEnd} />
        </div>
        <div className="toolbar-row search-form__actions">
          <IonButton type="submit" disabled={graphs.isFetching}>
            <IonIcon slot="start" icon={statsChartOutline} aria-hidden="true" />
            Show Graphs
          </IonButton>
          <IonButton fill="outline" onClick={allTime} disabled={!ranged && !start && !end}>
            <IonIcon slot="start" icon={calendarOutline} aria-hidden="true" />
            All Time
          </IonButton>
        </div>
      </form>
      <div className="search-form__progress">
        {graphs.isFetching && <IonProgressBar type="indeterminate" aria-label="Loading the graphs" />}
      </div>
      <FormError message={problem ?? failure} />
      {data && (
        <>
          <p className="search-form__summary" role="status">
            {ranged ? 'From' : 'All time: from'} {dateText(data.start_date)} to {dateText(data.end_date)}:{' '}
            {data.orders.toLocaleString('en-US')} warranty {data.orders === 1 ? 'order' : 'orders'},{' '}
            {data.items.toLocaleString('en-US')} {data.items === 1 ? 'item' : 'items'} (cancelled orders are
            not counted)
          </p>
          <WarrantyCharts graphs={data} />
        </>
      )}
    </PageLayout>
  );
}
