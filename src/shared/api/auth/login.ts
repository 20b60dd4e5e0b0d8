import { z } from 'zod';
import { COMPANIES, WAREHOUSES } from '../../domain/identity/companies';
import { SCOPES } from '../../domain/identity/scopes';

export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  companies: z.array(z.enum(COMPANIES)),
  warehouses: z.array(z.enum(WAREHOUSES)),
  scopes: z.array(z.enum(SCOPES)),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Username is required.').max(64),
  password: z.string().min(1, 'Password is required.').max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('seconds until the access token expires'),
  user: sessionUserSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const refreshRequestSchema = z.object({
  refresh_token: z.string().min(1).max(512),
});

export const logoutRequestSchema = z.object({
  refresh_token: z.string().min(1).max(512),
});

export const appConfigSchema = z.object({
  name: z.string(),
  sandbox: z.boolean(),
  version: z.string(),
  support_email: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
