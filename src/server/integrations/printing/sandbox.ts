import { and, desc, eq } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../platform/db/client';
import { printJobs } from '../../platform/db/schema/files';
import { IntegrationError, rejectedBy } from '../integration-error';
import { SandboxGate } from '../sandbox-gate';
import { systemClock, type Clock, type SandboxOptions } from '../sandbox-support';
import type {
  LoftwareJobRequest,
  PrintJob,
  PrintJobStatus,
  PrintTarget,
  PrintingPort,
  ReprintRequest,
  ZplJobRequest,
} from './port';
import { zplLabels } from './zpl';
import { sendRawTcp, type PrinterAddress } from './zpl-tcp';

type JobRow = typeof printJobs.$inferSelect;

const MAX_COPIES = 999;
const reject = (message: string) => rejectedBy('printing', message);

function labelsOf(row: JobRow): number {
  if (row.kind === 'zpl') return zplLabels(row.payload).length;
  return (JSON.parse(row.payload) as { data: unknown[] }).data.length;
}

const toJob = (row: JobRow): PrintJob => ({
  id: row.id,
  kind: row.kind,
  printer: row.printer,
  warehouse: row.warehouse,
  template: row.template,
  copies: row.copies,
  labels: labelsOf(row),
  status: row.status,
  error: row.error,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  reprintOf: row.reprintOf,
});

function checkTarget(target: PrintTarget): number {
  if (!target.printer?.trim()) throw reject('A printer is required.');
  const copies = target.copies ?? 1;
  if (!Number.isInteger(copies) || copies < 1 || copies > MAX_COPIES) {
    throw reject(`Copies must be a whole number from 1 to ${MAX_COPIES}.`);
  }
  return copies;
}

/**
 * The print servers' simulator: validates the job as Loftware or the printer would, then records
 * it as printed. A switched-on failure records the job as failed with the error before throwing.
 * A ZPL job with an address is really sent there over raw TCP (the direct adapter of a network
 * Zebra, zpl-tcp.ts): the sandbox's printer is a local listener (zpl-listener.ts); a printer that
 * is off fails the job, recorded with the reason, and it can be reprinted.
 */
export class PrintingSandbox implements PrintingPort {
  private readonly gate: SandboxGate;
  private readonly now: Clock;

  constructor(
    private readonly db: Db,
    readonly company: Company,
    options: SandboxOptions = {},
  ) {
    this.gate = new SandboxGate(db, 'printing');
    this.now = options.now ?? systemClock;
  }

  async printLoftware(job: LoftwareJobRequest): Promise<PrintJob> {
    const copies = checkTarget(job);
    if (!job.template?.trim()) throw reject('A Loftware template is required.');
    if (!Array.isArray(job.data) || job.data.length === 0)
      throw reject('A Loftware job needs at least one data row.');
    const bad = job.data.find((row) => Object.values(row ?? {}).some((v) => typeof v !== 'string'));
    if (bad) throw reject('Loftware data values must be text.');
    const payload = JSON.stringify({ template: job.template, data: job.data });
    return this.submit({ kind: 'loftware', job, copies, template: job.template, payload });
  }

  async printZpl(job: ZplJobRequest): Promise<PrintJob> {
    const copies = checkTarget(job);
    try {
      zplLabels(job.zpl ?? '');
    } catch (error) {
      throw reject(`Invalid ZPL: ${(error as Error).message}`);
    }
    return this.submit({
      kind: 'zpl',
      job,
      copies,
      template: job.template ?? null,
      payload: job.zpl,
      address: job.address,
    });
  }

  async listJobs(limit: number): Promise<PrintJob[]> {
    await this.gate.enter();
    const rows = await this.db
      .select()
      .from(printJobs)
      .where(eq(printJobs.company, this.company))
      .orderBy(desc(printJobs.createdAt), desc(printJobs.id))
      .limit(limit);
    return rows.map(toJob);
  }

  async reprint(id: number, request: ReprintRequest): Promise<PrintJob | null> {
    await this.gate.enter();
    const [row] = await this.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.company, this.company), eq(printJobs.id, id)));
    if (!row) return null;
    return this.submit({
      kind: row.kind,
      job: { printer: row.printer, warehouse: row.warehouse ?? undefined, requestedBy: request.requestedBy },
      copies: row.copies,
      template: row.template,
      payload: row.payload,
      address: row.kind === 'zpl' ? request.address : undefined,
      reprintOf: row.id,
    });
  }

  private async submit(input: {
    kind: 'loftware' | 'zpl';
    job: PrintTarget;
    copies: number;
    template: string | null;
    payload: string;
    address?: PrinterAddress;
    reprintOf?: number;
  }): Promise<PrintJob> {
    let status: PrintJobStatus = 'printed';
    let failure: IntegrationError | null = null;
    try {
      await this.gate.enter();
      if (input.address) {
        // A printer has no copies field: the job's labels are sent once per copy.
        await sendRawTcp(input.address, Array<string>(input.copies).fill(input.payload).join('\n'));
      }
    } catch (error) {
      if (!(error instanceof IntegrationError)) throw error;
      status = 'failed';
      failure = error;
    }
    const [row] = await this.db
      .insert(printJobs)
      .values({
        company: this.company,
        kind: input.kind,
        printer: input.job.printer.trim(),
        warehouse: input.job.warehouse ?? null,
        template: input.template,
        copies: input.copies,
        payload: input.payload,
        status,
        error: failure?.message ?? null,
        createdBy: input.job.requestedBy ?? null,
        createdAt: this.now(),
        reprintOf: input.reprintOf ?? null,
      })
      .returning();
    if (failure) throw failure;
    if (!row) throw new Error('print job insert returned nothing');
    return toJob(row);
  }

  async getJob(id: number): Promise<PrintJob | null> {
    await this.gate.enter();
    const [row] = await this.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.company, this.company), eq(printJobs.id, id)));
    return row ? toJob(row) : null;
  }
}
