import type { ApplyPaymentsBody, ApplyPaymentsResponse } from '@shared/api/erp/apply-payments';
import { UPLOAD_STATUS } from '@shared/domain/dropship/status';
import { paymentRowsProblem } from '@shared/domain/erp/apply-payments';
import type { Company } from '@shared/domain/identity/companies';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import { badRequest } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { ErpUploadsRepository } from '../order-uploads/order-uploads.repository';

/**
 * Acumatica Apply Payments (/acumatica_apply_payments): each row is submitted to the ERP on its own
 * (D1 section 2), so an ERP that refuses or fails one payment does not stop the others; the file is
 * kept in the upload history (side payments) with its counts and the failed invoice numbers.
 */
export class ApplyPaymentsService {
  constructor(
    private readonly uploads: ErpUploadsRepository,
    private readonly integrations: Integrations,
  ) {}

  async apply(
    user: UserPrincipal,
    company: Company,
    body: ApplyPaymentsBody,
  ): Promise<ApplyPaymentsResponse> {
    const problem = paymentRowsProblem(body.invoices);
    if (problem) throw badRequest(problem, 'missing_required_field');
    const erp = this.integrations.acumatica(company);
    const data: ApplyPaymentsResponse['data'] = { success: [], fail: [] };
    for (const row of body.invoices) {
      try {
        const answer = await erp.applyPayments([row]);
        data.success.push(...answer.success);
        data.fail.push(...answer.fail);
      } catch (error) {
        if (!(error instanceof IntegrationError)) throw error;
        data.fail.push({ ...row, error: error.message });
      }
    }
    await this.uploads.insert({
      company,
      side: 'payments',
      vendorName: null,
      fileName: body.file_name ?? 'payments.csv',
      orderCount: body.invoices.length,
      successful: data.success.length,
      failed: data.fail.length,
      user: user.username,
      uploadStatus: UPLOAD_STATUS.complete,
      failures: data.fail.map((f) => ({ po: f.InvoiceNbr, reason: f.error })),
    });
    return { data };
  }
}
