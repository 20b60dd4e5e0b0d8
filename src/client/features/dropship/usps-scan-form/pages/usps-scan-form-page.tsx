import type { ColumnDef } from '@tanstack/react-table';
import { addOutline, downloadOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import type { ScanSheet } from '@shared/api/dropship/usps-scan-form';
import { SCAN_FORM_MESSAGES, scanDayProblem } from '@shared/domain/dropship/usps-scan-form';
import { displayName, warehousesFor } from '@shared/domain/identity/companies';
import { dayIn } from '@shared/lib/zoned-time';
import { DataTable } from '@client/components/data-table';
import { FailedLine, FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { TextField } from '@client/components/text-field';
import { errorMessage } from '@client/lib/api-error';
import { useSelection, useSession } from '@client/lib/use-session';
import { downloadSheet, useCreateScanSheet, useScanSheets } from '../api/scan-sheets';
import './usps-scan-form.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US');
const printedDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * USPS Scan Form (/usps_scan_form, D1 sections 2 and 7): choose a warehouse and a ship date, Create
 * Scan Form puts that day's USPS packages that are on no form yet on one SCAN form (through the
 * carrier); the table lists the forms with Download.
 */
export function UspsScanFormPage() {
  const session = useSession();
  const company = useSelection()?.company ?? 'furhaven';
  const held = warehousesFor(company, session?.user.warehouses ?? []);
  const [today] = useState(() => dayIn(Date.now()));
  const [warehouse, setWarehouse] = useState<string>(held.length === 1 ? held[0]! : '');
  const [day, setDay] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const sheets = useScanSheets(company);
  const create = useCreateScanSheet();
  const notify = useNotifier();

  const submit = () => {
    const wrong = scanDayProblem(day, today);
    setProblem(wrong);
    if (wrong || !warehouse) return;
    create.mutate(
      { warehouse, date: day },
      {
        onSuccess: (sheet) => notify.success(SCAN_FORM_MESSAGES.created(sheet.package_count)),
        onError: (error) => setProblem(SCAN_FORM_MESSAGES.failed(errorMessage(error))),
      },
    );
  };

  const columns = useMemo<ColumnDef<ScanSheet, unknown>[]>(
    () => [
      {
        id: 'date',
        header: 'Created',
        accessorFn: (s) => s.date,
        cell: ({ row }) => when(row.original.date),
      },
      { id: 'warehouse', header: 'Warehouse', accessorFn: (s) => displayName(s.warehouse) },
      {
        id: 'day',
        header: 'Ship Date',
        accessorFn: (s) => s.day,
        cell: ({ row }) => printedDay(row.original.day),
      },
      { accessorKey: 'form_id', header: 'Form' },
      { accessorKey: 'package_count', header: 'Packages' },
      { accessorKey: 'user', header: 'User' },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          <IonButton
            size="small"
            fill="outline"
            aria-label={`Download scan form ${row.original.form_id}`}
            onClick={() =>
              void downloadSheet(row.original).catch((error: unknown) => notify.error(errorMessage(error)))
            }
          >
            <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
            Download
          </IonButton>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- notify is stable in use
    [],
  );

  return (
    <PageLayout title="USPS Scan Form">
      <div className="scan-form">
        <form
          className="scan-form__create"
          aria-label="Create scan form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="toolbar-row">
            <IonSelect
              label="Ship from warehouse"
              labelPlacement="stacked"
              fill="outline"
              interface="popover"
              placeholder="Choose a warehouse"
              value={warehouse}
              onIonChange={(e) => {
                setWarehouse(String(e.detail.value ?? ''));
                setProblem(null);
              }}
            >
              {held.map((w) => (
                <IonSelectOption key={w} value={w}>
                  {displayName(w)}
                </IonSelectOption>
              ))}
            </IonSelect>
            <TextField
              label="Ship date"
              type="date"
              value={day}
              max={today}
              onChange={(v) => {
                setDay(v);
                setProblem(null);
              }}
              required
            />
            <IonButton type="submit" disabled={!warehouse || !day || create.isPending}>
              <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
              Create Scan Form
            </IonButton>
          </div>
          <FormError message={problem} />
        </form>
        <h2 className="scan-form__heading">Scan Forms</h2>
        <div className="toolbar-row">
          <RefreshButton onRefresh={sheets.refetch} fetching={sheets.isFetching} />
        </div>
        <FailedLine prefix="Failed to get scan forms" query={sheets} />
        <DataTable
          label="Scan forms"
          data={sheets.data ?? []}
          columns={columns}
          getRowId={(s) => s.key}
          loading={sheets.isPending}
          emptyText="No scan forms yet."
          initialSort={[{ id: 'date', desc: true }]}
        />
      </div>
    </PageLayout>
  );
}
