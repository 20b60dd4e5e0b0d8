import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Company } from '../../../../src/shared/domain/identity/companies';
import { createDatabase, type Db } from '../../../../src/server/platform/db/client';
import { LocalFileStore, type FileStore } from '../../../../src/server/platform/files/file-store';
import { SandboxControl } from '../../../../src/server/integrations/sandbox-control';
import { createTestDatabase } from '../../support/test-app';

/** A clock the test moves by hand: the simulators' time-based behaviour without sleeping. */
export type TestClock = { now: () => Date; advance: (ms: number) => void; set: (at: Date) => void };

export function testClock(start: Date): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
}

/** 2 March 2026, 15:00 UTC: a Monday afternoon in both warehouse time zones. */
export const START = new Date('2026-03-02T15:00:00Z');
export const HOUR = 3_600_000;

/**
 * What a contract suite runs against. `port` and `second` are two adapter instances on separate
 * connections to the same systems, so a suite can show that state is shared, not kept in memory.
 * `control` exists only where failures can be switched on (the sandbox).
 */
export type Harness<P> = {
  port: (company: Company) => P;
  second: (company: Company) => P;
  control?: SandboxControl;
  clock: TestClock;
  files: FileStore;
  db: Db;
  close: () => Promise<void>;
};

export type HarnessFactory<P> = () => Promise<Harness<P>>;

export type AdapterMaker<P> = (
  db: Db,
  env: { clock: TestClock; files: FileStore },
) => (company: Company) => P;

/**
 * What every harness starts from: a database of its own cloned from the migrated template, a
 * second pool on it (for `second`), a file store in a temporary folder and a test clock.
 * `dispose` ends the pool, drops the database and removes the folder.
 */
export async function harnessWorld() {
  const database = await createTestDatabase();
  const other = createDatabase(database.connectionString, 3);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-files-'));
  const files = new LocalFileStore(dir);
  const clock = testClock(START);
  return {
    database,
    other,
    files,
    clock,
    /** The parts of a Harness that do not depend on the adapter. */
    shared: { control: new SandboxControl(database.db), clock, files, db: database.db },
    dispose: async (): Promise<void> => {
      await other.pool.end();
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Adapter sets made on demand (`make`), closed together with the harness (`closeAll`). */
export function adapterSets<P, S extends { close: () => Promise<void> }>(create: (patch: P) => S) {
  const sets: S[] = [];
  return {
    make: (patch: P): S => {
      const set = create(patch);
      sets.push(set);
      return set;
    },
    closeAll: async (): Promise<void> => {
      await Promise.all(sets.map((s) => s.close()));
    },
  };
}

/** A sandbox harness on a database of its own, cloned from the migrated template. */
export function sandboxHarness<P>(make: AdapterMaker<P>): HarnessFactory<P> {
  return async () => {
    const world = await harnessWorld();
    const { clock, files } = world;
    return {
      port: make(world.database.db, { clock, files }),
      second: make(world.other.db, { clock, files }),
      ...world.shared,
      close: world.dispose,
    };
  };
}

/** Asserts that a call failed with an IntegrationError of this code whose message matches. */
export async function expectIntegrationError(
  call: Promise<unknown>,
  code: 'not_found' | 'rejected' | 'unavailable',
  message: RegExp | string,
): Promise<void> {
  await expect(call).rejects.toMatchObject({
    name: 'IntegrationError',
    code,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });
}
