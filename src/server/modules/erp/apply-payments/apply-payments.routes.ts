import { applyAcumaticaPayments } from '@shared/api/erp/apply-payments';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { ApplyPaymentsService } from './apply-payments.service';

/** Acumatica Apply Payments (D1 sections 2 and 7): POST /acumatica/apply_payments. */
export function applyPaymentsRoutes(app: App, service: ApplyPaymentsService): void {
  route(app, applyAcumaticaPayments, async ({ body }, req) =>
    service.apply(requireUser(req.principal), requireCompany(req.company), body),
  );
}
