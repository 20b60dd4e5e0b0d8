/** Status codes of the dropship area (D1 section 4). */

export const UPLOAD_STATUS = {
  processing: 'upload_processing',
  complete: 'upload_complete',
  failed: 'upload_failed',
  formatNotFound: 'upload_format_not_found',
  partiallyDeleted: 'upload_partially_deleted',
  deleted: 'upload_deleted',
} as const;
export type UploadStatus = (typeof UPLOAD_STATUS)[keyof typeof UPLOAD_STATUS];

export const UPLOAD_STATUS_LABEL: Record<UploadStatus, string> = {
  upload_processing: 'Processing',
  upload_complete: 'Complete',
  upload_failed: 'Failed',
  upload_format_not_found: 'Invalid Format',
  upload_partially_deleted: 'Partially Deleted',
  upload_deleted: 'Deleted',
};

/** Order (and line) status codes; 198 and 197 are the hold screen's Unacknowledged and Ready. */
export const ORDER_STATUS = {
  created: 100,
  pulled: 101,
  built: 102,
  staged: 103,
  shipped: 104,
  ready: 197,
  unacknowledged: 198,
  cancelled: 199,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_NAME: Record<OrderStatus, string> = {
  100: 'order_created',
  101: 'order_pulled',
  102: 'order_built',
  103: 'order_staged',
  104: 'order_shipped',
  197: 'order_production_hold',
  198: 'order_unacknowledged',
  199: 'order_cancelled',
};

export const TRACKING_STATUS = { created: 200, confirmed: 201, reshipped: 299 } as const;
export type TrackingStatus = (typeof TRACKING_STATUS)[keyof typeof TRACKING_STATUS];

export const ACUMATICA_STATUS = {
  processing: 400,
  orderCreated: 401,
  shipmentCreated: 402,
  shipmentFailed: -402,
  orderFailed: -401,
} as const;
export type AcumaticaStatus = (typeof ACUMATICA_STATUS)[keyof typeof ACUMATICA_STATUS];

/** Pull sheet status_code (D1 section 4): 101 with max_status_code 102 displays as Partial Built. */
export const PULLSHEET_STATUS = { unbuilt: 100, pulled: 101, built: 102, staged: 103, shipped: 104 } as const;
export type PullsheetStatus = (typeof PULLSHEET_STATUS)[keyof typeof PULLSHEET_STATUS];

export const PULLSHEET_TYPES = [
  'multiples',
  'presses',
  'assembly',
  'non_assembly',
  'warranties',
  'petsense',
  'sioc',
  'samples',
] as const;
export type PullsheetType = (typeof PULLSHEET_TYPES)[number];

export const PULLSHEET_CARRIERS = ['fedex', 'ups', 'usps', 'amazon'] as const;
export type PullsheetCarrier = (typeof PULLSHEET_CARRIERS)[number];

/** Static file update action status and types (D1 sections 3, 4, 9). */
export const STATIC_ACTION_STATUS = {
  processing: 'action_processing',
  complete: 'action_complete',
  failed: 'action_failed',
} as const;
export type StaticActionStatus = (typeof STATIC_ACTION_STATUS)[keyof typeof STATIC_ACTION_STATUS];

export const STATIC_FILE_TYPES = [
  'updateMaster',
  'updateInventory',
  'forceInventory',
  'updateVendor',
  'updateZipcode',
  'updatePallets',
] as const;
export type StaticFileType = (typeof STATIC_FILE_TYPES)[number];

export const CANCEL_REASONS = ['OOS', 'OBSOLETE', 'INCORRECT', 'SMALLPO', 'NOSALE'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Warehouses of the dropship side (D1 section 9). */
export const DROPSHIP_WAREHOUSES = ['kentucky', 'pennsylvania', 'texas'] as const;
