/**
 * The first built-in admin of a live install (no demo users outside sandbox mode):
 *
 *   DOCKHAND_ADMIN_PASSWORD=... node dist-server/create-admin.js --username ana --name "Ana Admin" [--email ana@example.com]
 *
 * (`npm run create-admin -- ...` runs the same from the sources). The database is the server's:
 * DATABASE_URL, else the embedded PostgreSQL of DATA_DIR; migrations run first. Without
 * DOCKHAND_ADMIN_PASSWORD the password is asked for at the terminal, without echo, twice.
 * Exit codes: 0 created, 1 refused (the reason is printed), 2 wrong arguments.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { createFirstAdmin, FirstAdminError } from './modules/admin/users/first-admin';
import { openDatabase } from './platform/db/open-database';
import { prepareDatabase } from './prepare-database';

const USAGE =
  'Usage: create-admin --username <name> --name "<full name>" [--email <address>]\n' +
  'The password comes from DOCKHAND_ADMIN_PASSWORD, or is asked for at the terminal.';

/** Reads a line without showing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const mute = rl as unknown as { _writeToOutput: (s: string) => void };
    process.stdout.write(question);
    mute._writeToOutput = () => undefined;
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.DOCKHAND_ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) throw new FirstAdminError('Set DOCKHAND_ADMIN_PASSWORD or run at a terminal.');
  const first = await askHidden('Password: ');
  const again = await askHidden('Password again: ');
  if (first !== again) throw new FirstAdminError('The passwords differ.');
  return first;
}

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: { username: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.username || !values.name) {
    console.error(USAGE);
    return 2;
  }
  const password = await readPassword();
  const config = loadConfig();
  const database = await openDatabase(config, (m) => console.error(`[postgres] ${m}`), 2);
  try {
    await prepareDatabase(database, config);
    const admin = await createFirstAdmin(database.db, {
      username: values.username,
      name: values.name,
      email: values.email,
      password,
    });
    console.log(`Created admin ${admin.username} (${admin.name}): every company, warehouse and scope.`);
    return 0;
  } finally {
    await database.pool.end().catch(() => undefined);
    await database.embedded?.stop().catch(() => undefined);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof FirstAdminError ? error.message : error);
    process.exit(1);
  },
);
