import type { ColumnDef } from '@tanstack/react-table';
import { cloudUploadOutline, searchOutline } from 'ionicons/icons';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { SendTplOrdersResult, TplOrderRow, TplOrdersQuery } from '@shared/api/tpl/orders';
import {
  defaultTplOrderFilters,
  noTplOrdersMessage,
  ORDERS_RETRIEVAL_FAILED,
  ORDERS_SEND_FAILED,
  ORDERS_SENT,
  tplOrderFiltersProblem,
  type TplOrderFilters,
} from '@shared/domain/tpl/orders';
import { dayIn } from '@shared/lib/zoned-time';
import { DataTable } from '@client/components/data-table';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { SearchFormStatus } from '@client/components/search-form-actions';
import { errorMessage } from '@client/lib/api-error';
import { useSendTplOrders, useTplOrders } from '../api/tpl-orders';
import { TplOrderFiltersForm } from '../components/tpl-order-filters';
import './tpl-orders.css';

const COLUMNS: ColumnDef<TplOrderRow, unknown>[] = [
  { accessorKey: 'so_number', header: 'SO Number' },
  { accessorKey: 'po_number', header: 'PO Number' },
  {
    accessorKey: 'due_date',
    header: 'Due Date',
    cell: (info) => <span className="tpl-orders__date">{String(info.getValue())}</span>,
  },
  {
    id: 'ship_to',
    header: 'Ship To',
    accessorFn: (r) =>
      `${r.ship_to_address.name}, ${r.ship_to_address.city}, ${r.ship_to_address.state} ${r.ship_to_address.zip_code}`,
  },
  { id: 'lines', header: 'Lines', accessorFn: (r) => r.items.length },
  { id: 'units', header: 'Units', accessorFn: (r) => r.items.reduce((n, i) => n + i.order_qty, 0) },
  {
    id: 'sent',
    header: 'Sent to Geodis',
    accessorFn: (r) =>
      !r.sent_to_geodis
        ? ''
        : r.sent_to_geodis.cancelled_at
          ? `${r.sent_to_geodis.order_id ?? 'Yes'} (cancelled)`
          : (r.sent_to_geodis.order_id ?? 'Yes'),
    cell: (info) => {
      const v = String(info.getValue());
      return v ? <span className="tpl-orders__sent">{v}</span> : <span>Not sent</span>;
    },
  },
];

const withoutMeta = ({ customer: _c, erp_status: _s, sent_to_geodis: _g, ...order }: TplOrderRow) => order;

/** The lines of the result alert: what Geodis took, already had, or refused. */
function resultText(r: SendTplOrdersResult): string {
  const parts: string[] = [];
  if (r.accepted.length)
    parts.push(`Sent: ${r.accepted.map((a) => `${a.so_number} (Geodis ${a.order_id})`).join(', ')}.`);
  if (r.already_sent.length)
    parts.push(`Already at Geodis, not sent again: ${r.already_sent.map((a) => a.so_number).join(', ')}.`);
  if (r.rejected.length)
    parts.push(`Refused by Geodis: ${r.rejected.map((a) => `${a.so_number}: ${a.reason}`).join('; ')}.`);
  return parts.join('\n');
}

/**
 * 3PL Orders (D3 2.3): Get Orders lists the ERP's sales orders of a range, warehouse and retail
 * customer (a customer is required, D3 5); the orders not yet at Geodis are selected, and Send to
 * Geodis sends the selection. The Sent to Geodis column shows Geodis's order id of each order sent.
 */
