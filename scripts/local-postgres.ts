/**
 * `npx tsx scripts/local-postgres.ts <dir> <port>`: a throwaway PostgreSQL on 127.0.0.1:<port> (the
 * embedded one the app and its tests use, its cluster in <dir>/pg), for rehearsing docs/deploy.md on
 * one machine. It holds an empty database `dockhand` and a login role `dockhand_reader` that may only
 * read it (standing in for a read replica), and writes both addresses to <dir>/urls.env:
 *
 *   DATABASE_URL=postgres://dockhand:...@127.0.0.1:<port>/dockhand
 *   DATABASE_REPLICA_URL=postgres://dockhand_reader:...@127.0.0.1:<port>/dockhand
 *
 * It runs until Ctrl+C (or SIGTERM), then stops PostgreSQL; the data stays in <dir> for the next run.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/platform/db/embedded';

const [dirArg, portArg] = process.argv.slice(2);
if (!dirArg || !portArg || !/^\d+$/.test(portArg)) {
  console.error('Usage: npx tsx scripts/local-postgres.ts <dir> <port>');
  process.exit(2);
}
const dir = path.resolve(dirArg);
await mkdir(dir, { recursive: true });
// Run as root, the cluster belongs to the `postgres` OS user, which must be able to enter <dir>.
await chmod(dir, 0o755);
const server = await startEmbeddedPostgres(dir, Number(portArg), 'dockhand', (m) => {
  if (/error|fatal|panic/i.test(m)) console.error(`[postgres] ${m}`);
});

const primary = new URL(server.connectionString);
const readerPassword = randomBytes(18).toString('base64url');
const client = new pg.Client({ connectionString: server.connectionString });
await client.connect();
try {
  const exists = await client.query(`select 1 from pg_roles where rolname = 'dockhand_reader'`);
  if (exists.rowCount === 0) await client.query(`create role dockhand_reader login`);
  await client.query(`alter role dockhand_reader password '${readerPassword}'`);
  await client.query(`alter role dockhand_reader set default_transaction_read_only = on`);
  await client.query(`grant connect on database dockhand to dockhand_reader`);
  await client.query(`grant usage on schema public to dockhand_reader`);
  await client.query(`grant select on all tables in schema public to dockhand_reader`);
  // Tables the migrations create later (as the owner) are readable too.
  await client.query(
    `alter default privileges for role ${primary.username} in schema public grant select on tables to dockhand_reader`,
  );
} finally {
  await client.end();
}
const reader = new URL(server.connectionString);
reader.username = 'dockhand_reader';
reader.password = readerPassword;

const envFile = path.join(dir, 'urls.env');
await writeFile(envFile, `DATABASE_URL=${primary.toString()}\nDATABASE_REPLICA_URL=${reader.toString()}\n`, {
  mode: 0o600,
});
console.log(
  `PostgreSQL on 127.0.0.1:${portArg}${server.reused ? ' (already running)' : ''}; addresses in ${envFile}`,
);

const stop = async () => {
  await server.stop().catch(() => undefined);
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
// A server that was already running belongs to another process: nothing to keep alive here.
if (server.reused) process.exit(0);
