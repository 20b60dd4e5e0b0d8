import { createScanSheet, downloadScanSheet, listScanSheets } from '@shared/api/dropship/usps-scan-form';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { UspsScanFormService } from './usps-scan-form.service';

/** USPS Scan Form (D1 sections 2 and 7). */
export function uspsScanFormRoutes(app: App, forms: UspsScanFormService): void {
  route(app, listScanSheets, async (_, req) => forms.list(requireCompany(req.company)));
  route(app, createScanSheet, async ({ body }, req) => ({
    scansheet: await forms.create(requireUser(req.principal), requireCompany(req.company), body),
  }));
  route(app, downloadScanSheet, async ({ query }, req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return forms.download(requireCompany(req.company), query.key);
  });
}
