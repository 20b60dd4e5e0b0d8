import { readFileSync } from 'node:fs';
import pg from 'pg';

/** The e2e server's port (E2E_PORT, as in playwright.config.ts) and the data folder it keeps. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = `.test-data/e2e${PORT === 3210 ? '' : `-${PORT}`}`;

/**
 * A small pool on the e2e server's own database (its embedded PostgreSQL, found through the
 * postgres.json the server writes), for specs that read or set up rows directly. Open it in
 * beforeAll and end it in afterAll.
 */
export function e2eDbPool(): pg.Pool {
  const c = JSON.parse(readFileSync(`${DATA_DIR}/postgres.json`, 'utf8')) as {
    user: string;
    password: string;
    port: number;
  };
  return new pg.Pool({
    host: '127.0.0.1',
    port: c.port,
    user: c.user,
    password: c.password,
    database: 'dockhand',
    max: 2,
  });
}
