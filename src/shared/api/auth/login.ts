import { z } from 'zod';
import { text } from '../fields';
import { COMPANIES, WAREHOUSES } from '../../domain/identity/companies';
import { SCOPES } from '../../domain/identity/scopes';
import { defineEndpoint } from '../endpoint';

export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: text(),
  name: text(),
  email: text(),
  companies: z.array(z.enum(COMPANIES)),
  warehouses: z.array(z.enum(WAREHOUSES)),
  scopes: z.array(z.enum(SCOPES)),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginRequestSchema = z.object({
  username: text().trim().min(1, 'Username is required.').max(64),
  password: text().min(1, 'Password is required.').max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: text(),
  refresh_token: text(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('seconds until the access token expires'),
  user: sessionUserSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const refreshRequestSchema = z.object({
  refresh_token: text().min(1).max(512),
});

export const logoutRequestSchema = z.object({
  refresh_token: text().min(1).max(512),
});

export const appConfigSchema = z.object({
  name: text(),
  sandbox: z.boolean(),
  version: text(),
  support_email: text(),
  /** The Acumatica instance (View In Acumatica on Bulk Orders); absent or null when not configured. */
  acumatica_url: text().nullable().optional(),
  /** Single sign-on: the sign-in page offers "Sign in with <label>"; absent or null when it is off. */
  sso: z.object({ label: text() }).nullable().optional(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** Sign-in (/login): every call here is public; the answer carries the tokens. */
export const signIn = defineEndpoint({
  name: 'auth.login.sign-in',
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with username and password',
  access: { public: true },
  body: loginRequestSchema,
  response: tokenResponseSchema,
  refusals: [400, 401, 429],
});

export const refreshTokens = defineEndpoint({
  name: 'auth.login.refresh',
  method: 'POST',
  path: '/auth/refresh',
  summary: 'Rotate the refresh token and get a new access token',
  access: { public: true },
  body: refreshRequestSchema,
  response: tokenResponseSchema,
  refusals: [400, 401],
});

export const signOut = defineEndpoint({
  name: 'auth.login.sign-out',
  method: 'POST',
  path: '/auth/logout',
  summary: 'Sign out: end the refresh token family',
  access: { public: true },
  body: logoutRequestSchema,
  response: null,
  refusals: [400],
});

export const readAppConfig = defineEndpoint({
  name: 'auth.login.config',
  method: 'GET',
  path: '/auth/config',
  summary: 'Public settings the sign-in page needs (name, sandbox mode, version, support e-mail)',
  access: { public: true },
  response: appConfigSchema,
});

/** Where the browser goes after a single sign-on: a path of this app, never another origin. */
export const ssoStartQuerySchema = z.object({
  next: text().max(512).optional(),
});

/**
 * Single sign-on (OpenID Connect, authorization code with PKCE): the sign-in page's button opens
 * this in the browser; it redirects to the provider. 404 when single sign-on is not configured.
 */
export const ssoStart = defineEndpoint({
  name: 'auth.login.sso-start',
  method: 'GET',
  path: '/auth/oidc/start',
  summary: 'Single sign-on: redirect to the OpenID Connect provider',
  access: { public: true },
  query: ssoStartQuerySchema,
  response: null,
  refusals: [400, 404],
});

/**
 * The provider sends the browser back here (OIDC_REDIRECT_URI). The server checks state, nonce and
 * PKCE, maps the groups claim (D3 section 6), and redirects to `/login#sso=<one-time code>`, which
 * the client trades at POST /auth/refresh for its tokens; or to `/login#sso_error=<reason>`.
 */
export const ssoCallback = defineEndpoint({
  name: 'auth.login.sso-callback',
  method: 'GET',
  path: '/auth/oidc/callback',
  summary: 'Single sign-on: the provider returns here; redirects to the sign-in page',
  access: { public: true },
  query: z.looseObject({}),
  response: null,
  refusals: [404],
});

/** Why a single sign-on did not sign the user in (`/login#sso_error=<reason>`). */
export const SSO_ERRORS = {
  refused: 'The single sign-on provider did not sign you in.',
  failed: 'The single sign-on could not be verified. Try again.',
  taken: 'A built-in account already uses your username. Ask an admin.',
  inactive: 'Your account is no longer active.',
} as const;
export type SsoError = keyof typeof SSO_ERRORS;
