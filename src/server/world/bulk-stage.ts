import {
  ASN_STATUS,
  BULK_ITEM_STATUS,
  BULK_STAGES,
  INVOICE_STATUS,
  type BulkStage,
} from '@shared/domain/bulk/status';
import { ACUMATICA_STATUS } from '@shared/domain/dropship/status';
import type { Rng, Weighted } from './prng';

/**
 * What each tab of the bulk lifecycle implies: how old its orders are, the status of their open
 * lines, and the Acumatica, ASN and invoice statuses they can have. The spec shows no transition
 * table, so these follow the tab order: an order is in the first tab whose work is not done.
 */
// prettier-ignore
export const STAGE_MIX: Weighted<BulkStage> = [['new', 10], ['not_in_acumatica', 4], ['not_routed', 5],
  ['not_built', 8], ['not_shipped', 6], ['ready', 6], ['shipped', 6], ['asn_sent', 8], ['invoiced', 12], ['complete', 35]];

// prettier-ignore
export const STAGE_AGE_DAYS: Record<BulkStage, [number, number]> = { new: [0, 2], not_in_acumatica: [1, 4],
  not_routed: [2, 6], not_built: [3, 10], not_shipped: [4, 12], ready: [5, 14], shipped: [7, 20],
  asn_sent: [10, 30], invoiced: [15, 60], complete: [20, 88] };

/** Open lines: created until decided, acknowledged until built, then built, staged, shipped. */
export const STAGE_STATUS: Record<BulkStage, number> = {
  new: BULK_ITEM_STATUS.created,
  not_in_acumatica: BULK_ITEM_STATUS.acknowledged,
  not_routed: BULK_ITEM_STATUS.acknowledged,
  not_built: BULK_ITEM_STATUS.acknowledged,
  not_shipped: BULK_ITEM_STATUS.built,
  ready: BULK_ITEM_STATUS.staged,
  shipped: BULK_ITEM_STATUS.shipped,
  asn_sent: BULK_ITEM_STATUS.shipped,
  invoiced: BULK_ITEM_STATUS.shipped,
  complete: BULK_ITEM_STATUS.shipped,
};

export function atLeast(stage: BulkStage, than: BulkStage): boolean {
  return BULK_STAGES.indexOf(stage) >= BULK_STAGES.indexOf(than);
}

export type OrderStatuses = { acumaticaStatus: number | null; asnStatus: number; invoiceStatus: number };

/** `live` is false for undecided or fully cancelled orders, which never reached the ERP. */
export function orderStatuses(rng: Rng, stage: BulkStage, live: boolean): OrderStatuses {
  if (!live)
    return { acumaticaStatus: null, asnStatus: ASN_STATUS.notSent, invoiceStatus: INVOICE_STATUS.notSent };
  let acumaticaStatus: number = ACUMATICA_STATUS.orderCreated;
  if (stage === 'not_in_acumatica')
    acumaticaStatus = rng.chance(0.6) ? ACUMATICA_STATUS.processing : ACUMATICA_STATUS.orderFailed;
  else if (atLeast(stage, 'shipped'))
    acumaticaStatus = rng.chance(0.9) ? ACUMATICA_STATUS.shipmentCreated : ACUMATICA_STATUS.shipmentFailed;
  let asnStatus: number = ASN_STATUS.notSent;
  if (atLeast(stage, 'asn_sent')) asnStatus = ASN_STATUS.sent;
  else if (stage === 'shipped' && rng.chance(0.3)) asnStatus = ASN_STATUS.failed;
  let invoiceStatus: number = INVOICE_STATUS.notSent;
  if (atLeast(stage, 'invoiced')) invoiceStatus = INVOICE_STATUS.sent;
  else if (stage === 'asn_sent' && rng.chance(0.4)) invoiceStatus = INVOICE_STATUS.error;
  return { acumaticaStatus, asnStatus, invoiceStatus };
}
