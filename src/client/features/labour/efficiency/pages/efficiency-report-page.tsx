import { useMemo, useState } from 'react';
import { OPERATIONS_MAX_DAYS, type LabourWarehouseCode } from '@shared/api/labour/operations-query';
import { COMPANY_WAREHOUSES, WAREHOUSE_CODES } from '@shared/domain/identity/companies';
import { efficiencyColour, EFFICIENCY_MESSAGES } from '@shared/domain/labour/efficiency';
import { buildSlot, isShift, SHIFTS, type Shift } from '@shared/domain/labour/shifts';
import { addDays, daysBetween } from '@shared/lib/zoned-time';
import { ChartFigure } from '@client/components/charts/chart-figure';
import { ChoiceSelect } from '@client/components/choice-select';
import { FailedLine, FormError } from '@client/components/form-error';
import { IonLabel } from '@client/components/ionic/list';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { IonSegment, IonSegmentButton } from '@client/components/ionic/segment';
import { PageLayout } from '@client/components/page-layout';
import { useSelection } from '@client/lib/use-session';
import { useEfficiencyByGroups, useEfficiencyExpected } from '../api/efficiency';
import { EfficiencyScale } from '../components/efficiency-scale';
import { outputByWarehouse, percentText } from '../lib/summary';
import './efficiency-report.css';

const hoursText = (h: number) => h.toLocaleString('en-US', { maximumFractionDigits: 1 });
const percentAxis = (v: number) => `${v}%`;
const plain = (v: number) => v.toLocaleString('en-US');

/**
 * Efficiency Report (D3 2.12, 9): a date range, warehouse and shift; summary cards; efficiency per
 * line coloured on the 45%..100% scale and in total; and, beyond the spec, pieces built against the
 * production calendar's expected output (4,300 a shift) per warehouse.
 */
export function EfficiencyReportPage() {
  const company = useSelection()?.company ?? 'furhaven';
  const codes = COMPANY_WAREHOUSES[company].map((w) => WAREHOUSE_CODES[w]);
  const [start, setStart] = useState(() => addDays(buildSlot(Date.now()).day, -6));
  const [end, setEnd] = useState(() => buildSlot(Date.now()).day);
  const [wh, setWh] = useState('');
  const [shift, setShift] = useState<Shift>('Both');

  const span = daysBetween(start, end);
  const rangeProblem =
    span < 0
      ? 'The end date must not be before the start date.'
      : span + 1 > OPERATIONS_MAX_DAYS
        ? `The range may be at most ${OPERATIONS_MAX_DAYS} days.`
        : null;
  const query = rangeProblem
    ? null
    : { start_date: start, end_date: end, shift, ...(wh ? { wh: wh as LabourWarehouseCode } : {}) };
  const groups = useEfficiencyByGroups(query);
  const expected = useEfficiencyExpected(query);

  const lines = useMemo(() => groups.data?.efficiency ?? [], [groups.data]);
  const total = groups.data?.total;
  const output = useMemo(() => outputByWarehouse(expected.data ?? []), [expected.data]);

  const lineLabels = useMemo(() => lines.map((g) => `${g.warehouse} Line ${g.group_number ?? '?'}`), [lines]);
  const lineSeries = useMemo(
    () => [
      {
        label: 'Efficiency',
        values: lines.map((g) => g.efficiency ?? 0),
        colours: lines.map((g) => efficiencyColour(g.efficiency)),
      },
    ],
    [lines],
  );
  const outputLabels = useMemo(() => output.warehouses.map((w) => w.warehouse), [output]);
  const outputSeries = useMemo(
    () => [
      { label: 'Expected', values: output.warehouses.map((w) => w.expected) },
      { label: 'Actual', values: output.warehouses.map((w) => w.actual) },
    ],
    [output],
  );

  return (
    <PageLayout title="Efficiency Report">
      <div className="eff-filters">
        <label className="eff-date">
          <span>Start date</span>
          <input type="date" value={start} onChange={(e) => e.target.value && setStart(e.target.value)} />
        </label>
        <label className="eff-date">
          <span>End date</span>
          <input type="date" value={end} onChange={(e) => e.target.value && setEnd(e.target.value)} />
        </label>
        <div className="eff-wh">
          <ChoiceSelect
            label="Warehouse"
            value={wh}
            onChange={setWh}
            choices={codes.map((c) => ({ value: c, label: c }))}
          />
        </div>
        <IonSegment
          value={shift}
          aria-label="Shift"
          onIonChange={(e) => {
            const value = String(e.detail.value);
            if (isShift(value)) setShift(value);
          }}
        >
          {SHIFTS.map((s) => (
            <IonSegmentButton key={s} value={s}>
              <IonLabel>{s}</IonLabel>
            </IonSegmentButton>
          ))}
        </IonSegment>
      </div>
      <FormError message={rangeProblem} />
      {groups.isFetching || expected.isFetching ? (
        <IonProgressBar type="indeterminate" aria-label="Loading the report" />
      ) : (
        <div className="eff-progress" />
      )}
      <FailedLine prefix={EFFICIENCY_MESSAGES.failed} query={groups} />
      <FailedLine prefix={EFFICIENCY_MESSAGES.failed} query={expected} />
      <ul className="eff-cards" aria-label="Summary">
        <li className="eff-card" style={{ borderColor: efficiencyColour(total?.efficiency ?? null) }}>
          <span className="eff-card__value">{percentText(total?.efficiency ?? null)}</span>
          <span className="eff-card__name">Efficiency</span>
        </li>
        <li className="eff-card">
          <span className="eff-card__value">{plain(total?.quantity ?? 0)}</span>
          <span className="eff-card__name">Pieces built</span>
        </li>
        <li className="eff-card">
          <span className="eff-card__value">{hoursText(total?.earned_hours ?? 0)}</span>
          <span className="eff-card__name">Earned hours</span>
        </li>
        <li className="eff-card">
          <span className="eff-card__value">{hoursText(total?.worked_hours ?? 0)}</span>
          <span className="eff-card__name">Worked hours</span>
        </li>
        <li className="eff-card">
          <span className="eff-card__value">{plain(output.total.expected)}</span>
          <span className="eff-card__name">Expected pieces</span>
        </li>
        <li className="eff-card" style={{ borderColor: efficiencyColour(output.total.percent) }}>
          <span className="eff-card__value">{percentText(output.total.percent)}</span>
          <span className="eff-card__name">Actual against expected</span>
        </li>
      </ul>
      <EfficiencyScale />
      <div className="eff-charts">
        <ChartFigure
          title="Efficiency by line"
          kind="bar"
          labels={lineLabels}
          series={lineSeries}
          format={percentAxis}
          height={300}
        />
        <ChartFigure
          title="Pieces built against expected by warehouse"
          kind="bar"
          labels={outputLabels}
          series={outputSeries}
          height={300}
        />
      </div>
      <table className="eff-table" aria-label="Actual against expected by warehouse">
        <thead>
          <tr>
            <th scope="col">Warehouse</th>
            <th scope="col">Expected</th>
            <th scope="col">Actual</th>
            <th scope="col">Actual against expected</th>
          </tr>
        </thead>
        <tbody>
          {[...output.warehouses, output.total].map((w) => (
            <tr key={w.warehouse}>
              <th scope="row">{w.warehouse}</th>
              <td>{plain(w.expected)}</td>
              <td>{plain(w.actual)}</td>
              <td>
                <span
                  className="eff-dot"
                  style={{ background: efficiencyColour(w.percent) }}
                  aria-hidden="true"
                />
                {percentText(w.percent)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageLayout>
  );
}
