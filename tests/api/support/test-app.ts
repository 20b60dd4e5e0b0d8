import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import type { TokenResponse } from '../../../src/shared/api/auth/login';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type ServerConfig } from '../../../src/server/config';
import { createDatabase, type Database, type Db } from '../../../src/server/platform/db/client';
import { LocalFileStore } from '../../../src/server/platform/files/file-store';
import type { App } from '../../../src/server/platform/http/types';
import type { CatalogEntry } from '../../../src/server/platform/http/access';
import type { Realtime } from '../../../src/server/platform/realtime/register-realtime';
import type { Integrations } from '../../../src/server/integrations/registry';
import type { JobSender } from '../../../src/server/platform/jobs/job-sender';
import { SANDBOX_PASSWORD, TEMPLATE_DATABASE } from './constants';

export type TestApp = {
  app: App;
  catalog: CatalogEntry[];
  db: Db;
  pool: pg.Pool;
  /** A file store in a temporary folder, removed on close. */
  files: LocalFileStore;
  realtime: Realtime;
  /** The in-process job sender: `await t.jobs.idle?.()` waits for the jobs routes have queued. */
  jobs: JobSender;
  integrations: Integrations;
  config: ServerConfig;
  connectionString: string;
  /** Closes the app and the pool, then drops the file's database. */
  close: () => Promise<void>;
};

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export type TestDatabase = Database & {
  connectionString: string;
  /** Closes the pool, then drops the database. */
  drop: () => Promise<void>;
};

/** A fresh database cloned from the migrated, seeded template (for tests that need no app). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database "${name}" template "${TEMPLATE_DATABASE}"`));
  const url = new URL(inject('pgUrl'));
  url.pathname = `/${name}`;
  const database = createDatabase(url.toString(), 5);
  return {
    ...database,
    connectionString: url.toString(),
    drop: async () => {
      await database.pool.end().catch(() => undefined);
      await withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/**
 * A fresh database cloned from the migrated, seeded template, and the real app built on it. The app
 * is not yet `ready`, so a test may still register routes on it before the first request.
 */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  /** Read the app's log: it is written here at `info` (silent otherwise). */
  logStream?: DestinationStream,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dropDatabase = database.drop;

  const config: ServerConfig = {
    ...loadConfig({}),
    staticDir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'no-such-build'),
    sandbox: true,
    sandboxPassword: SANDBOX_PASSWORD,
    sandboxPrinterPort: null,
    logLevel: 'silent',
    ...overrides,
  };
  const files = new LocalFileStore(await mkdtemp(path.join(os.tmpdir(), 'dockhand-files-')));
  const removeFiles = () => rm(files.root, { recursive: true, force: true });
  try {
    const { app, catalog, realtime, jobs, integrations } = await buildApp({
      config,
      database,
      files,
      ...(logStream ? { logStream, config: { ...config, logLevel: 'info' } } : { logger: false }),
    });
    return {
      app,
      catalog,
      jobs,
      integrations,
      db: database.db,
      pool: database.pool,
      files,
      realtime,
      config,
      connectionString: database.connectionString,
      close: async () => {
        await app.close();
        await dropDatabase();
        await removeFiles();
      },
    };
  } catch (error) {
    await dropDatabase();
    await removeFiles();
    throw error;
  }
}

/**
 * A second server on the same database and files, as after a restart or beside another instance:
 * its own pool and its own change-bus connection. Close it before the first app.
 */
export async function createSiblingApp(
  t: TestApp,
): Promise<{ app: App; bus: Realtime['bus']; close: () => Promise<void> }> {
  const database = createDatabase(t.connectionString, 5);
  const { app, realtime } = await buildApp({ config: t.config, database, files: t.files, logger: false });
  return {
    app,
    bus: realtime.bus,
    close: async () => {
      await app.close();
      await database.pool.end();
    },
  };
}

/** Parses a JSON answer; fails loudly with the raw body when it is not JSON. */
export function body<T = Record<string, unknown>>(
  res: Pick<LightMyRequestResponse, 'body' | 'statusCode'>,
): T {
  try {
    return JSON.parse(res.body) as T;
  } catch {
    throw new Error(`Expected JSON, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
}

/** POST /api/auth/login as it arrives from `ip` (the socket address; X-Forwarded-For is not trusted by default). */
export function attemptLogin(
  app: App,
  username: string,
  password = SANDBOX_PASSWORD,
  ip?: string,
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method: 'POST', url: '/api/auth/login', payload: { username, password } };
  if (ip) options.remoteAddress = ip;
  return app.inject(options);
}

/** Signs in and returns the token response; throws with the server's answer when refused. */
export async function login(
  app: App,
  username: string,
  password = SANDBOX_PASSWORD,
  ip?: string,
): Promise<TokenResponse> {
  const res = await attemptLogin(app, username, password, ip);
  if (res.statusCode !== 200) throw new Error(`login ${username} answered ${res.statusCode}: ${res.body}`);
  return body<TokenResponse>(res);
}

/** Signs several users in at once (argon2 is the slow part; do it once per file). */
export async function loginAll<U extends string>(
  app: App,
  usernames: readonly U[],
): Promise<Record<U, TokenResponse>> {
  const entries = await Promise.all(usernames.map(async (u) => [u, await login(app, u)] as const));
  return Object.fromEntries(entries) as Record<U, TokenResponse>;
}

/** The headers of an authenticated call: bearer token and the company_id header. */
export function authed(token: string, company: string = 'Furhaven'): Record<string, string> {
  return { authorization: `Bearer ${token}`, company_id: company };
}

export type ApiMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * A caller of `/api` paths as one person of one company: `call('PUT', '/bulk/orders/short', body)`;
 * a call may name another token or company (the refusal tests).
 */
export function apiCaller(app: App, defaultToken: string, defaultCompany: string) {
  return (method: ApiMethod, url: string, payload?: object, token = defaultToken, company = defaultCompany) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: authed(token, company),
      ...(payload === undefined ? {} : { payload }),
    });
}
