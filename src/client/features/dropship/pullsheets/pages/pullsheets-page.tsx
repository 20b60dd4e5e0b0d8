import { pickScreenPath } from '@shared/routes';
import type { ColumnDef } from '@tanstack/react-table';
import {
  addOutline,
  cloudUploadOutline,
  cutOutline,
  documentsOutline,
  eyeOutline,
  layersOutline,
  printOutline,
  refreshCircleOutline,
  refreshOutline,
  scanOutline,
  ticketOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Pullsheet } from '@shared/api/dropship/pullsheets';
import { carrierLabel } from '@shared/domain/carriers/tracking';
import {
  canSplit,
  countButtonWarehouses,
  PULLSHEET_MESSAGES as M,
  pullsheetButtons,
  pullsheetStatusLabel,
} from '@shared/domain/dropship/pullsheet-rules';
import { warehousesFor, type Warehouse } from '@shared/domain/identity/companies';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
import { useSelection, useSession } from '@client/lib/use-session';
import {
  downloadLabels,
  downloadMasterPackslips,
  printPullsheet,
  usePullsheets,
  useRegen,
  useResendAcumatica,
  useSplitPullsheet,
} from '../api/pullsheets';
import { FoamDialog } from '../components/foam-dialog';
import { NewPullsheetDialog } from '../components/new-pullsheet-dialog';
import { SheetOrders } from '../components/sheet-orders';
import './pullsheets-page.css';

const date = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });

const COLUMNS: ColumnDef<Pullsheet, unknown>[] = [
  { accessorKey: 'pullsheet_id', header: 'ID' },
  { id: 'date', header: 'Date', accessorFn: (r) => r.date, cell: (info) => date(info.getValue() as string) },
  { accessorKey: 'wh_name', header: 'Warehouse' },
  { id: 'carrier', header: 'Carrier', accessorFn: (r) => carrierLabel(r.carrier) },
  { accessorKey: 'type', header: 'Type' },
  { accessorKey: 'order_count', header: 'Orders' },
  { accessorKey: 'piece_count', header: 'Pieces' },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (r) => pullsheetStatusLabel(r.status_code, r.max_status_code),
  },
  { accessorKey: 'sort', header: 'Sort' },
];

type DialogKind = 'new' | 'foam';

/**
 * Pull Sheets (D1 sections 2, 5, 6, 8): the sheets of the user's warehouses, the actions on one,
 * the order detail view, New Pullsheet and Foam and Bolster, and a bottom drawer with the
 * unprocessed orders per warehouse (each button opens New Pullsheet for its warehouse).
 */
