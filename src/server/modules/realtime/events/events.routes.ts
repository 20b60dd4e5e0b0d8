import { changeStream, issueEventTicket, SSE_EVENTS } from '@shared/api/realtime/events';
import { route } from '../../../platform/http/route';
import { requireCompany, requirePrincipal, type App } from '../../../platform/http/types';
import type { SseHub } from '../../../platform/realtime/sse-hub';
import type { ChangeFeedService } from '../change-feed.service';

/** The plain change stream (ARCHITECTURE section 7) and the tickets EventSource opens it with. */
export function eventRoutes(app: App, feed: ChangeFeedService, hub: SseHub): void {
  route(app, issueEventTicket, async (_, req) => {
    const raw = req.headers.company_id;
    return feed.ticket(
      requirePrincipal(req.principal),
      (Array.isArray(raw) ? raw[0] : raw) ?? '',
      req.session,
    );
  });

  // The stream takes the response over from Fastify; the contract gives its method, path and access.
  route(app, changeStream, async (_, req, reply) => {
    const principal = requirePrincipal(req.principal);
    const company = requireCompany(req.company);
    const stream = hub.open(req, reply);
    stream.send(SSE_EVENTS.ready, {
      company,
      warehouse: principal.kind === 'device' ? principal.warehouse : null,
    });
    let seq = 0;
    stream.onClose(feed.listen(principal, company, (event) => stream.send(SSE_EVENTS.change, event, ++seq)));
    return reply;
  });
}
