import { z } from 'zod';
import { SIGN_IN_MODES } from '../../domain/bulk/status';
import { WAREHOUSES } from '../../domain/identity/companies';

/**
 * Carrier sign-in REST (D2 section 7) under /api/carrier-sign-in. The body is loose on purpose:
 * missing or empty fields reach the shared rules (src/shared/domain/kiosk), which answer with the
 * spec's own sentences rather than zod's.
 */
const text = z.string().max(200).nullish();

export const newSignInSchema = z.object({
  newSignIn: z.object({
    mode: z.string().max(20).nullish(),
    scac: text,
    driver_name: text,
    truck_number: text,
    warehouse: z.string().max(40).nullish(),
    /** When the driver signed, from the tablet (it may have waited offline); now when left out. */
    sign_in_time: z.iso.datetime({ offset: true }).nullish(),
    /** `data:image/png;base64,...`, at most 512 KB of PNG. */
    signature: z.string().max(1_000_000).nullish(),
    pro_number: text,
    delivered_goods: text,
    /** A UUID the tablet makes per sign-in: a replay (even after a server restart) answers the same id. */
    client_id: z.uuid().nullish(),
  }),
});
export type NewSignInRequest = z.infer<typeof newSignInSchema>;
export type NewSignIn = NewSignInRequest['newSignIn'];

export const newSignInResponseSchema = z.object({ newSignInId: z.number().int() });

export const signInSchema = z.object({
  sign_in_id: z.number().int(),
  mode: z.enum(SIGN_IN_MODES),
  scac: z.string(),
  driver_name: z.string(),
  truck_number: z.string(),
  warehouse: z.enum(WAREHOUSES),
  sign_in_time: z.string(),
  sign_out_time: z.string().nullable(),
  pro_number: z.string().nullable(),
  delivered_goods: z.string().nullable(),
  has_signature: z.boolean(),
  client_id: z.string().nullable(),
});
export type SignIn = z.infer<typeof signInSchema>;

export const signInListSchema = z.object({ signIns: z.array(signInSchema) });
export type SignInList = z.infer<typeof signInListSchema>;

/**
 * GET /api/carrier-sign-in/sign-ins: `open=true` (the kiosk's Open Sign-ins), or `date` (the
 * dashboard's day, in `tz`, America/New_York unless given), or neither (the newest 1000).
 */
export const signInQuerySchema = z.object({
  open: z.enum(['true', 'false']).optional(),
  warehouse: z.enum(WAREHOUSES).optional(),
  date: z.iso.date().optional(),
  tz: z
    .string()
    .regex(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/)
    .max(64)
    .optional(),
});
export type SignInQuery = z.infer<typeof signInQuerySchema>;
