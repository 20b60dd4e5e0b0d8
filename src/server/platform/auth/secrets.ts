import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema/identity';

/** A secret shared by every server instance: created once in the database, read afterwards. */
export async function loadSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const row = await db.query.serverSecrets.findFirst({ where: eq(serverSecrets.name, name) });
  if (!row) throw new Error(`secret ${name} missing`);
  return row.value;
}
