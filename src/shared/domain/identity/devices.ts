/**
 * Device enrolment (ARCHITECTURE section 6). A device token is `dev_` followed by 43 base64url
 * characters (32 random bytes); it travels as `Authorization: Bearer dev_...`. The prefix lets the
 * server tell it from a user's JWT without trying both, and makes a leaked token easy to spot.
 */
export const DEVICE_PURPOSES = ['carrier-sign-in', 'display'] as const;
export type DevicePurpose = (typeof DEVICE_PURPOSES)[number];

/**
 * What an admin can enrol: a dock kiosk (carrier sign-in) or a display (a wall TV showing the
 * shipping board of its warehouse: read-only, the board routes and the refresh stream only).
 */
export const ENROLLABLE_PURPOSES = ['carrier-sign-in', 'display'] as const satisfies readonly DevicePurpose[];

/** Where the device opens its pairing link: the dock kiosk, or the shipping board entry. */
export const PAIRING_PATHS: Record<DevicePurpose, string> = {
  'carrier-sign-in': '/kiosk/pair',
  display: '/kiosk/board/pair',
};

export const DEVICE_TOKEN_PREFIX = 'dev_';
export const DEVICE_TOKEN_PATTERN = /^dev_[A-Za-z0-9_-]{43}$/;

/** Pairing codes avoid 0/O, 1/I/L and U so they can be read aloud and typed on a tablet. */
export const PAIRING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_TTL_MINUTES = 15;

/** "abcd-efgh " -> "ABCDEFGH": what the person typed, in the form the server hashes. */
export function normalisePairingCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** "ABCDEFGH" -> "ABCD-EFGH", for showing. */
export function formatPairingCode(code: string): string {
  const clean = normalisePairingCode(code);
  return `${clean.slice(0, 4)}-${clean.slice(4)}`;
}

export function isDevicePurpose(value: string): value is DevicePurpose {
  return (DEVICE_PURPOSES as readonly string[]).includes(value);
}
