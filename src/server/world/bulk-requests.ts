import { CHANGE_REQUEST_STATUS } from '@shared/domain/bulk/status';
import type { changeRequestDetails, changeRequests } from '../platform/db/schema/bulk';
import { HOUR, addDays, money, type WorldClock } from './clock';
import type { BulkOrder } from './bulk-order';
import { atLeast } from './bulk-stage';
import { address } from './people';
import type { IdSequences, Insert } from './table-batch';

export type ChangeRequests = {
  requests: Insert<typeof changeRequests>[];
  details: Insert<typeof changeRequestDetails>[];
};

const STATUSES = [
  CHANGE_REQUEST_STATUS.new,
  CHANGE_REQUEST_STATUS.accepted,
  CHANGE_REQUEST_STATUS.rejected,
  CHANGE_REQUEST_STATUS.error,
] as const;

/**
 * Vendor change requests on orders not yet built (D2 Incoming Order Change Requests): a new
 * quantity or price for an item, a new ship window, or a new address, with the old value kept so the
 * drawer can strike it through. `forced` gives the first few requests each status once.
 */
export function changeRequestsFor(
  o: BulkOrder,
  clock: WorldClock,
  ids: IdSequences,
  into: ChangeRequests,
  forced?: number,
): void {
  const { rng, order } = o;
  if (forced === undefined && (atLeast(o.stage, 'not_shipped') || !rng.chance(0.12))) return;
  const status =
    forced ??
    rng.weighted([
      [STATUSES[0], 50],
      [STATUSES[1], 30],
      [STATUSES[2], 15],
      [STATUSES[3], 5],
    ]);
  const requestId = ids.next('change_requests');
  const at = new Date(Math.min(order.uploadDate!.getTime() + rng.int(2, 40) * HOUR, clock.nowMs - HOUR));
  const type = rng.pick(['Item Change', 'Ship Window Change', 'Address Change'] as const);
  into.requests.push({
    requestId,
    company: order.company,
    changeDate: at,
    orderId: order.id,
    internalPoNumber: order.internalPoNumber,
    vendorName: order.vendorName,
    type,
    requestStatus: status,
    decidedBy: status === CHANGE_REQUEST_STATUS.new ? null : 'hq',
    decidedAt:
      status === CHANGE_REQUEST_STATUS.new ? null : new Date(Math.min(at.getTime() + 3 * HOUR, clock.nowMs)),
  });
  const detail = (subType: string, name: string, value: string, oldValue: string, extra = {}) =>
    into.details.push({
      id: ids.next('change_request_details'),
      requestId,
      subType,
      detail: name,
      value,
      oldValue,
      internalSku: null,
      quantity: null,
      externalPrice: null,
      ...extra,
    });
  if (type === 'Item Change') {
    for (const item of rng.sample(o.items, rng.int(1, 2))) {
      const quantity = Math.max(1, item.quantity + rng.int(-10, 10) * (item.casePacks ?? 1));
      const price = money(Math.round(Number(item.externalPrice) * 100 * (rng.chance(0.5) ? 1 : 0.95)));
      detail('item', 'quantity', String(quantity), String(item.quantity), {
        internalSku: item.internalSku,
        quantity,
        externalPrice: price,
      });
    }
  } else if (type === 'Ship Window Change') {
    const old = order.shipWindowEnd ?? addDays(order.shipWindowStart!, 7);
    detail('header', 'ship_window_end', addDays(old, rng.int(2, 10)), old);
  } else {
    const next = address(rng);
    detail('customer', 'address1', next.address1, order.address1 ?? '');
    detail('customer', 'city', next.city, order.city ?? '');
  }
}
