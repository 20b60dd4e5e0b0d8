import { defineModule } from '../../platform/module';
import { loginRoutes } from './login/login.routes';
import { AuthService } from './login/login.service';
import { ssoRoutes } from './sso/sso.routes';
import { SsoService } from './sso/sso.service';
import { loadSecret } from '../../platform/auth/secrets';

/** Sign-in (/login): log in, refresh, log out, single sign-on when configured, and the public app config. */
export const authModule = defineModule({
  name: 'auth',
  routes: async (app, { config, db, identity, log }) => {
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
      sso: config.oidc ? { label: config.oidc.label } : null,
    });
    // Single sign-on (OIDC_* settings) beside the built-in sign-in, which stays.
    const sso = config.oidc ? new SsoService(config.oidc, identity.users, auth, log) : null;
    ssoRoutes(app, sso, sso ? await loadSecret(db, 'sso_transaction') : '');
  },
});
