import type { DevicePrincipal } from '../http/types';
import { toDevicePrincipal } from './device-mapping';
import type { DevicesRepository } from './devices.repository';
import { tokenHash } from './tokens';

/**
 * The device half of the access hook's lookups: an enrolled kiosk's bearer token, or the device an
 * events ticket was issued to. Enrolment, pairing and revoking are the Kiosk Devices screen's
 * (src/server/modules/admin/devices).
 */
export class DeviceCredentials {
  constructor(private readonly devices: DevicesRepository) {}

  /** Resolves a `dev_` bearer token for the access hook. */
  async authenticate(token: string): Promise<DevicePrincipal | 'revoked' | null> {
    const row = await this.devices.findByTokenHash(tokenHash(token));
    if (!row) return null;
    if (row.revokedAt) return 'revoked';
    await this.devices.touch(row.id);
    return toDevicePrincipal(row);
  }

  /** For an events ticket issued to a device: still there and not revoked. */
  async findActive(id: number): Promise<DevicePrincipal | null> {
    const row = await this.devices.findById(id);
    return row && !row.revokedAt && row.tokenHash ? toDevicePrincipal(row) : null;
  }
}
