import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Company } from '../../../../src/shared/domain/identity/companies';
import type { Db } from '../../../../src/server/platform/db/client';
import { IntegrationError } from '../../../../src/server/integrations/integration-error';
import { GeodisSandbox } from '../../../../src/server/integrations/geodis/sandbox';
import type { TplSalesOrder, TplTransferOrder } from '../../../../src/server/integrations/geodis/port';
import { IN_PROGRESS } from '../../../../src/server/integrations/geodis/http/client';
import { toWire } from '../../../../src/server/integrations/geodis/http/wire';
import { FakeHttpServer, HttpAnswer, retryAfterHeader, type Answer } from './fake-http-server';

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

const refusal = (status: number, code: string, message: string) =>
  new HttpAnswer(status, { error: { code, message } });

export class GeodisFake extends FakeHttpServer<Scripted, GeodisLogged> {
  private readonly tokens = new Map<string, number>();
  private readonly done = new Map<string, Answer>();
  private readonly running = new Set<string>();
  tokensIssued = 0;

  constructor(private readonly options: GeodisFakeOptions) {
    super();
  }

  attach(db: Db): void {
    this.options.db = db;
  }

  /** The next `times` matching calls wait `ms`, then are handled all the same. */
  slowDown(ms: number, match: RegExp = /./, times = Number.POSITIVE_INFINITY): void {
    this.delayCalls(ms, match, times);
  }

  /** Every token is refused from now on, as when Geodis rotates its keys before expires_in. */
  expireTokens(): void {
    this.tokens.clear();
  }

  override reset(): void {
    super.reset();
  }

  protected fault(error: unknown): Answer {
    return { status: 500, body: { error: { code: 'INTERNAL', message: String(error) } } };
  }

  protected async answer(req: IncomingMessage, raw: string): Promise<Answer> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/oauth/token') return { status: 200, body: this.token(raw) };

    const m = /^\/v1\/accounts\/([^/]+)\/(.*)$/.exec(url.pathname);
    if (!m) throw refusal(404, 'NOT_FOUND', `No resource at ${url.pathname}`);
    const rest = m[2] ?? '';
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const expires = this.tokens.get(bearer);
    this.log.push({ method, path: rest, idempotencyKey: key, auth: expires !== undefined });
    if (expires === undefined || expires <= Date.now())
      throw new HttpAnswer(401, { error: 'invalid_token', error_description: 'The access token expired.' });
    const company = this.options.accounts[decodeURIComponent(m[1] ?? '')];
    if (!company) throw refusal(403, 'FORBIDDEN', `This client has no access to account ${m[1]}.`);

    if (!key) return this.handle(company, method, rest, url.searchParams, raw);
    const first = this.done.get(key);
    if (first) return first;
    if (this.running.has(key))
      throw refusal(409, IN_PROGRESS, 'A request with this Idempotency-Key is still being processed.');
    this.running.add(key);
    try {
      const answer = await this.handle(company, method, rest, url.searchParams, raw);
      // What was done is remembered under its key (a failure that did nothing is not).
      this.done.set(key, answer);
      return answer;
    } finally {
      this.running.delete(key);
    }
  }

  private async handle(
    company: Company,
    method: string,
    rest: string,
    query: URLSearchParams,
    raw: string,
  ): Promise<Answer> {
    const failure = this.takeFailure(`${method} ${rest}`);
    if (failure) {
      throw new HttpAnswer(
        failure.status,
        { error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.' } },
        retryAfterHeader(failure),
      );
    }
    await this.lateness(`${method} ${rest}`);
    const body = raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>);
    const answer: Answer = { status: method === 'POST' && rest === 'asns' ? 201 : 200, body: undefined };
    try {
      answer.body = await this.route(company, method, rest, query, body);
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
    return answer;
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
    const asn = /^asns\/([^/]+)$/.exec(rest);
    if (method === 'GET' && asn) {
      const nbr = decodeURIComponent(asn[1] ?? '');
      const receipt = await tpl.getAsn(nbr);
      if (!receipt) throw refusal(404, 'NOT_FOUND', `No ASN for transfer order ${nbr}`);
      return toWire.asn(receipt);
    }
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
