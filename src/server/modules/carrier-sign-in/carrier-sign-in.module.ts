import { defineModule } from '../../platform/module';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { SignInDashboardService } from './dashboard/dashboard.service';
import { signInRoutes } from './sign-in/sign-in.routes';
import { SignInsService } from './sign-in/sign-ins.service';
import { signInListRoutes } from './sign-in-list.routes';
import { SignInsRepository } from './sign-ins.repository';

/** Carrier Sign-In (D2): the dock tablet's sign-in and sign-out, and the office dashboard. */
export const carrierSignInModule = defineModule({
  name: 'carrier-sign-in',
  routes: async (app, { db, files }) => {
    const repository = new SignInsRepository(db);
    const signIns = new SignInsService(repository, files);
    const dashboard = new SignInDashboardService(repository, files);
    signInListRoutes(app, signIns, dashboard);
    await signInRoutes(app, signIns);
    dashboardRoutes(app, dashboard);
  },
});
