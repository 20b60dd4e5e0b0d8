import { COMPANIES, type Company } from '@shared/domain/identity/companies';

/**
 * Geodis's logistics API: OAuth 2 client credentials (a bearer token from the token endpoint),
 * JSON below `<url>/v1/accounts/<account>/`, one Geodis client account per app company.
 */
export type GeodisHttpSettings = {
  /** The API's base address, without a trailing slash (GEODIS_URL). */
  url: string;
  /** Where tokens come from (GEODIS_TOKEN_URL); `<url>/oauth/token` by default. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Asked for with the token when set (GEODIS_SCOPE). */
  scope: string | null;
  /** The Geodis client account of each app company (GEODIS_ACCOUNT_<COMPANY>, else GEODIS_ACCOUNT, else the company). */
  accounts: Record<Company, string>;
  /** Per attempt; a call that takes longer is abandoned (and sent again only with its idempotency key). */
  timeoutMs: number;
  /** Retries after the first attempt for 429, 5xx and timeouts; 0 turns retrying off. */
  retries: number;
  /** Exponential backoff: base * 2^attempt, capped; a Retry-After header wins (also capped). */
  backoffMs: number;
  maxBackoffMs: number;
};

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name}=${value} is not a whole number`);
  return parsed;
}

function address(value: string, name: string): string {
  const url = value.replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name}=${value} is not an address`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`${name}=${value} must start with https://`);
  return url;
}

/**
 * The Geodis settings from the environment, or null when the 3PL runs as its simulator.
 * GEODIS_URL with GEODIS_CLIENT_ID and GEODIS_CLIENT_SECRET turns the HTTP adapter on; any of
 * them without the others is a mistake and stops the start with a sentence that says which.
 */
export function geodisSettingsFrom(env: NodeJS.ProcessEnv): GeodisHttpSettings | null {
  const url = env.GEODIS_URL?.trim() || null;
  const clientId = env.GEODIS_CLIENT_ID?.trim() || null;
  const clientSecret = env.GEODIS_CLIENT_SECRET ?? '';
  if (!url && !clientId && clientSecret === '') return null;
  if (!url) throw new Error('GEODIS_CLIENT_ID/SECRET are set without GEODIS_URL (the API address)');
  if (!clientId) throw new Error('GEODIS_URL is set without GEODIS_CLIENT_ID');
  if (clientSecret === '') throw new Error('GEODIS_CLIENT_ID is set without GEODIS_CLIENT_SECRET');
  const base = address(url, 'GEODIS_URL');
  const tokenUrl = env.GEODIS_TOKEN_URL?.trim()
    ? address(env.GEODIS_TOKEN_URL.trim(), 'GEODIS_TOKEN_URL')
    : `${base}/oauth/token`;
  const accounts = Object.fromEntries(
    COMPANIES.map((company) => [
      company,
      env[`GEODIS_ACCOUNT_${company.toUpperCase()}`]?.trim() || env.GEODIS_ACCOUNT?.trim() || company,
    ]),
  ) as Record<Company, string>;
  return {
    url: base,
    tokenUrl,
    clientId,
    clientSecret,
    scope: env.GEODIS_SCOPE?.trim() || null,
    accounts,
    timeoutMs: intFrom(env.GEODIS_TIMEOUT_MS, 30_000, 'GEODIS_TIMEOUT_MS'),
    retries: intFrom(env.GEODIS_RETRIES, 3, 'GEODIS_RETRIES'),
    backoffMs: 500,
    maxBackoffMs: 30_000,
  };
}
