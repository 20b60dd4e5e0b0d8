import { CARRIERS, type Carrier } from '@shared/domain/carriers/tracking';
import { COMPANIES, type Company } from '@shared/domain/identity/companies';

export type CarriersHttpSettings = {
  /** The label API's base address without a trailing slash (CARRIERS_URL; ShipEngine's by default). */
  url: string;
  /** Sent as the `API-Key` header (CARRIERS_API_KEY). */
  apiKey: string;
  /** The carrier account (ShipEngine `carrier_id`) of each company with each carrier it ships with. */
  accounts: Record<Company, Partial<Record<Carrier, string>>>;
  /** The ship-from warehouses (ShipEngine `warehouse_id`) by our warehouse name; the first is the default. */
  warehouses: Record<string, string>;
  /** Per attempt; a call that takes longer is abandoned. */
  timeoutMs: number;
  /** Retries after the first attempt for 429, 5xx and timeouts of calls safe to repeat; 0 turns them off. */
  retries: number;
  /** Exponential backoff: base * 2^attempt, capped; a Retry-After header wins (also capped). */
  backoffMs: number;
  maxBackoffMs: number;
};

export const SHIPENGINE_URL = 'https://api.shipengine.com';

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name}=${value} is not a whole number`);
  return parsed;
}

/** `a=b, c=d` pairs; a pair without `=` or with an empty side is an error naming the setting. */
function pairs(name: string, value: string): [string, string][] {
  return value
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [left, right, ...rest] = part.split('=').map((s) => s.trim());
      if (!left || !right || rest.length > 0) throw new Error(`${name}: "${part}" is not name=id`);
      return [left, right];
    });
}

/**
 * CARRIERS_ACCOUNTS: `<company>.<carrier>=<carrier_id>` pairs, comma-separated, e.g.
 * `furhaven.fedex=se-1001, furhaven.usps=se-1003, worldwise.ups=se-2002`. An account answers for
 * one company only (the adapter tells whose label it is by its carrier_id).
 */
export function parseAccounts(value: string): Record<Company, Partial<Record<Carrier, string>>> {
  const accounts = Object.fromEntries(COMPANIES.map((c) => [c, {}])) as Record<
    Company,
    Partial<Record<Carrier, string>>
  >;
  const seen = new Map<string, string>();
  for (const [key, id] of pairs('CARRIERS_ACCOUNTS', value)) {
    const [company, carrier, ...rest] = key.toLowerCase().split('.');
    if (!company || !carrier || rest.length > 0)
      throw new Error(`CARRIERS_ACCOUNTS: "${key}" is not <company>.<carrier>`);
    if (!(COMPANIES as readonly string[]).includes(company))
      throw new Error(`CARRIERS_ACCOUNTS: unknown company "${company}" (one of ${COMPANIES.join(', ')})`);
    if (!(CARRIERS as readonly string[]).includes(carrier))
      throw new Error(`CARRIERS_ACCOUNTS: unknown carrier "${carrier}" (one of ${CARRIERS.join(', ')})`);
    const owner = `${company}.${carrier}`;
    const before = seen.get(id);
    if (before) throw new Error(`CARRIERS_ACCOUNTS: ${id} is given for both ${before} and ${owner}`);
    const forCompany = accounts[company as Company];
    if (forCompany[carrier as Carrier]) throw new Error(`CARRIERS_ACCOUNTS: ${owner} is given twice`);
    seen.set(id, owner);
    forCompany[carrier as Carrier] = id;
  }
  if (seen.size === 0) throw new Error('CARRIERS_ACCOUNTS names no carrier account');
  return accounts;
}

/**
 * The label API's settings from the environment, or null when the carriers run as their simulator
 * (no CARRIERS_API_KEY). A key needs the accounts and warehouses too; anything half-set is an error
 * at start, not a failed label later.
 */
export function carriersSettingsFrom(env: NodeJS.ProcessEnv): CarriersHttpSettings | null {
  const apiKey = env.CARRIERS_API_KEY?.trim() || null;
  const rawUrl = env.CARRIERS_URL?.trim() || null;
  if (!apiKey) {
    if (rawUrl) throw new Error('CARRIERS_URL is set without CARRIERS_API_KEY');
    return null;
  }
  const url = (rawUrl ?? SHIPENGINE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+/.test(url)) throw new Error(`CARRIERS_URL=${rawUrl} is not an http(s) address`);
  const accountsText = env.CARRIERS_ACCOUNTS?.trim();
  if (!accountsText) throw new Error('CARRIERS_API_KEY is set without CARRIERS_ACCOUNTS');
  const warehousesText = env.CARRIERS_WAREHOUSES?.trim();
  if (!warehousesText) throw new Error('CARRIERS_API_KEY is set without CARRIERS_WAREHOUSES');
  const warehouses = Object.fromEntries(
    pairs('CARRIERS_WAREHOUSES', warehousesText).map(([name, id]) => [name.toLowerCase(), id]),
  );
  return {
    url,
    apiKey,
    accounts: parseAccounts(accountsText),
    warehouses,
    timeoutMs: intFrom(env.CARRIERS_TIMEOUT_MS, 30_000, 'CARRIERS_TIMEOUT_MS'),
    retries: intFrom(env.CARRIERS_RETRIES, 3, 'CARRIERS_RETRIES'),
    backoffMs: 500,
    maxBackoffMs: 30_000,
  };
}
