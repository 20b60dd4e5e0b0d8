import { readLog } from '@shared/api/admin/log';
import { encodeEnvelope } from '@shared/lib/codec';
import { route } from '../../../platform/http/route';
import { requireCompany } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { LogService } from './log.service';

/** Log (D3 2.15): "a base64 string of zlib-compressed JSON whose data field is an array". */
export function logRoutes(app: App, log: LogService): void {
  route(app, readLog, async ({ query }, req) =>
    encodeEnvelope({ data: await log.list(requireCompany(req.company), query.limit, query.level) }),
  );
}
