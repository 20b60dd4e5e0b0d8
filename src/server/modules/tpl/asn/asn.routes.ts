import { sendAsn } from '@shared/api/tpl/asn';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { AsnService } from './asn.service';

/** 3PL Advanced Ship Notice (D3 7): POST /tpl/geodis/asn. */
export function asnRoutes(app: App, service: AsnService): void {
  route(app, sendAsn, async ({ body }, req) =>
    service.send(requireUser(req.principal), requireCompany(req.company), body.transfer_order),
  );
}
