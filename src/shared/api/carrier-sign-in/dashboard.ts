import { idParamsSchema } from '../common';
import { defineEndpoint } from '../endpoint';

/**
 * Carrier Sign-In Dashboard (D2 section 7): the day's sign-ins come from the list call the kiosk
 * also makes (`listSignIns` in ./sign-in.ts, with a date); the drawer shows the driver's signature.
 */
export const signInSignature = defineEndpoint({
  name: 'carrier-sign-in.dashboard.signature',
  method: 'GET',
  path: '/carrier-sign-in/sign-ins/:id/signature',
  summary: "The driver's signature (image/png); 404 when there is none",
  access: { screens: ['/carrier_sign_in_dashboard'], side: 'any', clientSide: 'bulk' },
  params: idParamsSchema,
  response: null,
  file: 'image/png',
  refusals: [404],
});
