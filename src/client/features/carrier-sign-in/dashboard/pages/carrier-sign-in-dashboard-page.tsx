import { useIonViewDidLeave, useIonViewWillEnter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { SignIn } from '@shared/api/carrier-sign-in/sign-in';
import { displayName } from '@shared/domain/identity/companies';
import { isYmd } from '@shared/lib/dates';
import { IonButton } from '@client/components/ionic/button';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { DataTable } from '@client/components/data-table';
import { FormError } from '@client/components/form-error';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { useRefreshSignal, useSpreadReload, type RealtimeStatus } from '@client/lib/realtime';
import { useSelection } from '@client/lib/use-session';
import { DAY_SIGN_INS_KEY, useDaySignIns } from '../api/day-sign-ins';
import { SignInDrawer } from '../components/sign-in-drawer';
import { dockTime, dockToday, longDate } from '@client/lib/dock-time';
import './carrier-sign-in-dashboard.css';

export const SIGN_INS_FAILED = 'Failed to retrieve sign-ins. Please contact a developer';

const LIVE_TEXT: Record<RealtimeStatus, string> = {
  off: 'Paused',
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

const columns = (day: string): ColumnDef<SignIn, unknown>[] => [
  { accessorKey: 'driver_name', header: 'Driver' },
  { accessorKey: 'scac', header: 'Carrier' },
  { accessorKey: 'mode', header: 'Type' },
  { accessorKey: 'truck_number', header: 'Truck #' },
  { id: 'pro_number', header: 'PRO #', accessorFn: (s) => s.pro_number ?? '' },
  { id: 'delivered_goods', header: 'Delivered Goods', accessorFn: (s) => s.delivered_goods ?? '' },
  { id: 'warehouse', header: 'Warehouse', accessorFn: (s) => displayName(s.warehouse) },
  {
    accessorKey: 'sign_in_time',
    header: 'Signed In',
    cell: (info) => dockTime(info.getValue() as string),
  },
  {
    id: 'sign_out_time',
    header: 'Signed Out',
    // Open rows sort after every time when ascending ("~" is above the digits).
    accessorFn: (s) => s.sign_out_time ?? '~',
    cell: (info) =>
      info.row.original.sign_out_time ? (
        dockTime(info.row.original.sign_out_time, day)
      ) : (
        <span className="on-site">On site</span>
      ),
  },
];

/**
 * Carrier Sign-In Dashboard (D2): the sign-ins of one day at the dock with a detail drawer and the
 * signature. The list reloads on every refreshSignal and when the subscription fails.
 */
export function CarrierSignInDashboardPage() {
  const selection = useSelection();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(dockToday);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Ionic keeps a page mounted after leaving it; listen only while it is shown.
  const [shown, setShown] = useState(true);
  useIonViewWillEnter(() => setShown(true));
  useIonViewDidLeave(() => setShown(false));

  // The guard only shows this screen to a signed-in user, who always has a company selected.
  const filter = {
    company: selection?.company ?? 'furhaven',
    date,
    warehouse: selection?.warehouse ?? 'all',
  };
  const signIns = useDaySignIns(filter);
  // A quick run of sign-ins (a shift arriving) costs one reload, within half a second.
  const reload = useSpreadReload(
    () => void queryClient.invalidateQueries({ queryKey: DAY_SIGN_INS_KEY }),
    500,
  );
  const live = useRefreshSignal(
    (topic) => {
      // Everything else (sign-ins, resync, error, reconnect) may mean the list changed.
      if (topic !== 'boards') reload();
    },
    { enabled: shown && selection !== null, side: 'bulk' },
  );

  const rows = signIns.data ?? [];
  const selected = rows.find((s) => s.sign_in_id === selectedId) ?? null;
  const validDate = isYmd(date);
  const onSite = rows.filter((s) => !s.sign_out_time).length;
  const tableColumns = useMemo(() => columns(date), [date]);

  return (
    <PageLayout title="Carrier Sign-In Dashboard">
      <div className="toolbar-row sign-in-dashboard__toolbar" role="toolbar" aria-label="Sign-in filters">
        <TextField label="Date" type="date" value={date} onChange={setDate} />
        <IonButton fill="outline" disabled={date === dockToday()} onClick={() => setDate(dockToday())}>
          Today
        </IonButton>
        <span
          className={`live-indicator is-${live.status}`}
          role="status"
          aria-live="polite"
          aria-label={`Updates: ${LIVE_TEXT[live.status]}`}
        >
          {LIVE_TEXT[live.status]}
        </span>
      </div>
      {signIns.isFetching ? (
        <IonProgressBar
          type="indeterminate"
          className="sign-in-dashboard__progress"
          aria-label="Loading sign-ins"
        />
      ) : signIns.isError ? (
        <IonProgressBar value={1} color="danger" className="sign-in-dashboard__progress" aria-hidden="true" />
      ) : (
        <div className="sign-in-dashboard__progress" />
      )}
      <FormError message={signIns.isError ? SIGN_INS_FAILED : null} />
      {!validDate && <FormError message="Enter a date." />}
      {validDate && signIns.isSuccess && (
        <p className="sign-in-dashboard__summary">
          {longDate(date)} · {rows.length} {rows.length === 1 ? 'sign-in' : 'sign-ins'}
          {rows.length > 0 && ` · ${onSite} on site`}
        </p>
      )}
      <div className="sign-in-table">
        <DataTable
          label="Sign-ins"
          data={rows}
          columns={tableColumns}
          getRowId={(s) => String(s.sign_in_id)}
          rowLabel={(s) => s.driver_name}
          selection="single"
          selected={drawerOpen && selectedId !== null ? [String(selectedId)] : []}
          onSelectionChange={(ids) => {
            const id = ids[0] ? Number(ids[0]) : null;
            setDrawerOpen(id !== null);
            if (id !== null) setSelectedId(id);
          }}
          initialSort={[{ id: 'sign_in_time', desc: true }]}
          loading={signIns.isPending && validDate}
          emptyText={
            !validDate
              ? 'Enter a date to see its sign-ins.'
              : signIns.isError
                ? 'The sign-ins could not be loaded.'
                : `No sign-ins on ${longDate(date)}.`
          }
        />
      </div>
      <SignInDrawer
        signIn={selected}
        isOpen={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        onDismissed={() => {
          setDrawerOpen(false);
          setSelectedId(null);
        }}
      />
    </PageLayout>
  );
}
