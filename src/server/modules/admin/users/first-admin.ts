import { createUserSchema } from '@shared/api/admin/users';
import { COMPANIES, WAREHOUSES } from '@shared/domain/identity/companies';
import { SCOPES } from '@shared/domain/identity/scopes';
import { LogRepository } from '../../../platform/audit/audit-log.repository';
import { hashPassword, passwordProblems } from '../../../platform/auth/passwords';
import { UsersRepository } from '../../../platform/auth/users.repository';
import type { Db } from '../../../platform/db/client';
import { toAdminUser } from './users.service';
import type { AdminUser } from '@shared/api/admin/users';

export type FirstAdminInput = { username: string; name: string; email?: string; password: string };

/** A refusal of the command: its message is for the person at the terminal. */
export class FirstAdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FirstAdminError';
  }
}

/**
 * A built-in admin for a live install, where no demo users exist and no one can sign in yet to
 * create one: every company, warehouse and scope (trimmed later on the Users screen), the same
 * username, name, e-mail and password rules as New User, and a log entry. Refuses a username that
 * is taken (the unique index decides, so two runs cannot both create it).
 */
export async function createFirstAdmin(db: Db, input: FirstAdminInput): Promise<AdminUser> {
  const parsed = createUserSchema.safeParse({ ...input, email: input.email ?? '', permissions: {} });
  if (!parsed.success) throw new FirstAdminError(parsed.error.issues.map((i) => i.message).join(' '));
  const { username, name, email, password } = parsed.data;
  const problems = passwordProblems(password, username, name);
  if (problems.length > 0) throw new FirstAdminError(problems.map((p) => p.message).join(' '));

  const users = new UsersRepository(db);
  const log = new LogRepository(db);
  const passwordHash = await hashPassword(password);
  const row = await users.transaction(async (tx) => {
    const created = await users.insert(
      {
        username,
        name,
        email,
        passwordHash,
        companies: [...COMPANIES],
        warehouses: [...WAREHOUSES],
        scopes: [...SCOPES],
      },
      tx,
    );
    if (!created) throw new FirstAdminError(`The username ${username} is taken.`);
    await log.write(
      {
        level: 'info',
        message: `created admin ${created.username} from the command line`,
        company: null,
        meta: { event: 'admin.users', by: 'command line', user_id: created.id },
      },
      tx,
    );
    return created;
  });
  return toAdminUser(row);
}
