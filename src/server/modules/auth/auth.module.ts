import { defineModule } from '../../platform/module';
import { authRoutes } from './login/login.routes';
import { AuthService } from './login/login.service';

/** Sign-in (/login): log in, refresh, log out, and the public app config. */
export const authModule = defineModule({
  name: 'auth',
  routes: async (app, { config, identity, log }) => {
    const auth = new AuthService(
      identity.users,
      identity.refreshTokens,
      identity.tokens,
      log,
      config.refreshTokenTtlDays,
    );
    await app.register(authRoutes, { auth, config });
  },
});