export function TplOrdersPage() {
  const [filters, setFilters] = useState<TplOrderFilters>(() => defaultTplOrderFilters(dayIn(new Date())));
  const [applied, setApplied] = useState<TplOrdersQuery | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The user's choice of rows, for one answer: a new answer selects again what Geodis does not have.
  const [choice, setChoice] = useState<{ version: number; ids: string[] } | null>(null);
  const orders = useTplOrders(applied);
  const send = useSendTplOrders();
  const notify = useNotifier();
  const rows = useMemo(() => (applied ? (orders.data ?? []) : []), [applied, orders.data]);
  const selected = useMemo(
    () =>
      choice && choice.version === orders.dataUpdatedAt
        ? choice.ids
        : rows.filter((o) => !o.sent_to_geodis).map((o) => o.so_number),
    [choice, orders.dataUpdatedAt, rows],
  );
  const setSelected = (ids: string[]) => setChoice({ version: orders.dataUpdatedAt, ids });

  // An empty range says so (D3 8).
  useEffect(() => {
    if (!orders.isSuccess || !applied) return;
    if (orders.data.length === 0)
      notify.warning(noTplOrdersMessage({ ...applied, customer: applied.customer ?? '' }));
  }, [orders.isSuccess, orders.data, orders.dataUpdatedAt, applied, notify]);

  useEffect(() => {
    if (orders.isError)
      void notify.alert({
        header: 'Error',
        message: `${ORDERS_RETRIEVAL_FAILED} ${errorMessage(orders.error)}`,
      });
  }, [orders.isError, orders.errorUpdatedAt, orders.error, notify]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const why = tplOrderFiltersProblem(filters);
    setProblem(why);
    if (why) return;
    const query: TplOrdersQuery = {
      start_date: filters.start_date,
      end_date: filters.end_date,
      customer: filters.customer,
      ...(filters.warehouse ? { warehouse: filters.warehouse } : {}),
    };
    if (applied && JSON.stringify(applied) === JSON.stringify(query)) void orders.refetch();
    else setApplied(query);
  };

  const onSend = () => {
    const chosen = rows.filter((r) => selected.includes(r.so_number)).map(withoutMeta);
    if (chosen.length === 0) return;
    send.mutate(chosen, {
      onSuccess: (result) => {
        const ok = result.rejected.length === 0;
        void notify.alert({
          header: ok ? ORDERS_SENT : 'Some orders were not sent',
          message: resultText(result),
          cssClass: 'tpl-orders-alert',
        });
      },
      onError: (error) =>
        void notify.alert({ header: 'Error', message: `${ORDERS_SEND_FAILED} ${errorMessage(error)}` }),
      onSettled: () => void orders.refetch(),
    });
  };

  const searched = applied !== null && orders.isSuccess;
  return (
    <PageLayout title="3PL Orders">
      <form onSubmit={onSubmit} aria-label="3PL order filters" noValidate>
        <TplOrderFiltersForm
          filters={filters}
          onChange={(key, value) => {
            setFilters((f) => (f[key] === value ? f : { ...f, [key]: value }));
            setProblem(null);
          }}
        />
        <div className="toolbar-row tpl-orders__actions">
          <IonButton type="submit" disabled={!filters.customer || orders.isFetching}>
            <IonIcon slot="start" icon={searchOutline} aria-hidden="true" />
            Get Orders
          </IonButton>
          <IonButton disabled={selected.length === 0 || send.isPending || orders.isFetching} onClick={onSend}>
            <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
            {`Send to Geodis (${selected.length})`}
          </IonButton>
        </div>
      </form>
      <SearchFormStatus
        pending={orders.isFetching || send.isPending}
        message={problem ?? (filters.customer ? null : 'Get Orders needs a customer.')}
      />
      {searched && (
        <p className="search-form__summary" role="status">
          {rows.length} {rows.length === 1 ? 'order' : 'orders'},{' '}
          {rows.filter((r) => r.sent_to_geodis).length} already at Geodis, {selected.length} selected
        </p>
      )}
      <DataTable
        label="3PL orders"
        data={rows}
        columns={COLUMNS}
        getRowId={(r) => r.so_number}
        rowLabel={(r) => `Order ${r.so_number}`}
        selection="multi"
        selected={selected}
        onSelectionChange={setSelected}
        rowClassName={(r) => (r.sent_to_geodis ? 'tpl-orders-row--sent' : undefined)}
        loading={orders.isFetching && rows.length === 0}
        emptyText={
          orders.isError
            ? 'The orders could not be read (see the message).'
            : searched
              ? 'No orders in this range for this customer.'
              : 'Choose a customer and press Get Orders.'
        }
      />
    </PageLayout>
  );
}
