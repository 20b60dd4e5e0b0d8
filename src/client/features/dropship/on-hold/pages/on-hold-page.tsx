import type { ColumnDef } from '@tanstack/react-table';
import { closeCircleOutline, downloadOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import type { CancelItemsResponse, HoldOrder } from '@shared/api/dropship/on-hold';
import {
  cancelItemsMessage,
  confirmAccept,
  confirmCancel,
  confirmSendToProduction,
  HOLD_MESSAGES,
  holdActions,
  holdStatusText,
  UNACKNOWLEDGED_EXPORT_FILE,
} from '@shared/domain/dropship/on-hold';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import { datePart, padErpNumber } from '@shared/lib/dates';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { DataTable } from '@client/components/data-table';
import { FormError } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useSelection, useSession } from '@client/lib/use-session';
import { saveText } from '@client/lib/download';
import { useDialogs } from '@client/lib/use-dialogs';
import { acknowledgeOrder } from '../api/acknowledge-order';
import { useHoldOrders, useInvalidateHoldOrders } from '../api/hold-orders';
import { sendToAcumatica } from '../api/send-to-acumatica';
import { sendToProduction } from '../api/send-to-production';
import { CancelItemsDialog } from '../components/cancel-items-dialog';
import { HoldOrderDrawer, type HoldAction } from '../components/hold-order-drawer';
import { toCsv, unacknowledgedRows } from '../lib/unacknowledged-csv';
import './on-hold.css';

const keyOf = (o: HoldOrder) => `${o.vendor_name}|${o.internal_po_number}`;
const refOf = (o: HoldOrder) => ({ internal_po_number: o.internal_po_number, vendor_name: o.vendor_name });

const COLUMNS: ColumnDef<HoldOrder, unknown>[] = [
  { accessorKey: 'vendor_name', header: 'Vendor' },
  { accessorKey: 'internal_po_number', header: 'PO Number' },
  { id: 'external_po_number', header: 'External PO', accessorFn: (o) => o.external_po_number ?? '' },
  { id: 'order_date', header: 'Order Date', accessorFn: (o) => datePart(o.order_date) },
  { accessorKey: 'name', header: 'Name' },
  {
    id: 'items',
    header: 'Items',
    accessorFn: (o) => o.lines.filter((l) => l.order_status !== ORDER_STATUS.cancelled).length,
  },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (o) => holdStatusText(o.order_status),
    cell: (info) => (
      <span className={`hold-status is-${info.row.original.order_status}`}>{info.getValue() as string}</span>
    ),
  },
  {
    id: 'acu_order_num',
    header: 'Acumatica SO',
    accessorFn: (o) => (o.acu_order_num ? padErpNumber(o.acu_order_num) : ''),
    cell: (info) => (info.getValue() as string) || <span className="hold-missing">None</span>,
  },
];

/**
 * Orders On Hold (D1 sections 2, 4 and 8): the hold orders this user may see (headquarters sees the
 * Unacknowledged ones too), a detail drawer with approve, reject, send to production and resend,
 * Cancel Items, Export Unacknowledged Orders and Refresh.
 */
