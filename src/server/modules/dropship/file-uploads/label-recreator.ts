import { parseCarrier } from '@shared/domain/dropship/order-upload-values';
import type { RecreateLabelsPayload } from '../dropship.jobs';
import { TRACKING_STATUS } from '@shared/domain/dropship/status';
import type { Integrations } from '../../../integrations/registry';
import type { JobsLog } from '../../../platform/jobs/jobs';
import type { UploadsRepository } from './uploads.repository';

/** The world's default package weight per piece (3 lb) when a package has none recorded. */
const POUNDS_PER_PIECE = 3;

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
  const carriers = deps.integrations.carriers(company);
  const packages = await repo.unlabelledPackages(company, uploadId);
  let labelled = 0;
  let failed = 0;
  for (const pkg of packages) {
    const carrier = parseCarrier(pkg.carrier ?? '');
    if (!carrier) {
      await repo.setLabelError(company, pkg.id, `Unknown carrier "${pkg.carrier ?? ''}".`);
      failed += 1;
      continue;
    }
    try {
      const label = await carriers.createLabel({
        carrier,
        ...(pkg.method ? { service: pkg.method } : {}),
        reference: pkg.po,
        ...(pkg.warehouse ? { warehouse: pkg.warehouse } : {}),
        shipTo: {
          name: pkg.name,
          address1: pkg.address1,
          address2: pkg.address2,
          city: pkg.city,
          state: pkg.state,
          zip: pkg.zip,
        },
        weightLbs: pkg.weightLbs ?? `${Math.max(1, pkg.totalQuantity) * POUNDS_PER_PIECE}.00`,
      });
      await repo.setLabel(company, pkg.id, {
        trackingNumber: label.trackingNumber,
        trackingStatus: TRACKING_STATUS.created,
        labelKey: label.labelKey,
        method: label.service,
      });
      labelled += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'The carrier refused the label.';
      await repo.setLabelError(company, pkg.id, reason);
      failed += 1;
    }
  }
  deps.log.info({ uploadId, company, user, labelled, failed }, 'dropship labels re-created');
  return { labelled, failed };
}
