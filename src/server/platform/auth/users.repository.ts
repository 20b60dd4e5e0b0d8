import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, users } from '../db/schema/identity';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export class UsersRepository {
  constructor(private readonly db: Db) {}

  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db.query.users.findFirst({ where: sql`lower(${users.username}) = lower(${username})` });
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.query.users.findFirst({ where: eq(users.id, id) });
  }

  list(): Promise<UserRow[]> {
    return this.db.select().from(users).orderBy(asc(users.username));
  }

  /** Undefined when the username is taken (the unique index decides, so two concurrent creates cannot both win). */
  async insert(user: NewUser): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(user).onConflictDoNothing().returning();
    return row;
  }

  async update(id: number, changes: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async delete(id: number): Promise<boolean> {
    const deleted = await this.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return deleted.length > 0;
  }

  async touchSignIn(id: number): Promise<void> {
    await this.db.update(users).set({ lastSignIn: new Date() }).where(eq(users.id, id));
  }

  async recordAttempt(username: string, address: string, success: boolean): Promise<void> {
    await this.db.insert(loginAttempts).values({ username: username.toLowerCase(), address, success });
  }

  /**
   * Failed attempts since `since`: for one username from one address, from the address overall, and
   * for the username from anywhere; with the oldest counted failure, to say when the window frees.
   */
  async failuresSince(username: string, address: string, since: Date) {
    const sameUser = sql`lower(${loginAttempts.username}) = lower(${username})`;
    const sameAddress = sql`${loginAttempts.address} = ${address}`;
    const [row] = await this.db
      .select({
        forUserAndAddress: sql<number>`count(*) filter (where ${sameUser} and ${sameAddress})`.mapWith(
          Number,
        ),
        forAddress: sql<number>`count(*) filter (where ${sameAddress})`.mapWith(Number),
        forUser: sql<number>`count(*) filter (where ${sameUser})`.mapWith(Number),
        oldest: sql<string | null>`min(${loginAttempts.at})`,
      })
      .from(loginAttempts)
      .where(and(or(sameUser, sameAddress), eq(loginAttempts.success, false), gt(loginAttempts.at, since)));
    return {
      forUserAndAddress: row?.forUserAndAddress ?? 0,
      forAddress: row?.forAddress ?? 0,
      forUser: row?.forUser ?? 0,
      oldest: row?.oldest ?? null,
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
