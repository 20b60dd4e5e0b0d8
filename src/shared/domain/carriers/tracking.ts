/**
 * Carriers and their tracking numbers (D1 section 9): 12 characters FedEx, 18 UPS, 22 USPS (a second
 * reading gives 30 for USPS). Amazon labels use the `TBA` prefix. Other lengths are plain text.
 */
export const CARRIERS = ['fedex', 'ups', 'usps', 'amazon'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_LABEL: Record<Carrier, string> = {
  fedex: 'FedEx',
  ups: 'UPS',
  usps: 'USPS',
  amazon: 'Amazon',
};

export const TRACKING_LENGTH: Record<Exclude<Carrier, 'amazon'>, number> = { fedex: 12, ups: 18, usps: 22 };
/** The second reading of the USPS length. */
export const USPS_ALTERNATE_LENGTH = 30;
/** Amazon Shipping numbers: TBA and 12 digits (the spec gives Amazon no length; this is the real form). */
export const AMAZON_TRACKING = /^TBA\d{12}$/;

/** Which carrier a tracking number belongs to, by its length; null when the length names none. */
export function carrierOfTracking(tracking: string): Exclude<Carrier, 'amazon'> | null {
  switch (tracking.length) {
    case TRACKING_LENGTH.fedex:
      return 'fedex';
    case TRACKING_LENGTH.ups:
      return 'ups';
    case TRACKING_LENGTH.usps:
    case USPS_ALTERNATE_LENGTH:
      return 'usps';
    default:
      return null;
  }
}

/** The label of a carrier code, or UNKNOWN (D1 section 9). */
export function carrierLabel(code: string | null | undefined): string {
  const key = (code ?? '').toLowerCase();
  return (CARRIERS as readonly string[]).includes(key) ? CARRIER_LABEL[key as Carrier] : 'UNKNOWN';
}
