import { useEffect, useRef, useState } from 'react';
import type { ExtractJob } from '@shared/api/extract/extract-text';
import { EXTRACT_MESSAGES } from '@shared/domain/extract/item-lines';
import { FailedLine, FormError } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { ApiRequestError, errorMessage } from '@client/lib/api-error';
import { useSelection } from '@client/lib/use-session';
import { downloadExtract, useExtractJobs } from '../api/extracts';
import { ExtractForm } from '../components/extract-form';
import { ExtractJobsTable } from '../components/extract-jobs-table';
import '@client/components/uploads.css';
import './extract-text.css';

/**
 * What a failed download shows in red (D3 section 8): the server's 'File Not Ready Yet - Try again
 * in a few minutes.' or 'Error Processing Results.' with the reason; 'Error Processing Results.'
 * for anything else that went wrong reading the result (D3 section 5).
 */
function downloadAlert(error: unknown): string {
  if (error instanceof ApiRequestError && [409, 410, 422].includes(error.status)) return error.message;
  return `${EXTRACT_MESSAGES.failed} ${errorMessage(error)}`;
}

/**
 * PDF Text Extraction (/extract_text, D3 2.19): pick a PDF, Extract, and the jobs table with
 * Refresh and a Download per row. Jobs started here are followed until they finish.
 */
export function ExtractTextPage() {
  const company = useSelection()?.company ?? 'furhaven';
  const [followed, setFollowed] = useState<number[]>([]);
  const jobs = useExtractJobs(company, followed);
  const [alert, setAlert] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const notify = useNotifier();
  const announced = useRef(new Set<number>());

  // A job started here that has finished: its outcome, once.
  useEffect(() => {
    for (const id of followed) {
      const job = jobs.data?.find((j) => j.job_id === id);
      if (!job || job.status === 'processing' || announced.current.has(id)) continue;
      announced.current.add(id);
      setFollowed((ids) => ids.filter((x) => x !== id));
      if (job.status === 'failed')
        notify.error(`${job.file_name}: ${EXTRACT_MESSAGES.failed} ${job.error ?? ''}`);
      else notify.success(`${job.file_name} is extracted: Download its CSV.`);
    }
  }, [jobs.data, followed, notify]);

  const follow = (job: ExtractJob) => {
    setAlert(null);
    setFollowed((ids) => [...ids, job.job_id]);
    void jobs.refetch();
  };

  const downloadJob = async (job: ExtractJob) => {
    setDownloading(job.job_id);
    try {
      await downloadExtract(job);
      setAlert(null);
    } catch (error) {
      setAlert(downloadAlert(error));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <PageLayout title="PDF Text Extraction">
      <div className="extract-text">
        <ExtractForm onQueued={follow} />
        <h2 className="extract-text__heading">Extract Jobs</h2>
        <div className="toolbar-row">
          <RefreshButton onRefresh={jobs.refetch} fetching={jobs.isFetching} />
          {followed.length > 0 && (
            <span className="extract-text__processing" role="status">
              Extracting… the table refreshes until done.
            </span>
          )}
        </div>
        <FormError message={alert} />
        <FailedLine prefix="Failed to get extract jobs" query={jobs} />
        <ExtractJobsTable
          jobs={jobs.data ?? []}
          loading={jobs.isPending}
          downloading={downloading}
          onDownload={(job) => void downloadJob(job)}
        />
      </div>
    </PageLayout>
  );
}
