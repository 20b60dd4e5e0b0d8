import { z } from 'zod';
import { text } from '../fields';
import { DEVICE_STATUS } from '../../domain/admin/status';
import { COMPANIES, WAREHOUSES } from '../../domain/identity/companies';
import { DEVICE_PURPOSES, ENROLLABLE_PURPOSES } from '../../domain/identity/devices';
import { idParamsSchema } from '../common';
import { defineEndpoint } from '../endpoint';

/**
 * Device enrolment (ARCHITECTURE section 6): an admin enrols a kiosk for one warehouse of the
 * company in the company_id header and gets a one-time pairing code; the tablet trades the code for
 * a device token at POST /api/devices/pair.
 */
export const deviceSchema = z.object({
  id: z.number().int(),
  name: text(),
  company: z.enum(COMPANIES),
  warehouse: z.enum(WAREHOUSES),
  purpose: z.enum(DEVICE_PURPOSES),
  status: z.enum(DEVICE_STATUS),
  created_at: text(),
  created_by: text().nullable(),
  paired_at: text().nullable(),
  last_seen_at: text().nullable(),
  revoked_at: text().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

export const createDeviceSchema = z.object({
  name: text().trim().min(1, 'Name is required.').max(80, 'Name is too long.'),
  warehouse: z.enum(WAREHOUSES, 'Choose a warehouse.'),
  purpose: z.enum(ENROLLABLE_PURPOSES, 'Choose what the device is for.').default('carrier-sign-in'),
});
export type CreateDeviceRequest = z.input<typeof createDeviceSchema>;

export const createdDeviceSchema = z.object({
  device: deviceSchema,
  /** Eight characters shown as XXXX-XXXX; one use, 15 minutes. */
  pairing_code: text(),
  pairing_expires_at: text(),
  /** Relative: the kiosk app's pairing page with the code filled in (for a QR code or link). */
  pairing_url: text(),
});
export type CreatedDevice = z.infer<typeof createdDeviceSchema>;

export const deviceListSchema = z.object({ devices: z.array(deviceSchema) });

/** Dashes and case are ignored. */
export const pairDeviceSchema = z.object({
  code: text().trim().min(1, 'Enter the pairing code.').max(32),
});

export const pairedDeviceSchema = z.object({
  /** `dev_` + 43 base64url characters; send as `Authorization: Bearer dev_...`. Shown once. */
  device_token: text(),
  device: z.object({
    id: z.number().int(),
    name: text(),
    company: z.enum(COMPANIES),
    warehouse: z.enum(WAREHOUSES),
    purpose: z.enum(DEVICE_PURPOSES),
  }),
});
export type PairedDevice = z.infer<typeof pairedDeviceSchema>;

/** Enrolment is an admin task: the Kiosk Devices screen's access, for either company header form. */
const DEVICES = { screens: ['/devices'], side: 'any' } as const;

export const listDevices = defineEndpoint({
  name: 'admin.devices.list',
  method: 'GET',
  path: '/admin/devices',
  summary: "The company's enrolled devices",
  access: DEVICES,
  response: deviceListSchema,
});

export const enrolDevice = defineEndpoint({
  name: 'admin.devices.enrol',
  method: 'POST',
  path: '/admin/devices',
  summary: 'Enrol a device for one warehouse; answers a one-time pairing code (15 minutes)',
  access: DEVICES,
  body: createDeviceSchema,
  response: createdDeviceSchema,
  status: 201,
  idempotent: true,
});

export const revokeDevice = defineEndpoint({
  name: 'admin.devices.revoke',
  method: 'DELETE',
  path: '/admin/devices/:id',
  summary: 'Revoke a device: its token stops working at once (401)',
  access: DEVICES,
  params: idParamsSchema,
  response: null,
  refusals: [404],
});

export const exchangePairingCode = defineEndpoint({
  name: 'admin.devices.pair',
  method: 'POST',
  path: '/devices/pair',
  summary: 'Trade a pairing code for a device token (one use; throttled per address)',
  access: { public: true },
  body: pairDeviceSchema,
  response: pairedDeviceSchema,
  refusals: [400, 429],
});
