import type { ColumnDef } from '@tanstack/react-table';
import { arrowBackOutline, documentTextOutline, removeCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { Pullsheet } from '@shared/api/dropship/pullsheets';
import { carrierLabel } from '@shared/domain/carriers/tracking';
import { PULLSHEET_MESSAGES as M, pullsheetStatusLabel } from '@shared/domain/dropship/pullsheet-rules';
import { ORDER_STATUS_LABEL } from '@shared/domain/dropship/order-search';
import type { Company } from '@shared/domain/identity/companies';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useRemovePackage, useSheetOrders } from '../api/pullsheets';
import { downloadCarrierReport, sheetRows, type SheetPackageRow } from '../lib/sheet-rows';

const COLUMNS: ColumnDef<SheetPackageRow, unknown>[] = [
  { accessorKey: 'internal_po_number', header: 'PO Number' },
  { accessorKey: 'vendor_name', header: 'Vendor' },
  { accessorKey: 'name', header: 'Name' },
  { id: 'place', header: 'City', accessorFn: (r) => `${r.city}, ${r.state}` },
  { id: 'carrier', header: 'Carrier', accessorFn: (r) => carrierLabel(r.carrier) },
  { accessorKey: 'method', header: 'Method' },
  { id: 'tracking', header: 'Tracking Number', accessorFn: (r) => r.tracking_number ?? 'N/A' },
  { accessorKey: 'total_quantity', header: 'Quantity' },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (r) => ORDER_STATUS_LABEL[r.order_status] ?? String(r.order_status),
  },
];

type Props = { company: Company; sheet: Pullsheet; onBack: () => void };

/** The order detail view of a sheet (D1 section 2): its packages, Remove From Pullsheet, Back. */
export function SheetOrders({ company, sheet, onBack }: Props) {
  const orders = useSheetOrders(company, sheet.pullsheet_id);
  const remove = useRemovePackage();
  const notify = useNotifier();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const rows = sheetRows(orders.data ?? [], sheet.pullsheet_id);
  const selected = rows.find((r) => String(r.package_id) === selectedId) ?? null;

  const removeSelected = (row: SheetPackageRow) =>
    void notify
      .confirm({
        header: 'Remove From Pullsheet',
        message: `Take package ${row.tracking_number ?? ''} of PO ${row.internal_po_number} off pullsheet ${sheet.pullsheet_id}?`,
        confirmText: 'Remove',
        destructive: true,
      })
      .then((yes) => {
        if (!yes) return;
        remove.mutate(
          {
            tracking_number: row.tracking_number ?? '',
            pullsheet_id: sheet.pullsheet_id,
            internal_po_number: row.internal_po_number,
          },
          {
            onSuccess: () => {
              notify.success(M.packageReset);
              setSelectedId(null);
            },
            onError: (error) => notify.error(`${M.packageResetFailed}: ${errorMessage(error)}`),
          },
        );
      });

  const carrierReport = () => {
    try {
      downloadCarrierReport(sheet.pullsheet_id, rows);
    } catch (error) {
      notify.error(M.carrierReportFailed(errorMessage(error)));
    }
  };

  return (
    <section aria-label={`Pullsheet ${sheet.pullsheet_id} orders`}>
      <div className="toolbar-row" role="toolbar" aria-label="Pullsheet order actions">
        <IonButton fill="outline" onClick={onBack}>
          <IonIcon slot="start" icon={arrowBackOutline} aria-hidden="true" />
          Back
        </IonButton>
        <IonButton
          disabled={!selected?.tracking_number || remove.isPending}
          onClick={() => selected && removeSelected(selected)}
        >
          <IonIcon slot="start" icon={removeCircleOutline} aria-hidden="true" />
          Remove From Pullsheet
        </IonButton>
        <IonButton fill="outline" disabled={rows.length === 0} onClick={carrierReport}>
          <IonIcon slot="start" icon={documentTextOutline} aria-hidden="true" />
          Carrier Report
        </IonButton>
      </div>
      <h2 className="pullsheets__detail-title">
        Pullsheet {sheet.pullsheet_id} · {sheet.wh_name} · {carrierLabel(sheet.carrier)} · {sheet.type} ·{' '}
        {pullsheetStatusLabel(sheet.status_code, sheet.max_status_code)}
      </h2>
      <FailedLine prefix="Failed to get orders" query={orders} />
      <div className="pullsheets__table">
        <DataTable
          label={`Orders on pullsheet ${sheet.pullsheet_id}`}
          data={rows}
          columns={COLUMNS}
          getRowId={(r) => String(r.package_id)}
          rowLabel={(r) => `PO ${r.internal_po_number}`}
          selection="single"
          selected={selectedId ? [selectedId] : []}
          onSelectionChange={(ids) => setSelectedId(ids[0] ?? null)}
          loading={orders.isPending}
          emptyText="No orders on this pullsheet."
        />
      </div>
    </section>
  );
}
