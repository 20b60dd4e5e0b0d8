import { defineModule } from '../../platform/module';
import { applyPaymentsRoutes } from './apply-payments/apply-payments.routes';
import { ApplyPaymentsService } from './apply-payments/apply-payments.service';
import { AutobuildRepository } from './autobuild/autobuild.repository';
import { autobuildRoutes } from './autobuild/autobuild.routes';
import { AutobuildService } from './autobuild/autobuild.service';
import { invoicesRoutes } from './invoices/invoices.routes';
import { InvoicesService } from './invoices/invoices.service';
import { ErpUploadsRepository } from './order-uploads/order-uploads.repository';
import { orderUploadsRoutes } from './order-uploads/order-uploads.routes';
import { OrderUploadsService } from './order-uploads/order-uploads.service';

/**
 * Acumatica screens (D1 section 2, the acumatica scope): Download Acumatica Invoices, Acumatica
 * Order Uploads, Acumatica Apply Payments and Acumatica AutoBuild (D3 2.13).
 */
export const erpModule = defineModule({
  name: 'erp',
  routes: (app, { db, integrations }) => {
    const uploads = new ErpUploadsRepository(db);
    invoicesRoutes(app, new InvoicesService(integrations));
    orderUploadsRoutes(app, new OrderUploadsService(uploads, integrations));
    applyPaymentsRoutes(app, new ApplyPaymentsService(uploads, integrations));
    autobuildRoutes(app, new AutobuildService(new AutobuildRepository(db), integrations));
  },
});
