import { CANCEL_REASONS, ORDER_STATUS } from '@shared/domain/dropship/status';
import type { dropshipOrders } from '../platform/db/schema/dropship';
import type { CatalogItem } from './catalog';
import { DAY, HOUR, MINUTE, compactYmd, money, type WorldClock } from './clock';
import { acumatica } from './dropship-erp';
import { packagesOf } from './dropship-packages';
import type { DropshipScope } from './dropship-scope';
import type { OrderBundle, OrderLine, OrderRefs } from './dropship-order-types';
import type { OrderSpec } from './dropship-spec';
import { sheetAgeMs } from './dropship-sheets';
import { address, personName } from './people';
import type { Rng } from './prng';
import type { IdSequences, Insert } from './table-batch';

/** The vendor's own PO number, in the shape each retailer uses. */
function externalPo(rng: Rng, vendor: string): string {
  if (vendor.startsWith('Amazon')) return `${rng.digits(3)}-${rng.digits(7)}-${rng.digits(7)}`;
  if (vendor.startsWith('Walmart')) return rng.digits(13);
  return String(rng.int(100_000_000, 999_999_999));
}

function lineQuantities(spec: OrderSpec): number[] {
  const { rng, coverage, vendor } = spec;
  const petsense = vendor.name === 'Petsense';
  // prettier-ignore
  const count = coverage?.lines?.count ?? (petsense ? rng.int(4, 9) : rng.weighted([[1, 65], [2, 22], [3, 8], [4, 3], [5, 1.5], [6, 0.5]]));
  const quantities = Array.from({ length: count }, () =>
    coverage?.lines
      ? rng.int(coverage.lines.min, coverage.lines.max)
      : petsense
        ? rng.int(2, 10)
        : rng.weighted([
            [1, 85],
            [2, 10],
            [3, 3],
            [4, 2],
          ] as const),
  );
  if (spec.type === 'multiples' && quantities.reduce((a, b) => a + b, 0) < 2) quantities[0] = 2;
  return quantities;
}

function pickItem(scope: DropshipScope, spec: OrderSpec, lineIndex: number): CatalogItem {
  const forced = spec.coverage?.bundle;
  if (lineIndex === 0 && forced !== undefined && scope.bundles[forced]) return scope.bundles[forced];
  if (scope.bundles.length > 0 && spec.rng.chance(0.01)) return spec.rng.pick(scope.bundles);
  return spec.rng.pick(scope.items);
}

export function buildOrder(
  scope: DropshipScope,
  spec: OrderSpec,
  clock: WorldClock,
  ids: IdSequences,
  refs: OrderRefs,
): OrderBundle {
  const { rng, vendor, status } = spec;
  const orderId = ids.next('dropship_orders');
  const uploadTime = clock.ago(spec.uploadAgeMs);
  const cancelledOrder = status === ORDER_STATUS.cancelled;
  const markupPct = 5 + (vendor.id % 4) * 6;
  const quantities = lineQuantities(spec);
  const cancelOne =
    spec.sheet !== null && quantities.length >= 2 && (spec.coverage?.partialCancel ?? rng.chance(0.04));
  const lines: OrderLine[] = quantities.map((quantity, i) => {
    const item = pickItem(scope, spec, i);
    const cancelled = cancelledOrder || (cancelOne && i === quantities.length - 1);
    return {
      id: ids.next('dropship_order_lines'),
      company: scope.company,
      orderId,
      packageId: null,
      internalSku: item.sku,
      externalSku: vendor.name.startsWith('Amazon')
        ? item.asin
        : vendor.name === 'Chewy'
          ? item.chewySku
          : item.sku,
      rootSku: item.rootSku,
      description: item.description,
      quantity,
      internalPrice: money(item.priceCents),
      externalPrice: money(Math.round((item.priceCents * (100 + markupPct)) / 100)),
      orderStatus: cancelled ? ORDER_STATUS.cancelled : status,
      cancelReason: cancelled ? rng.pick(CANCEL_REASONS) : null,
      location: item.locations[spec.warehouse] ?? null,
    };
  });
  const sheetTime = spec.sheet ? clock.ago(sheetAgeMs(spec.sheet.k, spec.sheet.key)) : null;
  const [acumaticaStatus, acuOrderNum] = acumatica(spec);
  const inErp = acuOrderNum !== null;
  const packages = packagesOf(scope, spec, clock, ids, refs, lines, { id: orderId, sheetTime, inErp });
  const pieces = lines
    .filter((l) => l.orderStatus !== ORDER_STATUS.cancelled)
    .reduce((s, l) => s + l.quantity, 0);

  const person = personName(rng);
  const ship = address(rng);
  const orderDate = new Date(uploadTime.getTime() - rng.int(30, 30 * 60) * MINUTE);
  const afterUpload = (min: number, max: number) =>
    new Date(Math.min(uploadTime.getTime() + rng.int(min, max), clock.nowMs - MINUTE));
  const order: Insert<typeof dropshipOrders> = {
    id: orderId,
    company: scope.company,
    vendorName: vendor.name,
    vendorCode: vendor.code,
    uploadId: refs.uploadId(spec.uploadKey),
    internalPoNumber: `${vendor.prefix}${scope.company === 'furhaven' ? 1 : 2}${String(spec.index).padStart(8, '0')}`,
    externalPoNumber: externalPo(rng, vendor.name),
    orderDate,
    uploadDate: uploadTime,
    name: person,
    ...ship,
    carrier: spec.carrier,
    method: packages[0]?.method ?? null,
    warehouse: spec.warehouse,
    orderStatus: status,
    acumaticaStatus,
    acuOrderNum,
    vendorStatus: null,
    decision: null,
    pickupTime:
      status === ORDER_STATUS.shipped && sheetTime
        ? new Date(Math.min(sheetTime.getTime() + rng.int(6, 18) * HOUR, clock.nowMs - MINUTE))
        : null,
    vendorParams: {
      requested_on: compactYmd(new Date(orderDate.getTime() + rng.int(3, 6) * DAY)),
      ...(rng.chance(0.05) ? { note: rng.pick(['Gift order', 'Leave at back door', 'Fragile']) } : {}),
    },
    heldAt: spec.fate === 'hold197' || spec.fate === 'hold198' ? afterUpload(5 * MINUTE, HOUR) : null,
    cancelledAt: cancelledOrder ? afterUpload(HOUR, 2 * DAY) : null,
  };
  return { spec, order, packages, lines, pieces, sheetTime };
}
