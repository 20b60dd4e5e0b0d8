import { z } from 'zod';
import { MAX_PAYMENT_ROWS } from '../../domain/erp/apply-payments';
import { defineEndpoint } from '../endpoint';
import { text } from '../fields';

/**
 * Acumatica Apply Payments (/acumatica_apply_payments; D1 sections 2, 3, 5, 7, 8):
 * POST /acumatica/apply_payments with the file's rows as `invoices` (PaymentNbr, InvoiceNbr); the
 * server submits them to the ERP one at a time and answers data.success and data.fail.
 */
const nbr = (name: string) => text().trim().max(30, `${name} is at most 30 characters.`);

export const paymentRowSchema = z.object({ PaymentNbr: nbr('PaymentNbr'), InvoiceNbr: nbr('InvoiceNbr') });

export const applyPaymentsBodySchema = z.object({
  invoices: z
    .array(paymentRowSchema)
    .min(1, 'The file has no payments.')
    .max(MAX_PAYMENT_ROWS, `At most ${MAX_PAYMENT_ROWS} payments per file.`),
  /** The uploaded file's name, kept in the upload history; optional (the spec sends only invoices). */
  file_name: text().trim().min(1).max(255).optional(),
});
export type ApplyPaymentsBody = z.infer<typeof applyPaymentsBodySchema>;

export const applyPaymentsResponseSchema = z.object({
  data: z.object({
    success: z.array(z.object({ PaymentNbr: text(), InvoiceNbr: text(), AmountPaid: text() })),
    fail: z.array(z.object({ PaymentNbr: text(), InvoiceNbr: text(), error: text() })),
  }),
});
export type ApplyPaymentsResponse = z.infer<typeof applyPaymentsResponseSchema>;

export const applyAcumaticaPayments = defineEndpoint({
  name: 'erp.apply-payments.apply',
  method: 'POST',
  path: '/acumatica/apply_payments',
  summary: 'Apply payments to AR invoices in the ERP, one at a time (data.success, data.fail)',
  access: { screens: ['/acumatica_apply_payments'], side: 'dropship' },
  body: applyPaymentsBodySchema,
  response: applyPaymentsResponseSchema,
  idempotent: true,
});
