import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Company } from '../../../../src/shared/domain/identity/companies';
import type { Db } from '../../../../src/server/platform/db/client';
import { IntegrationError } from '../../../../src/server/integrations/integration-error';
import { AcumaticaSandbox } from '../../../../src/server/integrations/acumatica/sandbox';
import { routeEntity } from './acumatica-fake-routes';
import { isRecord, type Json } from './acumatica-fake-wire';
import { FakeHttpServer, HttpAnswer, retryAfterHeader, type Answer } from './fake-http-server';

/**
 * A local Acumatica that speaks the contract-based REST wire format over the Acumatica simulator:
 * the REST request becomes a port call of AcumaticaSandbox (so the ERP's rules live in one place),
 * the answer goes back as Acumatica's JSON (money as numbers, null fields as `{}`, bookkeeping
 * fields) and a refusal as Acumatica's error bodies. Sign-in by cookie session or OAuth token.
 * Failures can be switched on per test: a 429 with Retry-After, a 500, a slow answer, expired
 * sessions.
 */
export type FakeOptions = {
  /** The simulator's database; may be attached later (when the app under test creates it). */
  db?: Db;
  now: () => Date;
  autobuildMs?: number;
  version?: string;
  /** Acumatica tenant name -> app company. */
  tenants: Record<string, Company>;
  users: Record<string, string>;
  clients: Record<string, string>;
};

type Scripted = { status: 429 | 500 | 503; retryAfter?: string; times: number; match?: RegExp };
export type Logged = { method: string; path: string; auth: 'cookie' | 'bearer' | 'none' };

export class AcumaticaFake extends FakeHttpServer<Scripted, Logged> {
  private readonly sessions = new Map<string, Company>();
  private readonly tokens = new Map<string, Company>();
  private longRun = 0;
  private readonly running = new Map<string, number>();
  logins = 0;
  logouts = 0;
  tokensIssued = 0;

  constructor(private readonly options: FakeOptions) {
    super();
  }

  attach(db: Db): void {
    this.options.db = db;
  }

  /** The next `times` calls matching `match` wait `ms` before they are handled (and are handled all the same). */
  slowDown(ms: number, match: RegExp = /./, times = Number.POSITIVE_INFINITY): void {
    this.delayCalls(ms, match, times);
  }

  /** Every session and token ends, as when the ERP restarts or a session times out. */
  expireSessions(): void {
    this.sessions.clear();
    this.tokens.clear();
  }

  /** Actions answer 202 with a Location that answers 202 `polls` times, then 204 (a long-running operation). */
  runActionsLong(polls: number): void {
    this.longRun = polls;
  }

  override reset(): void {
    this.longRun = 0;
    super.reset();
  }

  protected fault(error: unknown): Answer {
    if (error instanceof IntegrationError) return this.integrationAnswer(error, {});
    return {
      status: 500,
      body: {
        message: 'An error has occurred.',
        exceptionMessage: String(error),
        exceptionType: 'System.Exception',
      },
    };
  }

  protected async answer(req: IncomingMessage, raw: string): Promise<Answer> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (method === 'POST' && path === '/entity/auth/login')
      return { status: 204, body: undefined, headers: this.login(raw) };
    if (method === 'POST' && path === '/entity/auth/logout') {
      const sid = this.cookieOf(req);
      if (sid && this.sessions.delete(sid)) this.logouts += 1;
      return {
        status: 204,
        headers: { 'set-cookie': 'ASP.NET_SessionId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' },
      };
    }
    if (method === 'POST' && path === '/identity/connect/token')
      return { status: 200, body: this.token(raw) };

    const poll = /^\/entity\/longrunning\/([\w-]+)$/.exec(path);
    if (method === 'GET' && poll?.[1]) {
      this.log.push({
        method,
        path: path.slice('/entity/'.length),
        auth: this.cookieOf(req) ? 'cookie' : 'none',
      });
      const left = this.running.get(poll[1]);
      if (left === undefined) throw new HttpAnswer(404, { message: 'No such operation.' });
      if (left > 0) {
        this.running.set(poll[1], left - 1);
        return { status: 202, headers: { location: path } };
      }
      this.running.delete(poll[1]);
      return { status: 204 };
    }

    const prefix = `/entity/Default/${this.options.version ?? '23.200.001'}/`;
    if (!path.startsWith(prefix)) throw new HttpAnswer(404, { message: `No endpoint at ${path}` });
    const sid = this.cookieOf(req);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    this.log.push({
      method,
      path: path.slice(prefix.length),
      auth: sid ? 'cookie' : bearer ? 'bearer' : 'none',
    });
    const company = (sid && this.sessions.get(sid)) || (bearer && this.tokens.get(bearer));
    if (!company) throw new HttpAnswer(401, { message: 'You are not logged in.' });

