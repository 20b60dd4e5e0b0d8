import { defineModule } from '../../platform/module';
import { SignInsRepository } from './sign-in/sign-ins.repository';
import { signInRoutes } from './sign-in/sign-ins.routes';
import { SignInsService } from './sign-in/sign-ins.service';

/** Carrier Sign-In (D2): the dock tablet's sign-in and sign-out, and the office dashboard. */
export const carrierSignInModule = defineModule({
  name: 'carrier-sign-in',
  routes: async (app, { db, files }) => {
    await app.register(signInRoutes, { signIns: new SignInsService(new SignInsRepository(db), files) });
  },
});
