import type { ColumnDef } from '@tanstack/react-table';
import { documentTextOutline, downloadOutline, printOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import type { LabelData, LabelFile } from '@shared/api/bulk/labels';
import type { Company } from '@shared/domain/identity/companies';
import { DataTable } from '@client/components/data-table';
import { Dialog } from '@client/components/dialog';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { RefreshButton } from '@client/components/refresh-button';
import { errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
import { downloadLabelFile, useLabelData, useLabelFiles, type LabelKind } from '../api/labels';

const when = (iso: string) => new Date(iso).toLocaleString('en-US');

const DATA_COLUMNS: ColumnDef<LabelData, unknown>[] = [
  { accessorKey: 'index', header: '#' },
  { accessorKey: 'sscc', header: 'SSCC' },
  { id: 'sku', header: 'SKU', accessorFn: (l) => l.internal_sku ?? '' },
  { id: 'gtin', header: 'GTIN', accessorFn: (l) => l.gtin ?? '' },
  { accessorKey: 'quantity', header: 'Pieces' },
  { id: 'boxes', header: 'Boxes', accessorFn: (l) => l.boxes ?? '' },
  { id: 'lot', header: 'Lot', accessorFn: (l) => l.lot_number ?? '' },
  { id: 'expiry', header: 'Expiry', accessorFn: (l) => l.expiration_date ?? '' },
  { id: 'barcodes', header: 'Barcodes', accessorFn: (l) => l.barcodes.join(' ') },
];

/**
 * The list of generated label files (D2 sections 2 and 3: name, date; TEMP names are left out by
 * the server) with Download (the 4x6 PDF), ZPL (the same labels for the dock printers) and Data
 * (what each label carries) per file.
 */
export function LabelFiles({ company, kind }: { company: Company; kind: LabelKind }) {
  const files = useLabelFiles(company, kind);
  const notify = useNotifier();
  const dialogs = useDialogs<'data'>();
  const [shown, setShown] = useState<LabelFile | null>(null);
  const save = (file: LabelFile, format: 'pdf' | 'zpl') =>
    downloadLabelFile(kind, file, format).catch((error: unknown) => notify.error(errorMessage(error)));

  const columns = useMemo<ColumnDef<LabelFile, unknown>[]>(
    () => [
      { accessorKey: 'name', header: 'Name' },
      { id: 'date', header: 'Date', accessorFn: (f) => f.date, cell: ({ row }) => when(row.original.date) },
      { accessorKey: 'labels', header: 'Labels' },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          <div className="label-files__actions">
            <IonButton size="small" fill="outline" onClick={() => void save(row.original, 'pdf')}>
              <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
              Download
            </IonButton>
            <IonButton size="small" fill="outline" onClick={() => void save(row.original, 'zpl')}>
              <IonIcon slot="start" icon={printOutline} aria-hidden="true" />
              ZPL
            </IonButton>
            <IonButton
              size="small"
              fill="outline"
              onClick={() => {
                setShown(row.original);
                dialogs.show('data');
              }}
            >
              <IonIcon slot="start" icon={documentTextOutline} aria-hidden="true" />
              Data
            </IonButton>
          </div>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save and dialogs.show are stable in use
    [kind],
  );

  return (
    <section aria-label="Generated files">
      <h2 className="label-files__heading">Generated Files</h2>
      <div className="toolbar-row">
        <RefreshButton onRefresh={files.refetch} fetching={files.isFetching} />
      </div>
      <FailedLine prefix="Failed to get label files" query={files} />
      <DataTable
        label={kind === 'box' ? 'Box label files' : 'Pallet label files'}
        data={files.data ?? []}
        columns={columns}
        getRowId={(f) => f.key}
        loading={files.isPending}
        emptyText="No label files yet."
        initialSort={[{ id: 'date', desc: true }]}
      />
      <LabelDataDialog
        key={dialogs.key('data')}
        file={shown}
        isOpen={dialogs.isOpen('data')}
        onClose={dialogs.close}
      />
    </section>
  );
}

function LabelDataDialog({
  file,
  isOpen,
  onClose,
}: {
  file: LabelFile | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const data = useLabelData(isOpen && file ? file.name : null);
  return (
    <Dialog
      title={file ? `Data: ${file.name}` : 'Data'}
      isOpen={isOpen}
      onClose={onClose}
      closeLabel="Close"
      footer={null}
    >
      <FailedLine prefix="Failed to get the labels' data" query={data} />
      <DataTable
        label="Label data"
        data={data.data ?? []}
        columns={DATA_COLUMNS}
        getRowId={(l) => l.sscc}
        loading={data.isPending}
        emptyText="No labels."
      />
    </Dialog>
  );
}
