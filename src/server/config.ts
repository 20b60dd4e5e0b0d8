import path from 'node:path';

/** Settings read once from the environment; every default runs the sandbox on one machine. */
export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  sandbox: boolean;
  sandboxPassword: string;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  staticDir: string;
  logLevel: string;
  supportEmail: string;
  version: string;
};

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './.data');
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPgPort: intFrom(env.PG_PORT, 54329),
    // Sandbox is the default: integrations run against their simulators (ARCHITECTURE section 8).
    sandbox: (env.INTEGRATIONS ?? 'sandbox') === 'sandbox',
    sandboxPassword: env.SANDBOX_PASSWORD ?? 'Sandbox-2026!',
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtlDays: intFrom(env.REFRESH_TOKEN_TTL_DAYS, 14),
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    supportEmail: env.SUPPORT_EMAIL ?? 'dockhand-admins@furhaven.example',
    version: env.npm_package_version ?? '0.1.0',
  };
}
