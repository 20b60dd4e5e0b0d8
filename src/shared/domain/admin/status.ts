/**
 * The state of an enrolled kiosk device (ARCHITECTURE section 6): its pairing code not used yet,
 * paired, its code unused and past its time, or revoked by an admin.
 */
export const DEVICE_STATUS = {
  pending: 'pending',
  paired: 'paired',
  expired: 'expired',
  revoked: 'revoked',
} as const;
export type DeviceStatus = (typeof DEVICE_STATUS)[keyof typeof DEVICE_STATUS];
