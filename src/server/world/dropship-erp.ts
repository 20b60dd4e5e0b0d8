import { ACUMATICA_STATUS } from '@shared/domain/dropship/status';
import { erpNumber } from './codes';
import type { OrderSpec } from './dropship-spec';

/** Acumatica outcome of the order: created for most, processing or failed for some (D1 section 4). */
export function acumatica(spec: OrderSpec): [number | null, string | null] {
  const { rng, fate, coverage } = spec;
  const num = erpNumber(100_000 + spec.index);
  const created: [number, string] = [ACUMATICA_STATUS.orderCreated, num];
  if (coverage?.acumatica === 'processing') return [ACUMATICA_STATUS.processing, null];
  if (coverage?.acumatica === 'orderFailed') return [ACUMATICA_STATUS.orderFailed, null];
  switch (fate) {
    case 'sheet':
      return rng.chance(0.02) ? [ACUMATICA_STATUS.orderFailed, null] : created;
    case 'created':
      return rng.weighted<[number, string | null]>([
        [created, 70],
        [[ACUMATICA_STATUS.processing, null], 20],
        [[ACUMATICA_STATUS.orderFailed, null], 10],
      ]);
    case 'failedTracking':
      return created;
    case 'hold198':
      return [null, null];
    case 'hold197':
      return rng.chance(0.5) ? created : [null, null];
    case 'cancelled':
      return rng.chance(0.6) ? created : [null, null];
  }
}
