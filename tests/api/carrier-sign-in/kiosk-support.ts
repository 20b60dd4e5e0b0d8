import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../src/server/platform/http/types';
import type { Db } from '../../../src/server/platform/db/client';
import { carriers } from '../../../src/server/platform/db/schema/catalog';
import { body } from '../support/test-app';

/** A real 1×1 PNG. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const PNG_DATA_URL = `data:image/png;base64,${PNG_BASE64}`;

/** The carriers the kiosk chooses from (the template database has none). */
export async function seedCarriers(db: Db): Promise<void> {
  await db.insert(carriers).values([
    { company: 'furhaven', carrier: 'Estes Express', scac: 'EXLA', shorthand: 'Estes' },
    { company: 'furhaven', carrier: 'XPO Logistics', scac: 'CNWY', shorthand: 'XPO' },
    { company: 'worldwise', carrier: 'Old Dominion', scac: 'ODFL', shorthand: 'OD' },
  ]);
}

/** Fixed, so a replayed request has the same body (the idempotency plugin compares them). */
const SIGNED_AT = new Date(Date.now() - 60_000).toISOString();

export type SignInFields = Record<string, string | null | undefined>;

export function signInBody(fields: SignInFields = {}) {
  return {
    newSignIn: {
      mode: 'LTL',
      scac: 'EXLA',
      driver_name: 'Dana Driver',
      truck_number: '4411',
      warehouse: 'kentucky',
      sign_in_time: SIGNED_AT,
      signature: PNG_DATA_URL,
      ...fields,
    },
  };
}

export function postSignIn(
  app: App,
  auth: string,
  fields: SignInFields = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/carrier-sign-in/sign-ins',
    headers: { authorization: `Bearer ${auth}`, company_id: 'Furhaven', ...headers },
    payload: signInBody(fields),
  });
}

/** Enrols a kiosk as admin and pairs it; returns the device token and id. */
export async function enrolDevice(
  app: App,
  adminToken: string,
  warehouse = 'kentucky',
  company = 'Furhaven',
): Promise<{ token: string; id: number; code: string }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/devices',
    headers: { authorization: `Bearer ${adminToken}`, company_id: company },
    payload: { name: `Dock ${warehouse}`, warehouse, purpose: 'carrier-sign-in' },
  });
  if (created.statusCode !== 201) throw new Error(`enrol answered ${created.statusCode}: ${created.body}`);
  const { pairing_code: code, device } = body<{ pairing_code: string; device: { id: number } }>(created);
  const paired = await app.inject({ method: 'POST', url: '/api/devices/pair', payload: { code } });
  if (paired.statusCode !== 200) throw new Error(`pair answered ${paired.statusCode}: ${paired.body}`);
  return { token: body<{ device_token: string }>(paired).device_token, id: device.id, code };
}
