import { applyAcumaticaPayments, type ApplyPaymentsBody } from '@shared/api/erp/apply-payments';
import { api } from '@client/lib/api';

/** Sends the payment rows; the key is made once per chosen file, so a retry applies nothing twice. */
export const applyPayments = (body: ApplyPaymentsBody, key: string) =>
  api(applyAcumaticaPayments, { body }, { idempotencyKey: key });
