import { defineModule, moduleJobs } from '../../platform/module';
import { VendorExchangeRepository } from '../dropship/api-status/vendor-exchange.repository';
import { BULK_QUEUES, type BulkJobs } from './bulk.jobs';
import { ChangeRequestsRepository } from './change-requests/change-requests.repository';
import { changeRequestsRoutes } from './change-requests/change-requests.routes';
import { ChangeRequestsService } from './change-requests/change-requests.service';
import { BulkDecisionsRepository } from './decisions/decisions.repository';
import { bulkDecisionsRoutes } from './decisions/decisions.routes';
import { BulkDecisionsService } from './decisions/decisions.service';
import { BulkInvoicesRepository } from './invoices/bulk-invoices.repository';
import { bulkInvoicesRoutes } from './invoices/bulk-invoices.routes';
import { BulkInvoicesService } from './invoices/bulk-invoices.service';
import { LotsRepository } from './lots/lots.repository';
import { lotsRoutes } from './lots/lots.routes';
import { LotsService } from './lots/lots.service';
import { BulkOrdersRepository } from './orders/bulk-orders.repository';
import { bulkOrdersRoutes } from './orders/bulk-orders.routes';
import { BulkOrdersService } from './orders/bulk-orders.service';
import { BulkTransferService } from './orders/bulk-transfer.service';
import { BulkPullsheetsRepository } from './pullsheets/bulk-pullsheets.repository';
import { bulkPullsheetsRoutes } from './pullsheets/bulk-pullsheets.routes';
import { BulkPullsheetsService } from './pullsheets/bulk-pullsheets.service';
import { BulkUploadsRepository } from './uploads/bulk-uploads.repository';
import { bulkUploadsRoutes } from './uploads/bulk-uploads.routes';
import { BulkUploadsService } from './uploads/bulk-uploads.service';
import { AsnService } from './shipments/asn.service';
import { sendInvoice } from './shipments/invoice.job';
import { ShipmentsRepository } from './shipments/shipments.repository';
import { bulkShipmentsRoutes } from './shipments/shipments.routes';
import { ShipmentsService } from './shipments/shipments.service';
import { BulkStatusRepository } from './status/bulk-status.repository';
import { bulkStatusRoutes } from './status/bulk-status.routes';
import { BulkStatusService } from './status/bulk-status.service';
import { CarriersRepository } from './carriers/carriers.repository';
import { bulkCarriersRoutes } from './carriers/carriers.routes';
import { CarriersService } from './carriers/carriers.service';
import { TransactionsRepository } from './transactions/transactions.repository';
import { bulkTransactionsRoutes } from './transactions/transactions.routes';
import { TransactionsService } from './transactions/transactions.service';
import { BulkSearchRepository } from './search/search.repository';
import { bulkSearchRoutes } from './search/search.routes';
import { BulkSearchService } from './search/search.service';

/** Bulk (D2): the office screens of bulk EDI orders. Today: Bulk Pull Sheets. */
export const bulkModule = defineModule({
  name: 'bulk',
  routes: (app, { db, readDb, integrations, jobs, log }) => {
    changeRequestsRoutes(app, new ChangeRequestsService(new ChangeRequestsRepository(db), log));
    const orders = new BulkOrdersService(new BulkOrdersRepository(db), integrations);
    const transfer = new BulkTransferService(orders, new BulkDecisionsRepository(db), integrations, log);
    bulkOrdersRoutes(app, orders, transfer);
    bulkPullsheetsRoutes(app, new BulkPullsheetsService(new BulkPullsheetsRepository(db)));
    bulkUploadsRoutes(app, new BulkUploadsService(new BulkUploadsRepository(db)));
    bulkInvoicesRoutes(app, new BulkInvoicesService(new BulkInvoicesRepository(db)));
    lotsRoutes(app, new LotsService(new LotsRepository(db)));
    bulkDecisionsRoutes(app, new BulkDecisionsService(new BulkDecisionsRepository(db), integrations));
    const shipments = new ShipmentsRepository(db);
    bulkShipmentsRoutes(app, new ShipmentsService(shipments), new AsnService(shipments, integrations, jobs));
    bulkStatusRoutes(
      app,
      new BulkStatusService({
        status: new BulkStatusRepository(db),
        uploads: new BulkUploadsRepository(db),
        shipments,
        stock: new VendorExchangeRepository(db),
        integrations,
        log,
      }),
    );
    bulkCarriersRoutes(app, new CarriersService(new CarriersRepository(db)));
    bulkTransactionsRoutes(app, new TransactionsService(new TransactionsRepository(db)));
    bulkSearchRoutes(app, new BulkSearchService(new BulkSearchRepository(readDb)));
  },
  jobs: moduleJobs<BulkJobs>(BULK_QUEUES, {
    // The 810 after the ASN; a second run finds the order invoiced and sends nothing.
    'bulk.send-invoice': async ({ db, integrations }, payload) =>
      sendInvoice({ repo: new ShipmentsRepository(db), integrations }, payload),
  }),
});
