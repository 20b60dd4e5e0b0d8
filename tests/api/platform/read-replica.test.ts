import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bulkSearchResultSchema } from '../../../src/shared/api/bulk/search';
import { orderSearchResultSchema } from '../../../src/shared/api/dropship/order-search';
import { decodeEnvelope } from '../../../src/shared/lib/codec';
import { bugReports } from '../../../src/server/platform/db/schema/admin';
import { bulkOrderItems, bulkOrders } from '../../../src/server/platform/db/schema/bulk';
import { dropshipOrders } from '../../../src/server/platform/db/schema/dropship';
import type { Db } from '../../../src/server/platform/db/client';
import {
  authed,
  body,
  createTestApp,
  createTestDatabase,
  loginAll,
  type TestApp,
  type TestDatabase,
} from '../support/test-app';

/**
 * DATABASE_REPLICA_URL: the order search and the bulk search read the replica, everything else the
 * primary. The "replica" is a second database (a clone of the same template) reached through a role
 * that may only read, so a row present only there proves where a search read, and a write sent
 * through it would fail.
 */
const ROLE = `dockhand_reader_${randomBytes(4).toString('hex')}`;
const PASSWORD = randomBytes(12).toString('hex');
let replica: TestDatabase;
let t: TestApp;
let tokens: Awaited<ReturnType<typeof loginAll<'office' | 'bulk' | 'admin'>>>;

async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One dropship order and one bulk order (with its line) under this PO number. */
async function seedOrders(db: Db, po: string): Promise<void> {
  await db.insert(dropshipOrders).values({
    company: 'furhaven',
    vendorName: 'Chewy',
    internalPoNumber: po,
    name: 'Ada Lovelace',
    address1: '1 Main St',
    city: 'Louisville',
    state: 'KY',
    zipCode: '40202',
    orderDate: new Date('2026-03-10T10:00:00Z'),
    uploadDate: new Date('2026-03-10T11:00:00Z'),
    warehouse: 'kentucky',
    orderStatus: 100,
  });
  const [order] = await db
    .insert(bulkOrders)
    .values({
      company: 'furhaven',
      internalPoNumber: po,
      vendorName: 'Target',
      stage: 'new',
      orderStatus: 100,
      orderDate: new Date('2026-03-10T10:00:00Z'),
    })
    .returning({ id: bulkOrders.id });
  await db.insert(bulkOrderItems).values({
    company: 'furhaven',
    orderId: order!.id,
    internalSku: '31071-M-GRY',
    quantity: 2,
    orderStatus: 100,
  });
}

beforeAll(async () => {
  replica = await createTestDatabase();
  await seedOrders(replica.db, 'REPLICA-ONLY');
  // A role that can read the replica's tables and nothing else: a standby refuses writes the same way.
  await asAdmin(`create role ${ROLE} login password '${PASSWORD}'`);
  const name = new URL(replica.connectionString).pathname.slice(1);
  const grants = new pg.Client({ connectionString: replica.connectionString });
  await grants.connect();
  await grants.query(`grant connect on database "${name}" to ${ROLE}`);
  await grants.query(`grant usage on schema public to ${ROLE}`);
  await grants.query(`grant select on all tables in schema public to ${ROLE}`);
  await grants.query(`alter role ${ROLE} set default_transaction_read_only = on`);
  await grants.end();
  const readerUrl = new URL(replica.connectionString);
  readerUrl.username = ROLE;
  readerUrl.password = PASSWORD;

  t = await createTestApp({ databaseReplicaUrl: readerUrl.toString() });
  await seedOrders(t.db, 'PRIMARY-ONLY');
  tokens = await loginAll(t.app, ['office', 'bulk', 'admin'] as const);
});
afterAll(async () => {
  await t?.close();
  await replica?.drop();
  await asAdmin(`drop role if exists ${ROLE}`).catch(() => undefined);
});

async function orderSearch(po: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dropship/order-search?internal_po_number=${po}`,
    headers: authed(tokens.office.access_token, 'Furhaven'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return orderSearchResultSchema.parse(decodeEnvelope(res.body)).data.map((o) => o.internal_po_number);
}

async function bulkSearch(po: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/bulk/order-search?internal_po_number=${po}`,
    headers: authed(tokens.bulk.access_token, 'Furhaven_bulk'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return bulkSearchResultSchema.parse(decodeEnvelope(res.body)).data.map((o) => o.internal_po_number);
}

describe('DATABASE_REPLICA_URL', () => {
  it('is read from the environment, and unset by default', async () => {
    const { loadConfig } = await import('../../../src/server/config');
    expect(loadConfig({}).databaseReplicaUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_REPLICA_URL: 'postgres://r@replica/db' }).databaseReplicaUrl).toBe(
      'postgres://r@replica/db',
    );
  });

  it('the order search reads the replica: a row only there is found, a row only on the primary is not', async () => {
    expect(await orderSearch('REPLICA-ONLY')).toEqual(['REPLICA-ONLY']);
    expect(await orderSearch('PRIMARY-ONLY')).toEqual([]);
  });

  it('the bulk order search reads the replica too', async () => {
    expect(await bulkSearch('REPLICA-ONLY')).toEqual(['REPLICA-ONLY']);
    expect(await bulkSearch('PRIMARY-ONLY')).toEqual([]);
  });

  it('writes still go to the primary (the replica role could not take them)', async () => {
    const description = `replica check ${randomBytes(4).toString('hex')}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bugreport',
      headers: authed(tokens.admin.access_token, 'Furhaven'),
      payload: { severity: 'Minor', description },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = body<{ id: number }>(res);
    const onPrimary = await t.db.select().from(bugReports).where(eq(bugReports.id, id));
    expect(onPrimary.map((r) => r.description)).toEqual([description]);
    const onReplica = await replica.db
      .select()
      .from(bugReports)
      .where(eq(bugReports.description, description));
    expect(onReplica).toEqual([]);
  });
});
