import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../../../src/server/platform/db/client';
import { IntegrationError } from '../../../../src/server/integrations/integration-error';
import { SandboxGate } from '../../../../src/server/integrations/sandbox-gate';

/**
 * A local Loftware Cloud Trigger API: `POST /Trigger/v1/CloudTrigger/<trigger>` with the
 * Ocp-Apim-Subscription-Key header, answered as the API gateway and Loftware Automation answer
 * (`{ statusCode, message }` on refusals). Behind it is the printing simulator's door (its
 * SandboxGate), so the failure switches of SandboxControl (next, always, delayMs, with their
 * message) come out as the print server failing (a 503). The simulator's own print_jobs rows are
 * not written here: the adapter under test records its jobs, as it does against the real cloud.
 * What was printed is kept in `printed`; failures can be scripted per test.
 */
export type LoftwareFakeOptions = {
  /** The printing simulator's database (its failure switches); may be attached later. */
  db?: Db;
  keys: string[];
  /** Trigger name -> what it does: print a template with data rows, or pass raw ZPL through. */
  triggers: Record<string, 'template' | 'zpl'>;
};

export type Printed = { trigger: string; body: Record<string, unknown> };
type Scripted = { status: 400 | 429 | 500 | 503; retryAfter?: string; message?: string; times: number };

class HttpAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

const answer = (status: number, message: string, headers: Record<string, string> = {}) =>
  new HttpAnswer(status, { statusCode: status, message }, headers);

export class LoftwareFake {
  private server: Server | null = null;
  private scripted: Scripted[] = [];
  private slow: { ms: number; times: number } | null = null;
  readonly printed: Printed[] = [];
  /** Every trigger request that got past the subscription key, printed or not. */
  requests = 0;
  url = '';

  constructor(private readonly options: LoftwareFakeOptions) {}

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

  failNext(failure: Scripted): void {
    this.scripted.push({ ...failure });
  }

  /** The next `times` prints wait `ms` before Automation prints them (and they print all the same). */
  slowDown(ms: number, times = Number.POSITIVE_INFINITY): void {
    this.slow = { ms, times };
  }

  reset(): void {
    this.scripted = [];
    this.slow = null;
    this.printed.length = 0;
    this.requests = 0;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      if (res.destroyed) return;
      const text = body === undefined ? '' : JSON.stringify(body);
      res.writeHead(status, { ...(text ? { 'content-type': 'application/json' } : {}), ...headers });
      res.end(text);
    };
    try {
      const raw = await new Promise<string>((resolve, reject) => {
        let data = '';
        req.on('data', (c: Buffer) => (data += c.toString('utf8')));
        req.on('end', () => resolve(data));
        req.on('error', reject);
      });
      const key = req.headers['ocp-apim-subscription-key'];
      if (typeof key !== 'string' || !this.options.keys.includes(key)) {
        throw answer(
          401,
          'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
        );
      }
      const m = /^\/Trigger\/v1\/CloudTrigger\/([^/]+)$/.exec(
        new URL(req.url ?? '/', 'http://fake').pathname,
      );
      if (req.method !== 'POST' || !m) throw answer(404, 'Resource not found');
      const trigger = decodeURIComponent(m[1] ?? '');
      const kind = this.options.triggers[trigger];
      if (!kind) throw answer(404, `Cloud trigger ${trigger} is not registered.`);
      this.requests += 1;
      const failure = this.scripted.find((f) => f.times > 0);
      if (failure) {
        failure.times -= 1;
        throw answer(
          failure.status,
          failure.message ?? 'Automation could not process the request.',
          failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
        );
      }
      if (this.slow && this.slow.times > 0) {
        this.slow.times -= 1;
        await sleep(this.slow.ms);
      }
      if (!this.options.db) throw new Error('The Loftware fake has no database attached');
      try {
        await new SandboxGate(this.options.db, 'printing').enter();
      } catch (error) {
        if (error instanceof IntegrationError) throw answer(503, error.message);
        throw error;
      }
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const problem = kind === 'template' ? templateProblem(body) : zplProblem(body);
      if (problem) throw answer(400, problem);
      this.printed.push({ trigger, body });
      return send(200, { statusCode: 200, message: 'Print job sent.' });
    } catch (error) {
      if (error instanceof HttpAnswer) return send(error.status, error.body, error.headers);
      return send(500, { statusCode: 500, message: String(error) });
    }
  }
}

function quantityProblem(body: Record<string, unknown>): string | null {
  if (typeof body.Printer !== 'string' || body.Printer === '') return 'Printer is required.';
  const q = body.Quantity;
  return typeof q === 'number' && Number.isInteger(q) && q > 0 ? null : 'Quantity must be a whole number.';
}

function templateProblem(body: Record<string, unknown>): string | null {
  if (typeof body.FilePath !== 'string' || !/\.nlbl$/i.test(body.FilePath))
    return `Label file ${String(body.FilePath)} was not found.`;
  if (!Array.isArray(body.Data) || body.Data.length === 0) return 'Data needs at least one row.';
  return quantityProblem(body);
}

function zplProblem(body: Record<string, unknown>): string | null {
  if (typeof body.PrintData !== 'string' || !body.PrintData.includes('^XA')) return 'PrintData is not ZPL.';
  return quantityProblem(body);
}
