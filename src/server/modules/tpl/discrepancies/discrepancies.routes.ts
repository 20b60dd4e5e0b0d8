import { listDiscrepancies, updateDiscrepancy } from '@shared/api/tpl/discrepancies';
import { route } from '../../../platform/http/route';
import { requireCompany } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { DiscrepanciesService } from './discrepancies.service';

/** 3PL Discrepancies (D3 section 7 "3PL"): the list and the status update. */
export function discrepanciesRoutes(app: App, discrepancies: DiscrepanciesService): void {
  route(app, listDiscrepancies, async ({ query }, req) =>
    discrepancies.list(requireCompany(req.company), query.status),
  );
  route(app, updateDiscrepancy, async ({ body }, req) =>
    discrepancies.update(requireCompany(req.company), body),
  );
}
