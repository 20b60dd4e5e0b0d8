import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { userTag, type Invalidate } from '../cache/caches';
import type { Db, DbOrTx } from '../db/client';
import { loginAttempts, users } from '../db/schema/identity';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Failed sign-in times (epoch ms, newest first) within the throttle's window, per counter. */
export type Failures = { forUserAndAddress: number[]; forAddress: number[]; forUser: number[] };

/** A JSON array of numbers, as the driver hands it over (parsed already, or as text). */
function epochList(value: unknown): number[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.map((ms) => Math.round(Number(ms))) : [];
}

/** Users and sign-in attempts. A change to a user tells this instance's caches at once (`invalidate`). */
export class UsersRepository {
  constructor(
    private readonly db: Db,
    private readonly invalidate: Invalidate = () => undefined,
  ) {}

  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db.query.users.findFirst({ where: sql`lower(${users.username}) = lower(${username})` });
  }

  /** The user a single sign-on account (`<issuer> <subject>`) signs in as. */
  findBySsoSubject(subject: string): Promise<UserRow | undefined> {
    return this.db.query.users.findFirst({ where: eq(users.ssoSubject, subject) });
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.query.users.findFirst({ where: eq(users.id, id) });
  }

  list(): Promise<UserRow[]> {
    return this.db.select().from(users).orderBy(asc(users.username));
  }

  /** Runs writes that stand or fall together (a change to a user and its log entry). */
  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Undefined when the username is taken (the unique index decides, so two concurrent creates cannot both win). */
  async insert(user: NewUser, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
    return row;
  }

  async update(id: number, changes: Partial<NewUser>, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    this.invalidate(userTag(id));
    return row;
  }

  async delete(id: number, tx: DbOrTx = this.db): Promise<boolean> {
    const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    this.invalidate(userTag(id));
    return deleted.length > 0;
  }

  async touchSignIn(id: number): Promise<void> {
    await this.db.update(users).set({ lastSignIn: new Date() }).where(eq(users.id, id));
  }

  /** `at` comes from the service's clock, so the window and its Retry-After read one clock. */
  async recordAttempt(username: string, address: string, success: boolean, at = new Date()): Promise<void> {
    await this.db.insert(loginAttempts).values({ username: username.toLowerCase(), address, success, at });
  }

  /**
   * Failed attempts since `since`, as epoch milliseconds, newest first: for one username from one
   * address, from the address overall, and for the username from anywhere. The throttle counts them
   * and tells from them when each count drops below its limit.
   */
  async failuresSince(username: string, address: string, since: Date): Promise<Failures> {
    const sameUser = sql`lower(${loginAttempts.username}) = lower(${username})`;
    const sameAddress = sql`${loginAttempts.address} = ${address}`;
    const times = (filter: SQL) =>
      sql`coalesce(json_agg((extract(epoch from ${loginAttempts.at}) * 1000)::float8 order by ${loginAttempts.at} desc) filter (where ${filter}), '[]')`.mapWith(
        epochList,
      );
    const [row] = await this.db
      .select({
        forUserAndAddress: times(sql`${sameUser} and ${sameAddress}`),
        forAddress: times(sameAddress),
        forUser: times(sameUser),
      })
      .from(loginAttempts)
      .where(and(or(sameUser, sameAddress), eq(loginAttempts.success, false), gt(loginAttempts.at, since)));
    return {
      forUserAndAddress: row?.forUserAndAddress ?? [],
      forAddress: row?.forAddress ?? [],
      forUser: row?.forUser ?? [],
    };
  }

  /** A success wipes the user's failures from that address, so a typo streak does not linger. */
  async clearFailures(username: string, address: string): Promise<void> {
    await this.db
      .delete(loginAttempts)
      .where(
        and(
          sql`lower(${loginAttempts.username}) = lower(${username})`,
          eq(loginAttempts.address, address),
          eq(loginAttempts.success, false),
        ),
      );
  }
}
