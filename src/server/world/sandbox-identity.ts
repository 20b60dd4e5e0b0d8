import { sql } from 'drizzle-orm';
import {
  COMPANIES,
  COMPANY_WAREHOUSES,
  displayName,
  WAREHOUSE_CODES,
  WAREHOUSES,
  type Company,
  type Warehouse,
} from '@shared/domain/identity/companies';
import { SCOPES, type Scope } from '@shared/domain/identity/scopes';
import type { Db } from '../platform/db/client';
import { companies, users, warehouses } from '../platform/db/schema/identity';
import { hashPassword } from '../platform/auth/passwords';

export type SandboxUser = {
  username: string;
  name: string;
  scopes: readonly Scope[];
  companies: readonly Company[];
  warehouses: readonly Warehouse[];
  note: string;
};

const ALL_WAREHOUSES = WAREHOUSES;

/** The demo sign-ins of the sandbox; the README lists them. */
export const SANDBOX_USERS: readonly SandboxUser[] = [
  {
    username: 'admin',
    name: 'Ada Admin',
    scopes: SCOPES,
    companies: COMPANIES,
    warehouses: ALL_WAREHOUSES,
    note: 'every scope, both companies',
  },
  {
    username: 'office',
    name: 'Olive Office',
    scopes: ['dropship', 'acumatica', 'inventory', 'warranties'],
    companies: COMPANIES,
    warehouses: ALL_WAREHOUSES,
    note: 'dropship, acumatica, inventory, warranties',
  },
  {
    username: 'bulk',
    name: 'Bea Bulk',
    scopes: ['bulk'],
    companies: COMPANIES,
    warehouses: ALL_WAREHOUSES,
    note: 'bulk orders',
  },
  {
    username: 'floor',
    name: 'Finn Floor',
    scopes: ['dropship'],
    companies: ['furhaven'],
    warehouses: ['kentucky'],
    note: 'dropship, Kentucky only',
  },
  {
    username: 'labour',
    name: 'Lou Labour',
    scopes: ['warehouse'],
    companies: ['furhaven'],
    warehouses: ALL_WAREHOUSES,
    note: 'warehouse labour',
  },
  {
    username: 'tpl',
    name: 'Tess Tpl',
    scopes: ['thirdpartylogistics'],
    companies: ['furhaven'],
    warehouses: ALL_WAREHOUSES,
    note: '3PL',
  },
  {
    username: 'hq',
    name: 'Hal Headquarters',
    scopes: ['washington', 'dropship'],
    companies: COMPANIES,
    warehouses: ALL_WAREHOUSES,
    note: 'washington (HQ) and dropship',
  },
  {
    username: 'dock',
    name: 'Dot Dock',
    scopes: ['carrier-sign-in'],
    companies: ['furhaven'],
    warehouses: ['kentucky'],
    note: 'carrier sign-in, Kentucky',
  },
  {
    username: 'newhire',
    name: 'Ned Newhire',
    scopes: [],
    companies: ['furhaven'],
    warehouses: ['kentucky'],
    note: 'no scopes: sees the new-user page',
  },
];

/** Companies and warehouses are configuration (D3 section 6): always present, in every mode. */
export async function ensureCompanies(db: Db): Promise<void> {
  await db
    .insert(companies)
    .values(COMPANIES.map((id) => ({ id, name: displayName(id) })))
    .onConflictDoNothing();
  await db
    .insert(warehouses)
    .values(
      COMPANIES.flatMap((company) =>
        COMPANY_WAREHOUSES[company].map((code) => ({
          company,
          code,
          name: displayName(code),
          shortCode: WAREHOUSE_CODES[code],
        })),
      ),
    )
    .onConflictDoNothing();
}

/** On an empty database, creates the sandbox sign-ins. Returns true when it created them. */
export async function seedSandboxUsers(db: Db, password: string): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values(
      SANDBOX_USERS.map((u) => ({
        username: u.username,
        name: u.name,
        email: `${u.username}@furhaven.example`,
        passwordHash,
        scopes: [...u.scopes],
        companies: [...u.companies],
        warehouses: [...u.warehouses],
      })),
    )
    .onConflictDoNothing();
  return true;
}
