import { defineModule } from '../../../platform/module';
import { LabelsRepository } from './labels.repository';
import { bulkLabelsRoutes } from './labels.routes';
import { LabelsService } from './labels.service';

/** Bulk box and pallet labels (D2): its own module so the label files' store is handed in one place. */
export const bulkLabelsModule = defineModule({
  name: 'bulk-labels',
  routes: (app, { db, files }) => {
    bulkLabelsRoutes(app, new LabelsService(new LabelsRepository(db), files));
  },
});
