import { defineModule, moduleJobs } from '../../platform/module';
import { VendorExchangeRepository } from './api-status/vendor-exchange.repository';
import { runVendorRequest } from './api-status/vendor-request.job';
import { giveUpVendorRequest } from './api-status/vendor-request-give-up';
import { VendorStatusRepository } from './api-status/vendor-status.repository';
import { vendorStatusRoutes } from './api-status/vendor-status.routes';
import { VendorStatusService } from './api-status/vendor-status.service';
import { DashboardRepository } from './dashboard/dashboard.repository';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { DashboardService } from './dashboard/dashboard.service';
import { DROPSHIP_QUEUES, type DropshipJobs } from './dropship.jobs';
import { FailedTrackingRepository } from './failed-tracking/failed-tracking.repository';
import { BulkFailedTrackingRepository } from './failed-tracking/bulk-failed-tracking.repository';
import { BulkFailedTrackingService } from './failed-tracking/bulk-failed-tracking.service';
import { bulkFailedTrackingRoutes, failedTrackingRoutes } from './failed-tracking/failed-tracking.routes';
import { FailedTrackingService } from './failed-tracking/failed-tracking.service';
import { recreateLabels } from './file-uploads/label-recreator';
import { MasterPackslipRepository } from './file-uploads/master-packslip.repository';
import { MasterPackslipService } from './file-uploads/master-packslip.service';
import { giveUpUpload, processUpload } from './file-uploads/upload-processor';
import { UploadsRepository } from './file-uploads/uploads.repository';
import { fileUploadsRoutes } from './file-uploads/uploads.routes';
import { UploadsService } from './file-uploads/uploads.service';
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
import { PickingRepository } from './pullsheets/picking.repository';
import { pickingRoutes } from './pullsheets/picking.routes';
import { PickingService } from './pullsheets/picking.service';
import { PullsheetAccess } from './pullsheets/pullsheet-access';
import { PullsheetDocumentsService } from './pullsheets/pullsheet-documents.service';
import { PullsheetsRepository } from './pullsheets/pullsheets.repository';
import { pullsheetsRoutes } from './pullsheets/pullsheets.routes';
import { PullsheetsService } from './pullsheets/pullsheets.service';
import { ShippedReportRepository } from './shipped-report/shipped-report.repository';
import { shippedReportRoutes } from './shipped-report/shipped-report.routes';
import { ShippedReportService } from './shipped-report/shipped-report.service';
import { UspsScanFormRepository } from './usps-scan-form/usps-scan-form.repository';
import { uspsScanFormRoutes } from './usps-scan-form/usps-scan-form.routes';
import { UspsScanFormService } from './usps-scan-form/usps-scan-form.service';
import { WarehousePriorityRepository } from './warehouse-priority/warehouse-priority.repository';
import { warehousePriorityRoutes } from './warehouse-priority/warehouse-priority.routes';
import { WarehousePriorityService } from './warehouse-priority/warehouse-priority.service';

/** Dropship (D1): the office screens of dropship orders, and their jobs. */
export const dropshipModule = defineModule({
  name: 'dropship',
  routes: (app, deps) => {
    const orders = new DropshipOrdersRepository(deps.db);
    const erp = new OrderErpService(orders, deps.integrations);
    const labels = new OrderLabelsService(orders, deps.files, deps.integrations);
    dropshipOrderRoutes(app, {
      orders: new OrderActionsService(orders, deps.integrations),
      erp,
      transfers: new OrderTransferService(orders),
      packages: new PackageActionsService(orders, deps.integrations),
      labels,
    });
    const pullsheets = new PullsheetsRepository(deps.db);
    const sheetAccess = new PullsheetAccess(pullsheets);
    const sheetDocuments = new PullsheetDocumentsService(
      pullsheets,
      sheetAccess,
      deps.integrations,
      deps.files,
      labels,
    );
    pullsheetsRoutes(
      app,
      new PullsheetsService(pullsheets, sheetAccess, sheetDocuments, erp),
      sheetDocuments,
    );
    pickingRoutes(app, new PickingService(pullsheets, new PickingRepository(deps.db), sheetAccess));
    const uploads = new UploadsRepository(deps.db);
    fileUploadsRoutes(
      app,
      new UploadsService(uploads, deps.files, deps.jobs),
      new MasterPackslipService(uploads, new MasterPackslipRepository(deps.db)),
    );
    failedTrackingRoutes(
      app,
      new FailedTrackingService(new FailedTrackingRepository(deps.db), deps.integrations, deps.files),
    );
    bulkFailedTrackingRoutes(
      app,
      new BulkFailedTrackingService(new BulkFailedTrackingRepository(deps.db), deps.log),
    );
    vendorStatusRoutes(app, new VendorStatusService(new VendorStatusRepository(deps.db), deps.jobs));
    warehousePriorityRoutes(app, new WarehousePriorityService(new WarehousePriorityRepository(deps.db)));
    orderSearchRoutes(app, new OrderSearchService(new OrderSearchRepository(deps.readDb)));
    shippedReportRoutes(app, new ShippedReportService(new ShippedReportRepository(deps.db)));
    onHoldRoutes(app, new OnHoldService(new OnHoldRepository(deps.db), deps.integrations));
    uspsScanFormRoutes(
      app,
      new UspsScanFormService(new UspsScanFormRepository(deps.db), deps.files, deps.integrations),
    );
    dashboardRoutes(app, new DashboardService(new DashboardRepository(deps.db)));
  },
  jobs: moduleJobs<DropshipJobs>(
    DROPSHIP_QUEUES,
    {
      'dropship.process-upload': async ({ db, files, log }, payload) =>
        processUpload({ uploads: new UploadsRepository(db), files, log }, payload),
      'dropship.recreate-labels': async ({ db, integrations, log }, payload) =>
        recreateLabels({ uploads: new UploadsRepository(db), integrations, log }, payload),
      // Records its outcome per request id; a second run sends again, which vendors accept.
      'dropship.vendor-request': async ({ db, integrations }, payload) =>
        runVendorRequest(
          {
            status: new VendorStatusRepository(db),
            exchange: new VendorExchangeRepository(db),
            integrations,
          },
          payload,
        ),
    },
    {
      // An upload left "Processing" would be polled forever: it ends Failed with the reason.
      'dropship.process-upload': async ({ db }, payload, reason) =>
        giveUpUpload({ uploads: new UploadsRepository(db) }, payload, reason),
      // The job records its own failures; this is for when even that failed (the request stays queued).
      'dropship.vendor-request': async ({ db }, payload, reason) =>
        giveUpVendorRequest(new VendorStatusRepository(db), payload, reason),
    },
  ),
});
