import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GridBuild } from '@shared/api/labour/daily-builds';
import type { LabourWarehouseCode } from '@shared/api/labour/operations-query';
import { COMPANY_WAREHOUSES, WAREHOUSE_CODES } from '@shared/domain/identity/companies';
import { BUILD_MESSAGES } from '@shared/domain/labour/builds';
import { buildSlot, isShift, SHIFTS, type Shift } from '@shared/domain/labour/shifts';
import { ChoiceSelect } from '@client/components/choice-select';
import { FailedLine } from '@client/components/form-error';
import { IonLabel } from '@client/components/ionic/list';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { IonSegment, IonSegmentButton } from '@client/components/ionic/segment';
import { PageLayout } from '@client/components/page-layout';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useRefreshSignal } from '@client/lib/realtime';
import { useSelection } from '@client/lib/use-session';
import {
  DAILY_BUILDS_KEY,
  updateBody,
  useBuildsByGroup,
  useUpdateBuild,
  useWarehouseBuilds,
} from '../api/daily-builds';
import { QuantityCell } from '../components/quantity-cell';
import { buildTime, minutesText } from '../lib/times';
import './daily-builds.css';

/**
 * Daily Builds (D3 2.12): the builds of a warehouse's working day with warehouse, line and shift
 * filters, and the quantity of each build editable in the grid (PUT updateBuild, one build at a
 * time). Made for a tablet on the floor: 48 px fields and buttons. Reloads when a build changes.
 */
export function DailyBuildsPage() {
  const selection = useSelection();
  const company = selection?.company ?? 'furhaven';
  const codes = COMPANY_WAREHOUSES[company].map((w) => WAREHOUSE_CODES[w]) as LabourWarehouseCode[];
  const preferred = selection && selection.warehouse !== 'all' ? WAREHOUSE_CODES[selection.warehouse] : null;
  const [chosen, setChosen] = useState<string | null>(null);
  const wh = ([chosen, preferred].find((c) => c && (codes as string[]).includes(c)) ??
    codes[0]!) as LabourWarehouseCode;
  const [date, setDate] = useState(() => buildSlot(Date.now()).day);
  const [shift, setShift] = useState<Shift>('Both');
  const [line, setLine] = useState('');
  const [reported, setReported] = useState('');

  const builds = useWarehouseBuilds({ wh, date, shift, line, reported });
  const groups = useBuildsByGroup({ wh, date, shift });
  const update = useUpdateBuild();
  const notify = useNotifier();
  const queryClient = useQueryClient();
  const [savingId, setSavingId] = useState<number | null>(null);

  useRefreshSignal(
    (topic) => {
      if (topic !== 'sign-ins' && topic !== 'boards')
        void queryClient.invalidateQueries({ queryKey: DAILY_BUILDS_KEY });
    },
    { channel: 'events' },
  );

  const save = async (build: GridBuild, quantity: number): Promise<boolean> => {
    setSavingId(build.id);
    try {
      await update.mutateAsync(updateBody(build, quantity));
      notify.success(BUILD_MESSAGES.saved);
      return true;
    } catch (error) {
      notify.error(`${BUILD_MESSAGES.failed} ${errorMessage(error)}`);
      return false;
    } finally {
      setSavingId(null);
    }
  };

  const lines = (groups.data ?? []).filter((g) => g.group_number !== null);
  const rows = builds.data ?? [];
  const pieces = rows.reduce((s, b) => s + b.quantity, 0);

  return (
    <PageLayout title="Daily Builds">
      <div className="db-filters">
        <IonSegment
          value={wh}
          aria-label="Warehouse"
          onIonChange={(e) => {
            setChosen(String(e.detail.value));
            setLine('');
          }}
        >
          {codes.map((c) => (
            <IonSegmentButton key={c} value={c}>
              <IonLabel>{c}</IonLabel>
            </IonSegmentButton>
          ))}
        </IonSegment>
        <label className="db-date">
          <span>Day</span>
          <input
            type="date"
            value={date}
            required
            onChange={(e) => e.target.value && setDate(e.target.value)}
          />
        </label>
        <div className="db-line">
          <ChoiceSelect
            label="Line"
            value={line}
            onChange={setLine}
            choices={lines.map((g) => ({ value: String(g.group_number), label: `Line ${g.group_number}` }))}
          />
        </div>
        <div className="db-line">
          <ChoiceSelect
            label="Reported"
            value={reported}
            onChange={setReported}
            choices={[
              { value: 'true', label: 'Yes' },
              { value: 'false', label: 'No' },
            ]}
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
      {builds.isFetching ? (
        <IonProgressBar type="indeterminate" aria-label="Loading the builds" />
      ) : (
        <div className="db-progress" />
      )}
      <FailedLine prefix={BUILD_MESSAGES.failedGet} query={builds} />
      <ul className="db-lines" aria-label="Lines">
        {lines.map((g) => (
          <li key={g.group_number}>
            <strong>Line {g.group_number}</strong> {g.quantity.toLocaleString('en-US')} pcs · {g.builds}{' '}
            builds
          </li>
        ))}
      </ul>
      <p className="db-summary" aria-live="polite">
        {builds.isPending ? 'Loading…' : `${rows.length} builds · ${pieces.toLocaleString('en-US')} pieces`}
      </p>
      <div className="db-grid-scroll">
        <table className="db-grid" aria-label={`Builds of ${wh} on ${date}`}>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Order</th>
              <th scope="col">SKU</th>
              <th scope="col">Customer</th>
              <th scope="col">Worker</th>
              <th scope="col">Line</th>
              <th scope="col">Shift</th>
              <th scope="col">Labor min</th>
              <th scope="col">Time on</th>
              <th scope="col">Difference</th>
              <th scope="col">Reported</th>
              <th scope="col">Quantity</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && !builds.isPending ? (
              <tr>
                <td colSpan={12} className="db-empty">
                  No builds for these filters.
                </td>
              </tr>
            ) : (
              rows.map((b) => (
                <tr key={b.id}>
                  <td>{buildTime(b.build_date)}</td>
                  <td>{b.order_number}</td>
                  <td>{b.sku}</td>
                  <td>{b.customer ?? ''}</td>
                  <td>{b.worker ?? ''}</td>
                  <td>{b.group ?? ''}</td>
                  <td>{b.shift}</td>
                  <td className="num">{minutesText(b.labor_time)}</td>
                  <td className="num">{minutesText(b.time_on)}</td>
                  <td className="num">{minutesText(b.time_difference)}</td>
                  <td>{b.reported ? 'Yes' : 'No'}</td>
                  <td>
                    <QuantityCell
                      key={`${b.id}:${b.quantity}`}
                      build={b}
                      saving={savingId === b.id}
                      onSave={save}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </PageLayout>
  );
}
