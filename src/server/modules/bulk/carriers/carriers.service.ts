import type { Carrier } from '@shared/api/catalog/reference-lists';
import { CARRIER_MESSAGES } from '@shared/domain/bulk/carriers';
import type { Company } from '@shared/domain/identity/companies';
import { conflict } from '../../../platform/http/http-error';
import type { CarriersRepository } from './carriers.repository';

/** Bulk Carriers (D2 sections 2, 5, 7, 8): Add Carrier. The screen shows a refusal's message as it is. */
export class CarriersService {
  constructor(private readonly carriers: CarriersRepository) {}

  /** The body is already normalised by the contract (trimmed, SCAC upper-case, all three present). */
  async add(company: Company, carrier: Carrier): Promise<Carrier> {
    const saved = await this.carriers.insert(company, carrier);
    if (!saved) throw conflict(CARRIER_MESSAGES.duplicate(carrier.scac), 'carrier_exists');
    return saved;
  }
}
