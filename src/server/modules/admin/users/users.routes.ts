import { createUser, deleteUser, listUsers, resetUserPassword, updateUser } from '@shared/api/admin/users';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { UsersService } from './users.service';

/** Users (D3 2.14 and section 7 "Users, log"): admin only; each change is written to the log. */
export function usersRoutes(app: App, users: UsersService): void {
  route(app, listUsers, async () => ({ users: await users.list() }));

  route(app, createUser, async ({ body }, req) =>
    users.create(body, requireUser(req.principal), requireCompany(req.company)),
  );

  route(app, updateUser, async ({ params, body }, req) =>
    users.update(params.id, body, requireUser(req.principal), requireCompany(req.company)),
  );

  route(app, resetUserPassword, async ({ params, body }, req) => {
    await users.resetPassword(
      params.id,
      body.password,
      requireUser(req.principal),
      requireCompany(req.company),
    );
  });

  route(app, deleteUser, async ({ params }, req) => {
    await users.remove(params.id, requireUser(req.principal), requireCompany(req.company));
  });
}
