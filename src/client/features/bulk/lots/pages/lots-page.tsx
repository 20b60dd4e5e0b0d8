import type { ColumnDef } from '@tanstack/react-table';
import { closeOutline, cloudUploadOutline, documentTextOutline } from 'ionicons/icons';
import Papa from 'papaparse';
import { useRef, useState } from 'react';
import type { LotOrder } from '@shared/api/bulk/lots';
import {
  LOT_TEMPLATE_NAME,
  LOTS_MESSAGES,
  checkLotRows,
  hasValidLot,
  isActiveItem,
  lotRowColour,
  lotTemplateRows,
  missingLotColumns,
  type LotFileRow,
} from '@shared/domain/bulk/lots';
import { asnStatusName } from '@shared/domain/bulk/orders-table';
import { displayName } from '@shared/domain/identity/companies';
import { dayIn } from '@shared/lib/zoned-time';
import { CsvFileField } from '@client/components/csv-file-field';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { errorMessage } from '@client/lib/api-error';
import { readCsv } from '@client/lib/csv-file';
import { saveText } from '@client/lib/download';
import { useDialogs } from '@client/lib/use-dialogs';
import { useSelection } from '@client/lib/use-session';
import { fetchTreatlyLines, sendLots, useLotOrders } from '../api/lots';
import { LotDrawer } from '../components/lot-drawer';
import '@client/components/uploads.css';
import './lots.css';

const LEGEND = [
  ['valid', 'Every item has a lot and a future expiry'],
  ['invalid', 'A lot is missing or expired'],
  ['asn-sent', 'ASN sent'],
] as const;

const lotsOf = (o: LotOrder, today: string) => {
  const active = o.items.filter(isActiveItem);
  return `${active.filter((i) => hasValidLot(i, today)).length} of ${active.length}`;
};

/**
 * Lots (/lots, D2 sections 2-5, 8): Get Template (LOT_NUMBERS_TEMPLATE with the open Treatly lines),
 * the lot file (Browse, Upload, Remove), Refresh, the orders coloured green (every lot valid), red
 * or in the ASN-sent colour, and the drawer of an order (its items, shorting, Regenerate Box Labels).
 */
export function LotsPage() {
  const company = useSelection()?.company ?? 'furhaven';
  const orders = useLotOrders(company);
  const notify = useNotifier();
  const dialogs = useDialogs<'order'>();
  const [openId, setOpenId] = useState<number | null>(null);
  const [file, setFile] = useState<{ name: string; rows: LotFileRow[] } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // "Today" at the office when the screen opened: expiries on or before it are not valid.
  const [today] = useState(() => dayIn(Date.now()));
  const open = orders.data?.find((o) => o.order_id === openId) ?? null;

  const columns: ColumnDef<LotOrder, unknown>[] = [
    { accessorKey: 'internal_po_number', header: 'PO Number' },
    { id: 'external_po_number', header: 'External PO', accessorFn: (o) => o.external_po_number ?? '' },
    { accessorKey: 'vendor_name', header: 'Vendor' },
    {
      id: 'warehouse',
      header: 'Warehouse',
      accessorFn: (o) => (o.warehouse ? displayName(o.warehouse) : ''),
    },
    { id: 'upload_date', header: 'Upload Date', accessorFn: (o) => o.upload_date.slice(0, 10) },
    { id: 'lots', header: 'Valid Lots', accessorFn: (o) => lotsOf(o, today), enableSorting: false },
    { id: 'vendor_status', header: 'ASN Status', accessorFn: (o) => asnStatusName(o.vendor_status) },
  ];

  const remove = () => {
    setFile(null);
    setProblems([]);
    if (input.current) input.current.value = '';
  };

  const choose = async (chosen: File | undefined) => {
    setProblems([]);
    setFile(null);
    if (!chosen) return;
    const read = await readCsv(chosen);
    if (!read.ok) {
      notify.error(LOTS_MESSAGES.fileError(read.reason));
      return;
    }
    const missing = missingLotColumns(read.fields);
    if (missing.length > 0) {
      notify.error(LOTS_MESSAGES.fileError(`the header row lacks ${missing.join(', ')}.`));
      return;
    }
    const check = checkLotRows(read.rows, today);
    if (!check.ok) setProblems(check.problems);
    setFile({ name: chosen.name, rows: read.rows });
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    try {
      const saved = await sendLots(file.rows);
      notify.success(`${LOTS_MESSAGES.uploaded} ${saved.items} items of ${saved.orders} orders.`);
      remove();
      await orders.refetch();
    } catch (error) {
      notify.error(`${LOTS_MESSAGES.uploadFailed}: ${errorMessage(error)}`);
    } finally {
      setUploading(false);
    }
  };

  const template = async () => {
    try {
      const lines = (await fetchTreatlyLines()).filter((l) => l.lot_number === null);
      saveText(LOT_TEMPLATE_NAME, Papa.unparse(lotTemplateRows(lines), { newline: '\r\n' }));
    } catch {
      notify.error(LOTS_MESSAGES.treatlyFailed);
    }
  };

  return (
    <PageLayout title="Lots">
      <div className="toolbar-row">
        <IonButton fill="outline" onClick={() => void template()}>
          <IonIcon slot="start" icon={documentTextOutline} aria-hidden="true" />
          Get Template
        </IonButton>
        <CsvFileField
          label="Lot file (CSV)"
          inputRef={input}
          disabled={uploading}
          onChoose={(f) => void choose(f)}
        />
        <IonButton disabled={!file || problems.length > 0 || uploading} onClick={() => void upload()}>
          <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
          Upload
        </IonButton>
        <IonButton fill="outline" color="medium" disabled={!file} onClick={remove}>
          <IonIcon slot="start" icon={closeOutline} aria-hidden="true" />
          Remove
        </IonButton>
        <RefreshButton onRefresh={orders.refetch} fetching={orders.isFetching} />
      </div>
      {file && problems.length === 0 && (
        <p className="upload-form__ready" role="status">
          {file.name}: {file.rows.length} rows of lots ready to upload.
        </p>
      )}
      {problems.length > 0 && (
        <div className="upload-form__problems" role="alert">
          {LOTS_MESSAGES.uploadFailed}: fix the file and choose it again.
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <FailedLine prefix="Failed to get the lot orders" query={orders} />
      <DataTable
        label="Lot Orders"
        data={orders.data ?? []}
        columns={columns}
        getRowId={(o) => String(o.order_id)}
        rowLabel={(o) => `order ${o.internal_po_number}`}
        loading={orders.isPending}
        emptyText="No open orders carry lots."
        rowClassName={(o) => `lot-row is-${lotRowColour(o, today)}`}
        onRowClick={(o) => {
          setOpenId(o.order_id);
          dialogs.show('order');
        }}
      />
      <ul className="uploads__legend" aria-label="Row colours">
        {LEGEND.map(([cls, text]) => (
          <li key={cls} className={`lot-legend is-${cls}`}>
            {text}
          </li>
        ))}
      </ul>
      <LotDrawer
        key={dialogs.key('order')}
        order={open}
        isOpen={dialogs.isOpen('order') && open !== null}
        today={today}
        onClose={dialogs.close}
        onChanged={orders.refetch}
      />
    </PageLayout>
  );
}
