import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { systemClock, type Clock } from '../../sandbox-support';
import type { LoftwareJobRequest, PrintJob, PrintingPort, ReprintRequest, ZplJobRequest } from '../port';
import {
  loftwareData,
  loftwareSubmission,
  PrintJobLog,
  reprintSubmission,
  zplForCopies,
  zplSubmission,
  type Submission,
} from '../print-jobs';
import { sendRawTcp } from '../zpl-tcp';
import type { LoftwareClient } from './client';
import type { LoftwareSettings } from './settings';

/** The body of the print trigger: the label file, the printer, the copies and one variable set per label. */
export type LoftwarePrintBody = {
  FilePath: string;
  Printer: string;
  Quantity: number;
  Data: Record<string, string>[];
};

/** The body of the raw-ZPL trigger: the printer, the copies and the ZPL to pass through. */
export type LoftwareZplBody = { Printer: string; Quantity: number; PrintData: string; Label: string | null };

/**
 * Label printing with Loftware Cloud: template jobs (and raw ZPL without a printer address) go to
 * the Cloud Trigger API; raw ZPL for a network printer with an address still goes straight there
 * over TCP (zpl-tcp.ts). Jobs are checked and recorded in print_jobs exactly as the sandbox does
 * (print-jobs.ts): a job Loftware refused or did not answer is recorded as failed with the reason.
 * Reading jobs is a database read; Loftware keeps no job list of ours.
 */
export class LoftwarePrinting implements PrintingPort {
  private readonly log: PrintJobLog;

  constructor(
    db: Db,
    readonly company: Company,
    private readonly client: LoftwareClient,
    private readonly settings: Pick<LoftwareSettings, 'trigger' | 'zplTrigger'>,
    options: { now?: Clock } = {},
  ) {
    this.log = new PrintJobLog(db, company, options.now ?? systemClock);
  }

  async printLoftware(job: LoftwareJobRequest): Promise<PrintJob> {
    return this.submit(loftwareSubmission(job));
  }

  async printZpl(job: ZplJobRequest): Promise<PrintJob> {
    return this.submit(zplSubmission(job));
  }

  async getJob(id: number): Promise<PrintJob | null> {
    return this.log.get(id);
  }

  async listJobs(limit: number): Promise<PrintJob[]> {
    return this.log.list(limit);
  }

  async reprint(id: number, request: ReprintRequest): Promise<PrintJob | null> {
    const row = await this.log.row(id);
    return row ? this.submit(reprintSubmission(row, request)) : null;
  }

  private submit(input: Submission): Promise<PrintJob> {
    return this.log.submit(input, () => this.deliver(input));
  }

  private async deliver(input: Submission): Promise<void> {
    const printer = input.job.printer.trim();
    if (input.kind === 'zpl' && input.address) {
      await sendRawTcp(input.address, zplForCopies(input.payload, input.copies));
      return;
    }
    if (input.kind === 'zpl') {
      const body: LoftwareZplBody = {
        Printer: printer,
        Quantity: input.copies,
        PrintData: input.payload,
        Label: input.template,
      };
      await this.client.trigger(this.settings.zplTrigger, body);
      return;
    }
    const body: LoftwarePrintBody = {
      FilePath: input.template ?? '',
      Printer: printer,
      Quantity: input.copies,
      Data: loftwareData(input.payload),
    };
    await this.client.trigger(this.settings.trigger, body);
  }
}

/** Loftware printing for every company: one client (the subscription key is the merchant's). */
export function createLoftwarePrinting(
  db: Db,
  settings: LoftwareSettings,
  client: LoftwareClient,
  options: { now?: Clock } = {},
) {
  return (company: Company): PrintingPort => new LoftwarePrinting(db, company, client, settings, options);
}
