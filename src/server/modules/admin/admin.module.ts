import { defineModule } from '../../platform/module';
import { bugReportRoutes } from './bug-report/bug-report.routes';
import { deviceRoutes } from './devices/devices.routes';
import { DevicesService } from './devices/devices.service';
import { adminRoutes } from './users/users.routes';
import { UsersService } from './users/users.service';

/** Administration (D3): Users, Log, Report Error, and Kiosk Devices. */
export const adminModule = defineModule({
  name: 'admin',
  routes: async (app, { db, identity, log }) => {
    await app.register(adminRoutes, {
      users: new UsersService(identity.users, identity.refreshTokens, log),
      log,
    });
    await app.register(bugReportRoutes, { db, log });
    await app.register(deviceRoutes, { devices: new DevicesService(identity.devices, identity.users, log) });
  },
});
