import { z } from 'zod';
import { text } from '../fields';
import { SIGN_IN_MODES } from '../../domain/carrier-sign-in/sign-in-rules';
import { WAREHOUSES } from '../../domain/identity/companies';
import { idParamsSchema } from '../common';
import { defineEndpoint } from '../endpoint';

/**
 * Carrier Sign-In (D2 section 7, "Carrier sign-in REST"): the dock tablet's calls. The body is loose
 * on purpose: missing or empty fields reach the shared rules (src/shared/domain/carrier-sign-in),
 * which answer with the spec's own sentences rather than zod's.
 */
const field = text().max(200).nullish();
/** The spec writes warehouses as names ("Kentucky"); the server keeps the lower-case code. */
const warehouseText = text().trim().toLowerCase().max(40).nullish();

export const newSignInSchema = z.object({
  newSignIn: z.object({
    /**
     * LTL, FTL or Receiving: our screen sends it. D2 section 7 sends none; the shared rule
     * (`signInModeOf`) then reads it from the fields, so a spec client is not refused.
     */
    mode: text().max(20).nullish(),
    scac: field,
    driver_name: field,
    truck_number: field,
    warehouse: warehouseText,
    /** When the driver signed, from the tablet (it may have waited offline); now when left out. */
    sign_in_time: z.iso.datetime({ offset: true }).nullish(),
    /** `data:image/png;base64,...`, at most 512 KB of PNG. */
    signature: text().max(1_000_000).nullish(),
    pro_number: field,
    delivered_goods: field,
    /** A UUID the tablet makes per sign-in: a replay (even after a server restart) answers the same id. */
    client_id: z.uuid().nullish(),
  }),
});
export type NewSignInRequest = z.input<typeof newSignInSchema>;
export type NewSignIn = z.output<typeof newSignInSchema>['newSignIn'];

export const newSignInResponseSchema = z.object({ newSignInId: z.number().int() });

export const signInSchema = z.object({
  sign_in_id: z.number().int(),
  mode: z.enum(SIGN_IN_MODES),
  scac: text(),
  driver_name: text(),
  truck_number: text(),
  warehouse: z.enum(WAREHOUSES),
  sign_in_time: text(),
  sign_out_time: text().nullable(),
  pro_number: text().nullable(),
  delivered_goods: text().nullable(),
  has_signature: z.boolean(),
  client_id: text().nullable(),
});
export type SignIn = z.infer<typeof signInSchema>;

export const signInListSchema = z.object({ signIns: z.array(signInSchema) });
export type SignInList = z.infer<typeof signInListSchema>;

/**
 * `open=true` (the kiosk's Open Sign-ins), or `date` (the dashboard's day, in `tz`,
 * America/New_York unless given), or neither (the spec's "all": the newest 1000).
 */
export const signInQuerySchema = z.object({
  open: z.enum(['true', 'false']).optional(),
  warehouse: text().trim().toLowerCase().pipe(z.enum(WAREHOUSES)).optional(),
  date: z.iso.date().optional(),
  tz: text()
    .regex(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/)
    .max(64)
    .optional(),
});
export type SignInQuery = z.output<typeof signInQuerySchema>;

/**
 * The spec lists these apart from the bulk calls: the kiosk sends the plain company header, the
 * office app the `_bulk` form its carrier list needs, so `any` takes both. A paired carrier-sign-in
 * tablet may make them with its device token.
 */
const DOCK = {
  screens: ['/carrier_sign_in'],
  side: 'any',
  clientSide: 'bulk',
  devices: ['carrier-sign-in'],
} as const;

/**
 * One call serves two screens: the kiosk's open list and the dashboard's day (or everything). The
 * route allows the union of their scopes; the server gives more than the open list only to the
 * dashboard's.
 */
export const listSignIns = defineEndpoint({
  name: 'carrier-sign-in.sign-in.list',
  method: 'GET',
  path: '/carrier-sign-in/sign-ins',
  summary: 'Sign-ins: open=true (kiosk), a date (dashboard, needs its scope), or the newest 1000',
  access: { ...DOCK, screens: ['/carrier_sign_in', '/carrier_sign_in_dashboard'] },
  query: signInQuerySchema,
  response: signInListSchema,
});

export const createSignIn = defineEndpoint({
  name: 'carrier-sign-in.sign-in.create',
  method: 'POST',
  path: '/carrier-sign-in/sign-ins',
  summary: 'Sign a driver in (exactly once per client_id); the signature is a PNG data URL',
  access: DOCK,
  body: newSignInSchema,
  response: newSignInResponseSchema,
  status: 201,
  idempotent: true,
});

export const signOutSignIn = defineEndpoint({
  name: 'carrier-sign-in.sign-in.sign-out',
  method: 'PUT',
  path: '/carrier-sign-in/sign-ins/:id',
  summary: 'Sign a driver out (empty body); signing out twice changes nothing',
  access: DOCK,
  params: idParamsSchema,
  response: null,
  idempotent: true,
  refusals: [404],
});
