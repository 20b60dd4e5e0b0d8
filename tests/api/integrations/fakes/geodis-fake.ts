import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Company } from '../../../../src/shared/domain/identity/companies';
import type { Db } from '../../../../src/server/platform/db/client';
import { IntegrationError } from '../../../../src/server/integrations/integration-error';
import { GeodisSandbox } from '../../../../src/server/integrations/geodis/sandbox';
import type { TplSalesOrder, TplTransferOrder } from '../../../../src/server/integrations/geodis/port';
import { IN_PROGRESS } from '../../../../src/server/integrations/geodis/http/client';
import { toWire } from '../../../../src/server/integrations/geodis/http/wire';

/**
 * A local Geodis that speaks the API's wire format over the Geodis simulator: an OAuth 2
 * client-credentials token endpoint, JSON below `/v1/accounts/<account>/`, answers in snake_case
 * (confirmations camelCase in `data.body.response.order`), refusals as `{ error: { code, message } }`.
 * Each request becomes a call of GeodisSandbox, so the simulator's rules and its failure switches
 * (SandboxControl: next, always, delayMs) come out as Geodis's answers (a switched failure is a
 * 503). Writes honour Idempotency-Key: a repeated key gets the first answer, or a 409 while the
 * first still runs. Failures can also be scripted per test: a status (with Retry-After), a slow
 * answer, expired tokens.
 */
export type GeodisFakeOptions = {
  /** The simulator's database; may be attached later (when the app under test creates it). */
  db?: Db;
  now: () => Date;
  shipAfterMs?: number;
  /** Geodis account -> app company. */
  accounts: Record<string, Company>;
  /** client id -> secret. */
  clients: Record<string, string>;
  /** Token lifetime in seconds (expires_in). */
  tokenSeconds?: number;
};

type Scripted = { status: 429 | 500 | 502 | 503; retryAfter?: string; times: number; match?: RegExp };
export type GeodisLogged = { method: string; path: string; idempotencyKey: string | null; auth: boolean };
type Answer = { status: number; body: unknown; headers?: Record<string, string> };

class HttpAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

const refusal = (status: number, code: string, message: string) =>
  new HttpAnswer(status, { error: { code, message } });

export class GeodisFake {
  private server: Server | null = null;
  private readonly tokens = new Map<string, number>();
  private readonly done = new Map<string, Answer>();
  private readonly running = new Set<string>();
  private scripted: Scripted[] = [];
  private slow: { ms: number; match: RegExp; times: number } | null = null;
  readonly log: GeodisLogged[] = [];
  tokensIssued = 0;
  url = '';

  constructor(private readonly options: GeodisFakeOptions) {}

