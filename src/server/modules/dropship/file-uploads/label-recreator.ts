import type { RecreateLabelsPayload } from '../dropship.jobs';
import type { Integrations } from '../../../integrations/registry';
import type { JobsLog } from '../../../platform/jobs/jobs';
import { buyLabels } from '../common/label-buyer';
import type { UploadsRepository } from './uploads.repository';

/**
 * The `dropship.recreate-labels` job (File Uploads, admin): asks the carriers port for a label for
 * every package of the upload that has none (never bought, or refused with an error). A refusal is
 * stored on the package (Failed Tracking lists it); a label is written only onto a package that still
 * has none, so a second run buys nothing twice for packages it already labelled.
 */
export async function recreateLabels(
  deps: { uploads: UploadsRepository; integrations: Integrations; log: JobsLog },
  { uploadId, company, user }: RecreateLabelsPayload,
): Promise<{ labelled: number; failed: number }> {
  const repo = deps.uploads;
  const packages = await repo.unlabelledPackages(company, uploadId);
  const { labelled, failed } = await buyLabels(
    deps.integrations.carriers(company),
    packages,
    repo.labels(company),
  );
  deps.log.info({ uploadId, company, user, labelled, failed }, 'dropship labels re-created');
  return { labelled, failed };
}
