import { defineModule } from '../../platform/module';
import { NiceLabelsRepository } from './nice-labels/nice-labels.repository';
import { niceLabelsRoutes } from './nice-labels/nice-labels.routes';
import { NiceLabelsService } from './nice-labels/nice-labels.service';
import { PrintersService } from './nice-labels/printers.service';

/** Label Printing (D3 2.18): hang tags, ASIN and Chewy labels to the warehouses' printers. */
export const labelPrintingModule = defineModule({
  name: 'label-printing',
  routes: (app, { db, integrations }) => {
    const repo = new NiceLabelsRepository(db);
    niceLabelsRoutes(app, new NiceLabelsService(repo, integrations), new PrintersService(repo));
  },
});
