import type { UpdatePrioritiesBody, VendorPriority } from '@shared/api/dropship/warehouse-priority';
import { isPriority, PRIORITY_MESSAGES } from '@shared/domain/dropship/api-status';
import type { Company } from '@shared/domain/identity/companies';
import { badRequest } from '../../../platform/http/http-error';
import type { WarehousePriorityRepository } from './warehouse-priority.repository';

/** Warehouse Priority (D1 sections 2, 4 and 7): the fulfillment priority of each dropship vendor. */
export class WarehousePriorityService {
  constructor(private readonly vendors: WarehousePriorityRepository) {}

  /** A stored value outside 1-3 counts as the default, as a missing one does (D1 section 4). */
  async list(company: Company): Promise<VendorPriority[]> {
    return (await this.vendors.list(company)).map((v) => ({
      vendor_name: v.name,
      fulfillment_priority: isPriority(v.fulfillmentPriority) ? v.fulfillmentPriority : null,
    }));
  }

  /** All or nothing: one unknown or repeated vendor refuses the whole list. */
  async save(company: Company, body: UpdatePrioritiesBody): Promise<void> {
    const known = new Set((await this.vendors.list(company)).map((v) => v.name));
    const seen = new Set<string>();
    for (const { vendor_name: name } of body.vendors) {
      if (!known.has(name)) throw badRequest(PRIORITY_MESSAGES.unknownVendor(name), 'unknown_vendor');
      if (seen.has(name)) throw badRequest(PRIORITY_MESSAGES.duplicate(name), 'duplicate_vendor');
      seen.add(name);
    }
    await this.vendors.save(
      company,
      body.vendors.map((v) => ({ name: v.vendor_name, priority: v.fulfillment_priority })),
    );
  }
}
