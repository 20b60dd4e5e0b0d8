/** 3PL codes (D3 sections 2.3, 4 and 9). */
export const DISCREPANCY_STATUS = ['Unresolved', 'Resolved'] as const;
export type DiscrepancyStatus = (typeof DISCREPANCY_STATUS)[number];

/** Provider 10 is Geodis (the only functional one); 11 Standvast appears on the inventory screen. */
export const TPL_PROVIDERS = { geodis: 10, standvast: 11 } as const;
export const TPL_CUSTOMERS = ['C000000011', 'C000000004'] as const;
export const TPL_BILL_TO_ACCOUNT = '00001';
export const TRANSFER_OPTIONS = ['Texas to Geodis'] as const;

/** Transfer-order shipments can be created only in these statuses. */
export const TRANSFER_ORDER_SHIPPABLE = ['Open', 'Shipping'] as const;
export const TRANSFER_ORDER_STATUSES = ['Open', 'Shipping', 'Completed', 'Cancelled', 'On Hold'] as const;
export type TransferOrderStatus = (typeof TRANSFER_ORDER_STATUSES)[number];
