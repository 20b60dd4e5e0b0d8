import type pg from 'pg';
import type { ServerConfig } from '../config';
import type { Integrations } from '../integrations/registry';
import type { LogRepository } from './audit/audit-log.repository';
import type { DevicesRepository } from './auth/devices.repository';
import type { RefreshTokensRepository } from './auth/refresh-tokens.repository';
import type { TokenService } from './auth/tokens';
import type { UsersRepository } from './auth/users.repository';
import type { Caches } from './cache/caches';
import type { Db } from './db/client';
import type { FileStore } from './files/file-store';
import type { App } from './http/types';
import type { JobDeps } from './jobs/handlers';
import type { JobSender } from './jobs/job-sender';
import type { PayloadMap, QueueDefinition } from './jobs/queues';
import type { ChangeBus } from './realtime/change-bus';
import type { EventTickets } from './realtime/event-tickets';
import type { SseHub } from './realtime/sse-hub';

/**
 * What the platform hands every module: the database, files, outside systems (ports), the job
 * queue, the audit log, the identity stores, the realtime bus and the caches. A module builds its
 * own services and repositories from these.
 */
export type ModuleDeps = {
  config: ServerConfig;
  db: Db;
  /**
   * For the heavy read-only searches (order search, bulk search): the read replica of
   * DATABASE_REPLICA_URL, else `db`. Never write through it; a replica may lag the primary slightly.
   */
  readDb: Db;
  pool: pg.Pool;
  files: FileStore;
  integrations: Integrations;
  jobs: JobSender;
  /** The app's log table (sign-ins, admin actions, bug reports): src/server/platform/audit. */
  log: LogRepository;
  identity: {
    tokens: TokenService;
    users: UsersRepository;
    refreshTokens: RefreshTokensRepository;
    devices: DevicesRepository;
  };
  realtime: { bus: ChangeBus; hub: SseHub; tickets: EventTickets };
  /** In-process caches the change bus invalidates (platform/cache): reference lists build on them. */
  caches: Caches;
};

/** One queue of a module: its definition and its handler. */
export type ModuleJob<P extends object> = {
  definition: QueueDefinition;
  handle: (deps: JobDeps, payload: P) => Promise<unknown>;
  /** After the job failed for good: leave its record final, with the reason (see `JobHandler`). */
  giveUp?: (deps: JobDeps, payload: P, reason: string) => Promise<unknown>;
};

/** A module's queues, keyed by queue name, each with its payload type from the module's jobs leaf. */
export type ModuleJobs<P extends PayloadMap> = { [Q in keyof P & string]: ModuleJob<P[Q]> };

/**
 * An area of the app (ARCHITECTURE section 2): its routes and its job handlers. `app.ts` registers
 * the routes of every module in src/server/modules/modules.ts; `worker.ts` works their queues.
 */
export type AppModule = {
  readonly name: string;
  readonly routes?: (app: App, deps: ModuleDeps) => void | Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each queue's payload is its module's type
  readonly jobs?: Readonly<Record<string, ModuleJob<any>>>;
};

export function defineModule<const M extends AppModule>(module: M): M {
  return module;
}

/**
 * Pairs a module's queue definitions with its handlers, checked against the module's payload types,
 * and with what each queue does when a job gives up: a queue whose job leaves a record in a
 * working state (an upload "processing", a request "queued") must finalise it there.
 */
export function moduleJobs<P extends PayloadMap>(
  definitions: { [Q in keyof P & string]: QueueDefinition },
  handlers: { [Q in keyof P & string]: (deps: JobDeps, payload: P[Q]) => Promise<unknown> },
  giveUps: {
    [Q in keyof P & string]?: (deps: JobDeps, payload: P[Q], reason: string) => Promise<unknown>;
  } = {},
): ModuleJobs<P> {
  const jobs = {} as ModuleJobs<P>;
  for (const queue of Object.keys(definitions) as (keyof P & string)[]) {
    const giveUp = giveUps[queue];
    jobs[queue] = { definition: definitions[queue], handle: handlers[queue], ...(giveUp ? { giveUp } : {}) };
  }
  return jobs;
}
