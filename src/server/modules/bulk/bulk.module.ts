import { defineModule } from '../../platform/module';
import { BulkPullsheetsRepository } from './pullsheets/bulk-pullsheets.repository';
import { bulkPullsheetsRoutes } from './pullsheets/bulk-pullsheets.routes';
import { BulkPullsheetsService } from './pullsheets/bulk-pullsheets.service';

/** Bulk (D2): the office screens of bulk EDI orders. Today: Bulk Pull Sheets. */
export const bulkModule = defineModule({
  name: 'bulk',
  routes: (app, { db }) => {
    bulkPullsheetsRoutes(app, new BulkPullsheetsService(new BulkPullsheetsRepository(db)));
  },
});
