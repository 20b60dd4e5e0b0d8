import { defineModule, moduleJobs } from '../../platform/module';
import { runVendorRequest } from './api-status/vendor-request.job';
import { vendorStatusRoutes } from './api-status/vendor-status.routes';
import { DROPSHIP_QUEUES, type DropshipJobs } from './dropship.jobs';
import { failedTrackingRoutes } from './failed-tracking/failed-tracking.routes';
import { recreateLabels } from './file-uploads/label-recreator';
import { processUpload } from './file-uploads/upload-processor';
import { dropshipUploadRoutes } from './file-uploads/uploads.routes';
import { OnHoldRepository } from './on-hold/on-hold.repository';
import { onHoldRoutes } from './on-hold/on-hold.routes';
import { OnHoldService } from './on-hold/on-hold.service';
import { DropshipOrdersRepository } from './order-drawer/dropship-orders.repository';
import { dropshipOrderRoutes } from './order-drawer/dropship-orders.routes';
import { OrderActionsService } from './order-drawer/order-actions.service';
import { OrderErpService } from './order-drawer/order-erp.service';
import { OrderLabelsService } from './order-drawer/order-labels.service';
import { OrderTransferService } from './order-drawer/order-transfer.service';
import { PackageActionsService } from './order-drawer/package-actions.service';
import { OrderSearchRepository } from './order-search/order-search.repository';
import { orderSearchRoutes } from './order-search/order-search.routes';
import { OrderSearchService } from './order-search/order-search.service';
import { reportsRoutes } from './shipped-report/reports.routes';

/** Dropship (D1): the office screens of dropship orders, and their jobs. */
export const dropshipModule = defineModule({
  name: 'dropship',
  routes: async (app, deps) => {
    const orders = new DropshipOrdersRepository(deps.db);
    dropshipOrderRoutes(app, {
      orders: new OrderActionsService(orders, deps.integrations),
      erp: new OrderErpService(orders, deps.integrations),
      transfers: new OrderTransferService(orders),
      packages: new PackageActionsService(orders, deps.integrations),
      labels: new OrderLabelsService(orders, deps.files, deps.integrations),
    });
    await app.register(dropshipUploadRoutes, deps);
    await app.register(failedTrackingRoutes, deps);
    await app.register(vendorStatusRoutes, deps);
    orderSearchRoutes(app, new OrderSearchService(new OrderSearchRepository(deps.db)));
    await app.register(reportsRoutes, deps);
    onHoldRoutes(app, new OnHoldService(new OnHoldRepository(deps.db), deps.integrations));
  },
  jobs: moduleJobs<DropshipJobs>(DROPSHIP_QUEUES, {
    'dropship.process-upload': async (deps, payload) => processUpload(deps, payload),
    'dropship.recreate-labels': async (deps, payload) => recreateLabels(deps, payload),
    // Records its outcome per request id; a second run sends again, which vendors accept.
    'dropship.vendor-request': async (deps, payload) => runVendorRequest(deps, payload),
  }),
});
