import { ORDER_STATUS } from './status';

/** Rules of File Uploads that are the dropship side's own; the shared ones are in ../uploads/upload-rows. */

/** The result alert of an order upload (D1 section 8), failed PO numbers listed after it. */
export function uploadResultMessage(successful: number, failed: number): string {
  return `Successful Uploads: ${successful} / Failed Uploads: ${failed}`;
}

/** Master packslips are offered only for the Petsense vendor (D1 section 2). */
export const offersMasterPackslips = (vendorName: string | null) => vendorName === 'Petsense';

/**
 * Delete (D1 6, admin): an order of the upload goes unless it is on a pull sheet or already past
 * creation (pulled, built, staged, shipped). Cancelled and held orders are not on a sheet and go.
 */
export function isDeletableOrder(order: { order_status: number; on_pullsheet: boolean }): boolean {
  if (order.on_pullsheet) return false;
  const s = order.order_status;
  return !(s >= ORDER_STATUS.pulled && s <= ORDER_STATUS.shipped);
}
