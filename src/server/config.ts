import { SANDBOX_SYSTEMS, type SandboxSystem } from '@shared/domain/integrations/sandbox';
import path from 'node:path';
import { acumaticaSettingsFrom, type AcumaticaHttpSettings } from './integrations/acumatica/http/settings';
import { carriersSettingsFrom, type CarriersHttpSettings } from './integrations/carriers/http/settings';
import { geodisSettingsFrom, type GeodisHttpSettings } from './integrations/geodis/http/settings';
import { loftwareSettingsFrom, type LoftwareSettings } from './integrations/printing/loftware/settings';
import { vendorsSftpSettingsFrom, type VendorsSftpSettings } from './integrations/vendors/sftp/settings';
import { loadOidcSettings, type OidcSettings } from './platform/auth/oidc-settings';

/** Settings read once from the environment; every default runs the sandbox on one machine. */
export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_REPLICA_URL: a read replica the heavy read-only searches use; unset: they read the primary. */
  databaseReplicaUrl: string | undefined;
  embeddedPgPort: number;
  sandbox: boolean;
  sandboxPassword: string;
  /** The sandbox's raw-ZPL label printer listens on 127.0.0.1 at this port; null: none. */
  sandboxPrinterPort: number | null;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  staticDir: string;
  logLevel: string;
  /** Trust X-Forwarded-For from this proxy setting (Fastify trustProxy); off unless behind a known proxy. */
  trustProxy: boolean | string;
  supportEmail: string;
  version: string;
  /** ACUMATICA_URL: the ERP instance View In Acumatica opens (Bulk Orders); null when not set. */
  acumaticaUrl: string | null;
  /** ACUMATICA_URL with credentials: the ERP port speaks to that instance over HTTP; null: simulator. */
  acumatica: AcumaticaHttpSettings | null;
  /** CARRIERS_API_KEY with CARRIERS_ACCOUNTS/WAREHOUSES: labels and tracking over the label API; null: simulator. */
  carriers?: CarriersHttpSettings | null;
  /** VENDORS_SFTP (a JSON document or its file): vendor EDI over each partner's SFTP mailbox; null: simulator. */
  vendorsSftp?: VendorsSftpSettings | null;
  /** GEODIS_URL with GEODIS_CLIENT_ID/SECRET: the 3PL port speaks to Geodis over HTTP; null: simulator. */
  geodis?: GeodisHttpSettings | null;
  /** LOFTWARE_KEY with LOFTWARE_TRIGGER: Loftware jobs go to Loftware Cloud's print trigger; null: simulator. */
  loftware?: LoftwareSettings | null;
  /**
   * INTEGRATIONS_SIMULATED: with INTEGRATIONS=http, the systems the merchant does not use and that
   * may stay simulated (e.g. `geodis`); every other system must then be configured.
   */
  simulated: SandboxSystem[];
  /** JOBS: on (default) runs pg-boss workers here; worker-only leaves them to `npm run worker`; off. */
  jobs: JobsMode;
  /** OIDC_*: single sign-on with an OpenID Connect provider; null (the default) leaves the built-in sign-in alone. */
  oidc: OidcSettings | null;
};

export type JobsMode = 'on' | 'off' | 'worker-only';

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** TRUST_PROXY: unset/false = direct clients; true = any proxy; otherwise addresses or CIDRs, comma-separated. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return value;
}

function parseJobsMode(value: string | undefined): JobsMode {
  const mode = value || 'on';
  if (mode === 'on' || mode === 'off' || mode === 'worker-only') return mode;
  // A typo must not silently start a server that never runs its jobs.
  throw new Error(`JOBS=${mode} is not one of on, off, worker-only`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './.data');
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    embeddedPgPort: intFrom(env.PG_PORT, 54329),
    // Sandbox is the default: integrations run against their simulators (ARCHITECTURE section 8).
    sandbox: parseIntegrations(env.INTEGRATIONS) === 'sandbox',
    simulated: parseSimulated(env.INTEGRATIONS_SIMULATED),
    sandboxPassword: env.SANDBOX_PASSWORD ?? 'Sandbox-2026!',
    sandboxPrinterPort: env.SANDBOX_PRINTER_PORT === 'off' ? null : intFrom(env.SANDBOX_PRINTER_PORT, 9100),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtlDays: intFrom(env.REFRESH_TOKEN_TTL_DAYS, 14),
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    supportEmail: env.SUPPORT_EMAIL ?? 'dockhand-admins@furhaven.example',
    acumaticaUrl: env.ACUMATICA_URL?.trim() || null,
    acumatica: acumaticaSettingsFrom(env),
    carriers: carriersSettingsFrom(env),
    vendorsSftp: vendorsSftpSettingsFrom(env),
    geodis: geodisSettingsFrom(env),
    loftware: loftwareSettingsFrom(env),
    version: env.npm_package_version ?? '0.1.0',
    jobs: parseJobsMode(env.JOBS),
    oidc: loadOidcSettings(env),
  };
}

/** INTEGRATIONS: `sandbox` (the default) or `http`; a misspelling stops the start rather than going live. */
function parseIntegrations(value: string | undefined): 'sandbox' | 'http' {
  const mode = value?.trim() || 'sandbox';
  if (mode === 'sandbox' || mode === 'http') return mode;
  throw new Error(`INTEGRATIONS=${mode} is neither sandbox nor http`);
}

function parseSimulated(value: string | undefined): SandboxSystem[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SANDBOX_SYSTEMS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(
      `INTEGRATIONS_SIMULATED names ${unknown.join(', ')}: the systems are ${SANDBOX_SYSTEMS.join(', ')}`,
    );
  return SANDBOX_SYSTEMS.filter((system) => names.includes(system));
}
