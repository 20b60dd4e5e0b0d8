import type { ShipAddress } from '@shared/domain/carriers/addresses';
import type { Carrier } from '@shared/domain/carriers/tracking';
import type { TrackingEvent } from '../port';

/**
 * ShipEngine's v1 wire format (the multi-carrier label API): its addresses, labels, shipments,
 * tracking and manifests as it sends them, and the conversions to and from the port's shapes.
 */

export type SeAddress = {
  name: string;
  phone?: string | null;
  company_name?: string | null;
  address_line1: string;
  address_line2?: string | null;
  city_locality: string;
  state_province: string;
  postal_code: string;
  country_code: string;
  address_residential_indicator?: 'unknown' | 'yes' | 'no';
};

export type SePackage = {
  weight: { value: number; unit: 'pound' | 'ounce' | 'gram' | 'kilogram' };
  label_messages?: { reference1?: string | null; reference2?: string | null; reference3?: string | null };
  tracking_number?: string | null;
};

export type SeShipment = {
  shipment_id?: string;
  carrier_id: string;
  service_code: string;
  external_shipment_id?: string | null;
  ship_date?: string | null;
  warehouse_id?: string | null;
  ship_from?: SeAddress | null;
  ship_to: SeAddress;
  validate_address?: 'no_validation' | 'validate_only' | 'validate_and_clean';
  packages: SePackage[];
  created_at?: string;
};

export type SeLabel = {
  label_id: string;
  status: 'processing' | 'completed' | 'error' | 'voided';
  shipment_id: string;
  ship_date: string;
  created_at: string;
  tracking_number: string;
  carrier_id: string;
  carrier_code: string;
  service_code: string;
  label_format: 'pdf' | 'png' | 'zpl';
  label_layout?: string;
  label_download: { href: string; pdf?: string; png?: string; zpl?: string };
  tracking_status: 'unknown' | 'in_transit' | 'error' | 'delivered';
  voided: boolean;
  voided_at: string | null;
  packages: SePackage[];
};

export type SeLabelList = { labels: SeLabel[]; total: number; page: number; pages: number };

export type SeTrackEvent = {
  occurred_at: string;
  carrier_occurred_at?: string | null;
  description: string;
  city_locality: string | null;
  state_province: string | null;
  postal_code: string | null;
  country_code: string | null;
  company_name?: string | null;
  signer?: string | null;
  event_code: string | null;
  status_code: SeStatusCode;
  status_detail_code?: string | null;
  status_description?: string | null;
  carrier_status_code?: string | null;
};

/** Standardised tracking status: unknown, accepted, in transit, delivered, exception, attempt, not yet, service point. */
export type SeStatusCode = 'UN' | 'AC' | 'IT' | 'DE' | 'EX' | 'AT' | 'NY' | 'SP';

export type SeTracking = {
  tracking_number: string;
  status_code: SeStatusCode;
  status_description: string | null;
  carrier_status_code?: string | null;
  carrier_status_description?: string | null;
  ship_date?: string | null;
  estimated_delivery_date?: string | null;
  actual_delivery_date?: string | null;
  exception_description?: string | null;
  events: SeTrackEvent[];
};

export type SeValidation = {
  status: 'verified' | 'unverified' | 'warning' | 'error';
  original_address: SeAddress;
  matched_address: SeAddress | null;
  messages: {
    code: string;
    message: string;
    type: 'error' | 'warning' | 'info';
    detail_code?: string | null;
  }[];
};

export type SeManifest = {
  manifest_id: string;
  form_id: string;
  created_at: string;
  ship_date: string;
  shipments: number;
  label_ids: string[];
  warehouse_id: string;
  carrier_id: string;
  manifest_download: { href: string };
};

/** GET /v1/manifests: one page of the account's manifests. */
export type SeManifestList = { manifests: SeManifest[]; total: number; page: number; pages: number };

/** ShipEngine's carrier codes (GET /v1/tracking?carrier_code=...). */
export const CARRIER_CODE: Record<Carrier, string> = {
  fedex: 'fedex',
  ups: 'ups',
  usps: 'usps',
  amazon: 'amazon_shipping_us',
};