export function PullsheetsPage() {
  const session = useSession();
  const selection = useSelection();
  const company = selection?.company ?? 'furhaven';
  const scope = selection?.warehouse ?? 'all';
  const sheets = usePullsheets({ company, warehouse: scope });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [detail, setDetail] = useState<Pullsheet | null>(null);
  const [newWarehouse, setNewWarehouse] = useState<Warehouse | ''>('');
  const dialogs = useDialogs<DialogKind>();
  const split = useSplitPullsheet();
  const resend = useResendAcumatica();
  const regen = useRegen();
  const notify = useNotifier();
  const navigate = useNavigate();

  const scopes = session?.user.scopes ?? [];
  const buttons = pullsheetButtons(scopes, scope);
  const held = warehousesFor(company, session?.user.warehouses ?? []);
  const data = sheets.data?.pullsheets ?? [];
  const unprocessed = sheets.data?.unprocessed ?? [];
  const countButtons = countButtonWarehouses(held, scope).flatMap((w) => {
    const count = unprocessed.find((u) => u.warehouse === w);
    return count ? [count] : [];
  });
  const selected = data.find((r) => String(r.pullsheet_id) === selectedId) ?? null;
  const busy = split.isPending || resend.isPending || regen.isPending;

  const openNew = (warehouse: Warehouse | '') => {
    setNewWarehouse(warehouse);
    dialogs.show('new');
  };

  const runSplit = (sheet: Pullsheet) =>
    void notify
      .confirm({
        header: 'Split Pullsheet',
        message: `Split pullsheet ${sheet.pullsheet_id} (${sheet.piece_count} pieces) in two?`,
        confirmText: 'Split',
      })
      .then((yes) => {
        if (!yes) return;
        split.mutate(sheet.pullsheet_id, {
          onSuccess: ({ pullsheets: [kept, moved] }) =>
            notify.success(
              `Pullsheet ${kept?.pullsheet_id} now has ${kept?.piece_count} pieces; pullsheet ${moved?.pullsheet_id} has ${moved?.piece_count}.`,
            ),
          onError: (error) => notify.error(M.generateFailed(errorMessage(error))),
        });
      });

  const runResend = (sheet: Pullsheet) =>
    void notify
      .confirm({
        header: 'Resend Acumatica',
        message: `Send the orders of pullsheet ${sheet.pullsheet_id} that Acumatica lacks?`,
        confirmText: 'Resend',
      })
      .then((yes) => {
        if (!yes) return;
        resend.mutate(sheet.pullsheet_id, {
          onSuccess: (result) => {
            const failed = result.failures.map((f) => `${f.internal_po_number}: ${f.reason}`).join('; ');
            const text = `Resent ${result.resent} ${result.resent === 1 ? 'order' : 'orders'} to Acumatica.`;
            if (failed) notify.error(`${text} Failed: ${failed}`, { buttons: ['OK'] });
            else notify.success(text);
          },
          onError: (error) => notify.error(errorMessage(error)),
        });
      });

  const runRegen = (sheet: Pullsheet, type: 'packslips' | 'labels') =>
    regen.mutate(
      { pullsheet_id: sheet.pullsheet_id, type },
      {
        onSuccess: (r) => {
          const what = type === 'packslips' ? 'packslips regenerated' : 'labels created';
          const failed = r.failed > 0 ? `, ${r.failed} failed (see Failed Tracking)` : '';
          notify.success(`Pullsheet ${sheet.pullsheet_id}: ${r.regenerated} ${what}${failed}.`);
        },
        onError: () => notify.error(M.documentFailed),
      },
    );

  const fetchDocument = (run: () => Promise<string>) =>
    void run().then(
      (name) => notify.success(`Downloaded ${name}`),
      () => notify.error(M.documentFailed),
    );

  /** The document buttons of the selected sheet (files to download, files to make again). */
  type SheetAction = { label: string; icon: string; busy: boolean; run: (sheet: Pullsheet) => void };
  const download = (label: string, icon: string, get: (id: number) => Promise<string>): SheetAction => ({
    label,
    icon,
    busy: false,
    run: (sh) => fetchDocument(() => get(sh.pullsheet_id)),
  });
  const regenerate = (label: string, icon: string, type: 'packslips' | 'labels'): SheetAction => ({
    label,
    icon,
    busy: true,
    run: (sh) => runRegen(sh, type),
  });
  const sheetActions = [
    download('Print Pullsheet', printOutline, printPullsheet),
    download('Labels', ticketOutline, downloadLabels),
    download('Master Packslips', documentsOutline, downloadMasterPackslips),
    regenerate('Regenerate Packslips', refreshOutline, 'packslips'),
    regenerate('Regenerate Labels', refreshCircleOutline, 'labels'),
  ];

  if (detail) {
    return (
      <PageLayout title="Pull Sheets">
        <SheetOrders company={company} sheet={detail} onBack={() => setDetail(null)} />
      </PageLayout>
    );
  }

  return (
    <PageLayout title="Pull Sheets">
      <div className="pullsheets">
        <div className="toolbar-row" role="toolbar" aria-label="Pullsheet actions">
          <IonButton onClick={() => openNew(scope === 'all' ? '' : scope)}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            New Pullsheet
          </IonButton>
          <IonButton fill="outline" onClick={() => dialogs.show('foam')}>
            <IonIcon slot="start" icon={layersOutline} aria-hidden="true" />
            Foam and Bolster
          </IonButton>
          <RefreshButton onRefresh={sheets.refetch} fetching={sheets.isFetching} />
        </div>
        <div className="toolbar-row" role="toolbar" aria-label="Selected pullsheet actions">
          <IonButton fill="outline" disabled={!selected} onClick={() => selected && setDetail(selected)}>
            <IonIcon slot="start" icon={eyeOutline} aria-hidden="true" />
            View Orders
          </IonButton>
          <IonButton
            fill="outline"
            disabled={!selected}
            onClick={() => selected && navigate(pickScreenPath(selected.pullsheet_id))}
          >
            <IonIcon slot="start" icon={scanOutline} aria-hidden="true" />
            Pick on this device
          </IonButton>
          <IonButton
            fill="outline"
            disabled={!selected || !canSplit(selected.piece_count) || busy}
            onClick={() => selected && runSplit(selected)}
          >
            <IonIcon slot="start" icon={cutOutline} aria-hidden="true" />
            Split
          </IonButton>
          {buttons.resendAcumatica && (
            <IonButton
              fill="outline"
              disabled={!selected || busy}
              onClick={() => selected && runResend(selected)}
            >
              <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
              Resend Acumatica
            </IonButton>
          )}
          {sheetActions.map((a) => (
            <IonButton
              key={a.label}
              fill="outline"
              disabled={!selected || (a.busy && busy)}
              onClick={() => selected && a.run(selected)}
            >
              <IonIcon slot="start" icon={a.icon} aria-hidden="true" />
              {a.label}
            </IonButton>
          ))}
        </div>
        <FailedLine prefix="Failed to get Pullsheets" query={sheets} />
        <div className="pullsheets__table">
          <DataTable
            label="Pull sheets"
            data={data}
            columns={COLUMNS}
            getRowId={(r) => String(r.pullsheet_id)}
            rowLabel={(r) => `Pullsheet ${r.pullsheet_id}`}
            selection="single"
            selected={selectedId ? [selectedId] : []}
            onSelectionChange={(ids) => setSelectedId(ids[0] ?? null)}
            loading={sheets.isPending}
            emptyText={M.none}
          />
        </div>
        <aside className="pullsheets__drawer" aria-label="Unprocessed orders">
          <h2>Unprocessed orders</h2>
          <div className="pullsheets__counts">
            {countButtons.map((u) => (
              <IonButton key={u.warehouse} color="secondary" onClick={() => openNew(u.warehouse)}>
                {u.wh_name}: {u.orders}
              </IonButton>
            ))}
          </div>
        </aside>
      </div>
      <NewPullsheetDialog
        key={dialogs.key('new')}
        isOpen={dialogs.isOpen('new')}
        onClose={dialogs.close}
        scope={scope}
        initialWarehouse={newWarehouse}
        warehouses={held}
        selector={buttons.warehouseSelector}
        unprocessed={unprocessed}
        onCreated={(id) => {
          dialogs.close();
          setSelectedId(String(id));
        }}
      />
      <FoamDialog key={dialogs.key('foam')} isOpen={dialogs.isOpen('foam')} onClose={dialogs.close} />
    </PageLayout>
  );
}
