import { WARRANTY_STATUS } from './status';

/**
 * What may be done with a warranty order (D3 sections 4 and 6): edit the order, edit an item and
 * cancel only while its status is 1 (open). The server refuses the same (409) and changes nothing.
 */
export const isWarrantyEditable = (status: number): boolean => status === WARRANTY_STATUS.open;

/** Tooltips of the drawer's disabled buttons (D3 2.6). */
export const WARRANTY_TOOLTIPS = {
  editOrder: 'CANNOT EDIT ORDER!',
  editItem: 'CANNOT EDIT ITEM!',
  cancel: 'CANNOT CANCEL ORDER!',
} as const;

/** A status as people read it (D3 section 4's second list). */
export function warrantyStatusName(status: number): string {
  switch (status) {
    case WARRANTY_STATUS.open:
      return 'Warranty Created';
    case WARRANTY_STATUS.orderCreated:
      return 'Order Created';
    case WARRANTY_STATUS.cancelled:
      return 'Order Cancelled';
    default:
      return String(status);
  }
}

/** Cancelled rows (199) are highlighted red. */
export const isWarrantyCancelled = (status: number): boolean => status === WARRANTY_STATUS.cancelled;

/** The toasts and questions of D3 section 8. */
export const WARRANTY_MESSAGES = {
  duplicatePo: 'Duplicate PO Number!',
  saved: 'Saved Warranty Order!',
  saveFailed: 'Failed to Save Warranty Order!',
  insertFailed: 'Failed to Insert Warranty Order!',
  cancelQuestion: (po: string) => `Cancel PO# ${po}?`,
  cancelled: 'Order Cancelled!',
  cancelFailed: 'Failed To Cancel Order!',
  aborted: 'Operation Aborted!',
  confirmChanges: (po: string) => `Confirm changes for Warranty Order ${po}`,
  changesSaved: 'Saved Changes!',
  changesFailed: 'Failed to Save Changes!',
  searchFailed: 'Failed to Search!',
  /** Ours: the server's refusal of a change to an order that is no longer open. */
  notOpen: (po: string) => `Warranty order ${po} is not open; only open orders (status 1) can be changed.`,
  notFound: (po: string) => `Warranty order ${po} was not found.`,
  itemNotFound: (id: number) => `Warranty item ${id} was not found.`,
} as const;
