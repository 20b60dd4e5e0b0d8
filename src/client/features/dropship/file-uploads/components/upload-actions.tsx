import { documentTextOutline, locateOutline, pricetagsOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { DropshipUpload } from '@shared/api/dropship/file-uploads';
import { offersMasterPackslips } from '@shared/domain/dropship/uploads-table';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { downloadMasterPackslips, downloadTracking } from '../api/downloads';
import { useDeleteUpload, useRecreateLabels } from '../api/uploads';

type Props = { upload: DropshipUpload; isAdmin: boolean; onDeleted: () => void };

/**
 * The actions of one selected upload (D1 section 2): Tracking, Delete (admin), Re-create Labels
 * (admin) and Get Master Packslips (Petsense only). Delete asks first.
 */
export function UploadActions({ upload, isAdmin, onDeleted }: Props) {
  const notify = useNotifier();
  const remove = useDeleteUpload();
  const labels = useRecreateLabels();
  const [downloading, setDownloading] = useState<'tracking' | 'packslips' | null>(null);

  const fail = (header: string, error: unknown) =>
    void notify.alert({ header, message: errorMessage(error) });

  const download = async (kind: 'tracking' | 'packslips') => {
    setDownloading(kind);
    try {
      const name = await (kind === 'tracking' ? downloadTracking : downloadMasterPackslips)(upload.upload_id);
      notify.success(`Downloaded ${name}`);
    } catch (error) {
      fail(kind === 'tracking' ? 'Failed to get tracking.' : 'Failed to get master packslips.', error);
    } finally {
      setDownloading(null);
    }
  };

  const removeUpload = async () => {
    try {
      const result = await remove.mutateAsync(upload.upload_id);
      const kept = result.kept > 0 ? `, ${result.kept} kept (on a pull sheet or shipped)` : '';
      notify.success(`Upload ${result.upload_id} deleted: ${result.deleted} orders deleted${kept}.`);
      onDeleted();
    } catch (error) {
      fail('Delete failed', error);
    }
  };

  const confirmDelete = async () => {
    const yes = await notify.confirm({
      header: 'Delete upload?',
      message: `Delete upload ${upload.upload_id} (${upload.file_name})? Its orders that are not on a pull sheet or shipped are deleted.`,
      confirmText: 'Delete',
      destructive: true,
    });
    if (yes) await removeUpload();
  };

  const recreate = async () => {
    try {
      const result = await labels.mutateAsync(upload.upload_id);
      const n = result.packages;
      if (n > 0) notify.success(`Re-creating labels for ${n} ${n === 1 ? 'package' : 'packages'}.`);
      else notify.info('No package of this upload needs a new label.');
    } catch (error) {
      fail('Re-create Labels failed', error);
    }
  };

  return (
    <div className="uploads__actions" role="toolbar" aria-label={`Actions for upload ${upload.upload_id}`}>
      <IonButton disabled={downloading !== null} onClick={() => void download('tracking')}>
        <IonIcon slot="start" icon={locateOutline} aria-hidden="true" />
        Tracking
      </IonButton>
      {isAdmin && (
        <IonButton color="danger" disabled={remove.isPending} onClick={() => void confirmDelete()}>
          <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
          Delete
        </IonButton>
      )}
      {isAdmin && (
        <IonButton disabled={labels.isPending} onClick={() => void recreate()}>
          <IonIcon slot="start" icon={pricetagsOutline} aria-hidden="true" />
          Re-create Labels
        </IonButton>
      )}
      {offersMasterPackslips(upload.vendor_name) && (
        <IonButton disabled={downloading !== null} onClick={() => void download('packslips')}>
          <IonIcon slot="start" icon={documentTextOutline} aria-hidden="true" />
          Get Master Packslips
        </IonButton>
      )}
    </div>
  );
}
