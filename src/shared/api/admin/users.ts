import { z } from 'zod';
import { text } from '../fields';
import { COMPANIES, WAREHOUSES } from '../../domain/identity/companies';
import { SCOPES } from '../../domain/identity/scopes';
import { sessionUserSchema } from '../auth/login';
import { idParamsSchema } from '../common';
import { defineEndpoint } from '../endpoint';

/** Users (D3 2.14 and section 7 "Users, log"): list, create, edit, reset password, delete. */
export const adminUserSchema = sessionUserSchema.extend({
  active: z.boolean(),
  created_at: text(),
  last_sign_in: text().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListSchema = z.object({ users: z.array(adminUserSchema) });

/**
 * The permission flags of D3 sections 3 and 6: company flags, warehouse flags and scopes,
 * each true or false. Flags left out are false.
 */
export const permissionFlagsSchema = z
  .object(
    Object.fromEntries(
      [...COMPANIES, ...WAREHOUSES, ...SCOPES].map((flag) => [flag, z.boolean().optional()]),
    ),
  )
  .strict();
export type PermissionFlags = Partial<
  Record<(typeof COMPANIES)[number] | (typeof WAREHOUSES)[number] | (typeof SCOPES)[number], boolean>
>;

const nameField = text().trim().min(1, 'Name is required.').max(120, 'Name is too long.');
const emailField = text()
  .trim()
  .max(254)
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Enter a valid e-mail address.');

/**
 * PUT /api/admin/users/{id}: username, name and the permissions object (D3 section 7). A client
 * that sends the whole user it listed (id, companies, scopes, ...) is not refused: fields beyond
 * these are ignored, and the permissions object alone sets the groups.
 */
export const updateUserSchema = z.object({
  username: text().trim().min(1).max(64).optional(),
  name: nameField,
  email: emailField.optional(),
  active: z.boolean().optional(),
  permissions: permissionFlagsSchema,
});
export type UpdateUserRequest = z.infer<typeof updateUserSchema>;

export const createUserSchema = z.object({
  username: text()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._-]{2,64}$/, 'Username must be 2 to 64 letters, digits, dots, dashes or underscores.'),
  name: nameField,
  email: emailField.default(''),
  password: text().max(256),
  permissions: permissionFlagsSchema,
});
export type CreateUserRequest = z.input<typeof createUserSchema>;

export const resetPasswordSchema = z.object({ password: text().max(256) });

/** /users is admin only (D3 section 6); the company header may be either form. */
const USERS = { screens: ['/users'], side: 'any' } as const;

export const listUsers = defineEndpoint({
  name: 'admin.users.list',
  method: 'GET',
  path: '/admin/users',
  summary: 'List users',
  access: USERS,
  response: userListSchema,
});

export const createUser = defineEndpoint({
  name: 'admin.users.create',
  method: 'POST',
  path: '/admin/users',
  summary: 'Create a user: username, name, e-mail, password and permission flags',
  access: USERS,
  body: createUserSchema,
  response: adminUserSchema,
  status: 201,
  idempotent: true,
  refusals: [409],
});

export const updateUser = defineEndpoint({
  name: 'admin.users.update',
  method: 'PUT',
  path: '/admin/users/:id',
  summary: 'Edit a user: name and permission flags',
  access: USERS,
  params: idParamsSchema,
  body: updateUserSchema,
  response: adminUserSchema,
  refusals: [404],
});

export const resetUserPassword = defineEndpoint({
  name: 'admin.users.reset-password',
  method: 'PUT',
  path: '/admin/users/:id/password',
  summary: "Reset a user's password; their sessions end",
  access: USERS,
  params: idParamsSchema,
  body: resetPasswordSchema,
  response: null,
  refusals: [404, 409],
});

export const deleteUser = defineEndpoint({
  name: 'admin.users.delete',
  method: 'DELETE',
  path: '/admin/users/:id',
  summary: 'Delete a user',
  access: USERS,
  params: idParamsSchema,
  response: null,
  refusals: [404],
});
