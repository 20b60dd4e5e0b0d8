import type { IncomingMessage } from 'node:http';
import type { Db } from '../../../../src/server/platform/db/client';
import { IntegrationError } from '../../../../src/server/integrations/integration-error';
import { SandboxGate } from '../../../../src/server/integrations/sandbox-gate';
import { FakeHttpServer, HttpAnswer, retryAfterHeader, type Answer } from './fake-http-server';

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

const refusal = (status: number, message: string, headers: Record<string, string> = {}) =>
  new HttpAnswer(status, { statusCode: status, message }, headers);

export class LoftwareFake extends FakeHttpServer<Scripted> {
  readonly printed: Printed[] = [];
  /** Every trigger request that got past the subscription key, printed or not. */
  requests = 0;

  constructor(private readonly options: LoftwareFakeOptions) {
    super();
  }

  attach(db: Db): void {
    this.options.db = db;
  }

  /** The next `times` prints wait `ms` before Automation prints them (and they print all the same). */
  slowDown(ms: number, times = Number.POSITIVE_INFINITY): void {
    this.delayCalls(ms, /./, times);
  }

  override reset(): void {
    super.reset();
    this.printed.length = 0;
    this.requests = 0;
  }

  protected fault(error: unknown): Answer {
    return { status: 500, body: { statusCode: 500, message: String(error) } };
  }

  protected async answer(req: IncomingMessage, raw: string): Promise<Answer> {
    const key = req.headers['ocp-apim-subscription-key'];
    if (typeof key !== 'string' || !this.options.keys.includes(key)) {
      throw refusal(
        401,
        'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
      );
    }
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const m = /^\/Trigger\/v1\/CloudTrigger\/([^/]+)$/.exec(path);
    if (req.method !== 'POST' || !m) throw refusal(404, 'Resource not found');
    const trigger = decodeURIComponent(m[1] ?? '');
    const kind = this.options.triggers[trigger];
    if (!kind) throw refusal(404, `Cloud trigger ${trigger} is not registered.`);
    this.requests += 1;
    const failure = this.takeFailure(`POST ${path}`);
    if (failure) {
      const message = failure.message ?? 'Automation could not process the request.';
      throw refusal(failure.status, message, retryAfterHeader(failure));
    }
    await this.lateness(`POST ${path}`);
    if (!this.options.db) throw new Error('The Loftware fake has no database attached');
    try {
      await new SandboxGate(this.options.db, 'printing').enter();
    } catch (error) {
      if (error instanceof IntegrationError) throw refusal(503, error.message);
      throw error;
    }
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    const problem = kind === 'template' ? templateProblem(body) : zplProblem(body);
    if (problem) throw refusal(400, problem);
    this.printed.push({ trigger, body });
    return { status: 200, body: { statusCode: 200, message: 'Print job sent.' } };
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
