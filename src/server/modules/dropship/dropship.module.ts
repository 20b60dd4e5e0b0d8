import { defineModule, moduleJobs } from '../../platform/module';
import { runVendorRequest } from './api-status/vendor-request.job';
import { vendorStatusRoutes } from './api-status/vendor-status.routes';
import { DROPSHIP_QUEUES, type DropshipJobs } from './dropship.jobs';
import { failedTrackingRoutes } from './failed-tracking/failed-tracking.routes';
import { recreateLabels } from './file-uploads/label-recreator';
import { processUpload } from './file-uploads/upload-processor';
import { dropshipUploadRoutes } from './file-uploads/uploads.routes';
import { onHoldRoutes } from './on-hold/on-hold.routes';
import { dropshipOrderRoutes } from './order-drawer/dropship-orders.routes';
import { orderSearchRoutes } from './order-search/order-search.routes';
import { reportsRoutes } from './shipped-report/reports.routes';

/** Dropship (D1): the office screens of dropship orders, and their jobs. */
export const dropshipModule = defineModule({
  name: 'dropship',
  routes: async (app, deps) => {
    await app.register(dropshipOrderRoutes, deps);
    await app.register(dropshipUploadRoutes, deps);
    await app.register(failedTrackingRoutes, deps);
    await app.register(vendorStatusRoutes, deps);
    await app.register(orderSearchRoutes, deps);
    await app.register(reportsRoutes, deps);
    await app.register(onHoldRoutes, deps);
  },
  jobs: moduleJobs<DropshipJobs>(DROPSHIP_QUEUES, {
    'dropship.process-upload': async (deps, payload) => processUpload(deps, payload),
    'dropship.recreate-labels': async (deps, payload) => recreateLabels(deps, payload),
    // Records its outcome per request id; a second run sends again, which vendors accept.
    'dropship.vendor-request': async (deps, payload) => runVendorRequest(deps, payload),
  }),
});
