import { defineModule } from '../../platform/module';
import { BulkDecisionsRepository } from './decisions/decisions.repository';
import { bulkDecisionsRoutes } from './decisions/decisions.routes';
import { BulkDecisionsService } from './decisions/decisions.service';
import { BulkInvoicesRepository } from './invoices/bulk-invoices.repository';
import { bulkInvoicesRoutes } from './invoices/bulk-invoices.routes';
import { BulkInvoicesService } from './invoices/bulk-invoices.service';
import { BulkOrdersRepository } from './orders/bulk-orders.repository';
import { bulkOrdersRoutes } from './orders/bulk-orders.routes';
import { BulkOrdersService } from './orders/bulk-orders.service';
import { BulkPullsheetsRepository } from './pullsheets/bulk-pullsheets.repository';
import { bulkPullsheetsRoutes } from './pullsheets/bulk-pullsheets.routes';
import { BulkPullsheetsService } from './pullsheets/bulk-pullsheets.service';
import { BulkUploadsRepository } from './uploads/bulk-uploads.repository';
import { bulkUploadsRoutes } from './uploads/bulk-uploads.routes';
import { BulkUploadsService } from './uploads/bulk-uploads.service';

/** Bulk (D2): the office screens of bulk EDI orders. Today: Bulk Pull Sheets. */
export const bulkModule = defineModule({
  name: 'bulk',
  routes: (app, { db, integrations }) => {
    bulkOrdersRoutes(app, new BulkOrdersService(new BulkOrdersRepository(db)));
    bulkPullsheetsRoutes(app, new BulkPullsheetsService(new BulkPullsheetsRepository(db)));
    bulkUploadsRoutes(app, new BulkUploadsService(new BulkUploadsRepository(db)));
    bulkInvoicesRoutes(app, new BulkInvoicesService(new BulkInvoicesRepository(db)));
    bulkDecisionsRoutes(app, new BulkDecisionsService(new BulkDecisionsRepository(db), integrations));
  },
});