/** The port's service codes (FEDEX_GROUND, GROUND, ...) as ShipEngine's service_code, per carrier. */
const SERVICE_CODE: Record<Carrier, Record<string, string>> = {
  fedex: { FEDEX_GROUND: 'fedex_ground', GROUND_HOME_DELIVERY: 'fedex_home_delivery' },
  ups: { GROUND: 'ups_ground', NEXT_DAY_AIR: 'ups_next_day_air', SECOND_DAY_AIR: 'ups_2nd_day_air' },
  usps: { GROUND_ADVANTAGE: 'usps_ground_advantage', PRIORITY_MAIL: 'usps_priority_mail' },
  amazon: { AMAZON_SHIPPING_GROUND: 'amazon_shipping_ground' },
};

/** A service the table does not know passes through in ShipEngine's lower case. */
export function serviceToWire(carrier: Carrier, service: string): string {
  return SERVICE_CODE[carrier][service] ?? service.toLowerCase();
}

export function serviceFromWire(carrier: Carrier, code: string): string {
  const known = Object.entries(SERVICE_CODE[carrier]).find(([, wire]) => wire === code);
  return known ? known[0] : code.toUpperCase();
}

export function addressToWire(address: ShipAddress): SeAddress {
  return {
    name: address.name,
    address_line1: address.address1,
    address_line2: address.address2 || null,
    city_locality: address.city,
    state_province: address.state,
    postal_code: address.zip,
    country_code: address.country?.trim() || 'US',
    address_residential_indicator: 'unknown',
  };
}

export function addressFromWire(address: SeAddress): ShipAddress {
  return {
    name: address.name,
    address1: address.address_line1,
    address2: address.address_line2 || null,
    city: address.city_locality,
    state: address.state_province,
    zip: address.postal_code,
    country: address.country_code,
  };
}

/** Pounds as the port writes them ("3.50") and as a number on the wire. */
export function weightToWire(weightLbs: string): SePackage['weight'] {
  const value = Number(weightLbs);
  return { value: Number.isFinite(value) ? value : Number.NaN, unit: 'pound' };
}

export function weightFromWire(weight: SePackage['weight']): string {
  const pounds =
    weight.unit === 'ounce'
      ? weight.value / 16
      : weight.unit === 'gram'
        ? weight.value / 453.59237
        : weight.unit === 'kilogram'
          ? weight.value / 0.45359237
          : weight.value;
  return pounds.toFixed(2);
}

/** Detail codes that say more than the status code: creation, pick-up, out for delivery, relabelled. */
const DETAIL_EVENT: Record<string, TrackingEvent['code']> = {
  SHIPMENT_CREATED: 'LC',
  ELEC_ADVICE_RECD_BY_CARRIER: 'LC',
  AWAITING_PICKUP_DROP_OFF: 'LC',
  PICKED_UP: 'PU',
  DROPPED_OFF: 'PU',
  RECEIVED_BY_CARRIER: 'PU',
  OUT_FOR_DELIVERY: 'OD',
  PARCEL_OVER_LABELLED: 'RS',
};

/** A ShipEngine scan as one of the port's event codes (LC, PU, IT, OD, DL, RS). */
export function eventCode(
  event: Pick<SeTrackEvent, 'status_code' | 'status_detail_code'>,
): TrackingEvent['code'] {
  const detail = event.status_detail_code ? DETAIL_EVENT[event.status_detail_code] : undefined;
  if (detail) return detail;
  switch (event.status_code) {
    case 'NY':
    case 'UN':
      return 'LC';
    case 'AC':
      return 'PU';
    case 'DE':
    case 'SP':
      return 'DL';
    case 'IT':
    case 'AT':
    case 'EX':
      // A failed delivery attempt (AT) and an exception (EX) leave the package travelling too.
      return 'IT';
  }
}

/** "LOUISVILLE, KY": the place of a scan as the screens show it. */
export function eventLocation(event: Pick<SeTrackEvent, 'city_locality' | 'state_province'>): string | null {
  const parts = [event.city_locality, event.state_province].filter((p): p is string => !!p?.trim());
  return parts.length > 0 ? parts.join(', ') : null;
}

export function toEvent(event: SeTrackEvent): TrackingEvent {
  return {
    code: eventCode(event),
    description: event.description,
    location: eventLocation(event),
    occurredAt: new Date(event.occurred_at).toISOString(),
  };
}
