import { cancelTplOrder } from '@shared/api/tpl/cancel';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { TplCancelService } from './cancel.service';

/** Cancel 3PL Order (D3 2.3): POST /tpl/geodis/cancelOrder. */
export function tplCancelRoutes(app: App, cancel: TplCancelService): void {
  route(app, cancelTplOrder, async ({ body }, req) =>
    cancel.cancel(requireCompany(req.company), body.order_number),
  );
}
