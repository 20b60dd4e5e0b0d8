import { and, desc, eq } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../platform/db/client';
import { printJobs } from '../../platform/db/schema/files';
import { IntegrationError, rejectedBy } from '../integration-error';
import type { Clock } from '../sandbox-support';
import type {
  LoftwareJobRequest,
  PrintJob,
  PrintJobStatus,
  PrintTarget,
  ReprintRequest,
  ZplJobRequest,
} from './port';
import { zplLabels } from './zpl';
import type { PrinterAddress } from './zpl-tcp';

/**
 * The print_jobs record every printing adapter keeps (the sandbox and Loftware over HTTP alike):
 * what a job must hold before it is sent, and the row written whether the print server took it or
 * not. Only the delivery differs between adapters.
 */
export type JobRow = typeof printJobs.$inferSelect;

/** A checked job, ready to deliver and record. */
export type Submission = {
  kind: 'loftware' | 'zpl';
  job: PrintTarget;
  copies: number;
  template: string | null;
  /** A Loftware job's `{ template, data }` as JSON, or the raw ZPL. */
  payload: string;
  address?: PrinterAddress;
  reprintOf?: number;
};

const MAX_COPIES = 999;
const reject = (message: string) => rejectedBy('printing', message);

function labelsOf(row: JobRow): number {
  if (row.kind === 'zpl') return zplLabels(row.payload).length;
  return (JSON.parse(row.payload) as { data: unknown[] }).data.length;
}

export const toJob = (row: JobRow): PrintJob => ({
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

/** A Loftware job as a print server would accept it; refused (rejected) otherwise. */
export function loftwareSubmission(job: LoftwareJobRequest): Submission {
  const copies = checkTarget(job);
  if (!job.template?.trim()) throw reject('A Loftware template is required.');
  if (!Array.isArray(job.data) || job.data.length === 0)
    throw reject('A Loftware job needs at least one data row.');
  const bad = job.data.find((row) => Object.values(row ?? {}).some((v) => typeof v !== 'string'));
  if (bad) throw reject('Loftware data values must be text.');
  const payload = JSON.stringify({ template: job.template, data: job.data });
  return { kind: 'loftware', job, copies, template: job.template, payload };
}

/** A raw ZPL job made of whole ^XA ... ^XZ labels; refused (rejected) otherwise. */
export function zplSubmission(job: ZplJobRequest): Submission {
  const copies = checkTarget(job);
  try {
    zplLabels(job.zpl ?? '');
  } catch (error) {
    throw reject(`Invalid ZPL: ${(error as Error).message}`);
  }
  return { kind: 'zpl', job, copies, template: job.template ?? null, payload: job.zpl, address: job.address };
}

/** The recorded job sent again, naming the old one; a ZPL job goes to the address given now. */
export function reprintSubmission(row: JobRow, request: ReprintRequest): Submission {
  return {
    kind: row.kind,
    job: { printer: row.printer, warehouse: row.warehouse ?? undefined, requestedBy: request.requestedBy },
    copies: row.copies,
    template: row.template,
    payload: row.payload,
    address: row.kind === 'zpl' ? request.address : undefined,
    reprintOf: row.id,
  };
}

/** A Loftware job's template variables, one object per label, from its recorded payload. */
export function loftwareData(payload: string): Record<string, string>[] {
  return (JSON.parse(payload) as { data: Record<string, string>[] }).data;
}

/** The company's print_jobs rows. */
export class PrintJobLog {
  constructor(
    private readonly db: Db,
    private readonly company: Company,
    private readonly now: Clock,
  ) {}

  async list(limit: number): Promise<PrintJob[]> {
    const rows = await this.db
      .select()
      .from(printJobs)
      .where(eq(printJobs.company, this.company))
      .orderBy(desc(printJobs.createdAt), desc(printJobs.id))
      .limit(limit);
    return rows.map(toJob);
  }

  async row(id: number): Promise<JobRow | null> {
    const [row] = await this.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.company, this.company), eq(printJobs.id, id)));
    return row ?? null;
  }

  async get(id: number): Promise<PrintJob | null> {
    const row = await this.row(id);
    return row ? toJob(row) : null;
  }

  /**
   * Delivers the job and records it: printed, or failed with the reason when delivery threw an
   * IntegrationError (which is thrown again once the row is written). Other errors are bugs and
   * leave no row.
   */
  async submit(input: Submission, deliver: () => Promise<void>): Promise<PrintJob> {
    let status: PrintJobStatus = 'printed';
    let failure: IntegrationError | null = null;
    try {
      await deliver();
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
}

/** A printer has no copies field: a ZPL job's labels are sent once per copy. */
export const zplForCopies = (payload: string, copies: number): string =>
  Array<string>(copies).fill(payload).join('\n');
