import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';
import { invoiceRangeProblem } from '../../domain/erp/invoices';

/**
 * Download Acumatica Invoices (/invoices; D1 and D2 section 2, downloadInvoices of D2 section 7,
 * whose path the spec does not show): `GET /acumatica/invoices` answers the ERP's AR invoices dated
 * in [start_date, end_date] as CSV. Without dates: the 30 days up to today at the office.
 */
const day = (name: string) => text().trim().max(10, `${name} must be a date as YYYY-MM-DD.`);

export const invoicesQuerySchema = z
  .object({ start_date: day('start_date').optional(), end_date: day('end_date').optional() })
  .superRefine((q, ctx) => {
    if ((q.start_date === undefined) !== (q.end_date === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Give both start_date and end_date, or neither.' });
      return;
    }
    if (q.start_date === undefined || q.end_date === undefined) return;
    const problem = invoiceRangeProblem(q.start_date, q.end_date);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type InvoicesQuery = z.output<typeof invoicesQuerySchema>;

export const downloadInvoices = defineEndpoint({
  name: 'erp.invoices.download',
  method: 'GET',
  path: '/acumatica/invoices',
  summary: "Download Acumatica Invoices: the ERP's AR invoices of a date range (text/csv)",
  access: { screens: ['/invoices'], side: 'dropship' },
  query: invoicesQuerySchema,
  response: null,
  file: 'text/csv; charset=utf-8',
  refusals: [400, 502],
});
