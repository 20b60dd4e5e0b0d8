import type { ColumnDef } from '@tanstack/react-table';
import { chevronBack, chevronForward } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import {
  CALENDAR_WAREHOUSES,
  isCalendarWarehouse,
  TIMING_LABEL,
  TIMINGS,
  timingClass,
  warehouseToday,
  type CalendarWarehouse,
} from '@shared/domain/bulk/production-calendar-rules';
import { COMPANY_WAREHOUSES, displayName } from '@shared/domain/identity/companies';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonLabel } from '@client/components/ionic/list';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { IonSegment, IonSegmentButton } from '@client/components/ionic/segment';
import { PageLayout } from '@client/components/page-layout';
import { useSelection } from '@client/lib/use-session';
import { useSchedule } from '../api/production-schedule';
import { MonthGridView, type TimedCalendarEvent } from '../components/month-grid-view';
import { TimingLegend, TimingMark } from '../components/timing-badge';
import { addMonths, gridRange, monthLabel, monthOf } from '../lib/month-grid';
import { useWarehouseClock } from '../lib/use-warehouse-clock';
import './production-calendar.css';

const HEADING_ID = 'production-calendar-month';

const columns: ColumnDef<TimedCalendarEvent, unknown>[] = [
  { accessorKey: 'date', header: 'Date' },
  { accessorKey: 'vendor_name', header: 'Vendor' },
  {
    accessorKey: 'qty',
    header: 'Qty',
    cell: (info) => (info.getValue() as number).toLocaleString('en-US'),
  },
  {
    id: 'timing',
    header: 'Timing',
    // Sorted by urgency: late first.
    accessorFn: (e) => TIMINGS.indexOf(e.timing),
    cell: (info) => <TimingMark timing={info.row.original.timing} />,
  },
  { id: 'orders', header: 'Orders', accessorFn: (e) => e.internal_po_numbers.join(', ') },
];

/**
 * Production Calendar (D2 sections 2 and 4): a month of production events for Kentucky or
 * Pennsylvania, each coloured and labelled late, soon, upcoming or on schedule by the warehouse's
 * today; previous and next month; the month's events as a list below the grid.
 */
export function ProductionCalendarPage() {
  const selection = useSelection();
  const company = selection?.company ?? 'furhaven';
  const available = CALENDAR_WAREHOUSES.filter((w) =>
    (COMPANY_WAREHOUSES[company] as readonly string[]).includes(w),
  );
  const preferred = selection && isCalendarWarehouse(selection.warehouse) ? selection.warehouse : null;
  const [chosen, setChosen] = useState<CalendarWarehouse | null>(null);
  const warehouse = [chosen, preferred].find((w) => w && available.includes(w)) ?? available[0]!;

  const now = useWarehouseClock(warehouse);
  const today = warehouseToday(warehouse, now);
  const [month, setMonth] = useState(() => monthOf(today));
  const range = gridRange(month);
  const schedule = useSchedule({ company, warehouse, start: range.start, end: range.end });
  const showing = schedule.data !== undefined && !schedule.isPlaceholderData;

  const events = useMemo<TimedCalendarEvent[]>(
    () => (schedule.data ?? []).map((e) => ({ ...e, timing: timingClass(e, today) })),
    [schedule.data, today],
  );
  const inMonth = events.filter((e) => monthOf(e.date) === month);
  const late = inMonth.filter((e) => e.timing === 'late').length;
  const label = monthLabel(month);

  return (
    <PageLayout title="Production Calendar">
      <div className="toolbar-row pc-toolbar">
        <IonSegment
          value={warehouse}
          onIonChange={(e) => {
            const value = String(e.detail.value);
            if (isCalendarWarehouse(value)) setChosen(value);
          }}
          aria-label="Warehouse"
          className="pc-warehouses"
        >
          {available.map((w) => (
            <IonSegmentButton key={w} value={w}>
              <IonLabel>{displayName(w)}</IonLabel>
            </IonSegmentButton>
          ))}
        </IonSegment>
        <div className="pc-nav" role="group" aria-label="Month">
          <IonButton fill="outline" onClick={() => setMonth(addMonths(month, -1))}>
            <IonIcon slot="start" icon={chevronBack} aria-hidden="true" />
            Previous month
          </IonButton>
          <IonButton
            fill="outline"
            disabled={month === monthOf(today)}
            onClick={() => setMonth(monthOf(today))}
          >
            This month
          </IonButton>
          <IonButton fill="outline" onClick={() => setMonth(addMonths(month, 1))}>
            Next month
            <IonIcon slot="end" icon={chevronForward} aria-hidden="true" />
          </IonButton>
        </div>
      </div>
      <h2 id={HEADING_ID} className="pc-heading">
        {label} · {displayName(warehouse)}
      </h2>
      {schedule.isFetching ? (
        <IonProgressBar type="indeterminate" className="pc-progress" aria-label="Loading the schedule" />
      ) : schedule.isError ? (
        <IonProgressBar value={1} color="danger" className="pc-progress" aria-hidden="true" />
      ) : (
        <div className="pc-progress" />
      )}
      <FailedLine prefix="Failed to load the production schedule" query={schedule} />
      <p className="pc-summary" aria-live="polite">
        {showing
          ? `${inMonth.length} ${inMonth.length === 1 ? 'event' : 'events'} in ${label}` +
            (late > 0 ? ` · ${late} ${TIMING_LABEL.late.toLowerCase()}` : '')
          : schedule.isError
            ? ''
            : `Loading ${label}…`}
      </p>
      <TimingLegend />
      <div className={showing ? 'pc-body' : 'pc-body is-stale'}>
        <MonthGridView
          month={month}
          labelledBy={HEADING_ID}
          today={today}
          events={schedule.isError ? [] : events}
          busy={schedule.isFetching}
        />
      </div>
      <h3 className="pc-list-heading">Events of {label}</h3>
      <DataTable
        label={`Events of ${label}`}
        data={showing ? inMonth : []}
        columns={columns}
        getRowId={(e) => `${e.date}|${e.warehouse}|${e.vendor_name}`}
        rowLabel={(e) => `${e.vendor_name} on ${e.date}`}
        rowClassName={(e) => `pc-row is-${e.timing}`}
        initialSort={[{ id: 'date', desc: false }]}
        loading={schedule.isPending}
        emptyText={
          schedule.isError ? 'The schedule could not be loaded.' : `No production events in ${label}.`
        }
      />
    </PageLayout>
  );
}
