import type { Carrier } from '@shared/api/catalog/reference-lists';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { carriers } from '../../../platform/db/schema/catalog';

/** Writes of Bulk Carriers; the list is the catalog's reference list (GET /bulk/carriers). */
export class CarriersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Adds the carrier unless the company has one with this SCAC (carriers_company_scac_uq, upper
   * case): null then, and nothing is written.
   */
  async insert(company: Company, carrier: Carrier): Promise<Carrier | null> {
    const [row] = await this.db
      .insert(carriers)
      .values({ company, ...carrier })
      .onConflictDoNothing()
      .returning({ carrier: carriers.carrier, scac: carriers.scac, shorthand: carriers.shorthand });
    return row ?? null;
  }
}
