import { defineModule } from '../../platform/module';
import { loginRoutes } from './login/login.routes';
import { AuthService } from './login/login.service';

/** Sign-in (/login): log in, refresh, log out, and the public app config. */
export const authModule = defineModule({
  name: 'auth',
  routes: (app, { config, identity, log }) => {
    const auth = new AuthService(
      identity.users,
      identity.refreshTokens,
      identity.tokens,
      log,
      config.refreshTokenTtlDays,
    );
    // Sandbox mode renames the app so nobody mistakes the simulators for the real systems.
    loginRoutes(app, auth, {
      name: config.sandbox ? 'SANDBOX' : 'Dockhand',
      sandbox: config.sandbox,
      version: config.version,
      support_email: config.supportEmail,
      acumatica_url: config.acumaticaUrl,
    });
  },
});
