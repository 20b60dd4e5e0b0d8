import { enrolDevice, exchangePairingCode, listDevices, revokeDevice } from '@shared/api/admin/devices';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { DevicesService } from './devices.service';

/** Kiosk Devices (ARCHITECTURE section 6): enrol, list and revoke; the tablet pairs in public. */
export function deviceRoutes(app: App, devices: DevicesService): void {
  route(app, listDevices, async (_, req) => ({ devices: await devices.list(requireCompany(req.company)) }));

  route(app, enrolDevice, async ({ body }, req) =>
    devices.create(body, requireUser(req.principal), requireCompany(req.company)),
  );

  route(app, revokeDevice, async ({ params }, req) => {
    await devices.revoke(requireCompany(req.company), params.id, requireUser(req.principal));
  });

  route(app, exchangePairingCode, async ({ body }, req) =>
    devices.pair(body.code, {
      address: req.ip,
      userAgent: (req.headers['user-agent'] ?? '').slice(0, 300),
    }),
  );
}
