import type { Carrier } from '../../../../src/shared/domain/carriers/tracking';
import { TRACKING_STATUS } from '../../../../src/shared/domain/dropship/status';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../../src/server/platform/db/client';
import { simCarrierLabels } from '../../../../src/server/platform/db/schema/sandbox-partners';
import { IntegrationError } from '../../../../src/server/integrations/integration-error';
import type { CarriersSandbox } from '../../../../src/server/integrations/carriers/sandbox';
import type { TrackingEvent } from '../../../../src/server/integrations/carriers/port';
import {
  addressToWire,
  CARRIER_CODE,
  serviceToWire,
  type SeLabel,
  type SeShipment,
  type SeStatusCode,
  type SeTrackEvent,
  type SeTracking,
  type SeValidation,
} from '../../../../src/server/integrations/carriers/http/wire';
import { COMPANIES, type Company } from '../../../../src/shared/domain/identity/companies';
import { HttpAnswer, retryAfterHeader, type Answer } from './fake-http-server';

/** The carriers fake's ShipEngine answers: error bodies, labels, shipments, tracking, address checks. */
export type Json = Record<string, unknown>;
export type LabelRow = typeof simCarrierLabels.$inferSelect;
type AddressCheck = Awaited<ReturnType<CarriersSandbox['verifyAddress']>>;

export const seError = (status: number, type: string, code: string, message: string, headers = {}) =>
  new HttpAnswer(
    status,
    {
      request_id: 'fake-request',
      errors: [{ error_source: 'shipengine', error_type: type, error_code: code, message }],
    },
    headers,
  );

export const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The port's scan codes as ShipEngine's standard status and detail codes. */
const EVENT_WIRE: Record<TrackingEvent['code'], { status: SeStatusCode; detail: string }> = {
  LC: { status: 'AC', detail: 'SHIPMENT_CREATED' },
  PU: { status: 'AC', detail: 'PICKED_UP' },
  IT: { status: 'IT', detail: 'IN_TRANSIT' },
  OD: { status: 'IT', detail: 'OUT_FOR_DELIVERY' },
  DL: { status: 'DE', detail: 'DELIVERED' },
  RS: { status: 'EX', detail: 'PARCEL_OVER_LABELLED' },
};

/** A simulator's refusal (or any other error) as ShipEngine's error body. */
export function faultToWire(error: unknown): Answer {
  if (error instanceof IntegrationError) {
    const wire = {
      unavailable: [503, 'system', 'unspecified'],
      rejected: [400, 'business_rules', 'unspecified'],
      not_found: [404, 'validation', 'not_found'],
      not_configured: [500, 'system', 'unspecified'],
    } as const;
    const [status, type, code] = wire[error.code];
    const { body } = seError(status, type, code, error.message);
    return { status, body };
  }
  const { body } = seError(500, 'system', 'unspecified', (error as Error).message);
  return { status: 500, body };
}

export function labelToWire(
  row: LabelRow,
  own: { url: string; carrierId: string; voidedAt: string | null },
): SeLabel {
  const carrier = row.carrier as Carrier;
  const href = `${own.url}/v1/downloads/${row.labelKey}`;
  const { voidedAt } = own;
  return {
    label_id: `se-${row.id}`,
    status: voidedAt ? 'voided' : 'completed',
    shipment_id: `se-${row.id}`,
    ship_date: row.createdAt.toISOString().slice(0, 10),
    created_at: row.createdAt.toISOString(),
    tracking_number: row.trackingNumber,
    carrier_id: own.carrierId,
    carrier_code: CARRIER_CODE[carrier],
    service_code: serviceToWire(carrier, row.service),
    label_format: 'zpl',
    label_layout: '4x6',
    label_download: { href, zpl: href },
    tracking_status: row.status === TRACKING_STATUS.confirmed ? 'in_transit' : 'unknown',
    voided: voidedAt !== null,
    voided_at: voidedAt,
    packages: [
      {
        weight: { value: Number(row.weightLbs), unit: 'pound' },
        label_messages: { reference1: row.reference },
        tracking_number: row.trackingNumber,
      },
    ],
  };
}

export function shipmentToWire(
  row: LabelRow,
  own: { carrierId: string; externalId: string | null; warehouseId: string | null },
): SeShipment {
  const carrier = row.carrier as Carrier;
  return {
    shipment_id: `se-${row.id}`,
    carrier_id: own.carrierId,
    service_code: serviceToWire(carrier, row.service),
    external_shipment_id: own.externalId,
    warehouse_id: own.warehouseId,
    ship_to: addressToWire(row.shipTo),
    packages: [
      {
        weight: { value: Number(row.weightLbs), unit: 'pound' },
        label_messages: { reference1: row.reference },
      },
    ],
    created_at: row.createdAt.toISOString(),
  };
}

