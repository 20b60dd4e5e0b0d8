import { checkAddress, type ShipAddress } from '../carriers/addresses';
import {
  AMAZON_TRACKING,
  CARRIER_LABEL,
  CARRIERS,
  TRACKING_LENGTH,
  USPS_ALTERNATE_LENGTH,
  type Carrier,
} from '../carriers/tracking';

/**
 * Failed Tracking (D2 "Failed Tracking", sections 5, 6 and 8; calls of D1 section 7): packages whose
 * label could not be bought. Office staff set a tracking number by hand, ask the carrier again, fix
 * the customer's address, and (admins only) buy the label without address verification.
 */
export const FAILED_TRACKING_MESSAGES = {
  setFailed: 'Failed to set tracking.',
  emptyTracking: 'Enter a tracking number.',
  resent: 'Requests resent...',
  resendFailed: 'Failed to resend requests',
  repulled: 'Labels repulled...',
  repullFailed: 'Failed to repull labels',
  adminOnly: 'Only admins can regenerate labels without address verification.',
  notFailed: 'This package is no longer in Failed Tracking. Refresh the list.',
  notAmazon: 'Only a package that ships on an Amazon label can fall back to another carrier.',
} as const;

/**
 * Fallback Amazon (PUT /dropship/orders/fallback_amazon, D1 section 7): when Amazon will not sell a
 * label for a package, it ships on our own carrier account instead, at that carrier's ground service.
 */
export const AMAZON_FALLBACK_CARRIER = 'ups' as const satisfies Carrier;

/** Whether a failed package may fall back from Amazon to our own carrier. */
export const mayFallBackFromAmazon = (carrier: string | null | undefined): boolean =>
  (carrier ?? '').trim().toLowerCase() === 'amazon';

export type Check<T> = { ok: true; value: T } | { ok: false; message: string };

const ALPHANUMERIC = /^[0-9A-Z]+$/;

function isCarrier(code: string): code is Carrier {
  return (CARRIERS as readonly string[]).includes(code);
}

/** What a carrier's numbers look like, for the message of a number that does not fit. */
export function trackingFormat(carrier: Carrier): string {
  switch (carrier) {
    case 'fedex':
      return `${TRACKING_LENGTH.fedex} digits`;
    case 'ups':
      return `${TRACKING_LENGTH.ups} characters starting with 1Z`;
    case 'usps':
      return `${TRACKING_LENGTH.usps} or ${USPS_ALTERNATE_LENGTH} digits`;
    case 'amazon':
      return 'TBA and 12 digits';
  }
}

function fits(carrier: Carrier, tracking: string): boolean {
  switch (carrier) {
    case 'fedex':
      return tracking.length === TRACKING_LENGTH.fedex && /^\d+$/.test(tracking);
    case 'ups':
      return tracking.length === TRACKING_LENGTH.ups && tracking.startsWith('1Z');
    case 'usps':
      return (
        (tracking.length === TRACKING_LENGTH.usps || tracking.length === USPS_ALTERNATE_LENGTH) &&
        /^\d+$/.test(tracking)
      );
    case 'amazon':
      return AMAZON_TRACKING.test(tracking);
  }
}

/**
 * A tracking number typed for a package of `carrier` (D1 section 9 lengths: 12 FedEx, 18 UPS, 22 or
 * 30 USPS; Amazon TBA numbers). Spaces and case are forgiven (numbers are often read off a label in
 * groups). An empty number is refused: the old screen ignored it silently, we say why nothing happened.
 */
export function checkTrackingNumber(
  carrier: string | null | undefined,
  raw: string | null | undefined,
): Check<string> {
  const tracking = (raw ?? '').replace(/\s+/g, '').toUpperCase();
  if (!tracking) return { ok: false, message: FAILED_TRACKING_MESSAGES.emptyTracking };
  if (!ALPHANUMERIC.test(tracking)) {
    return { ok: false, message: 'A tracking number has only letters and digits.' };
  }
  const code = (carrier ?? '').toLowerCase();
  if (!isCarrier(code)) {
    return { ok: false, message: `This package has no known carrier (${carrier ?? 'none'}).` };
  }
  if (fits(code, tracking)) return { ok: true, value: tracking };
  const other = CARRIERS.find((c) => c !== code && fits(c, tracking));
  const hint = other ? ` That looks like a ${CARRIER_LABEL[other]} number.` : '';
  return {
    ok: false,
    message: `A ${CARRIER_LABEL[code]} tracking number has ${trackingFormat(code)} (got ${tracking.length}).${hint}`,
  };
}

/** The customer fields of update_customer (the Failed tracking row's address). */
export type CustomerInput = {
  name: string;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip_code: string;
};

export const CUSTOMER_FIELD_LABEL: Record<keyof CustomerInput, string> = {
  name: 'Name',
  address1: 'Address 1',
  address2: 'Address 2',
  city: 'City',
  state: 'State',
  zip_code: 'Zip Code',
};

/** Longest value a label prints on one line for each field. */
export const CUSTOMER_FIELD_MAX: Record<keyof CustomerInput, number> = {
  name: 100,
  address1: 100,
  address2: 100,
  city: 60,
  state: 2,
  zip_code: 10,
};

const REQUIRED: readonly (keyof CustomerInput)[] = ['name', 'address1', 'city', 'state', 'zip_code'];

