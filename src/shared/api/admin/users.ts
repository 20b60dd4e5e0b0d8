import { z } from 'zod';
import { COMPANIES, WAREHOUSES } from '../../domain/identity/companies';
import { SCOPES } from '../../domain/identity/scopes';
import { sessionUserSchema } from '../auth/login';

export const adminUserSchema = sessionUserSchema.extend({
  active: z.boolean(),
  created_at: z.string(),
  last_sign_in: z.string().nullable(),
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

const nameField = z.string().trim().min(1, 'Name is required.').max(120, 'Name is too long.');
const emailField = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Enter a valid e-mail address.');

/** PUT /api/admin/users/{id}: username, name and the permissions object (D3 section 7). */
export const updateUserSchema = z.object({
  username: z.string().trim().min(1).max(64).optional(),
  name: nameField,
  email: emailField.optional(),
  active: z.boolean().optional(),
  permissions: permissionFlagsSchema,
});
export type UpdateUserRequest = z.infer<typeof updateUserSchema>;

export const createUserSchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._-]{2,64}$/, 'Username must be 2 to 64 letters, digits, dots, dashes or underscores.'),
  name: nameField,
  email: emailField.default(''),
  password: z.string().max(256),
  permissions: permissionFlagsSchema,
});
export type CreateUserRequest = z.input<typeof createUserSchema>;

export const resetPasswordSchema = z.object({ password: z.string().max(256) });

export const logLevelSchema = z.enum(['debug', 'info', 'warn', 'error']);
export const logEntrySchema = z.object({
  id: z.number().int(),
  level: logLevelSchema,
  message: z.string(),
  meta: z.record(z.string(), z.unknown()).nullable(),
  timestamp: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
  level: logLevelSchema.optional(),
});

/** What GET /api/admin/log's envelope decodes to. */
export const logEnvelopeSchema = z.object({ data: z.array(logEntrySchema) });

export const BUG_SEVERITIES = ['Minor', 'Major', 'Critical'] as const;
export const bugReportSchema = z.object({
  severity: z.enum(BUG_SEVERITIES, { message: 'Choose a severity: Minor, Major or Critical.' }),
  description: z
    .string()
    .trim()
    .min(1, 'Describe what went wrong.')
    .max(5000, 'Keep the description under 5000 characters.'),
  page: z.string().max(500).optional(),
});
export type BugReportRequest = z.infer<typeof bugReportSchema>;
export const bugReportResponseSchema = z.object({ id: z.number().int() });
