import type { Device } from '@shared/api/admin/devices';
import { isCompany, isWarehouse } from '@shared/domain/identity/companies';
import { isDevicePurpose } from '@shared/domain/identity/devices';
import type { DevicePrincipal } from '../http/types';
import type { DeviceRow } from './devices.repository';

/** A row with a company, warehouse or purpose this build does not know grants nothing. */
export function toDevicePrincipal(row: DeviceRow): DevicePrincipal | null {
  const { company, warehouse, purpose } = row;
  if (!isCompany(company) || !isWarehouse(warehouse) || !isDevicePurpose(purpose)) return null;
  return { kind: 'device', id: row.id, name: row.name, company, warehouse, purpose };
}

function statusOf(row: DeviceRow, now: Date): Device['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.tokenHash) return 'paired';
  return row.pairingExpiresAt && row.pairingExpiresAt > now ? 'pending' : 'expired';
}

/** The admin view of a device; the token and code hashes never leave the server. */
export function toDevice(row: DeviceRow, createdBy: string | null, now = new Date()): Device {
  const device = toDevicePrincipal(row);
  if (!device) throw new Error(`device ${row.id} has an unknown company, warehouse or purpose`);
  return {
    id: row.id,
    name: row.name,
    company: device.company,
    warehouse: device.warehouse,
    purpose: device.purpose,
    status: statusOf(row, now),
    created_at: row.createdAt.toISOString(),
    created_by: createdBy,
    paired_at: row.pairedAt?.toISOString() ?? null,
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}