/**
 * A corrected customer address: the required fields, their lengths, then the carrier's own rules
 * (house number, US state code, 5 or 9 digit ZIP). The stored form keeps the customer's spelling of
 * name and street, trimmed; state and ZIP take the carrier's normal form.
 */
export function checkCustomer(
  input: Partial<Record<keyof CustomerInput, string | null>>,
): Check<CustomerInput> {
  const value = (key: keyof CustomerInput) => (input[key] ?? '').trim().replace(/\s+/g, ' ');
  for (const key of REQUIRED) {
    if (!value(key)) return { ok: false, message: `${CUSTOMER_FIELD_LABEL[key]} is required.` };
  }
  for (const key of Object.keys(CUSTOMER_FIELD_MAX) as (keyof CustomerInput)[]) {
    const max = key === 'state' ? Infinity : CUSTOMER_FIELD_MAX[key];
    if (value(key).length > max) {
      return { ok: false, message: `${CUSTOMER_FIELD_LABEL[key]} must be at most ${max} characters.` };
    }
  }
  const address: ShipAddress = {
    name: value('name'),
    address1: value('address1'),
    address2: value('address2') || null,
    city: value('city'),
    state: value('state'),
    zip: value('zip_code'),
  };
  const checked = checkAddress(address);
  if (!checked.valid) return { ok: false, message: checked.reason };
  return {
    ok: true,
    value: {
      name: address.name,
      address1: address.address1,
      address2: address.address2 ?? null,
      city: address.city,
      state: checked.address.state,
      zip_code: checked.address.zip,
    },
  };
}

/** D2 section 6: only the admin scope sees (and may use) Regenerate Labels w/o Address Verification. */
export function mayRegenerateWithoutVerification(scopes: readonly string[]): boolean {
  return scopes.includes('admin');
}

export type FailedTrackingActions = {
  setTracking: boolean;
  redoTracking: boolean;
  /** Fallback Amazon: one selected row that ships on an Amazon label. */
  fallbackAmazon: boolean;
  updateCustomer: boolean;
  /** null: the button is not shown at all. */
  regenerateWithoutVerification: boolean | null;
};

/**
 * Which buttons a screen offers (D2 section 5: one row selected at a time). Row actions need exactly
 * one selected row; the Amazon batch actions work on the warehouse and need none.
 */
export function failedTrackingActions(
  selectedCount: number,
  scopes: readonly string[],
  selectedCarrier: string | null = null,
): FailedTrackingActions {
  const one = selectedCount === 1;
  return {
    setTracking: one,
    redoTracking: one,
    fallbackAmazon: one && mayFallBackFromAmazon(selectedCarrier),
    updateCustomer: one,
    regenerateWithoutVerification: mayRegenerateWithoutVerification(scopes) ? one : null,
  };
}

export type BatchOutcome = { requested: number; labelled: number; failed: number };

/** The toast after Resend Amazon: the spec's sentence, then what happened. */
export function resendMessage({ requested, labelled, failed }: BatchOutcome): string {
  if (requested === 0) return `${FAILED_TRACKING_MESSAGES.resent} No Amazon label requests were waiting.`;
  return `${FAILED_TRACKING_MESSAGES.resent} ${labelled} of ${requested} labelled, ${failed} still failing.`;
}

/** The toast after Repull Amazon. */
export function repullMessage({ requested, labelled, failed }: BatchOutcome): string {
  if (requested === 0)
    return `${FAILED_TRACKING_MESSAGES.repulled} No Amazon labels were waiting to be pulled.`;
  return `${FAILED_TRACKING_MESSAGES.repulled} ${labelled} of ${requested} pulled, ${failed} not available.`;
}

/**
 * The sides Failed Tracking serves a person (issue 14 item 8): dropship packages for the dropship
 * scope, bulk parcel shipments (the `_bulk` company) for the bulk scope, both for admin.
 */
export type FailedTrackingSide = 'dropship' | 'bulk';
export function failedTrackingSides(scopes: readonly string[]): FailedTrackingSide[] {
  const admin = scopes.includes('admin');
  const sides: FailedTrackingSide[] = [];
  if (admin || scopes.includes('dropship')) sides.push('dropship');
  if (admin || scopes.includes('bulk')) sides.push('bulk');
  return sides;
}

/** Who may act on a side's rows: the same rule, per call (the screen admits both scopes). */
export function maySeeFailedTracking(scopes: readonly string[], side: FailedTrackingSide): boolean {
  return failedTrackingSides(scopes).includes(side);
}

/** Bulk parcels have no parcel-carrier check (their carrier is an SCAC): letters and digits, 6 to 40. */
export const BULK_TRACKING_LENGTH = { min: 6, max: 40 } as const;

/** A tracking number typed for a bulk parcel shipment; empty is refused, as on the dropship side. */
export function checkBulkTrackingNumber(raw: string | null | undefined): Check<string> {
  const tracking = (raw ?? '').replace(/\s+/g, '').toUpperCase();
  if (!tracking) return { ok: false, message: FAILED_TRACKING_MESSAGES.emptyTracking };
  if (!ALPHANUMERIC.test(tracking))
    return { ok: false, message: 'A tracking number has only letters and digits.' };
  const { min, max } = BULK_TRACKING_LENGTH;
  if (tracking.length < min || tracking.length > max)
    return {
      ok: false,
      message: `A tracking number has ${min} to ${max} characters (got ${tracking.length}).`,
    };
  return { ok: true, value: tracking };
}
