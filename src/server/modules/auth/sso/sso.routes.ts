import type { FastifyRequest } from 'fastify';
import { ssoCallback, ssoStart } from '@shared/api/auth/login';
import type { ClientInfo } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/http-error';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/http/types';
import { SsoRefusal, type SsoService } from './sso.service';
import {
  openTransaction,
  readCookie,
  sealTransaction,
  SSO_COOKIE,
  SSO_TRANSACTION_SECONDS,
  transactionCookie,
} from './sso-transaction';

const clientOf = (req: FastifyRequest): ClientInfo => ({
  address: req.ip,
  userAgent: (req.headers['user-agent'] ?? '').slice(0, 300),
});

const notConfigured = () => notFound('Single sign-on is not configured.', 'sso_off');

/**
 * Single sign-on's two browser addresses. `key` signs the transaction cookie (a secret every
 * instance shares). Without settings both answer 404 and the built-in sign-in is the only one.
 */
export function ssoRoutes(app: App, sso: SsoService | null, key: string): void {
  const appOrigin = sso ? new URL(sso.settings.redirectUri).origin : '';
  const secure = appOrigin.startsWith('https:');

  route(app, ssoStart, async ({ query }, _req, reply) => {
    if (!sso) throw notConfigured();
    const { url, transaction } = await sso.start(query.next);
    return reply
      .header(
        'set-cookie',
        transactionCookie(sealTransaction(key, transaction), SSO_TRANSACTION_SECONDS, secure),
      )
      .header('cache-control', 'no-store')
      .redirect(url, 302);
  });

  route(app, ssoCallback, async (_args, req, reply) => {
    if (!sso) throw notConfigured();
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const transaction = openTransaction(key, readCookie(req.headers.cookie, SSO_COOKIE));
    // The code goes in the fragment: it never reaches a server log or a Referer header.
    let target: string;
    try {
      const { code, next } = await sso.finish(query, transaction, clientOf(req));
      target = `${appOrigin}/login#${new URLSearchParams({ sso: code, next }).toString()}`;
    } catch (error) {
      if (!(error instanceof SsoRefusal)) throw error;
      target = `${appOrigin}/login#${new URLSearchParams({ sso_error: error.reason }).toString()}`;
    }
    return reply
      .header('set-cookie', transactionCookie('', 0, secure))
      .header('cache-control', 'no-store')
      .redirect(target, 302);
  });
}
