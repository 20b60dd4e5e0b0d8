import { z } from 'zod';
import { idParam, text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { EDI_DIRECTIONS } from '../../domain/edi/transactions';
import { TRANSACTION_LIMIT } from '../../domain/bulk/transactions';

/**
 * EDI Transaction Report (D2 sections 2, 3, 7, 8): GET /bulk/transactions (the Dropship tab, the
 * company header without suffix) and GET /bulk/transactions/bulk (the Bulk tab, `_bulk`), newest
 * message first. "Download bulk transaction takes gs_id, vendor_name, type, direction and returns a
 * link used to download": GET /bulk/transactions/download answers `{link}`, the path (under /api) of
 * GET /bulk/transactions/:id/message, which answers the X12 text itself. Both take either company
 * header form and look only at that side's messages.
 */

/** An EDI transaction of D2 section 3. */
export const ediTransactionSchema = z.object({
  id: z.number().int(),
  /** The functional group control number (GS06): the report's Functional ID. */
  gs_id: text(),
  vendor_name: text(),
  /** ISO time; the screen shows it in America/Los_Angeles. */
  message_date: text(),
  internal_po_number: text().nullable(),
  status: text(),
  /** The X12 transaction set: 850, 855, 856, 810, 846. */
  type: text(),
  direction: z.enum(EDI_DIRECTIONS),
});
export type EdiTransaction = z.infer<typeof ediTransactionSchema>;

export const transactionListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(20_000, 'limit must be at most 20000.')
    .default(TRANSACTION_LIMIT),
});

export const transactionListSchema = z.object({ transactions: z.array(ediTransactionSchema) });
export type TransactionList = z.infer<typeof transactionListSchema>;

const REPORT = ['/transaction_report'] as const;

export const getDropshipTransactions = defineEndpoint({
  name: 'bulk.transactions.dropship',
  method: 'GET',
  path: '/bulk/transactions',
  summary: "The dropship side's EDI messages, newest first (EDI Transaction Report, Dropship tab)",
  access: { screens: REPORT, side: 'dropship' },
  query: transactionListQuerySchema,
  response: transactionListSchema,
});

export const getBulkTransactions = defineEndpoint({
  name: 'bulk.transactions.bulk',
  method: 'GET',
  path: '/bulk/transactions/bulk',
  summary: "The bulk side's EDI messages, newest first (EDI Transaction Report, Bulk tab)",
  access: { screens: REPORT, side: 'bulk' },
  query: transactionListQuerySchema,
  response: transactionListSchema,
});

const keyText = (name: string) =>
  text().trim().min(1, `${name} is required.`).max(200, `${name} must be at most 200 characters.`);

/** The message to download, as the report's row names it. */
export const transactionKeySchema = z.object({
  gs_id: keyText('gs_id'),
  vendor_name: keyText('vendor_name'),
  type: keyText('type'),
  direction: z.enum(EDI_DIRECTIONS, { error: 'direction must be inbound or outbound.' }),
});
export type TransactionKey = z.input<typeof transactionKeySchema>;

export const transactionLinkSchema = z.object({
  /** Where the X12 text is: a path under /api, fetched with the same token and company header. */
  link: text(),
  id: z.number().int(),
  file_name: text(),
});

export const getTransactionLink = defineEndpoint({
  name: 'bulk.transactions.download',
  method: 'GET',
  path: '/bulk/transactions/download',
  summary: 'The link to one EDI message (by gs_id, vendor_name, type and direction) of the header side',
  access: { screens: REPORT, side: 'any', clientSide: 'bulk' },
  query: transactionKeySchema,
  response: transactionLinkSchema,
  refusals: [400, 403, 404],
});

export const downloadTransactionMessage = defineEndpoint({
  name: 'bulk.transactions.message',
  method: 'GET',
  path: '/bulk/transactions/:id/message',
  summary: 'The X12 text of one EDI message of the header side',
  access: { screens: REPORT, side: 'any', clientSide: 'bulk' },
  params: z.object({ id: idParam('id') }),
  response: null,
  file: 'text/plain',
  refusals: [400, 403, 404],
});
