/** Status codes and lists of the bulk area (D2 sections 4 and 9). */

/** The lifecycle, in tab order. The spec shows no transition table; these are the tabs' stages. */
export const BULK_STAGES = [
  'new',
  'not_in_acumatica',
  'not_routed',
  'not_built',
  'not_shipped',
  'ready',
  'shipped',
  'asn_sent',
  'invoiced',
  'complete',
] as const;
export type BulkStage = (typeof BULK_STAGES)[number];

export const BULK_STAGE_LABEL: Record<BulkStage, string> = {
  new: 'New',
  not_in_acumatica: 'Not In Acumatica',
  not_routed: 'Not Routed',
  not_built: 'Not Built',
  not_shipped: 'Not Shipped',
  ready: 'Ready',
  shipped: 'Shipped',
  asn_sent: 'ASN Sent',
  invoiced: 'Invoiced',
  complete: 'Complete',
};

export const BULK_ITEM_STATUS = {
  created: 100,
  acknowledged: 101,
  built: 102,
  staged: 103,
  shipped: 104,
  onHold: 197,
  cancelled: 199,
} as const;
export type BulkItemStatus = (typeof BULK_ITEM_STATUS)[keyof typeof BULK_ITEM_STATUS];

export const SHIPMENT_STATUS = { created: 200, confirmed: 201, reshipped: 299 } as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUS)[keyof typeof SHIPMENT_STATUS];

/** ASN vendor_status: 300 Not Sent, 301 Sent, -301 Failed. */
export const ASN_STATUS = { notSent: 300, sent: 301, failed: -301 } as const;
export type AsnStatus = (typeof ASN_STATUS)[keyof typeof ASN_STATUS];

/** Invoice vendor_status: 701 Sent, -701 Error, otherwise Not Sent (700 here). */
export const INVOICE_STATUS = { notSent: 700, sent: 701, error: -701 } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];

export const CHANGE_REQUEST_STATUS = { new: 800, accepted: 801, rejected: 899, error: -801 } as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUS)[keyof typeof CHANGE_REQUEST_STATUS];

/** Decision codes of the decision file (D2 section 4). */
export const DECISION_CODES = ['KY', 'PA', 'TX', 'PF', 'IL', 'PL', 'SP', 'CN', 'DC', 'BO'] as const;
export type DecisionCode = (typeof DECISION_CODES)[number];

export const SHIP_TYPES = ['LTL', 'FTL', 'PARCEL'] as const;
export type ShipType = (typeof SHIP_TYPES)[number];

/** Line decisions of the decision workflow. */
export const LINE_DECISIONS = [
  'Kentucky',
  'Pennsylvania',
  'Texas',
  'Illinois',
  'OOS',
  'No Sale',
  'Discontinued',
  'Small PO',
  'Back Ordered',
  'Incorrect',
  'Split',
  'Partial',
  'Cancel',
  'Make a Decision',
] as const;
export type LineDecision = (typeof LINE_DECISIONS)[number];

export const BULK_WAREHOUSES = ['kentucky', 'pennsylvania', 'texas', 'illinois'] as const;
export type BulkWarehouse = (typeof BULK_WAREHOUSES)[number];

/** A shipment's carrier is an SCAC code of exactly 4 characters. */
export const SCAC_LENGTH = 4;
