import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyColumn } from './columns';

/** Generated label files (box, pallet, sticker, shipping): name, date, key in the file store. */
export const labelFiles = pgTable(
  'label_files',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    kind: text('kind').notNull().$type<'box' | 'pallet' | 'sticker' | 'shipping' | 'packslip'>(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data'),
  },
  (t) => [index('label_files_company_kind_idx').on(t.company, t.kind, t.date)],
);

/** PDF text extraction jobs (D3 2.19). */
export const extractJobs = pgTable(
  'extract_jobs',
  {
    jobId: serial('job_id').primaryKey(),
    company: companyColumn(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().$type<'processing' | 'complete' | 'failed'>(),
    sourceKey: text('source_key'),
    resultKey: text('result_key'),
    error: text('error'),
  },
  (t) => [index('extract_jobs_company_date_idx').on(t.company, t.date)],
);

/** Every print job sent to Loftware or a ZPL printer, so a screen can show what was printed. */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: serial('id').primaryKey(),
    company: companyColumn(),
    kind: text('kind').notNull().$type<'loftware' | 'zpl'>(),
    printer: text('printer').notNull(),
    warehouse: text('warehouse'),
    template: text('template'),
    copies: integer('copies').notNull().default(1),
    payload: text('payload').notNull(),
    status: text('status').notNull().$type<'queued' | 'printed' | 'failed'>(),
    error: text('error'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The job this one printed again (Reprint), if any. */
    reprintOf: integer('reprint_of'),
  },
  (t) => [index('print_jobs_company_date_idx').on(t.company, t.createdAt)],
);
