import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Company } from '../../../../src/shared/domain/identity/companies';
import type { Db } from '../../../../src/server/platform/db/client';
import { IntegrationError } from '../../../../src/server/integrations/integration-error';
import { AcumaticaSandbox } from '../../../../src/server/integrations/acumatica/sandbox';
import type { Field } from '../../../../src/server/integrations/acumatica/fields';
import type { PhysicalCountLine, SalesOrderInput } from '../../../../src/server/integrations/acumatica/port';
import { MONEY_FIELDS } from '../../../../src/server/integrations/acumatica/http/wire';

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

type Json = Record<string, unknown>;

class HttpAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Port shape -> Acumatica wire: money as numbers, `{ value: null }` as `{}`. */
function toAcumatica(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v, i) => withRow(toAcumatica(v, key), i));
  if (!isRecord(value)) return value;
  if ('value' in value) {
    const v = value.value;
    if (v === null || v === undefined) return {};
    return { value: MONEY_FIELDS.has(key) && typeof v === 'string' ? Number(v) : v };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'id' ? v : toAcumatica(v, k)]));
}

function withRow(value: unknown, index: number): unknown {
  return isRecord(value) && 'id' in value
    ? { ...value, rowNumber: index + 1, note: null, custom: {} }
    : value;
}

function entity(value: unknown): unknown {
  const wire = toAcumatica(value);
  return isRecord(wire) ? { ...wire, rowNumber: 1, note: null, custom: {}, _links: {} } : wire;
}

/** Acumatica wire -> port input: money numbers back to decimal text. */
function fromAcumatica(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => fromAcumatica(v, key));
  if (!isRecord(value)) return value;
  if ('value' in value) {
    const v = value.value;
    if (MONEY_FIELDS.has(key) && typeof v === 'number') {
      const cents = Math.round(v * 100);
      return { value: Math.abs(cents - v * 100) < 1e-6 ? (cents / 100).toFixed(2) : String(v) };
    }
    return { value: v };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromAcumatica(v, k)]));
}

/** A tiny OData $filter: and/or, parentheses, eq/ne/gt/ge/lt/le, 'text' and datetimeoffset'...'. */
type Expr =
  | { op: 'and'; left: Expr; right: Expr }
  | { op: 'or'; left: Expr; right: Expr }
  | { op: 'cmp'; field: string; cmp: string; literal: string; date: boolean };

