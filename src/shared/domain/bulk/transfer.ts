/**
 * Transfer on the bulk order drawer (D2 section 2: "the transfer dialog is also available here"; the
 * dialog is the dropship drawer's Select Items to Transfer of D1 section 2). The spec names no bulk
 * call for it: ours is PUT /bulk/orders/transfer. A bulk line's warehouse is its decision, so a
 * transfer re-decides the chosen lines whole to one warehouse, before anything is built: the order
 * is Not Routed or Not Built and the line is acknowledged (101). The order's Acumatica sales order
 * gets the same lines with the new warehouses.
 */
import { displayName } from '../identity/companies';
import type { BulkStage, BulkWarehouse } from './status';
import { BULK_ITEM_STATUS, BULK_STAGE_LABEL } from './status';

/** The stages whose lines may still change warehouse. */
export const TRANSFER_STAGES: readonly BulkStage[] = ['not_routed', 'not_built'];

export const TRANSFER_MESSAGES = {
  transferred: (moved: number, warehouse: string) =>
    `${moved} ${moved === 1 ? 'item' : 'items'} transferred to ${displayName(warehouse)}.`,
  stage: (po: string, stage: BulkStage) =>
    `Order ${po} is ${BULK_STAGE_LABEL[stage]}: only Not Routed and Not Built orders can be transferred.`,
  noAcumatica: (po: string) => `Order ${po} has no Acumatica order to transfer.`,
  none: 'Select at least one item to transfer',
} as const;

/** A line as the rule needs it: its status and how many pieces go to each warehouse. */
export type TransferLine = {
  internal_sku: string;
  order_status: number;
  fulfil: Record<BulkWarehouse, number>;
};

/** The warehouses a line ships from. */
export const lineWarehouses = (line: Pick<TransferLine, 'fulfil'>): BulkWarehouse[] =>
  (Object.keys(line.fulfil) as BulkWarehouse[]).filter((w) => line.fulfil[w] > 0);

/** Why a line cannot move to `target`; null when it can. */
export function transferBlock(line: TransferLine, target: BulkWarehouse): string | null {
  if (line.order_status === BULK_ITEM_STATUS.cancelled) return 'Cancelled';
  if (line.order_status === BULK_ITEM_STATUS.onHold) return 'On hold';
  if (line.order_status === BULK_ITEM_STATUS.created) return 'Not decided';
  if (line.order_status !== BULK_ITEM_STATUS.acknowledged) return 'Already built';
  const from = lineWarehouses(line);
  if (from.length === 0) return 'Not sent to a warehouse';
  if (from.length === 1 && from[0] === target) return `Already in ${displayName(target)}`;
  return null;
}

/** The line's pieces after the move: every piece it sent goes to `target`. */
export function transferredFulfil(line: Pick<TransferLine, 'fulfil'>, target: BulkWarehouse) {
  const pieces = lineWarehouses(line).reduce((sum, w) => sum + line.fulfil[w], 0);
  return { kentucky: 0, pennsylvania: 0, texas: 0, illinois: 0, [target]: pieces } as Record<
    BulkWarehouse,
    number
  >;
}
