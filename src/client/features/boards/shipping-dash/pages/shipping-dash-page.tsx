import { useIonViewDidLeave, useIonViewWillEnter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ShippingDashRow } from '@shared/api/boards/shipping-dash';
import {
  BOARD_MESSAGES,
  BOARD_WAREHOUSES,
  isBoardWarehouse,
  rowState,
  screenCount,
  screenNumber,
  screenRows,
} from '@shared/domain/bulk/shipping-dash-rules';
import { displayName } from '@shared/domain/identity/companies';
import { IonButton } from '@client/components/ionic/button';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { DataTable } from '@client/components/data-table';
import { FormError } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { useRefreshSignal } from '@client/lib/realtime';
import { useSelection, useSession } from '@client/lib/use-session';
import { SHIPPING_DASH_KEY, useShippingDash, useTriggerRefresh } from '../api/shipping-dash';
import { BOARD_COLUMNS, STATE_LABEL } from '../lib/board-format';
import { useBoardClock } from '../lib/use-board-clock';
import './shipping-dash-page.css';

export const SHIPPING_DASH_FAILED = 'Failed to retrieve the shipping dashboard. Please contact a developer';

/** The board's columns; a header sorts the screen's rows (unsorted, they are due first). */
const columns: ColumnDef<ShippingDashRow, unknown>[] = BOARD_COLUMNS.map((c) => ({
  id: c.id,
  header: c.header,
  accessorFn: c.sort ?? c.text,
  cell: (info) => c.text(info.row.original),
}));

/**
 * Shipping Dashboard (D2 sections 2, 4, 7) in the office: the board of a warehouse (`?warehouse=`)
 * and screen (`?screen=`, 29 rows each) with the late and close colours of the board's clock, a
 * progress bar while loading (red on failure), Refresh Screens (Shipment Info: every wall board
 * reloads) and the link to the fullscreen board.
 */
export function ShippingDashPage() {
  const session = useSession();
  const selection = useSelection();
  const notify = useNotifier();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [shown, setShown] = useState(true);
  useIonViewWillEnter(() => setShown(true));
  useIonViewDidLeave(() => setShown(false));

  const held = BOARD_WAREHOUSES.filter((w) => session?.user.warehouses.includes(w));
  const asked = (params.get('warehouse') ?? '').toLowerCase();
  const preferred =
    selection?.warehouse && isBoardWarehouse(selection.warehouse) ? selection.warehouse : held[0];
  const warehouse = asked || preferred || 'kentucky';
  const screen = screenNumber(params.get('screen'));
  const company = selection?.company ?? null;

  const dash = useShippingDash(company, warehouse);
  const now = useBoardClock();
  const refresh = useTriggerRefresh();
  useRefreshSignal(
    (topic) => {
      if (topic !== 'sign-ins') void queryClient.invalidateQueries({ queryKey: SHIPPING_DASH_KEY });
    },
    { enabled: shown && isBoardWarehouse(warehouse), side: 'bulk' },
  );

  const all = dash.data ?? [];
  const rows = screenRows(all, screen);
  const screens = Math.max(screenCount(all.length), screen);
  const setParam = (key: 'warehouse' | 'screen', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      if (key === 'warehouse') next.set('screen', '1');
      return next;
    });

  const refreshScreens = () =>
    refresh.mutate(undefined, {
      onSuccess: () => notify.success(BOARD_MESSAGES.refreshed),
      onError: () => notify.error(BOARD_MESSAGES.refreshFailed),
    });

  if (!isBoardWarehouse(warehouse)) {
    return (
      <PageLayout title="Shipping Dashboard">
        <div className="shipping-dash__invalid" role="alert">
          {BOARD_MESSAGES.invalidWarehouse}
        </div>
      </PageLayout>
    );
  }

  return (
    <PageLayout title="Shipping Dashboard">
      <div className="toolbar-row shipping-dash__toolbar" role="toolbar" aria-label="Shipping board">
        <IonSelect
          label="Warehouse"
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          value={warehouse}
          onIonChange={(e) => setParam('warehouse', String(e.detail.value))}
        >
          {(held.length > 0 ? held : [warehouse]).map((w) => (
            <IonSelectOption key={w} value={w}>
              {displayName(w)}
            </IonSelectOption>
          ))}
        </IonSelect>
        <IonSelect
          label="Screen"
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          value={String(screen)}
          onIonChange={(e) => setParam('screen', String(e.detail.value))}
        >
          {Array.from({ length: screens }, (_, i) => String(i + 1)).map((n) => (
            <IonSelectOption key={n} value={n}>
              {n}
            </IonSelectOption>
          ))}
        </IonSelect>
        <IonButton onClick={refreshScreens} disabled={refresh.isPending}>
          Refresh Screens
        </IonButton>
        <IonButton
          fill="outline"
          onClick={() => navigate(`/shipping_dash/fullscreen/${warehouse}/screen/${screen}`)}
        >
          Open fullscreen
        </IonButton>
      </div>
      {dash.isFetching ? (
        <IonProgressBar type="indeterminate" className="shipping-dash__progress" aria-label="Loading loads" />
      ) : dash.isError ? (
        <IonProgressBar
          value={1}
          color="danger"
          className="shipping-dash__progress"
          aria-label="Loading failed"
        />
      ) : (
        <div className="shipping-dash__progress" />
      )}
      <FormError message={dash.isError ? SHIPPING_DASH_FAILED : null} />
      {dash.isSuccess && (
        <p className="shipping-dash__summary">
          {displayName(warehouse)} · screen {screen} of {screens} · {all.length}{' '}
          {all.length === 1 ? 'open load' : 'open loads'} · red: late, amber: due within 25 minutes
        </p>
      )}
      <DataTable
        label="Loads"
        data={rows}
        columns={columns}
        getRowId={(r) => String(r.shipment_id)}
        rowLabel={(r) => {
          const state = STATE_LABEL[rowState(r, now)];
          return `${state ? `${state}: ` : ''}${r.vendor_name} ${r.acu_order_num ?? ''}`.trim();
        }}
        rowClassName={(r) => `shipping-dash__row is-${rowState(r, now)}`}
        loading={dash.isPending && company !== null}
        initialPageSize={50}
        emptyText={
          dash.isError
            ? 'The loads could not be loaded.'
            : all.length === 0
              ? `No open loads at ${displayName(warehouse)}.`
              : `Nothing on screen ${screen}.`
        }
      />
    </PageLayout>
  );
}
