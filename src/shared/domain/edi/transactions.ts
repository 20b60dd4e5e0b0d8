/**
 * EDI X12 messages exchanged with vendors (D2 EDI Transaction Report): the transaction sets, their
 * functional group codes (GS01) and the statuses the report shows.
 */
export const EDI_TYPES = ['850', '855', '856', '810', '846'] as const;
export type EdiType = (typeof EDI_TYPES)[number];

export const EDI_TYPE_LABEL: Record<EdiType, string> = {
  '850': 'Purchase Order',
  '855': 'Purchase Order Acknowledgment',
  '856': 'Ship Notice/Manifest',
  '810': 'Invoice',
  '846': 'Inventory Inquiry/Advice',
};

/** GS01 functional identifier code of each transaction set. */
export const EDI_FUNCTIONAL_ID: Record<EdiType, string> = {
  '850': 'PO',
  '855': 'PR',
  '856': 'SH',
  '810': 'IN',
  '846': 'IB',
};

export const EDI_DIRECTIONS = ['inbound', 'outbound'] as const;
export type EdiDirection = (typeof EDI_DIRECTIONS)[number];

/**
 * Inbound: Received, then Processed (orders created) or Error (could not be read). Outbound: Sent,
 * then Accepted once the partner's 997 arrives, or Failed when it could not be delivered.
 */
export const EDI_STATUS = {
  received: 'Received',
  processed: 'Processed',
  error: 'Error',
  sent: 'Sent',
  accepted: 'Accepted',
  failed: 'Failed',
} as const;
export type EdiStatus = (typeof EDI_STATUS)[keyof typeof EDI_STATUS];
