import { WAREHOUSE_CODES } from '@shared/domain/identity/companies';
import { ACUMATICA_STATUS, ORDER_STATUS, TRACKING_STATUS } from '@shared/domain/dropship/status';
import { CARRIERS } from '@shared/domain/carriers/tracking';
import type { dropshipPackages } from '../platform/db/schema/dropship';
import { CARRIER_SERVICES } from '../integrations/carriers/tracking-numbers';
import { DAY, MINUTE, money, ymd, type WorldClock } from './clock';
import { erpShipmentNumber } from './codes';
import type { OrderLine, OrderRefs } from './dropship-order-types';
import type { DropshipScope } from './dropship-scope';
import type { OrderSpec } from './dropship-spec';
import { worldTracking } from './parcel-labels';
import type { IdSequences, Insert } from './table-batch';

type Package = Insert<typeof dropshipPackages>;

/** Reasons a label could not be bought; the Failed Tracking screen lists these packages. */
const TRACKING_ERRORS = [
  'Address validation failed: ZIP code does not match city and state',
  'Carrier API timeout after 30000 ms',
  'Invalid street address: no street number',
  'Package weight exceeds service limit',
  'Recipient phone number required for this service',
];

/**
 * The packages of an order, consistent with its status: none before labels (created, holds,
 * cancelled), one without tracking and with an error for failed tracking, and labelled packages on
 * the pull sheet otherwise: Label Created (200) until shipped, then Shipped (201) or Reshipped (299).
 * Each non-cancelled line goes into exactly one package; total_quantity is the sum of its lines.
 */
export function packagesOf(
  scope: DropshipScope,
  spec: OrderSpec,
  clock: WorldClock,
  ids: IdSequences,
  refs: OrderRefs,
  lines: OrderLine[],
  order: { id: number; sheetTime: Date | null; inErp: boolean },
): Package[] {
  const { id: orderId, sheetTime } = order;
  const { rng, status, carrier, warehouse } = spec;
  const active = lines.filter((l) => l.orderStatus !== ORDER_STATUS.cancelled);
  if (spec.fate !== 'sheet' && spec.fate !== 'failedTracking') return [];
  const count = spec.fate === 'sheet' && active.length >= 2 && rng.chance(0.2) ? 2 : 1;
  const groups = Array.from({ length: count }, (_, g) => active.filter((_, i) => i % count === g));
  const code = WAREHOUSE_CODES[warehouse];
  const method = rng.pick(CARRIER_SERVICES[carrier]);
  return groups.map((group) => {
    const id = ids.next('dropship_packages');
    for (const line of group) line.packageId = id;
    const item = scope.itemBySku.get(group[0]?.internalSku ?? '');
    const weight = (sku: string) => scope.itemBySku.get(sku)?.weightHundredths ?? 300;
    const base: Package = {
      id,
      company: scope.company,
      orderId,
      trackingNumber: null,
      carrier,
      method,
      trackingStatus: null,
      acuShipNum: null,
      acumaticaStatus: null,
      truckNumber: null,
      toteId: null,
      warehouse,
      pullsheetId: null,
      shipDate: null,
      reshippedDate: null,
      boxType: item?.defaultBox ?? 'B16126',
      weightLbs: money(group.reduce((s, l) => s + l.quantity * weight(l.internalSku), 0)),
      totalQuantity: group.reduce((s, l) => s + l.quantity, 0),
      labelKey: null,
      packslipKey: null,
      trackingError: null,
    };
    if (spec.fate === 'failedTracking' || !spec.sheet || !sheetTime) {
      return { ...base, trackingError: rng.pick(TRACKING_ERRORS) };
    }
    const shipped = status === ORDER_STATUS.shipped;
    const reshipAt = sheetTime.getTime() + rng.int(2, 4) * DAY;
    const reship = shipped && (spec.coverage?.reship ?? rng.chance(0.03)) && reshipAt < clock.nowMs - MINUTE;
    const shipFailed = spec.coverage?.acumatica === 'shipmentFailed' || rng.chance(0.06);
    const erpShips = shipped ? !shipFailed : status === ORDER_STATUS.staged && rng.chance(0.6);
    // Only an order the ERP holds can have a shipment there.
    const shipmentCreated = erpShips && order.inErp;
    const trackingStatus = reship
      ? TRACKING_STATUS.reshipped
      : shipped
        ? TRACKING_STATUS.confirmed
        : TRACKING_STATUS.created;
    const scanned = reship ? null : shipped;
    return {
      ...base,
      trackingNumber: worldTracking(ids, scope.company, carrier, method, scanned),
      trackingStatus,
      acuShipNum: shipmentCreated ? erpShipmentNumber(ids, scope.company) : null,
      acumaticaStatus: shipmentCreated
        ? ACUMATICA_STATUS.shipmentCreated
        : shipped
          ? ACUMATICA_STATUS.shipmentFailed
          : null,
      truckNumber:
        status >= ORDER_STATUS.staged
          ? `${code}${ymd(sheetTime).slice(5).replace('-', '')}${CARRIERS.indexOf(carrier) + 1}`
          : null,
      toteId: status <= ORDER_STATUS.built ? `T${String(rng.int(1, 999)).padStart(4, '0')}` : null,
      pullsheetId: refs.sheetId(spec.sheet.key),
      shipDate: sheetTime,
      reshippedDate: reship ? ymd(new Date(reshipAt)) : null,
    };
  });
}