    const rest = path.slice(prefix.length);
    const failure = this.takeFailure(`${method} ${rest}`);
    if (failure) {
      const body =
        failure.status === 429
          ? { message: 'API Rate Limit exceeded.' }
          : {
              message: 'An error has occurred.',
              exceptionMessage: 'The server is busy.',
              exceptionType: 'System.Exception',
            };
      throw new HttpAnswer(failure.status, body, retryAfterHeader(failure));
    }
    await this.lateness(`${method} ${rest}`);

    const body = raw === '' ? {} : (JSON.parse(raw) as unknown);
    try {
      const answer = await this.route(
        company,
        method,
        rest.split('/').map(decodeURIComponent),
        url.searchParams,
        body,
      );
      if (answer === undefined && this.longRun > 0) {
        const id = randomUUID();
        this.running.set(id, this.longRun);
        return { status: 202, headers: { location: `/entity/longrunning/${id}` } };
      }
      if (answer === undefined) return { status: 204 };
      return { status: 200, body: answer };
    } catch (error) {
      if (!(error instanceof IntegrationError)) throw error;
      return this.integrationAnswer(error, isRecord(body) && isRecord(body.entity) ? body.entity : body);
    }
  }

  /** A refusal of the simulator as Acumatica answers it; `sent` is the entity the call sent. */
  private integrationAnswer(error: IntegrationError, sent: unknown): Answer {
    const message = error.message;
    if (error.code === 'not_found') return { status: 404, body: { message } };
    if (error.code === 'unavailable') {
      return {
        status: 503,
        body: {
          message: 'An error has occurred.',
          exceptionMessage: message,
          exceptionType: 'System.Exception',
        },
      };
    }
    return { status: 422, body: this.refusal(message, sent) };
  }

  /** A 422 as Acumatica sends it: the entity with the error on its field, or on the entity. */
  private refusal(message: string, body: unknown): Json {
    const m = /^(\w+): (.*)$/s.exec(message);
    const source = isRecord(body) ? body : {};
    const name = m?.[1] ?? '';
    const target = source[name];
    if (m && isRecord(target) && 'value' in target) return { ...source, [name]: { ...target, error: m[2] } };
    return { ...source, error: message };
  }

  private cookieOf(req: IncomingMessage): string | null {
    const cookies = req.headers.cookie ?? '';
    return /(?:^|;\s*)ASP\.NET_SessionId=([^;]+)/.exec(cookies)?.[1] ?? null;
  }

  private login(raw: string): Record<string, string> {
    const body = JSON.parse(raw || '{}') as { name?: string; password?: string; company?: string };
    const company = body.company ? this.options.tenants[body.company] : undefined;
    if (!body.name || this.options.users[body.name] !== body.password || !company) {
      throw new HttpAnswer(401, { message: 'Invalid credentials. Please try again.' });
    }
    const sid = randomUUID();
    this.sessions.set(sid, company);
    this.logins += 1;
    return { 'set-cookie': `ASP.NET_SessionId=${sid}; path=/; HttpOnly` };
  }

  private token(raw: string): Json {
    const form = new URLSearchParams(raw);
    const [clientId, tenant] = (form.get('client_id') ?? '').split('@');
    const company = tenant ? this.options.tenants[tenant] : undefined;
    if (!clientId || this.options.clients[clientId] !== form.get('client_secret') || !company) {
      throw new HttpAnswer(400, { error: 'invalid_client' });
    }
    const grant = form.get('grant_type');
    if (grant === 'password') {
      const name = form.get('username') ?? '';
      if (this.options.users[name] !== form.get('password'))
        throw new HttpAnswer(400, { error: 'invalid_grant' });
    } else if (grant !== 'client_credentials') {
      throw new HttpAnswer(400, { error: 'unsupported_grant_type' });
    }
    const token = randomUUID();
    this.tokens.set(token, company);
    this.tokensIssued += 1;
    return { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: form.get('scope') ?? 'api' };
  }

  private async route(
    company: Company,
    method: string,
    path: string[],
    query: URLSearchParams,
    wire: unknown,
  ): Promise<unknown> {
    if (!this.options.db) throw new Error('The Acumatica fake has no database attached');
    const erp = new AcumaticaSandbox(this.options.db, company, {
      now: this.options.now,
      autobuildMs: this.options.autobuildMs,
    });
    return routeEntity(erp, method, path, query, wire);
  }
}
