import { defineModule } from '../../platform/module';
import { invoicesRoutes } from './invoices/invoices.routes';
import { InvoicesService } from './invoices/invoices.service';

/** Acumatica screens (D1 section 2, the acumatica scope). Today: Download Acumatica Invoices. */
export const erpModule = defineModule({
  name: 'erp',
  routes: (app, { integrations }) => {
    invoicesRoutes(app, new InvoicesService(integrations));
  },
});
