import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useState, type FormEvent } from 'react';
import type { ShipmentConfirmation } from '@shared/api/tpl/shipment-confirmations';
import {
  CONFIRMATION_MESSAGES,
  confirmationRangeProblem,
  defaultConfirmationRange,
  palletsOf,
  shipmentDay,
} from '@shared/domain/tpl/shipment-confirmations';
import { DataTable } from '@client/components/data-table';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useShipmentConfirmations, type ConfirmationRange } from '../api/shipment-confirmations';
import { ConfirmationDrawer } from '../components/confirmation-drawer';
import '../components/shipment-confirmations.css';

const COLUMNS: ColumnDef<ShipmentConfirmation, unknown>[] = [
  { accessorKey: 'poNum', header: 'PO Order Number' },
  { id: 'shipmentDate', header: 'Shipment Date', accessorFn: (r) => shipmentDay(r.shipmentDate) },
  { accessorKey: 'orderNum', header: 'Acumatica Order' },
  { accessorKey: 'orderId', header: '3PL Order Id' },
  { id: 'shipName', header: 'Ship To', accessorFn: (r) => r.shipTo.shipName },
  { id: 'city', header: 'City', accessorFn: (r) => `${r.shipTo.city}, ${r.shipTo.region}` },
  { id: 'pallets', header: 'Pallets', accessorFn: (r) => r.shipment.carton.length },
  { id: 'units', header: 'Units', accessorFn: (r) => palletsOf(r).reduce((n, p) => n + p.units, 0) },
  { accessorKey: 'carrier', header: 'Carrier' },
];

/**
 * Shipping Confirmation (D3 2.2): start and end date, Get Confirmation, the orders Geodis shipped
 * in that range; an order opens the bottom drawer with its pallets.
 */
export function ShipmentConfirmationsPage() {
  const [dates, setDates] = useState(() => defaultConfirmationRange(new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const [range, setRange] = useState<ConfirmationRange | null>(null);
  const [open, setOpen] = useState<ShipmentConfirmation | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const list = useShipmentConfirmations(range);
  const notify = useNotifier();
  const rows = range ? (list.data ?? []) : [];

  useEffect(() => {
    if (list.isError) notify.error(CONFIRMATION_MESSAGES.failed);
  }, [list.isError, list.errorUpdatedAt, notify]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const why = confirmationRangeProblem(dates.start, dates.end);
    setProblem(why);
    if (why) return;
    const next = { start_date: dates.start, end_date: dates.end };
    if (range && range.start_date === next.start_date && range.end_date === next.end_date)
      void list.refetch();
    else setRange(next);
  };

  return (
    <PageLayout title="Shipping Confirmation">
      <form className="tpl-confirmation-form" onSubmit={submit} aria-label="Confirmation dates" noValidate>
        <TextField
          label="Start date"
          type="date"
          value={dates.start}
          onChange={(start) => setDates((d) => ({ ...d, start }))}
        />
        <TextField
          label="End date"
          type="date"
          value={dates.end}
          onChange={(end) => setDates((d) => ({ ...d, end }))}
        />
        <IonButton type="submit" disabled={list.isFetching}>
          Get Confirmation
        </IonButton>
      </form>
      <div className="search-form__progress">
        {list.isFetching ? <IonProgressBar type="indeterminate" aria-label="Getting confirmations" /> : null}
      </div>
      <FormError
        message={
          problem ?? (list.isError ? `${CONFIRMATION_MESSAGES.failed}: ${errorMessage(list.error)}` : null)
        }
      />
      {range && list.isSuccess ? (
        <p className="search-form__summary" role="status">
          {rows.length} {rows.length === 1 ? 'order' : 'orders'} shipped from {range.start_date} to{' '}
          {range.end_date}
        </p>
      ) : null}
      <DataTable
        label="Shipment confirmations"
        data={rows}
        columns={COLUMNS}
        getRowId={(r) => r.orderId}
        loading={list.isFetching && rows.length === 0}
        emptyText={
          range
            ? list.isError
              ? CONFIRMATION_MESSAGES.failed
              : CONFIRMATION_MESSAGES.none
            : 'Choose the dates and press Get Confirmation.'
        }
        onRowClick={(row) => {
          setOpen(row);
          setDrawerOpen(true);
        }}
      />
      <ConfirmationDrawer order={open} isOpen={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </PageLayout>
  );
}