export function OnHoldPage() {
  const selection = useSelection();
  const session = useSession();
  const scopes = session?.user.scopes ?? [];
  const orders = useHoldOrders(selection?.company ?? 'furhaven');
  const invalidate = useInvalidateHoldOrders();
  const notify = useNotifier();
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Cancel Items opens with the order's PO as its filter (or none from the toolbar).
  const dialogs = useDialogs<'cancel'>();
  const [cancelFilter, setCancelFilter] = useState('');
  const openCancel = (filter: string) => {
    setCancelFilter(filter);
    dialogs.show('cancel');
  };
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);

  const [search, setSearch] = useState('');
  const rows = useMemo(() => orders.data ?? [], [orders.data]);
  const shownRows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return rows;
    return rows.filter(
      (o) =>
        o.internal_po_number.toLowerCase().includes(needle) ||
        (o.external_po_number ?? '').toLowerCase().includes(needle) ||
        o.vendor_name.toLowerCase().includes(needle) ||
        o.name.toLowerCase().includes(needle) ||
        o.lines.some((l) => l.internal_sku.toLowerCase().includes(needle)),
    );
  }, [rows, search]);
  const selected = rows.find((o) => keyOf(o) === selectedKey) ?? null;
  const actions = selected ? holdActions(selected, scopes) : null;

  /** Asks first; on yes shows 'Uploading...' and runs the calls; errors go to the banner. */
  const confirmThen = (message: string, run: () => Promise<string | null>) =>
    void notify
      .confirm({ header: 'Please confirm', message, confirmText: 'Yes', cancelText: 'No' })
      .then((yes) => {
        if (!yes) return;
        setBanner(null);
        setBusy(true);
        notify.info(HOLD_MESSAGES.uploading);
        run()
          .then((done) => done && notify.success(done))
          .catch((error: unknown) => setBanner(errorMessage(error)))
          .finally(() => {
            setBusy(false);
            void invalidate();
          });
      });

  const onAction = (action: HoldAction, order: HoldOrder) => {
    const po = order.internal_po_number;
    switch (action) {
      case 'approve':
        return confirmThen(confirmAccept(po), async () => {
          await acknowledgeOrder({ ...refOf(order), cancel: false });
          notify.success(HOLD_MESSAGES.acknowledgementSent);
          // Acknowledged: now Ready. If the ERP refuses, the order keeps no number and offers the resend.
          await sendToAcumatica(refOf(order));
          return HOLD_MESSAGES.resent;
        });
      case 'reject':
        return confirmThen(confirmCancel(po), async () => {
          await acknowledgeOrder({ ...refOf(order), cancel: true });
          return HOLD_MESSAGES.acknowledgementSent;
        });
      case 'sendToProduction':
        return confirmThen(confirmSendToProduction(po), async () => {
          await sendToProduction(refOf(order));
          return HOLD_MESSAGES.sentToProduction;
        });
      case 'resend':
        return confirmThen(`Resend order ${po} to Acumatica?`, async () => {
          await sendToAcumatica(refOf(order));
          return HOLD_MESSAGES.resent;
        });
      case 'cancelItems':
        setDrawerOpen(false);
        openCancel(po);
        return;
    }
  };

  const onCancelled = (result: CancelItemsResponse) => {
    dialogs.close();
    const message = cancelItemsMessage(result);
    if (result.failed > 0) {
      const reasons = result.failures.map((f) => `${f.internal_po_number} ${f.internal_sku}: ${f.reason}`);
      setBanner([message, ...reasons].join('\n'));
    } else {
      setBanner(null);
      notify.success(message);
    }
  };

  const exportUnacknowledged = () => {
    const csvRows = unacknowledgedRows(rows);
    if (csvRows.length === 0) return notify.info(HOLD_MESSAGES.noUnacknowledged);
    saveText(UNACKNOWLEDGED_EXPORT_FILE, toCsv(csvRows));
  };

  return (
    <PageLayout title="Orders On Hold">
      <div className="toolbar-row" role="toolbar" aria-label="Hold order actions">
        <IonButton color="danger" disabled={rows.length === 0} onClick={() => openCancel('')}>
          <IonIcon slot="start" icon={closeCircleOutline} aria-hidden="true" />
          Cancel Items
        </IonButton>
        <IonButton fill="outline" disabled={orders.isPending} onClick={exportUnacknowledged}>
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          Export Unacknowledged Orders
        </IonButton>
        <RefreshButton onRefresh={orders.refetch} fetching={orders.isFetching} />
        <div className="hold-search">
          <TextField label="Search PO, vendor, name or SKU" value={search} onChange={setSearch} clearInput />
        </div>
      </div>
      <div className="hold-banner">
        <FormError
          message={orders.isError ? `Failed to get orders: ${errorMessage(orders.error)}` : banner}
        />
      </div>
      <div className="hold-table">
        <DataTable
          label="Orders on hold"
          data={shownRows}
          columns={COLUMNS}
          getRowId={keyOf}
          rowLabel={(o) => o.internal_po_number}
          selection="single"
          selected={drawerOpen && selectedKey ? [selectedKey] : []}
          onSelectionChange={(ids) => {
            const id = ids[0] ?? null;
            setDrawerOpen(id !== null);
            if (id !== null) setSelectedKey(id);
          }}
          initialSort={[{ id: 'order_date', desc: true }]}
          rowClassName={(o) =>
            o.order_status === ORDER_STATUS.unacknowledged ? 'is-unacknowledged' : undefined
          }
          loading={orders.isPending}
          emptyText={search.trim() ? 'No hold orders match the search.' : 'No orders on hold.'}
        />
      </div>
      <HoldOrderDrawer
        order={selected}
        isOpen={drawerOpen}
        actions={actions}
        busy={busy}
        onAction={onAction}
        onClose={() => setDrawerOpen(false)}
        onDismissed={() => {
          setDrawerOpen(false);
          setSelectedKey(null);
        }}
      />
      <CancelItemsDialog
        key={dialogs.key('cancel')}
        isOpen={dialogs.isOpen('cancel')}
        orders={rows}
        initialFilter={cancelFilter}
        onClose={dialogs.close}
        onDone={onCancelled}
      />
    </PageLayout>
  );
}
