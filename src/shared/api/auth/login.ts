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
