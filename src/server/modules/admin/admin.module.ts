import { defineModule } from '../../platform/module';
import { BugReportRepository } from './bug-report/bug-report.repository';
import { bugReportRoutes } from './bug-report/bug-report.routes';
import { BugReportService } from './bug-report/bug-report.service';
import { deviceRoutes } from './devices/devices.routes';
import { DevicesService } from './devices/devices.service';
import { logRoutes } from './log/log.routes';
import { LogService } from './log/log.service';
import { usersRoutes } from './users/users.routes';
import { UsersService } from './users/users.service';

/** Administration (D3): Users, Log, Report Error, and Kiosk Devices. */
export const adminModule = defineModule({
  name: 'admin',
  routes: (app, { db, identity, log }) => {
    usersRoutes(app, new UsersService(identity.users, identity.refreshTokens, log));
    logRoutes(app, new LogService(log));
    bugReportRoutes(app, new BugReportService(new BugReportRepository(db), log));
    deviceRoutes(app, new DevicesService(identity.devices, identity.users, log));
  },
});
