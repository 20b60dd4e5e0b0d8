import type {
  AdminUser,
  CreateUserRequest,
  PermissionFlags,
  UpdateUserRequest,
} from '@shared/api/admin/users';
import { COMPANIES, WAREHOUSES } from '@shared/domain/identity/companies';
import { SCOPES, type Scope } from '@shared/domain/identity/scopes';
import { badRequest, conflict, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import { toPrincipal } from '../../../platform/auth/principal';
import { hashPassword, passwordProblems } from '../../../platform/auth/passwords';
import type { RefreshTokensRepository } from '../../../platform/auth/refresh-tokens.repository';
import type { UserRow, UsersRepository } from '../../../platform/auth/users.repository';
import type { LogRepository } from '../../../platform/audit/audit-log.repository';
import type { DbOrTx } from '../../../platform/db/client';

/**
 * The scopes D3 section 6 has the admin edit. A client built on the spec sends only these (with the
 * company and warehouse flags), so the scopes it cannot know of are kept when it leaves them out.
 */
export const SPEC_EDITOR_SCOPES: readonly Scope[] = ['admin', 'dropship', 'bulk', 'inventory', 'warranties'];

/**
 * Splits the flag object of D3 section 6 into company groups, warehouse groups and scopes. A flag
 * left out is false, except a scope outside the spec's editor that the user already holds.
 */
export function flagsToGroups(flags: PermissionFlags, held: readonly Scope[] = []) {
  const on = (name: string) => flags[name as keyof PermissionFlags] === true;
  const kept = (scope: Scope) =>
    flags[scope] === undefined && !SPEC_EDITOR_SCOPES.includes(scope) && held.includes(scope);
  return {
    companies: COMPANIES.filter(on),
    warehouses: WAREHOUSES.filter(on),
    scopes: SCOPES.filter((scope) => on(scope) || kept(scope)),
  };
}

export function toAdminUser(row: UserRow): AdminUser {
  const p = toPrincipal(row);
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    companies: p.companies,
    warehouses: p.warehouses as AdminUser['warehouses'],
    scopes: p.scopes,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    last_sign_in: row.lastSignIn?.toISOString() ?? null,
  };
}

function assertPassword(password: string, username: string, name: string) {
  const problems = passwordProblems(password, username, name);
  if (problems.length > 0) throw badRequest(problems.map((p) => p.message).join(' '), 'weak_password');
}

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly log: LogRepository,
  ) {}

  async list(): Promise<AdminUser[]> {
    return (await this.users.list()).map(toAdminUser);
  }

  async create(
    input: CreateUserRequest & { email: string },
    actor: UserPrincipal,
    company: string,
  ): Promise<AdminUser> {
    if (await this.users.findByUsername(input.username)) {
      throw conflict(`The username ${input.username} is taken.`, 'username_taken');
    }
    assertPassword(input.password, input.username, input.name);
    const passwordHash = await hashPassword(input.password);
    const row = await this.users.transaction(async (tx) => {
      const created = await this.users.insert(
        {
          username: input.username,
          name: input.name,
          email: input.email,
          passwordHash,
          ...flagsToGroups(input.permissions),
        },
        tx,
      );
      if (!created) throw conflict(`The username ${input.username} is taken.`, 'username_taken');
      const message = `${actor.username} created user ${created.username}`;
      await this.audit(tx, actor, company, message, { user_id: created.id });
      return created;
    });
    return toAdminUser(row);
  }

  async update(
    id: number,
    input: UpdateUserRequest,
    actor: UserPrincipal,
    company: string,
  ): Promise<AdminUser> {
    const existing = await this.users.findById(id);
    if (!existing) throw notFound('That user no longer exists.');
    if (input.username && input.username.toLowerCase() !== existing.username.toLowerCase()) {
      throw badRequest('The username cannot be changed.', 'username_immutable');
    }
    const groups = flagsToGroups(input.permissions, toPrincipal(existing).scopes);
    if (id === actor.id && !groups.scopes.includes('admin')) {
      throw badRequest('You cannot remove your own admin scope.', 'self_demotion');
    }
    if (id === actor.id && input.active === false) {
      throw badRequest('You cannot deactivate your own account.', 'self_deactivation');
    }
    const changes = {
      name: input.name,
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...groups,
    };
    const row = await this.users.transaction(async (tx) => {
      const updated = await this.users.update(id, changes, tx);
      if (!updated) throw notFound('That user no longer exists.');
      if (input.active === false) await this.refreshTokens.revokeUser(id, tx);
      await this.audit(tx, actor, company, `${actor.username} edited user ${updated.username}`, {
        user_id: id,
        ...groups,
      });
      return updated;
    });
    return toAdminUser(row);
  }

  async remove(id: number, actor: UserPrincipal, company: string): Promise<void> {
    if (id === actor.id) throw badRequest('You cannot delete your own account.', 'self_delete');
    const existing = await this.users.findById(id);
    if (!existing) throw notFound('That user no longer exists.');
    await this.users.transaction(async (tx) => {
      if (!(await this.users.delete(id, tx))) throw notFound('That user no longer exists.');
      const message = `${actor.username} deleted user ${existing.username}`;
      await this.audit(tx, actor, company, message, { user_id: id });
    });
  }

  async resetPassword(id: number, password: string, actor: UserPrincipal, company: string): Promise<void> {
    const existing = await this.users.findById(id);
    if (!existing) throw notFound('That user no longer exists.');
    // A single sign-on user has no password here: their provider signs them in.
    if (existing.ssoSubject)
      throw conflict(
        `${existing.username} signs in through single sign-on; their password is kept by the sign-on provider.`,
        'sso_user',
      );
    assertPassword(password, existing.username, existing.name);
    const passwordHash = await hashPassword(password);
    await this.users.transaction(async (tx) => {
      if (!(await this.users.update(id, { passwordHash }, tx))) throw notFound('That user no longer exists.');
      // Sessions opened with the old password end.
      await this.refreshTokens.revokeUser(id, tx);
      const message = `${actor.username} reset the password of ${existing.username}`;
      await this.audit(tx, actor, company, message, { user_id: id });
    });
  }

  /** The change's log entry, written in the change's transaction: both are saved or neither. */
  private audit(
    tx: DbOrTx,
    actor: UserPrincipal,
    company: string,
    message: string,
    meta: Record<string, unknown>,
  ) {
    return this.log.write(
      {
        level: 'info',
        message,
        company,
        meta: { event: 'admin.users', by: actor.username, ...meta },
      },
      tx,
    );
  }
}
