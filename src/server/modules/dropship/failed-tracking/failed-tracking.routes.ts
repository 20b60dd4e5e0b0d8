import {
  listFailedTracking,
  redoSingleTracking,
  redoTrackingWithoutVerification,
  repullAmazonLabels,
  resendAmazonLabels,
  updateCustomer,
  updateTracking,
} from '@shared/api/dropship/failed-tracking';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { FailedTrackingService } from './failed-tracking.service';

/** Failed Tracking (D2; D1 section 7): the list, a number by hand, redo, address, Amazon batches. */
export function failedTrackingRoutes(app: App, failed: FailedTrackingService): void {
  route(app, listFailedTracking, async ({ query }, req) => ({
    rows: await failed.list(requireUser(req.principal), requireCompany(req.company), query.warehouse),
  }));

  route(app, updateTracking, async ({ body }, req) =>
    failed.setTracking(
      requireUser(req.principal),
      requireCompany(req.company),
      body.order_id,
      body.tracking_number,
    ),
  );

  route(app, redoSingleTracking, async ({ body }, req) =>
    failed.redo(requireUser(req.principal), requireCompany(req.company), body.order_id),
  );

  route(app, redoTrackingWithoutVerification, async ({ body }, req) =>
    failed.redo(requireUser(req.principal), requireCompany(req.company), body.order_id, {
      skipVerification: true,
    }),
  );

  route(app, updateCustomer, async ({ body }, req) => ({
    order_id: body.order_id,
    row: await failed.updateCustomer(requireUser(req.principal), requireCompany(req.company), body),
  }));

  // The spec names no arguments for the Amazon batches: without a body, every warehouse held.
  route(app, resendAmazonLabels, async ({ body }, req) =>
    failed.resendAmazon(requireUser(req.principal), requireCompany(req.company), body?.warehouse),
  );

  route(app, repullAmazonLabels, async ({ body }, req) =>
    failed.repullAmazon(requireUser(req.principal), requireCompany(req.company), body?.warehouse),
  );
}
