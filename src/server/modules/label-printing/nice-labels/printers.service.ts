import type { Printer, SavePrinter } from '@shared/api/labels/nice-labels';
import { COMPANY_WAREHOUSES, displayName, type Company } from '@shared/domain/identity/companies';
import { badRequest, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { NiceLabelsRepository, PrinterRow } from './nice-labels.repository';

/** A warehouse of the company by name (any case), or 400. */
export function companyWarehouse(company: Company, warehouse: string): string {
  const name = warehouse.trim().toLowerCase();
  if (!(COMPANY_WAREHOUSES[company] as readonly string[]).includes(name)) {
    throw badRequest(`${warehouse} is not a warehouse of ${displayName(company)}.`, 'unknown_warehouse');
  }
  return name;
}

function toPrinter(row: PrinterRow): Printer {
  return {
    id: row.id,
    warehouse: row.warehouse,
    role: row.role,
    name: row.name,
    transport: row.transport,
    host: row.host,
    port: row.port,
    updated_by: row.updatedBy,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The label printers of each warehouse (issue 19, beyond the spec): admins list, save and remove them. */
export class PrintersService {
  constructor(private readonly repo: NiceLabelsRepository) {}

  async printers(company: Company): Promise<Printer[]> {
    return (await this.repo.printers(company)).map(toPrinter);
  }

  async savePrinter(company: Company, user: UserPrincipal, input: SavePrinter): Promise<Printer> {
    const warehouse = companyWarehouse(company, input.warehouse);
    const zpl = input.transport === 'zpl-tcp';
    const row = await this.repo.savePrinter(company, {
      warehouse,
      role: input.role,
      name: input.name,
      transport: input.transport,
      host: zpl ? (input.host ?? null) : null,
      port: zpl ? (input.port ?? null) : null,
      updatedBy: user.username,
    });
    return toPrinter(row);
  }

  async deletePrinter(company: Company, id: number): Promise<void> {
    if (!(await this.repo.deletePrinter(company, id))) throw notFound(`Printer ${id} was not found.`);
  }
}
