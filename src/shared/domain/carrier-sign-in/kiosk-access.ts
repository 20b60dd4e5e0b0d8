import type { Scope } from '../identity/scopes';

/** The scope of the dock's shared sign-in (the `dock` demo user): it runs the kiosk, nothing more. */
export const KIOSK_SCOPE: Scope = 'carrier-sign-in';

/**
 * Who may take a dock tablet out of the kiosk to the office app (issue 4: no way out without staff
 * sign-in): a person whose scopes reach past carrier sign-in. The dock's own account cannot, so a
 * driver who learns its password still cannot leave the kiosk.
 */
export function isStaff(scopes: readonly string[]): boolean {
  return scopes.some((scope) => scope !== KIOSK_SCOPE);
}

export const KIOSK_MESSAGES = {
  notStaff: 'Only staff can leave the kiosk. Sign in with your own account.',
  revoked: 'This tablet is no longer enrolled. Ask an admin to enrol it again on the Kiosk Devices screen.',
  noAccess: 'This account cannot sign carriers in. Sign in with the dock account or pair the tablet.',
} as const;
