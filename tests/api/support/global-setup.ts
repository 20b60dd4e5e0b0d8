import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../../src/server/platform/db/client';
import { startEmbeddedPostgres, type EmbeddedHandle } from '../../../src/server/platform/db/embedded';
import { runMigrations } from '../../../src/server/platform/db/migrate';
import { ensureCompanies, seedSandboxUsers } from '../../../src/server/world/sandbox-identity';
import { SANDBOX_PASSWORD, TEMPLATE_DATABASE } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser connection string to the `postgres` database of the test cluster. */
    pgUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * One embedded PostgreSQL for the whole api project. A migrated and seeded template database is
 * built once; every test file clones it (tests/api/support/test-app.ts), which takes milliseconds.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // mkdtemp makes a 0700 directory; the `postgres` OS user (we run as root) must traverse it.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-api-'));
  await chmod(dataDir, 0o755);

  let embedded: EmbeddedHandle | undefined;
  let starting = true;
  const teardown = async () => {
    await embedded
      ?.stop()
      .catch((error: unknown) => console.error('[api tests] stopping PostgreSQL failed', error));
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    embedded = await startEmbeddedPostgres(dataDir, await freePort(), TEMPLATE_DATABASE, (message) => {
      // Once the template is ready, server errors are the tests' own doing (duplicate keys on purpose).
      if (starting && /\b(error|fatal|panic)\b/i.test(message)) console.error(`[postgres] ${message}`);
    });

    const template = createDatabase(embedded.connectionString, 2);
    try {
      await runMigrations(template.db);
      await ensureCompanies(template.db);
      await seedSandboxUsers(template.db, SANDBOX_PASSWORD);
    } finally {
      // A database with open connections cannot serve as a template.
      await template.pool.end();
    }

    const adminUrl = new URL(embedded.connectionString);
    adminUrl.pathname = '/postgres';
    project.provide('pgUrl', adminUrl.toString());
    starting = false;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
