import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../platform/db/client';
import { SandboxGate } from '../sandbox-gate';
import { systemClock, type SandboxOptions } from '../sandbox-support';
import type { LoftwareJobRequest, PrintJob, PrintingPort, ReprintRequest, ZplJobRequest } from './port';
import {
  loftwareSubmission,
  PrintJobLog,
  reprintSubmission,
  zplForCopies,
  zplSubmission,
  type Submission,
} from './print-jobs';
import { sendRawTcp } from './zpl-tcp';

/**
 * The print servers' simulator: validates the job as Loftware or the printer would, then records
 * it as printed. A switched-on failure records the job as failed with the error before throwing.
 * A ZPL job with an address is really sent there over raw TCP (the direct adapter of a network
 * Zebra, zpl-tcp.ts): the sandbox's printer is a local listener (zpl-listener.ts); a printer that
 * is off fails the job, recorded with the reason, and it can be reprinted. The print_jobs record
 * is shared with the real adapter (print-jobs.ts).
 */
export class PrintingSandbox implements PrintingPort {
  private readonly gate: SandboxGate;
  private readonly log: PrintJobLog;

  constructor(
    db: Db,
    readonly company: Company,
    options: SandboxOptions = {},
  ) {
    this.gate = new SandboxGate(db, 'printing');
    this.log = new PrintJobLog(db, company, options.now ?? systemClock);
  }

  async printLoftware(job: LoftwareJobRequest): Promise<PrintJob> {
    return this.submit(loftwareSubmission(job));
  }

  async printZpl(job: ZplJobRequest): Promise<PrintJob> {
    return this.submit(zplSubmission(job));
  }

  async listJobs(limit: number): Promise<PrintJob[]> {
    await this.gate.enter();
    return this.log.list(limit);
  }

  async reprint(id: number, request: ReprintRequest): Promise<PrintJob | null> {
    await this.gate.enter();
    const row = await this.log.row(id);
    if (!row) return null;
    return this.submit(reprintSubmission(row, request));
  }

  async getJob(id: number): Promise<PrintJob | null> {
    await this.gate.enter();
    return this.log.get(id);
  }

  private submit(input: Submission): Promise<PrintJob> {
    return this.log.submit(input, async () => {
      await this.gate.enter();
      if (input.address) await sendRawTcp(input.address, zplForCopies(input.payload, input.copies));
    });
  }
}