  attach(db: Db): void {
    this.options.db = db;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next `times` calls matching `match` (`METHOD path` below the account) answer this status. */
  failNext(failure: Scripted): void {
    this.scripted.push({ ...failure });
  }

  /** The next `times` matching calls wait `ms`, then are handled all the same. */
  slowDown(ms: number, match: RegExp = /./, times = Number.POSITIVE_INFINITY): void {
    this.slow = { ms, match, times };
  }

  /** Every token is refused from now on, as when Geodis rotates its keys before expires_in. */
  expireTokens(): void {
    this.tokens.clear();
  }

  reset(): void {
    this.scripted = [];
    this.slow = null;
    this.log.length = 0;
  }

  calls(method: string, path: RegExp): GeodisLogged[] {
    return this.log.filter((l) => l.method === method && path.test(l.path));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = ({ status, body, headers = {} }: Answer) => {
      if (res.destroyed) return;
      const text = body === undefined ? '' : JSON.stringify(body);
      res.writeHead(status, { ...(text ? { 'content-type': 'application/json' } : {}), ...headers });
      res.end(text);
    };
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    let claimed = false;
    try {
      const raw = await new Promise<string>((resolve, reject) => {
        let data = '';
        req.on('data', (c: Buffer) => (data += c.toString('utf8')));
        req.on('end', () => resolve(data));
        req.on('error', reject);
      });
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      if (method === 'POST' && url.pathname === '/oauth/token')
        return send({ status: 200, body: this.token(raw) });

      const m = /^\/v1\/accounts\/([^/]+)\/(.*)$/.exec(url.pathname);
      if (!m) throw refusal(404, 'NOT_FOUND', `No resource at ${url.pathname}`);
      const rest = m[2] ?? '';
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const expires = this.tokens.get(bearer);
      this.log.push({ method, path: rest, idempotencyKey: key, auth: expires !== undefined });
      if (expires === undefined || expires <= Date.now())
        throw new HttpAnswer(401, { error: 'invalid_token', error_description: 'The access token expired.' });
      const company = this.options.accounts[decodeURIComponent(m[1] ?? '')];
      if (!company) throw refusal(403, 'FORBIDDEN', `This client has no access to account ${m[1]}.`);

      if (key) {
        const first = this.done.get(key);
        if (first) return send(first);
        if (this.running.has(key))
          throw refusal(409, IN_PROGRESS, 'A request with this Idempotency-Key is still being processed.');
        this.running.add(key);
        claimed = true;
      }
      const failure = this.scripted.find((f) => f.times > 0 && (f.match ?? /./).test(`${method} ${rest}`));
      if (failure) {
        failure.times -= 1;
        throw new HttpAnswer(
          failure.status,
          { error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.' } },
          failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
        );
      }
      if (this.slow && this.slow.times > 0 && this.slow.match.test(`${method} ${rest}`)) {
        this.slow.times -= 1;
        await sleep(this.slow.ms);
      }
      const body = raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>);
      const answer: Answer = { status: method === 'POST' && rest === 'asns' ? 201 : 200, body: undefined };
      try {
        answer.body = await this.route(company, method, rest, url.searchParams, body);
      } catch (error) {
        if (!(error instanceof IntegrationError)) throw error;
        if (error.code === 'unavailable') throw refusal(503, 'SERVICE_UNAVAILABLE', error.message);
        Object.assign(
          answer,
          error.code === 'not_found'
            ? { status: 404, body: { error: { code: 'NOT_FOUND', message: error.message } } }
            : { status: 422, body: { error: { code: 'REJECTED', message: error.message } } },
        );
      }
      // What was done is remembered under its key (a failure that did nothing is not).
      if (key) this.done.set(key, answer);
      return send(answer);
    } catch (error) {
      if (error instanceof HttpAnswer) return send(error);
      return send({ status: 500, body: { error: { code: 'INTERNAL', message: String(error) } } });
    } finally {
      if (claimed && key) this.running.delete(key);
    }
  }

  private token(raw: string) {
    const form = new URLSearchParams(raw);
    if (form.get('grant_type') !== 'client_credentials')
      throw new HttpAnswer(400, { error: 'unsupported_grant_type' });
    const id = form.get('client_id') ?? '';
    if (!(id in this.options.clients) || this.options.clients[id] !== form.get('client_secret'))
      throw new HttpAnswer(401, {
        error: 'invalid_client',
        error_description: 'Client authentication failed.',
      });
    const token = randomUUID();
    const seconds = this.options.tokenSeconds ?? 3600;
    this.tokens.set(token, Date.now() + seconds * 1000);
    this.tokensIssued += 1;
    return { access_token: token, token_type: 'Bearer', expires_in: seconds };
  }

  private async route(
    company: Company,
    method: string,
    rest: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): Promise<unknown> {
    if (!this.options.db) throw new Error('The Geodis fake has no database attached');
    const tpl = new GeodisSandbox(this.options.db, company, {
      now: this.options.now,
      shipAfterMs: this.options.shipAfterMs,
    });
    const cancel = /^orders\/([^/]*)\/cancel$/.exec(rest);
    if (method === 'POST' && rest === 'orders') {
      if (!Array.isArray(body.orders)) throw refusal(400, 'BAD_REQUEST', 'orders must be a list');
      return toWire.orders(await tpl.createOrders(body.orders as TplSalesOrder[]));
    }
    if (method === 'POST' && rest === 'asns')
      return toWire.asn(await tpl.sendAsn((body.transfer_order ?? {}) as TplTransferOrder));
    if (method === 'POST' && cancel)
      return toWire.cancel(await tpl.cancelOrder(decodeURIComponent(cancel[1] ?? '')));
    if (method === 'GET' && rest === 'inventory') return toWire.inventory(await tpl.getInventory());
    if (method === 'GET' && rest === 'shipment-confirmations') {
      return toWire.confirmations(
        await tpl.getShipmentConfirmations({
          from: query.get('start_date') ?? '',
          to: query.get('end_date') ?? '',
        }),
      );
    }
    throw refusal(404, 'NOT_FOUND', `No resource at ${method} ${rest}`);
  }
}
