import type { AddZeroOut, DeleteZeroOut, ZeroOutItem } from '@shared/api/inventory/zero-inventory';
import type { Company } from '@shared/domain/identity/companies';
import {
  normalizeZeroOutSku,
  ZERO_OUT_MESSAGES,
  zeroOutAddedAt,
  zeroOutSkuProblem,
} from '@shared/domain/inventory/zero-out';
import { badRequest, conflict, notFound } from '../../../platform/http/http-error';
import type { ZeroInventoryRepository, ZeroOutRecord } from './zero-inventory.repository';

const toItem = (r: ZeroOutRecord): ZeroOutItem => ({
  sku: r.sku,
  date_added: r.dateAdded.toISOString(),
  added_by: r.addedBy,
  description: r.description,
});

/**
 * Zeroed-Out Inventory (D3 2.20): list, add and remove the company's zeroed-out SKUs. Only SKUs of
 * the item list may be added (a typo would otherwise zero out nothing, silently), each once.
 */
export class ZeroInventoryService {
  constructor(private readonly skus: ZeroInventoryRepository) {}

  async list(company: Company): Promise<ZeroOutItem[]> {
    return (await this.skus.list(company)).map(toItem);
  }

  async add(company: Company, username: string, input: AddZeroOut): Promise<ZeroOutItem> {
    const problem = zeroOutSkuProblem(input.sku);
    if (problem) throw badRequest(problem, 'invalid_sku');
    const typed = normalizeZeroOutSku(input.sku);
    const item = await this.skus.findItem(company, typed);
    if (!item) throw badRequest(ZERO_OUT_MESSAGES.unknown(typed), 'unknown_sku');
    const listed = await this.skus.findListed(company, item.sku);
    if (listed) throw conflict(ZERO_OUT_MESSAGES.duplicate(listed), 'already_zeroed_out');
    const dateAdded = zeroOutAddedAt(input.date_added, new Date());
    if (!(await this.skus.insert(company, item.sku, dateAdded, username))) {
      throw conflict(ZERO_OUT_MESSAGES.duplicate(item.sku), 'already_zeroed_out');
    }
    return {
      sku: item.sku,
      date_added: dateAdded.toISOString(),
      added_by: username,
      description: item.description,
    };
  }

  async remove(company: Company, input: DeleteZeroOut): Promise<void> {
    const typed = normalizeZeroOutSku(input.sku);
    if (typed === '') throw badRequest('Choose a SKU to remove.', 'invalid_sku');
    const listed = await this.skus.findListed(company, typed);
    if (!listed || !(await this.skus.remove(company, listed))) {
      throw notFound(ZERO_OUT_MESSAGES.notListed(typed), 'not_zeroed_out');
    }
  }
}
