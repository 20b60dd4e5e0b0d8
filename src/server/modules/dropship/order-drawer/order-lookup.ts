import type { Company } from '@shared/domain/identity/companies';
import { conflict, notFound } from '../../../platform/http/http-error';
import type { DropshipOrdersRepository, OrderRow, Tx } from './dropship-orders.repository';
import { dayIn } from '@shared/lib/zoned-time';

/**
 * The one order a PO names: of the given vendor, or the only one with that PO. Two vendors may use
 * the same PO text, so without a vendor that case is refused rather than guessed.
 */
export async function oneOrder(
  repo: DropshipOrdersRepository,
  tx: Tx,
  company: Company,
  po: string,
  vendorName?: string,
  lock = false,
): Promise<OrderRow> {
  const orders = await repo.ordersByPo(tx, company, po, vendorName, lock);
  const [order] = orders;
  if (!order) {
    const of = vendorName ? ` of ${vendorName}` : '';
    throw notFound(`Order ${po}${of} was not found.`, 'order_not_found');
  }
  if (orders.length > 1) {
    throw conflict(`Several vendors have an order ${po}; name the vendor.`, 'ambiguous_po');
  }
  return order;
}

/** Today in the merchant's office time zone (dates such as reshipped_date are New York days). */
export const officeDate = (now: Date): string => dayIn(now);
