import type { CreatedDevice, CreateDeviceRequest, Device, PairedDevice } from '@shared/api/admin/devices';
import { COMPANY_WAREHOUSES, type Company } from '@shared/domain/identity/companies';
import { isBoardWarehouse } from '@shared/domain/bulk/shipping-dash-rules';
import { formatPairingCode, PAIRING_PATHS, PAIRING_TTL_MINUTES } from '@shared/domain/identity/devices';
import { badRequest, HttpError, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { LogRepository } from '../../../platform/audit/audit-log.repository';
import type { ClientInfo } from '../../../platform/auth/principal';
import type { DbOrTx } from '../../../platform/db/client';
import { retryAfterSeconds, tryAgainIn } from '../../../platform/auth/throttle';
import { tokenHash } from '../../../platform/auth/tokens';
import type { UsersRepository } from '../../../platform/auth/users.repository';
import type { DeviceRow, DevicesRepository } from '../../../platform/auth/devices.repository';
import { newDeviceToken, newPairingCode, pairingCodeHash } from './pairing-codes';
import { toDevice, toDevicePrincipal } from '../../../platform/auth/device-mapping';

/** Failed pairings share the sign-in throttle table under this name (no username contains a colon). */
const PAIRING_THROTTLE_NAME = ':device-pairing';
export const MAX_PAIRING_FAILURES_PER_ADDRESS = 10;
const PAIRING_WINDOW_MINUTES = 15;

export class DevicesService {
  constructor(
    private readonly devices: DevicesRepository,
    private readonly users: UsersRepository,
    private readonly log: LogRepository,
  ) {}

  async create(input: CreateDeviceRequest, actor: UserPrincipal, company: Company): Promise<CreatedDevice> {
    const warehouse = input.warehouse;
    if (!COMPANY_WAREHOUSES[company].includes(warehouse)) {
      throw badRequest(`${company} has no ${warehouse} warehouse.`, 'unknown_warehouse');
    }
    const purpose = input.purpose ?? 'carrier-sign-in';
    // A display shows its warehouse's shipping board; only Kentucky and Pennsylvania have boards.
    if (purpose === 'display' && !isBoardWarehouse(warehouse)) {
      throw badRequest(
        'Only Kentucky and Pennsylvania have shipping boards; choose one of them for a display.',
        'no_board',
      );
    }
    const code = newPairingCode();
    const expiresAt = new Date(Date.now() + PAIRING_TTL_MINUTES * 60_000);
    const row = await this.devices.transaction(async (tx) => {
      const inserted = await this.devices.insert(
        {
          company,
          warehouse,
          purpose,
          name: input.name,
          pairingCodeHash: pairingCodeHash(code),
          pairingExpiresAt: expiresAt,
          createdBy: actor.id,
        },
        tx,
      );
      await this.audit(
        tx,
        company,
        `${actor.username} enrolled device ${inserted.name} for ${warehouse}`,
        inserted,
        { username: actor.username },
      );
      return inserted;
    });
    return {
      device: toDevice(row, actor.username),
      pairing_code: formatPairingCode(code),
      pairing_expires_at: expiresAt.toISOString(),
      pairing_url: `${PAIRING_PATHS[purpose]}?code=${code}`,
    };
  }

  async list(company: Company): Promise<Device[]> {
    const rows = await this.devices.list(company);
    return rows.map(({ device, createdBy }) => toDevice(device, createdBy));
  }

  async revoke(company: Company, id: number, actor: UserPrincipal): Promise<void> {
    const row = await this.devices.transaction(async (tx) => {
      const revoked = await this.devices.revoke(company, id, tx);
      if (!revoked) throw notFound('No such device.');
      await this.audit(tx, company, `${actor.username} revoked device ${revoked.name}`, revoked, {
        username: actor.username,
      });
      return revoked;
    });
    this.devices.revoked(row.id);
  }

  /** The public half of enrolment: one code, one token; guessing is throttled per address. */
  async pair(code: string, client: ClientInfo): Promise<PairedDevice> {
    const windowMs = PAIRING_WINDOW_MINUTES * 60_000;
    const now = Date.now();
    const failures = await this.users.failuresSince(
      PAIRING_THROTTLE_NAME,
      client.address,
      new Date(now - windowMs),
    );
    const retryAfter = retryAfterSeconds(
      [{ failures: failures.forUserAndAddress, limit: MAX_PAIRING_FAILURES_PER_ADDRESS }],
      windowMs,
      now,
    );
    if (retryAfter !== null) {
      throw new HttpError(429, 'too_many_attempts', `Too many pairing attempts. ${tryAgainIn(retryAfter)}`, {
        'retry-after': String(retryAfter),
      });
    }
    const token = newDeviceToken();
    const row = await this.devices.transaction(async (tx) => {
      const paired = await this.devices.pair(pairingCodeHash(code), tokenHash(token), tx);
      if (paired) {
        await this.audit(tx, paired.company, `Device ${paired.name} paired`, paired, {
          address: client.address,
          user_agent: client.userAgent,
        });
      }
      return paired;
    });
    if (!row) {
      await this.users.recordAttempt(PAIRING_THROTTLE_NAME, client.address, false);
      await this.log.write({
        level: 'warn',
        message: 'Failed device pairing: unknown, used or expired code',
        meta: { event: 'device.pair_failed', address: client.address, user_agent: client.userAgent },
      });
      throw badRequest(
        'This pairing code is not valid or has expired. Ask an admin for a new one.',
        'invalid_code',
      );
    }
    const device = toDevicePrincipal(row);
    if (!device) throw new Error(`device ${row.id} has an unknown company, warehouse or purpose`);
    const { kind: _kind, ...summary } = device;
    return { device_token: token, device: summary };
  }

  /** The log entry of a device change, written in the change's transaction. */
  private audit(tx: DbOrTx, company: string, message: string, row: DeviceRow, meta: Record<string, unknown>) {
    return this.log.write(
      {
        level: 'info',
        company,
        message,
        meta: { event: 'device', device_id: row.id, warehouse: row.warehouse, purpose: row.purpose, ...meta },
      },
      tx,
    );
  }
}
