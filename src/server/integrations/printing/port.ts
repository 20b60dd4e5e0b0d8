import type { PrinterAddress } from './zpl-tcp';

/**
 * Label printing (D3 2.18): Loftware print jobs (a template filled with data, one label per data
 * row) and raw ZPL sent straight to a Zebra printer. Every job is recorded in print_jobs, so a
 * screen can show what was printed, when, where and by whom. One instance per company.
 */
export type PrintTarget = {
  /** The printer's name as Loftware or the network knows it (e.g. ZDesigner ZT230-200dpi ZPL). */
  printer: string;
  warehouse?: string;
  copies?: number;
  requestedBy?: string;
};

export type LoftwareJobRequest = PrintTarget & {
  /** The Loftware label template, e.g. HangTag.nlbl. */
  template: string;
  /** One label per row: the template's variables by name. */
  data: Record<string, string>[];
};

export type ZplJobRequest = PrintTarget & {
  zpl: string;
  /** What the labels are (e.g. AsinLabel.nlbl), for the job list; ZPL needs no template. */
  template?: string;
  /** A network printer reached directly (raw TCP, a Zebra's port 9100); else the print server's queue. */
  address?: PrinterAddress;
};

export type PrintJobStatus = 'queued' | 'printed' | 'failed';

export type PrintJob = {
  id: number;
  kind: 'loftware' | 'zpl';
  printer: string;
  warehouse: string | null;
  template: string | null;
  copies: number;
  /** Labels per copy: data rows of a Loftware job, ^XA ... ^XZ blocks of a ZPL job. */
  labels: number;
  status: PrintJobStatus;
  error: string | null;
  createdBy: string | null;
  createdAt: string;
  /** The job this one printed again. */
  reprintOf: number | null;
};

export type ReprintRequest = { requestedBy?: string; address?: PrinterAddress };

export interface PrintingPort {
  /** Sends a Loftware job; the job is recorded whether the print server accepts it or not. */
  printLoftware(job: LoftwareJobRequest): Promise<PrintJob>;
  /** Sends raw ZPL; refused unless it is made of whole ^XA ... ^XZ labels. */
  printZpl(job: ZplJobRequest): Promise<PrintJob>;
  getJob(id: number): Promise<PrintJob | null>;
  /** The company's latest jobs, newest first. */
  listJobs(limit: number): Promise<PrintJob[]>;
  /**
   * Sends a recorded job again as a new job naming the old one; null when there is no such job.
   * A ZPL job goes to `address` when given (the printer's current address).
   */
  reprint(id: number, request: ReprintRequest): Promise<PrintJob | null>;
}
