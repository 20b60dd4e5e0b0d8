import { useEffect, useMemo, useRef, useState } from 'react';
import { uploadResultMessage } from '@shared/domain/dropship/uploads-table';
import { isProcessing, uploadStopReason } from '@shared/domain/uploads/upload-rows';
import { FailedLine } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { UploadsTable } from '@client/components/uploads-table';
import { useSelection, useSession } from '@client/lib/use-session';
import { useUploadProgress, useUploads } from '../api/uploads';
import { UploadActions } from '../components/upload-actions';
import { UploadForm } from '../components/upload-form';

/** D1 section 4: the list refreshes 5 seconds after an upload succeeds. */
const REFRESH_AFTER_UPLOAD_MS = 5000;
const SHOWN_FAILURES = 25;

/**
 * File Uploads (/uploads, D1 section 2): browse and check a dropship order file, upload it, follow
 * the job until it is done (result alert with the failed POs), and act on one upload of the File
 * Status table.
 */
export function UploadsPage() {
  const session = useSession();
  const selection = useSelection();
  const company = selection?.company ?? 'furhaven';
  const isAdmin = session?.user.scopes.includes('admin') ?? false;
  const uploads = useUploads(company);
  const [selected, setSelected] = useState<string[]>([]);
  const [tracked, setTracked] = useState<number | null>(null);
  const progress = useUploadProgress(company, tracked);
  const notify = useNotifier();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refetchList = uploads.refetch;

  const selectedUpload = useMemo(
    () =>
      selected.length === 1 ? (uploads.data?.find((u) => String(u.upload_id) === selected[0]) ?? null) : null,
    [selected, uploads.data],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const uploaded = (uploadId: number) => {
    setTracked(uploadId);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetchList(), REFRESH_AFTER_UPLOAD_MS);
  };

  // Once the job has finished: the result alert with the failed POs, and the list shows the outcome.
  const finished = progress.data && !isProcessing(progress.data.upload_status) ? progress.data : null;
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!finished || announced.current === finished.upload_id) return;
    announced.current = finished.upload_id;
    void refetchList();
    const failedPos = finished.failures.filter((f) => f.po !== '');
    const failures = failedPos.slice(0, SHOWN_FAILURES).map((f) => `${f.po}: ${f.reason}`);
    const more = failedPos.length - failures.length;
    const stopped = uploadStopReason(finished);
    const lines = [
      uploadResultMessage(finished.successful, finished.failed),
      ...(stopped ? ['', stopped] : []),
      ...(failures.length > 0 ? ['', 'Failed POs:', ...failures] : []),
      ...(more > 0 ? [`…and ${more} more`] : []),
    ];
    void notify.alert({
      header: `Upload ${finished.upload_id}`,
      message: lines.join('\n'),
      cssClass: 'upload-result-alert',
    });
  }, [finished, notify, refetchList]);

  return (
    <PageLayout title="File Uploads">
      <UploadForm company={company} username={session?.user.username ?? ''} onUploaded={uploaded} />
      {tracked !== null && !finished && (
        <p className="uploads__processing" role="status">
          Upload {tracked} is processing…
        </p>
      )}
      <FailedLine prefix="Failed to follow the upload" query={progress} />
      <h2 className="uploads__heading">File Status</h2>
      <div className="toolbar-row">
        <RefreshButton onRefresh={uploads.refetch} fetching={uploads.isFetching} />
        {selectedUpload && (
          <UploadActions upload={selectedUpload} isAdmin={isAdmin} onDeleted={() => void uploads.refetch()} />
        )}
      </div>
      <FailedLine prefix="Failed to get uploads" query={uploads} />
      <UploadsTable
        label="File Status"
        uploads={uploads.data ?? []}
        loading={uploads.isPending}
        selected={selected}
        onSelectionChange={setSelected}
      />
    </PageLayout>
  );
}
