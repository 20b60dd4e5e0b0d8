import { cloudDownloadOutline, downloadOutline } from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import type { StaticAction } from '@shared/api/inventory/inventory-management';
import { STATIC_FILE_MESSAGES } from '@shared/domain/inventory/static-files';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { errorMessage } from '@client/lib/api-error';
import { useSelection, useSession } from '@client/lib/use-session';
import { downloadInventory, usePullCounts, useStaticActions } from '../api/inventory-management';
import { StaticActionsTable } from '../components/static-actions-table';
import { StaticFileForm } from '../components/static-file-form';
import '@client/components/uploads.css';
import './inventory-management.css';

/**
 * Inventory Management (/inventory, D1 section 2): Update a static file of a type, Pull Acumatica
 * Counts, Export Inventory, and the Update Status table with Refresh. The actions run as jobs; the
 * table follows the ones started here until they finish and the outcome is announced.
 */
export function InventoryManagementPage() {
  const session = useSession();
  const company = useSelection()?.company ?? 'furhaven';
  const [followed, setFollowed] = useState<number[]>([]);
  const actions = useStaticActions(company, followed.length > 0);
  const pull = usePullCounts();
  const notify = useNotifier();
  const [exporting, setExporting] = useState(false);
  const announced = useRef(new Set<number>());

  const follow = (action: StaticAction) => {
    setFollowed((ids) => [...ids, action.action_id]);
    void actions.refetch();
  };

  // An action started here that has finished: its outcome, once.
  useEffect(() => {
    for (const id of followed) {
      const action = actions.data?.find((a) => a.action_id === id);
      if (!action || action.status === 'action_processing' || announced.current.has(id)) continue;
      announced.current.add(id);
      setFollowed((ids) => ids.filter((x) => x !== id));
      if (action.status === 'action_failed') {
        notify.error(STATIC_FILE_MESSAGES.updateFailed(action.reason ?? 'the update failed.'), {
          duration: 10_000,
          buttons: [{ text: 'Dismiss', role: 'cancel' }],
        });
      } else {
        notify.success(
          `Update ${id} (${action.action}) complete: ${action.successful} ${action.successful === 1 ? 'row' : 'rows'}.`,
        );
      }
    }
  }, [actions.data, followed, notify]);

  const pullCounts = async () => {
    const ok = await notify.confirm({
      header: 'Pull Acumatica Counts',
      message: "Replace our on hand and available with Acumatica's counts for every warehouse?",
      confirmText: 'Pull Counts',
    });
    if (!ok) return;
    try {
      follow(await pull.mutateAsync());
    } catch (error) {
      notify.error(`Failed to pull Acumatica counts: ${errorMessage(error)}`);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadInventory();
    } catch (error) {
      notify.error(`Failed to export inventory: ${errorMessage(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageLayout title="Inventory Management">
      <StaticFileForm company={company} username={session?.user.username ?? ''} onQueued={follow} />
      <div className="toolbar-row inventory__actions">
        <IonButton fill="outline" disabled={pull.isPending} onClick={() => void pullCounts()}>
          <IonIcon slot="start" icon={cloudDownloadOutline} aria-hidden="true" />
          Pull Acumatica Counts
        </IonButton>
        <IonButton fill="outline" disabled={exporting} onClick={() => void exportCsv()}>
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          Export Inventory
        </IonButton>
      </div>
      <h2 className="inventory__heading">Update Status</h2>
      <div className="toolbar-row">
        <RefreshButton onRefresh={actions.refetch} fetching={actions.isFetching} />
        {followed.length > 0 && (
          <span className="inventory__processing" role="status">
            Processing update {followed.join(', ')}…
          </span>
        )}
      </div>
      <FailedLine prefix="Failed to get updates" query={actions} />
      <StaticActionsTable actions={actions.data ?? []} loading={actions.isPending} />
    </PageLayout>
  );
}