/** A label's scans as ShipEngine's tracking answer, the newest scan first. */
export function trackingToWire(number: string, scans: TrackingEvent[]): SeTracking {
  const events: SeTrackEvent[] = scans
    .map((e) => {
      const at = e.location ? e.location.lastIndexOf(', ') : -1;
      return {
        occurred_at: e.occurredAt,
        description: e.description,
        city_locality: e.location && at > 0 ? e.location.slice(0, at) : e.location,
        state_province: e.location && at > 0 ? e.location.slice(at + 2) : null,
        postal_code: null,
        country_code: 'US',
        event_code: e.code,
        status_code: EVENT_WIRE[e.code].status,
        status_detail_code: EVENT_WIRE[e.code].detail,
      };
    })
    .reverse();
  return {
    tracking_number: number,
    status_code: events[0]?.status_code ?? 'UN',
    status_description: events[0]?.description ?? 'Unknown',
    events,
  };
}

export function validationToWire(
  original: SeValidation['original_address'],
  check: AddressCheck,
): SeValidation {
  return check.valid
    ? {
        status: 'verified',
        original_address: original,
        matched_address: addressToWire(check.address),
        messages: [],
      }
    : {
        status: 'error',
        original_address: original,
        matched_address: null,
        messages: [{ code: 'a1000', message: check.reason, type: 'error', detail_code: 'invalid_address' }],
      };
}

export const keyRefused = () =>
  seError(
    401,
    'security',
    'unauthorized',
    'The API key is invalid. Please see https://www.shipengine.com/docs/auth',
  );

/** A request the API refuses as invalid. */
export const badRequest = (code: string, message: string) => seError(400, 'validation', code, message);

/** A failure a test scripted: a rate limit (with its Retry-After) or the service failing. */
export function scriptedError(failure: { status: number; retryAfter?: string }): HttpAnswer {
  if (failure.status === 429) {
    const headers = retryAfterHeader(failure);
    return seError(429, 'system', 'rate_limit_exceeded', 'You have exceeded the rate limit.', headers);
  }
  return seError(failure.status, 'system', 'unspecified', 'The carrier service is temporarily unavailable.');
}

export function accountOf(
  accounts: Record<Company, Partial<Record<Carrier, string>>>,
  carrierId: unknown,
): { company: Company; carrier: Carrier } {
  for (const company of COMPANIES) {
    for (const [carrier, id] of Object.entries(accounts[company])) {
      if (id === carrierId) return { company, carrier: carrier as Carrier };
    }
  }
  throw seError(400, 'validation', 'invalid_identifier', `carrier_id ${String(carrierId)} was not found.`);
}

export function warehouseOf(warehouses: Record<string, string>, warehouseId: unknown): string | undefined {
  return Object.entries(warehouses).find(([, id]) => id === warehouseId)?.[0];
}

export function manifestToWire(
  id: string,
  body: Json,
  form: { formId: string; createdAt: string; shipments: number; download: string },
) {
  return {
    manifest_id: id,
    form_id: form.formId,
    created_at: form.createdAt,
    ship_date: body.ship_date,
    shipments: form.shipments,
    label_ids: body.label_ids,
    warehouse_id: body.warehouse_id,
    carrier_id: body.carrier_id,
    manifest_download: { href: form.download },
  };
}

/** GET /v1/manifests: by carrier_id, warehouse_id and ship_date_start/end, a page at a time. */
export function listManifests(all: readonly ReturnType<typeof manifestToWire>[], query: URLSearchParams) {
  const wanted = (name: string, value: unknown) => !query.get(name) || query.get(name) === value;
  const from = query.get('ship_date_start')?.slice(0, 10) ?? '';
  const to = query.get('ship_date_end')?.slice(0, 10) ?? '9999';
  const hits = all.filter((m) => {
    const day = String(m.ship_date).slice(0, 10);
    return (
      wanted('carrier_id', m.carrier_id) && wanted('warehouse_id', m.warehouse_id) && day >= from && day <= to
    );
  });
  const size = Number(query.get('page_size') ?? 25);
  const page = Number(query.get('page') ?? 1);
  const pages = Math.max(1, Math.ceil(hits.length / size));
  return { manifests: hits.slice((page - 1) * size, page * size), total: hits.length, page, pages };
}

/** label_ids (se-<label row>) as the simulator's tracking numbers; an unknown id stays as it is. */
export async function labelNumbers(db: Db, labelIds: unknown[]): Promise<string[]> {
  const ids = labelIds.map((id) => Number(/^se-(\d+)$/.exec(String(id))?.[1] ?? Number.NaN));
  const rows = ids.some(Number.isNaN)
    ? []
    : await db.select().from(simCarrierLabels).where(inArray(simCarrierLabels.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)?.trackingNumber ?? `se-${id}`);
}
