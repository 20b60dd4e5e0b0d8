import type { ColumnDef } from '@tanstack/react-table';
import { buildOutline, cubeOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { AutobuildRun } from '@shared/api/erp/autobuild';
import { autobuildRowClass } from '@shared/domain/erp/autobuild';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonSpinner } from '@client/components/ionic/spinner';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { errorMessage } from '@client/lib/api-error';
import { useSelection } from '@client/lib/use-session';
import { createShipments, startAutobuild, useAutobuildRuns } from '../api/autobuild';
import '@client/components/uploads.css';
import './autobuild.css';

const COLUMNS: ColumnDef<AutobuildRun, unknown>[] = [
  { accessorKey: 'build_id', header: 'Build ID' },
  { id: 'build_nbr', header: 'Acumatica Build', accessorFn: (b) => b.build_nbr ?? '' },
  { accessorKey: 'user', header: 'User' },
  {
    accessorKey: 'date',
    header: 'Date',
    cell: (info) =>
      new Date(info.getValue() as string).toLocaleString([], { dateStyle: 'short', timeStyle: 'short' }),
  },
  { accessorKey: 'status', header: 'Status' },
  { id: 'detail', header: 'Detail', accessorFn: (b) => b.detail ?? '', enableSorting: false },
];

const SHOWN_FAILURES = 25;

/**
 * Acumatica AutoBuild (/autobuild, D3 2.13): the runs (RUNNING yellow, FAILED red), Refresh, Start
 * AutoBuild (asks first) and Create Shipments (the ERP shipments of the built dropship orders).
 */
export function AutobuildPage() {
  const company = useSelection()?.company ?? 'furhaven';
  const runs = useAutobuildRuns(company);
  const notify = useNotifier();
  const [busy, setBusy] = useState<'start' | 'shipments' | null>(null);

  const start = async () => {
    const yes = await notify.confirm({
      header: 'Start AutoBuild?',
      message: 'Acumatica builds every open order it holds. Only one AutoBuild runs at a time.',
      confirmText: 'Start AutoBuild',
    });
    if (!yes) return;
    setBusy('start');
    try {
      const run = await startAutobuild();
      notify.success(`AutoBuild ${run.build_nbr ?? run.build_id} started`);
    } catch (error) {
      notify.error(`Failed to start AutoBuild: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
      void runs.refetch();
    }
  };

  const shipments = async () => {
    setBusy('shipments');
    try {
      const answer = await createShipments();
      const failed = answer.failed
        .slice(0, SHOWN_FAILURES)
        .map((f) => `${f.internal_po_number}: ${f.reason}`);
      void notify.alert({
        header: 'Create Shipments',
        message: [
          `Shipments created: ${answer.created.length} / Failed: ${answer.failed.length}`,
          ...(answer.remaining > 0
            ? [`${answer.remaining} orders are still waiting: press Create Shipments again.`]
            : []),
          ...(failed.length > 0 ? ['', 'Failed POs:', ...failed] : []),
        ].join('\n'),
        cssClass: 'upload-result-alert',
      });
    } catch (error) {
      notify.error(`Failed to create shipments: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageLayout title="Acumatica AutoBuild">
      <div className="toolbar-row">
        <RefreshButton onRefresh={runs.refetch} fetching={runs.isFetching} />
        <IonButton disabled={busy !== null} onClick={() => void start()}>
          <IonIcon slot="start" icon={buildOutline} aria-hidden="true" />
          Start AutoBuild
        </IonButton>
        <IonButton fill="outline" disabled={busy !== null} onClick={() => void shipments()}>
          <IonIcon slot="start" icon={cubeOutline} aria-hidden="true" />
          Create Shipments
        </IonButton>
        {busy && (
          <IonSpinner
            name="dots"
            aria-label={busy === 'start' ? 'Starting AutoBuild' : 'Creating shipments'}
          />
        )}
      </div>
      <FailedLine prefix="Failed to get AutoBuilds" query={runs} />
      <DataTable
        label="AutoBuilds"
        data={runs.data ?? []}
        columns={COLUMNS}
        getRowId={(b) => String(b.build_id)}
        rowLabel={(b) => `build ${b.build_id}`}
        loading={runs.isPending}
        emptyText="No AutoBuilds yet."
        initialSort={[{ id: 'date', desc: true }]}
        rowClassName={(b) => {
          const cls = autobuildRowClass(b.status);
          return cls ? `autobuild-row is-${cls}` : 'autobuild-row';
        }}
      />
      <ul className="uploads__legend autobuild__legend" aria-label="Row colours">
        <li className="is-running">RUNNING</li>
        <li>COMPLETE</li>
        <li className="is-failed">FAILED</li>
      </ul>
    </PageLayout>
  );
}
