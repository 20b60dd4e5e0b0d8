import type { CreateScanSheetBody, ScanSheet } from '@shared/api/dropship/usps-scan-form';
import {
  SCAN_FORM_MESSAGES as M,
  scanDayProblem,
  scanFormName,
} from '@shared/domain/dropship/usps-scan-form';
import {
  COMPANY_WAREHOUSES,
  WAREHOUSE_CODES,
  type Company,
  type Warehouse,
} from '@shared/domain/identity/companies';
import { addDays, dayIn, dayStartIn } from '@shared/lib/zoned-time';
import type { FileStore } from '../../../platform/files/file-store';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/http-error';
import { integrationFailure } from '../../../platform/http/integration-failure';
import type { UserPrincipal } from '../../../platform/http/types';
import type { Integrations } from '../../../integrations/registry';
import type { ScanFormRow, UspsScanFormRepository } from './usps-scan-form.repository';

const toSheet = (row: ScanFormRow): ScanSheet => ({
  name: scanFormName(WAREHOUSE_CODES[row.warehouse as Warehouse] ?? row.warehouse, row.day, row.formId),
  date: row.createdAt.toISOString(),
  key: row.key,
  warehouse: row.warehouse,
  day: row.day,
  form_id: row.formId,
  package_count: row.packageCount,
  user: row.user,
});

/**
 * USPS Scan Form (D1 section 7): lists the forms, makes one through the carriers port for the USPS
 * packages a warehouse shipped that office day that are on no form yet, and hands a form's PDF out
 * by key.
 */
export class UspsScanFormService {
  constructor(
    private readonly forms: UspsScanFormRepository,
    private readonly files: FileStore,
    private readonly integrations: Integrations,
    private readonly now: () => number = Date.now,
  ) {}

  async list(company: Company): Promise<{ scansheets: ScanSheet[] }> {
    return { scansheets: (await this.forms.list(company)).map(toSheet) };
  }

  async create(principal: UserPrincipal, company: Company, body: CreateScanSheetBody): Promise<ScanSheet> {
    const warehouse = COMPANY_WAREHOUSES[company].find((w) => w === body.warehouse.toLowerCase());
    if (!warehouse) throw badRequest(M.unknownWarehouse(body.warehouse), 'unknown_warehouse');
    if (!principal.warehouses.includes(warehouse))
      throw forbidden(M.warehouseForbidden(warehouse), 'warehouse_forbidden');
    const today = dayIn(this.now());
    const day = body.date || today;
    const problem = scanDayProblem(day, today);
    if (problem) throw badRequest(problem, 'bad_date');
    const from = new Date(dayStartIn(day));
    const until = new Date(dayStartIn(addDays(day, 1)));

    const row = await this.forms.db.transaction(async (tx) => {
      await this.forms.lockWarehouse(tx, company, warehouse);
      const numbers = await this.forms.unformedTrackingNumbers(tx, company, warehouse, from, until);
      if (numbers.length === 0) throw conflict(M.noPackages(warehouse, day), 'no_packages');
      const form = await this.integrations
        .carriers(company)
        .createScanForm({ warehouse, shipDate: day, trackingNumbers: numbers })
        .catch((error: unknown) => integrationFailure(error, 'The carrier refused the scan form'));
      try {
        return await this.forms.insert(
          tx,
          {
            company,
            warehouse,
            day,
            formId: form.formId,
            key: form.documentKey,
            packageCount: form.trackingNumbers.length,
            user: principal.username,
            createdAt: new Date(form.createdAt),
          },
          form.trackingNumbers,
        );
      } catch (error) {
        // The form is not recorded: its document goes too.
        await this.files.delete(form.documentKey).catch(() => undefined);
        throw error;
      }
    });
    return toSheet(row);
  }

  async download(company: Company, key: string): Promise<{ name: string; body: Buffer; type: string }> {
    const row = await this.forms.byKey(company, key);
    const stored = row && (await this.files.get(row.key));
    if (!row || !stored) throw notFound(M.notFound);
    return { name: toSheet(row).name, body: stored.bytes, type: 'application/pdf' };
  }
}
