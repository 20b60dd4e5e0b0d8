import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { LabourWarehouseCode } from '@shared/api/labour/operations-query';
import { COMPANY_WAREHOUSES, WAREHOUSE_CODES } from '@shared/domain/identity/companies';
import { BUILD_MESSAGES } from '@shared/domain/labour/builds';
import { buildSlot, isShift, SHIFTS, type Shift } from '@shared/domain/labour/shifts';
import { OFFICE_TZ } from '@shared/lib/office-zone';
import { ChartFigure } from '@client/components/charts/chart-figure';
import { ChoiceSelect } from '@client/components/choice-select';
import { IonButton } from '@client/components/ionic/button';
import { FailedLine } from '@client/components/form-error';
import { IonLabel } from '@client/components/ionic/list';
import { IonSegment, IonSegmentButton } from '@client/components/ionic/segment';
import { PageLayout } from '@client/components/page-layout';
import { useRefreshSignal } from '@client/lib/realtime';
import { useSelection } from '@client/lib/use-session';
import { HOURLY_KEY, useHourlyBuilds } from '../api/hourly-builds';
import { stackHours } from '../lib/stack';
import './hourly-builds.css';

const TIME = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TZ, hour: 'numeric', minute: '2-digit' });

/**
 * Hourly Builds (D3 2.12, 9): pieces built per hour of a working day as a stacked chart (by
 * warehouse, or by line for one warehouse); the first shift is hours 5 to 16. Made for a wall
 * screen: large type, a tall chart; reloads every 30 minutes and whenever a build changes.
 */
export function HourlyBuildsPage() {
  const company = useSelection()?.company ?? 'furhaven';
  const codes = COMPANY_WAREHOUSES[company].map((w) => WAREHOUSE_CODES[w]);
  const [date, setDate] = useState(() => buildSlot(Date.now()).day);
  const [wh, setWh] = useState('');
  const [shift, setShift] = useState<Shift>('First');
  const query = { date, shift, ...(wh ? { wh: wh as LabourWarehouseCode } : {}) };
  const hourly = useHourlyBuilds(query);
  const queryClient = useQueryClient();
  const { status } = useRefreshSignal(
    (topic) => {
      if (topic !== 'sign-ins' && topic !== 'boards')
        void queryClient.invalidateQueries({ queryKey: HOURLY_KEY });
    },
    { channel: 'events' },
  );

  const stack = useMemo(() => (hourly.data ? stackHours(hourly.data, wh !== '') : null), [hourly.data, wh]);
  const updated = hourly.dataUpdatedAt ? TIME.format(new Date(hourly.dataUpdatedAt)) : null;

  return (
    <PageLayout title="Hourly Builds">
      <div className="hb-filters">
        <label className="hb-date">
          <span>Day</span>
          <input type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
        <div className="hb-wh">
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
        {document.fullscreenEnabled && (
          <IonButton
            fill="outline"
            className="hb-fullscreen"
            onClick={() =>
              void (document.fullscreenElement
                ? document.exitFullscreen()
                : document.documentElement.requestFullscreen())
            }
          >
            Full screen
          </IonButton>
        )}
      </div>
      <FailedLine prefix={BUILD_MESSAGES.failedGet} query={hourly} />
      <div className="hb-headline" aria-live="polite">
        <span className="hb-total">{stack ? stack.total.toLocaleString('en-US') : '…'}</span>
        <span className="hb-total-label">pieces built{wh ? ` in ${wh}` : ''}</span>
        <span className="hb-updated">
          {updated ? `Updated ${updated}` : 'Loading…'}
          {status === 'live' ? ' · live' : ''}
        </span>
      </div>
      {stack && (
        <div className="hb-chart">
          <ChartFigure
            title={`Pieces built per hour, ${shift === 'Both' ? 'both shifts' : `${shift.toLowerCase()} shift`}, ${date}`}
            kind="bar"
            stacked
            labels={stack.labels}
            series={stack.series}
            height={480}
          />
        </div>
      )}
    </PageLayout>
  );
}
