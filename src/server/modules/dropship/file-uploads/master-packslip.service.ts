import type { MasterPackslipsQuery } from '@shared/api/dropship/file-uploads';
import { offersMasterPackslips } from '@shared/domain/dropship/uploads-table';
import { displayName, type Company } from '@shared/domain/identity/companies';
import { badRequest, conflict, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import { heldWarehouse } from '../common/warehouse-scope';
import { masterPackslip, type PackslipHeading } from './master-packslip';
import type { MasterPackslipRepository, PackslipSource } from './master-packslip.repository';
import type { UploadsRepository } from './uploads.repository';
import type { DownloadFile } from './uploads.service';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Get Master Packslips (D1 sections 2 and 7) as a PDF: of a Petsense upload (the File Uploads
 * button), or of the orders on a pull sheet (the spec's `pullsheet_id` form of the same call).
 */
export class MasterPackslipService {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly packslips: MasterPackslipRepository,
  ) {}

  async download(
    principal: UserPrincipal,
    company: Company,
    query: MasterPackslipsQuery,
  ): Promise<DownloadFile> {
    const { upload_id: uploadId, pullsheet_id: pullsheetId } = query;
    if (uploadId !== undefined && pullsheetId !== undefined) {
      throw badRequest('Give upload_id or pullsheet_id, not both.', 'validation_failed');
    }
    if (uploadId !== undefined) return this.ofUpload(company, uploadId);
    if (pullsheetId !== undefined) return this.ofPullsheet(principal, company, pullsheetId);
    throw badRequest('upload_id or pullsheet_id is required.', 'validation_failed');
  }

  private async ofUpload(company: Company, uploadId: number): Promise<DownloadFile> {
    const upload = await this.uploads.find(company, uploadId);
    if (!upload) throw notFound(`Upload ${uploadId} was not found.`);
    if (!offersMasterPackslips(upload.vendorName)) {
      throw badRequest('Master packslips are only made for Petsense uploads.', 'not_petsense');
    }
    return this.render(company, { uploadId }, `master_packslips_upload_${uploadId}.pdf`, {
      subject: `${upload.vendorName ?? ''} - Upload ${upload.uploadId} - ${upload.fileName}`,
      origin: `Uploaded ${day(upload.uploadDate)} by ${upload.user}`,
    });
  }

  private async ofPullsheet(
    principal: UserPrincipal,
    company: Company,
    pullsheetId: number,
  ): Promise<DownloadFile> {
    const sheet = await this.packslips.pullsheet(company, pullsheetId);
    if (!sheet) throw notFound(`Pull sheet ${pullsheetId} was not found.`);
    // The pull sheet form answers only for the warehouses the caller holds (D1 section 6).
    heldWarehouse(principal, company, sheet.warehouse);
    return this.render(company, { pullsheetId }, `master_packslips_pullsheet_${pullsheetId}.pdf`, {
      subject: `Pull sheet ${sheet.pullsheetId} - ${displayName(sheet.warehouse)} - ${sheet.type} - ${sheet.carrier}`,
      origin: `Created ${day(sheet.date)}${sheet.createdBy ? ` by ${sheet.createdBy}` : ''}`,
    });
  }

  private async render(
    company: Company,
    source: PackslipSource,
    name: string,
    heading: PackslipHeading,
  ): Promise<DownloadFile> {
    const slip = await this.packslips.orders(company, source);
    if (slip.orders.length === 0) {
      const what = 'uploadId' in source ? 'upload' : 'pull sheet';
      throw conflict(`This ${what} holds no orders to print.`, 'no_orders');
    }
    return { name, body: masterPackslip(heading, slip) };
  }
}
