import {
  fallbackAmazonLabel,
  listBulkFailedTracking,
  listFailedTracking,
  redoSingleTracking,
  redoTrackingWithoutVerification,
  repullAmazonLabels,
  resendAmazonLabels,
  updateBulkTracking,
  updateCustomer,
  updateTracking,
} from '@shared/api/dropship/failed-tracking';
import { maySeeFailedTracking, type FailedTrackingSide } from '@shared/domain/dropship/failed-tracking';
import { forbidden } from '../../../platform/http/http-error';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser as signedIn } from '../../../platform/http/types';
import type { App, Principal, UserPrincipal } from '../../../platform/http/types';
import type { BulkFailedTrackingService } from './bulk-failed-tracking.service';
import type { FailedTrackingService } from './failed-tracking.service';

/**
 * The screen admits the dropship and the bulk scope (issue 14 item 8); each side's calls are for the
 * people of that side (admin for both), so a bulk user cannot buy dropship labels.
 */
const sideUser =
  (side: FailedTrackingSide) =>
  (principal: Principal | null): UserPrincipal => {
    const user = signedIn(principal);
    if (!maySeeFailedTracking(user.scopes, side))
      throw forbidden(`Failed Tracking's ${side} side needs the ${side} scope.`, 'scope_forbidden');
    return user;
  };
const requireUser = sideUser('dropship');
const bulkUser = sideUser('bulk');

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

  route(app, fallbackAmazonLabel, async ({ body }, req) =>
    failed.redo(requireUser(req.principal), requireCompany(req.company), body.order_id, {
      fallbackFromAmazon: true,
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

/** Failed Tracking, bulk side (issue 14 item 8): the `_bulk` company's parcels without a number. */
export function bulkFailedTrackingRoutes(app: App, failed: BulkFailedTrackingService): void {
  route(app, listBulkFailedTracking, async (_input, req) => ({
    rows: await failed.list(bulkUser(req.principal), requireCompany(req.company)),
  }));
  route(app, updateBulkTracking, async ({ body }, req) =>
    failed.setTracking(
      bulkUser(req.principal),
      requireCompany(req.company),
      body.shipment_id,
      body.tracking_number,
    ),
  );
}
