/** ERP (Acumatica) conventions: order types and the vendor code of the Walmart order upload (D1 9). */
export const ERP_ORDER_TYPES = ['SO', 'IT'] as const;
export type ErpOrderType = (typeof ERP_ORDER_TYPES)[number];

/** The only vendor of Acumatica Order Uploads: Walmart Fulfillment Center. */
export const WALMART_FULFILLMENT_CENTER = { name: 'Walmart Fulfillment Center', code: 'C00299' } as const;
