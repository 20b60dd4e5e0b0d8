import { trashOutline } from 'ionicons/icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { UploadsTable } from '@client/components/uploads-table';
import { errorMessage } from '@client/lib/api-error';
import { useSelection, useSession } from '@client/lib/use-session';
import { useBulkUploads, useDeleteBulkUpload } from '../api/bulk-uploads';
import { BulkUploadForm } from '../components/bulk-upload-form';

/** D2 section 4: after an upload the list refreshes after 5 seconds. */
const REFRESH_AFTER_UPLOAD_MS = 5000;

/**
 * Bulk Uploads (/bulk_uploads, D2 section 2): upload a bulk order file (its orders land on the New
 * tab of Bulk Orders), the history of the bulk uploads with the row colours of D1 section 4, and
 * Delete of one upload for admins (its orders that are still New).
 */
export function BulkUploadsPage() {
  const session = useSession();
  const company = useSelection()?.company ?? 'furhaven';
  const isAdmin = session?.user.scopes.includes('admin') ?? false;
  const uploads = useBulkUploads(company);
  const remove = useDeleteBulkUpload();
  const notify = useNotifier();
  const [selected, setSelected] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refetch = uploads.refetch;
  useEffect(() => () => clearTimeout(timer.current), []);

  const chosen = useMemo(
    () =>
      selected.length === 1 ? uploads.data?.find((u) => String(u.upload_id) === selected[0]) : undefined,
    [selected, uploads.data],
  );

  const uploaded = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetch(), REFRESH_AFTER_UPLOAD_MS);
  };

  const confirmDelete = async () => {
    if (!chosen) return;
    const yes = await notify.confirm({
      header: 'Delete upload?',
      message: `Delete upload ${chosen.upload_id} (${chosen.file_name})? Its orders that are still New are deleted.`,
      confirmText: 'Delete',
      destructive: true,
    });
    if (!yes) return;
    try {
      const result = await remove.mutateAsync(chosen.upload_id);
      const kept = result.kept > 0 ? `, ${result.kept} kept (no longer New)` : '';
      notify.success(`Upload ${result.upload_id} deleted: ${result.deleted} orders deleted${kept}.`);
      setSelected([]);
    } catch (error) {
      void notify.alert({ header: 'Delete failed', message: errorMessage(error) });
    }
  };

  return (
    <PageLayout title="Bulk Uploads">
      <BulkUploadForm onUploaded={uploaded} />
      <h2 className="uploads__heading">Upload History</h2>
      <div className="toolbar-row">
        <RefreshButton onRefresh={uploads.refetch} fetching={uploads.isFetching} />
        {isAdmin && chosen && (
          <IonButton color="danger" disabled={remove.isPending} onClick={() => void confirmDelete()}>
            <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
            Delete
          </IonButton>
        )}
      </div>
      <FailedLine prefix="Failed to get uploads" query={uploads} />
      <UploadsTable
        label="Upload History"
        uploads={uploads.data ?? []}
        loading={uploads.isPending}
        selected={selected}
        onSelectionChange={setSelected}
      />
    </PageLayout>
  );
}
