import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SANDBOX_PASSWORD } from '../support/constants';
import { buildServer, freePort, ROOT, startNode, stop, type Started } from '../support/node-process';

// Inside the repository (node_modules must be found from the output), ignored by git (dist-*/).
const OUT = path.join(ROOT, `dist-server-test-${process.pid}`);
const DATABASE = `dockhand_prod_build_${randomBytes(4).toString('hex')}`;

describe('production build: the compiled server', () => {
  let admin: pg.Client;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let server: Started | undefined;
  let worker: Started | undefined;
  let base: string;
  let s3rver: S3rver;
  let s3dir: string;

  beforeAll(async () => {
    expect(await buildServer(OUT)).toMatch(/Built the server into/);

    // An empty database: every migration runs from the compiled output's copy.
    admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
    await admin.query(`create database ${DATABASE}`);
    const url = new URL(inject('pgUrl'));
    url.pathname = `/${DATABASE}`;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-prod-'));
    // Files go to a local S3-compatible server: the compiled server loads the S3 client lazily.
    s3dir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-prod-s3-'));
    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3dir,
      configureBuckets: [{ name: 'prod-files', configs: [] }],
    });
    const s3 = await s3rver.run();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      INTEGRATIONS: 'sandbox',
      SANDBOX_PASSWORD,
      SANDBOX_PRINTER_PORT: 'off',
      STATIC_DIR: path.join(dataDir, 'no-client-build'),
      LOG_LEVEL: 'warn',
      FILES_S3_BUCKET: 'prod-files',
      FILES_S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
      FILES_S3_ACCESS_KEY_ID: 'S3RVER',
      FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
      FILES_S3_PREFIX: 'site-1',
    };
    server = await startNode(path.join(OUT, 'main.js'), env, /is running at/, 45_000);
  }, 60_000);

  afterAll(async () => {
    await stop(worker);
    await stop(server);
    await admin?.query(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
    await admin?.end();
    await s3rver?.close();
    await rm(OUT, { recursive: true, force: true });
    if (s3dir) await rm(s3dir, { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('is plain JavaScript beside its migrations, importing only runtime dependencies', () => {
    expect(existsSync(path.join(OUT, 'main.js'))).toBe(true);
    expect(existsSync(path.join(OUT, 'worker.js'))).toBe(true);
    expect(existsSync(path.join(OUT, 'create-admin.js'))).toBe(true);
    expect(existsSync(path.join(OUT, 'migrations/meta/_journal.json'))).toBe(true);
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const imported = new Set<string>();
    for (const file of readdirSync(OUT).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(path.join(OUT, file), 'utf8');
      for (const [, spec] of code.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/gm)) {
        if (!spec || spec.startsWith('.') || spec.startsWith('node:')) continue;
        expect(spec, `${file} still imports an alias`).not.toMatch(/^@(shared|server|client)\//);
        const parts = spec.split('/');
        imported.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec));
      }
    }
    expect(imported.has('fastify')).toBe(true);
    // A production install (`npm ci --omit=dev`) has only these.
    expect([...imported].filter((name) => !(name in pkg.dependencies))).toEqual([]);
  });

  it('migrated the empty database, answers its health check and signs a user in', async () => {
    const migrated = new pg.Client({ connectionString: String(env.DATABASE_URL) });
    await migrated.connect();
    try {
      const { rows } = await migrated.query<{ n: string }>(
        `select count(*) as n from drizzle.__drizzle_migrations`,
      );
      const journal = JSON.parse(readFileSync(path.join(OUT, 'migrations/meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      expect(Number(rows[0]?.n)).toBe(journal.entries.length);
    } finally {
      await migrated.end();
    }

    // The demo world's signatures went to the bucket, not to DATA_DIR/files.
    expect(server?.output()).toMatch(/Files: bucket prod-files\/site-1\/ at http:\/\/127\.0\.0\.1:\d+/);
    expect(readdirSync(path.join(s3dir, 'prod-files'))).toContain('site-1');
    expect(existsSync(path.join(dataDir, 'files'))).toBe(false);

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: SANDBOX_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const tokens = (await login.json()) as { access_token: string; token_type: string };
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.access_token.length).toBeGreaterThan(20);

    const refused = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'not-it' }),
    });
    expect(refused.status).toBe(401);
  });

  it('creates the first built-in admin from the compiled command, who then signs in', async () => {
    const run = (args: string[], password: string) =>
      promisify(execFile)(process.execPath, [path.join(OUT, 'create-admin.js'), ...args], {
        env: { ...env, DOCKHAND_ADMIN_PASSWORD: password },
      }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
      );
    const password = 'Harbor-Lantern-Quietly-42';
    const made = await run(['--username', 'Ops.Admin', '--name', 'Ops Admin'], password);
    expect(made).toEqual({ code: 0, out: expect.stringMatching(/Created admin ops\.admin \(Ops Admin\)/) });
    expect(await run(['--username', 'ops.admin', '--name', 'Again'], password)).toEqual({
      code: 1,
      out: expect.stringMatching(/The username ops\.admin is taken\./),
    });
    expect((await run(['--name', 'No Username'], password)).code).toBe(2);

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ops.admin', password }),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const users = await fetch(`${base}/api/admin/users`, {
      headers: { authorization: `Bearer ${access_token}`, company_id: 'Furhaven' },
    });
    expect(users.status).toBe(200);
  });

  it('runs the compiled worker on the same database, and both stop cleanly', async () => {
    worker = await startNode(path.join(OUT, 'worker.js'), env, /Dockhand worker on DATABASE_URL/, 20_000);
    expect(await stop(worker)).toBe(0);
    expect(await stop(server)).toBe(0);
    expect(server?.output()).not.toMatch(/ERR_MODULE_NOT_FOUND|Can't find meta\/_journal/);
  });
});
