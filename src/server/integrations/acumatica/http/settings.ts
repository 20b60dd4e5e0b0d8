import { COMPANIES, type Company } from '@shared/domain/identity/companies';

/**
 * How the HTTP adapter signs in: a cookie session (`POST /entity/auth/login`, logged out on close)
 * or an OAuth 2 token from `/identity/connect/token` (client credentials, or the password grant
 * when a user name is given as well).
 */
export type AcumaticaAuth =
  | { kind: 'session'; username: string; password: string; branch: string | null }
  | {
      kind: 'oauth';
      clientId: string;
      clientSecret: string;
      scope: string;
      user: { username: string; password: string } | null;
    };

export type AcumaticaHttpSettings = {
  /** The instance's base address, without a trailing slash (ACUMATICA_URL). */
  url: string;
  /** Contract-based endpoint name and version: `<url>/entity/<endpoint>/<version>/`. */
  endpoint: string;
  version: string;
  auth: AcumaticaAuth;
  /** The Acumatica tenant (login "company") of each app company. */
  tenants: Record<Company, string>;
  /** Per attempt; a call that takes longer is abandoned (and retried only when that is safe). */
  timeoutMs: number;
  /** Retries after the first attempt for 429, 5xx and timeouts; 0 turns retrying off. */
  retries: number;
  /** Exponential backoff: base * 2^attempt, capped; a Retry-After header wins (also capped). */
  backoffMs: number;
  maxBackoffMs: number;
  /**
   * Rows per page of a list call ($top, then $skip on), so a month of orders never comes back as
   * one answer the ERP takes minutes to build (ACUMATICA_PAGE_SIZE, default 500).
   */
  pageSize?: number;
};

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name}=${value} is not a whole number`);
  return parsed;
}

/**
 * The Acumatica settings from the environment, or null when the ERP runs as its simulator.
 * ACUMATICA_URL alone only feeds View In Acumatica; the HTTP adapter needs credentials as well
 * (ACUMATICA_USERNAME + ACUMATICA_PASSWORD, or ACUMATICA_CLIENT_ID + ACUMATICA_CLIENT_SECRET).
 */
export function acumaticaSettingsFrom(env: NodeJS.ProcessEnv): AcumaticaHttpSettings | null {
  const url = env.ACUMATICA_URL?.trim().replace(/\/+$/, '');
  const username = env.ACUMATICA_USERNAME?.trim() || null;
  const clientId = env.ACUMATICA_CLIENT_ID?.trim() || null;
  if (!url || (!username && !clientId)) return null;
  const password = env.ACUMATICA_PASSWORD ?? '';
  if (username && password === '') throw new Error('ACUMATICA_USERNAME is set without ACUMATICA_PASSWORD');
  const secret = env.ACUMATICA_CLIENT_SECRET ?? '';
  if (clientId && secret === '')
    throw new Error('ACUMATICA_CLIENT_ID is set without ACUMATICA_CLIENT_SECRET');

  const auth: AcumaticaAuth = clientId
    ? {
        kind: 'oauth',
        clientId,
        clientSecret: secret,
        scope: env.ACUMATICA_SCOPE?.trim() || 'api',
        user: username ? { username, password } : null,
      }
    : { kind: 'session', username: username ?? '', password, branch: env.ACUMATICA_BRANCH?.trim() || null };

  const tenants = Object.fromEntries(
    COMPANIES.map((company) => [
      company,
      env[`ACUMATICA_COMPANY_${company.toUpperCase()}`]?.trim() || env.ACUMATICA_COMPANY?.trim() || company,
    ]),
  ) as Record<Company, string>;

  return {
    url,
    endpoint: env.ACUMATICA_ENDPOINT?.trim() || 'Default',
    version: env.ACUMATICA_ENDPOINT_VERSION?.trim() || '23.200.001',
    auth,
    tenants,
    timeoutMs: intFrom(env.ACUMATICA_TIMEOUT_MS, 30_000, 'ACUMATICA_TIMEOUT_MS'),
    retries: intFrom(env.ACUMATICA_RETRIES, 3, 'ACUMATICA_RETRIES'),
    backoffMs: 500,
    maxBackoffMs: 30_000,
    pageSize: Math.max(1, intFrom(env.ACUMATICA_PAGE_SIZE, 500, 'ACUMATICA_PAGE_SIZE')),
  };
}
