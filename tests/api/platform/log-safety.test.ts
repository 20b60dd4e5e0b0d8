import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/platform/db/schema/identity';
import { serializeError } from '../../../src/server/platform/log/safe-error';
import { authed, createTestApp, login, type TestApp } from '../support/test-app';

/** Database errors reach the log without the values of the statement (issue 10 item 5). */
let t: TestApp;
let logged = '';
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString('utf8');
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({}, stream);
});
afterAll(async () => t?.close());

describe('logging a failed statement', () => {
  it('keeps the SQL and the code, never the parameters or the failing row', async () => {
    const error = await t.db
      .insert(users)
      .values({
        username: 'log-safety',
        name: null as unknown as string,
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$secret-salt$secret-hash',
        companies: ['furhaven'],
        warehouses: [],
        scopes: [],
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    const text = JSON.stringify(serializeError(error));
    expect(text).toMatch(/insert into \\"users\\"/);
    expect(text).toContain('violates not-null constraint');
    expect(text).not.toContain('secret-hash');
    expect(text).not.toContain('Failing row');
  });

  it('writes no password hash to the server log when a user insert fails', async () => {
    const admin = await login(t.app, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: authed(admin.access_token),
      payload: {
        username: 'nuluser',
        name: 'Nul\u0000User',
        password: 'Very-Strong-Passw0rd!',
        permissions: { furhaven: true, kentucky: true, dropship: true },
      },
    });
    expect(logged.length).toBeGreaterThan(0);
    // Until NUL is refused at the door (issue 10 item 1) the insert itself fails: the log must not
    // carry the hash either way.
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(logged).not.toMatch(/\$argon2id\$/);
  });
});
