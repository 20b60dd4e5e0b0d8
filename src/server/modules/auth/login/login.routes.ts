import type { FastifyRequest } from 'fastify';
import { readAppConfig, refreshTokens, signIn, signOut, type AppConfig } from '@shared/api/auth/login';
import type { ClientInfo } from '../../../platform/auth/principal';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/http/types';
import type { AuthService } from './login.service';

/** What the sign-in log records of a caller: its address and (a bounded) user agent. */
const clientOf = (req: FastifyRequest): ClientInfo => ({
  address: req.ip,
  userAgent: (req.headers['user-agent'] ?? '').slice(0, 300),
});

/** Sign-in (/login): the public calls that open, renew and end a session, and the app config. */
export function loginRoutes(app: App, auth: AuthService, appConfig: AppConfig): void {
  route(app, readAppConfig, async () => appConfig);

  route(app, signIn, async ({ body }, req) => auth.login(body.username, body.password, clientOf(req)));

  route(app, refreshTokens, async ({ body }) => auth.refresh(body.refresh_token));

  route(app, signOut, async ({ body }, req) => {
    await auth.logout(body.refresh_token, clientOf(req));
  });
}