function parseFilter(text: string): Expr {
  const tokens = text.match(/datetimeoffset'[^']*'|'(?:[^']|'')*'|\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const take = () => {
    const t = tokens[at++];
    if (t === undefined) throw new HttpAnswer(400, { message: `Invalid $filter: ${text}` });
    return t;
  };
  const primary = (): Expr => {
    if (peek() === '(') {
      take();
      const inner = or();
      if (take() !== ')') throw new HttpAnswer(400, { message: `Invalid $filter: ${text}` });
      return inner;
    }
    const field = take();
    const cmp = take();
    const raw = take();
    const date = raw.startsWith('datetimeoffset');
    const literal = raw
      .replace(/^datetimeoffset/, '')
      .slice(1, -1)
      .replace(/''/g, "'");
    return { op: 'cmp', field, cmp, literal, date };
  };
  const and = (): Expr => {
    let left = primary();
    while (peek() === 'and') {
      take();
      left = { op: 'and', left, right: primary() };
    }
    return left;
  };
  const or = (): Expr => {
    let left = and();
    while (peek() === 'or') {
      take();
      left = { op: 'or', left, right: and() };
    }
    return left;
  };
  const expr = or();
  if (at !== tokens.length) throw new HttpAnswer(400, { message: `Invalid $filter: ${text}` });
  return expr;
}

function matches(expr: Expr, row: Json): boolean {
  if (expr.op === 'and') return matches(expr.left, row) && matches(expr.right, row);
  if (expr.op === 'or') return matches(expr.left, row) || matches(expr.right, row);
  const f = row[expr.field];
  const v = isRecord(f) ? f.value : undefined;
  const raw = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
  const actual = expr.date ? raw.slice(0, 10) : raw;
  const wanted = expr.date ? expr.literal.slice(0, 10) : expr.literal;
  switch (expr.cmp) {
    case 'eq':
      return actual === wanted;
    case 'ne':
      return actual !== wanted;
    case 'gt':
      return actual > wanted;
    case 'ge':
      return actual >= wanted;
    case 'lt':
      return actual < wanted;
    case 'le':
      return actual <= wanted;
    default:
      throw new HttpAnswer(400, { message: `Unsupported operator ${expr.cmp}` });
  }
}

/** `Field eq 'x'` clauses of the top-level `and` chain: what the fake asks the simulator for. */
function equalities(expr: Expr | null, into: Map<string, string[]> = new Map()): Map<string, string[]> {
  if (!expr) return into;
  if (expr.op === 'and') {
    equalities(expr.left, into);
    equalities(expr.right, into);
  } else if (expr.op === 'cmp') {
    const key = `${expr.field} ${expr.cmp}`;
    into.set(key, [...(into.get(key) ?? []), expr.literal]);
  }
  return into;
}

const val = (f: unknown): string => (isRecord(f) && typeof f.value === 'string' ? f.value : '');

export class AcumaticaFake {
  private server: Server | null = null;
  private readonly sessions = new Map<string, Company>();
  private readonly tokens = new Map<string, Company>();
  private scripted: Scripted[] = [];
  private slow: { ms: number; match: RegExp; times: number } | null = null;
  private longRun = 0;
  private readonly running = new Map<string, number>();
  readonly log: Logged[] = [];
  logins = 0;
  logouts = 0;
  tokensIssued = 0;
  url = '';

  constructor(private readonly options: FakeOptions) {}

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

  /** The next `times` calls (matching `match`, default any entity call) answer this status. */
  failNext(failure: Scripted): void {
    this.scripted.push({ ...failure });
  }

  /** The next `times` calls matching `match` wait `ms` before they are handled (and are handled all the same). */
  slowDown(ms: number, match: RegExp = /./, times = Number.POSITIVE_INFINITY): void {
    this.slow = { ms, match, times };
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

  reset(): void {
    this.longRun = 0;
    this.scripted = [];
    this.slow = null;
    this.log.length = 0;
  }

  calls(method: string, path: RegExp): Logged[] {
    return this.log.filter((l) => l.method === method && path.test(l.path));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      if (res.destroyed) return;
      const text = body === undefined ? '' : JSON.stringify(body);
      res.writeHead(status, { ...(text ? { 'content-type': 'application/json' } : {}), ...headers });
      res.end(text);
    };
    let sent: unknown = {};
    try {
      const raw = await new Promise<string>((resolve, reject) => {
        let data = '';
        req.on('data', (c: Buffer) => (data += c.toString('utf8')));
        req.on('end', () => resolve(data));
        req.on('error', reject);
      });
      const method = req.method ?? 'GET';
      const path = url.pathname;
      if (method === 'POST' && path === '/entity/auth/login') return send(204, undefined, this.login(raw));
      if (method === 'POST' && path === '/entity/auth/logout') {
        const sid = this.cookieOf(req);
        if (sid && this.sessions.delete(sid)) this.logouts += 1;
        return send(204, undefined, {
          'set-cookie': 'ASP.NET_SessionId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
        });
      }
      if (method === 'POST' && path === '/identity/connect/token') return send(200, this.token(raw));

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
          return send(202, undefined, { location: path });
        }
        this.running.delete(poll[1]);
        return send(204, undefined);
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
      const failure = this.scripted.find((f) => f.times > 0 && (f.match ?? /./).test(`${method} ${rest}`));
      if (failure) {
        failure.times -= 1;
        const headers: Record<string, string> = failure.retryAfter
          ? { 'retry-after': failure.retryAfter }
          : {};
        const body =
          failure.status === 429
            ? { message: 'API Rate Limit exceeded.' }
            : {
                message: 'An error has occurred.',
                exceptionMessage: 'The server is busy.',
                exceptionType: 'System.Exception',
              };
        throw new HttpAnswer(failure.status, body, headers);
      }
      if (this.slow && this.slow.times > 0 && this.slow.match.test(`${method} ${rest}`)) {
        this.slow.times -= 1;
        await sleep(this.slow.ms);
      }

      const body = raw === '' ? {} : (JSON.parse(raw) as unknown);
      sent = isRecord(body) && isRecord(body.entity) ? body.entity : body;
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
        return send(202, undefined, { location: `/entity/longrunning/${id}` });
      }
      if (answer === undefined) return send(204, undefined);
      return send(200, answer);
    } catch (error) {
      if (error instanceof HttpAnswer) return send(error.status, error.body, error.headers);
      if (error instanceof IntegrationError) {
        const message = error.message;
        if (error.code === 'not_found') return send(404, { message });
        if (error.code === 'unavailable') {
          return send(503, {
            message: 'An error has occurred.',
            exceptionMessage: message,
            exceptionType: 'System.Exception',
          });
        }
        return send(422, this.refusal(message, sent));
      }
      return send(500, {
        message: 'An error has occurred.',
        exceptionMessage: String(error),
        exceptionType: 'System.Exception',
      });
    }
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
  ) {
    if (!this.options.db) throw new Error('The Acumatica fake has no database attached');
    const erp = new AcumaticaSandbox(this.options.db, company, {
      now: this.options.now,
      autobuildMs: this.options.autobuildMs,
    });
    const body = fromAcumatica(wire) as Json;
    const filterText = query.get('$filter');
    const filter = filterText ? parseFilter(filterText) : null;
    const eq = equalities(filter);
    const first = (key: string) => eq.get(key)?.[0];
    const expand = new Set((query.get('$expand') ?? '').split(',').filter(Boolean));
    const shaped = (e: Json) => {
      // Collections come only when $expand asks for them, as on the real endpoint.
      const out: Json = {};
      for (const [k, v] of Object.entries(e)) if (!Array.isArray(v) || expand.has(k)) out[k] = v;
      return entity(out);
    };
    // $skip and $top page a list, after the filter, as the real endpoint does.
    const skip = Number(query.get('$skip') ?? 0);
    const top = query.get('$top');
    if (!Number.isInteger(skip) || skip < 0 || (top !== null && !/^\d+$/.test(top)))
      throw new HttpAnswer(400, { message: 'Invalid $top or $skip' });
    const filtered = <T extends Json>(rows: T[]) =>
      rows
        .filter((r) => !filter || matches(filter, r))
        .slice(skip, top === null ? undefined : skip + Number(top))
        .map(shaped);
    const [name, ...keys] = path;
    const route = `${method} ${name}${keys.length ? `/${keys.join('/')}` : ''}`;

    // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check -- a routing table; default is 404
    switch (true) {
      case route === 'GET SalesOrder': {
        const nbr = first('OrderNbr eq');
        if (nbr !== undefined) {
          const order = await erp.getSalesOrder(nbr);
          return filtered(order ? [order] : []);
        }
        const from = first('Date ge');
        const to = first('Date le');
        if (!from || !to)
          throw new HttpAnswer(400, { message: 'Filter SalesOrder by OrderNbr or a Date range.' });
        return filtered(await erp.listSalesOrders({ from, to, customerId: first('CustomerID eq') }));
      }
      case route === 'PUT SalesOrder': {
        const nbr = val(body.OrderNbr);
        if (nbr) {
          const details = Array.isArray(body.Details)
            ? body.Details.filter((d) => isRecord(d) && !d.delete)
            : [];
          return shaped(await erp.replaceSalesOrderLines(nbr, details as SalesOrderInput['Details']));
        }
        return shaped(await erp.createSalesOrder(body as SalesOrderInput));
      }
      case route === 'PUT SalesOrderDetailBySODetails': {
        const nbr = val(body.OrderNbr);
        const found = await erp.getSalesOrderDetail(nbr);
        return shaped(found ?? { OrderNbr: { value: nbr }, SalesOrderDetailBySODetails: [] });
      }
      case route === 'PUT Shipment': {
        const orders = Array.isArray(body.Orders) ? (body.Orders as Json[]) : [];
        return shaped(
          await erp.createShipment({
            OrderNbr: (orders[0]?.OrderNbr as Field<string>) ?? { value: '' },
            WarehouseID: body.WarehouseID as Field<string>,
            ShipmentDate: body.ShipmentDate as Field<string> | undefined,
            Packages: body.Packages as { TrackingNbr: Field<string> }[] | undefined,
          }),
        );
      }
      case route === 'POST Shipment/ConfirmShipment': {
        await erp.confirmShipment(val((body.entity as Json | undefined)?.ShipmentNbr));
        return undefined;
      }
      case name === 'Shipment' && method === 'GET' && keys.length === 1: {
        const found = await erp.getShipment(keys[0] ?? '');
        if (!found) throw new HttpAnswer(404, { message: `Shipment ${keys[0]} was not found.` });
        return shaped(found);
      }
      case route === 'PUT Payment': {
        const docs = Array.isArray(body.DocumentsToApply) ? (body.DocumentsToApply as Json[]) : [];
        const row = { PaymentNbr: val(body.ReferenceNbr), InvoiceNbr: val(docs[0]?.ReferenceNbr) };
        const result = await erp.applyPayments([row]);
        const failed = result.fail[0];
        if (failed) throw new HttpAnswer(422, { ...(wire as Json), error: failed.error });
        const paid = result.success[0]?.AmountPaid ?? '0.00';
        return shaped({
          Type: { value: 'Payment' },
          ReferenceNbr: { value: row.PaymentNbr },
          DocumentsToApply: [
            {
              DocType: { value: 'Invoice' },
              ReferenceNbr: { value: row.InvoiceNbr },
              AmountPaid: { value: paid },
            },
          ],
        });
      }
      case route === 'PUT InventorySummaryInquiry': {
        const inventoryId = val(body.InventoryID);
        const warehouse = val(body.WarehouseID);
        const rows = await erp.getInventoryCounts({
          ...(warehouse ? { WarehouseID: warehouse } : {}),
          ...(inventoryId ? { InventoryIDs: [inventoryId] } : {}),
        });
        return shaped({ Results: rows });
      }
      case route === 'PUT PhysicalInventoryCount':
        return shaped({ Details: await erp.applyPhysicalCount((body.Details ?? []) as PhysicalCountLine[]) });
      case route === 'PUT AutoBuild': {
        const warehouse = val(body.WarehouseID);
        return shaped(await erp.startAutobuild(warehouse ? { WarehouseID: warehouse } : {}));
      }
      case route === 'GET AutoBuild':
        return filtered(await erp.listAutobuilds());
      case route === 'GET Invoice': {
        const from = first('Date ge');
        const to = first('Date le');
        if (!from || !to) throw new HttpAnswer(400, { message: 'Filter Invoice by a Date range.' });
        return filtered(await erp.listInvoices({ from, to }));
      }
      case name === 'Invoice' && method === 'GET' && keys.length === 2: {
        const found = keys[0] === 'Invoice' ? await erp.getInvoice(keys[1] ?? '') : null;
        if (!found) throw new HttpAnswer(404, { message: `Invoice ${keys[1]} was not found.` });
        return shaped(found);
      }
      case route === 'GET TransferOrder': {
        const nbr = first('OrderNbr eq');
        if (nbr === undefined) throw new HttpAnswer(400, { message: 'Filter TransferOrder by OrderNbr.' });
        const order = await erp.getTransferOrder(nbr);
        return filtered(order ? [order] : []);
      }
      case route === 'PUT TransferOrder':
        return shaped(
          await erp.createTransferOrder({
            Option: val(body.Option) as 'Texas to Geodis',
            ...(Array.isArray(body.Details)
              ? { Details: body.Details as { Sku: Field<string>; OrderedQty: Field<number> }[] }
              : {}),
          }),
        );
      case method === 'POST' && name === 'TransferOrder' && keys.length === 1: {
        const target = (body.entity ?? {}) as Json;
        const nbr = val(target.OrderNbr);
        if (keys[0] === 'CreateShipment') {
          const lines = Array.isArray(target.Details)
            ? (target.Details as { Sku: Field<string>; Qty: Field<number> }[])
            : undefined;
          await erp.createTransferShipment(nbr, lines);
          return undefined;
        }
        const status = { ReleaseFromHold: 'Open', PutOnHold: 'On Hold', CancelOrder: 'Cancelled' }[
          keys[0] ?? ''
        ] as 'Open' | 'On Hold' | 'Cancelled' | undefined;
        if (!status) throw new HttpAnswer(404, { message: `No action ${keys[0]} on TransferOrder.` });
        await erp.setTransferOrderStatus(nbr, status);
        return undefined;
      }
      default:
        throw new HttpAnswer(404, { message: `No entity or action at ${route}.` });
    }
  }
}
