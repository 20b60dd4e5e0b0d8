import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { PinoLoggerOptions } from 'fastify/types/logger';
import type { ServerConfig } from './config';
import { LOG_SERIALIZERS } from './platform/log/safe-error';
import { createDatabase, type Database } from './platform/db/client';
import { createFileStore } from './platform/files/create-file-store';
import type { FileStore } from './platform/files/file-store';
import { LogRepository } from './platform/audit/audit-log.repository';
import { DeviceCredentials } from './platform/auth/device-credentials';
import { DevicesRepository } from './platform/auth/devices.repository';
import { createIdentities } from './platform/auth/identities';
import { RefreshTokensRepository } from './platform/auth/refresh-tokens.repository';
import { TokenService } from './platform/auth/tokens';
import { UsersRepository } from './platform/auth/users.repository';
import { registerAccessControl, type CatalogEntry } from './platform/http/access';
import { registerDocs } from './platform/http/docs';
import { registerErrorHandling } from './platform/http/errors';
import { registerIdempotency } from './platform/http/idempotency';
import type { App } from './platform/http/types';
import { registerWeb } from './platform/http/web';
import { createInlineSender, type JobSender } from './platform/jobs/job-sender';
import type { ModuleDeps } from './platform/module';
import { EventTickets } from './platform/realtime/event-tickets';
import { startRealtime, type Realtime } from './platform/realtime/register-realtime';
import { createIntegrations, integrationOptionsOf, type Integrations } from './integrations/registry';
import { createJobHandlers, MODULES } from './modules/modules';
import { loadSecret } from './platform/auth/secrets';
import { Caches } from './platform/cache/caches';
import { registerSecurityHeaders } from './platform/http/security-headers';

const PLAIN_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id of a request: the caller's `x-request-id` when it is plain and at most 64 characters. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && PLAIN_REQUEST_ID.test(header) ? header : randomUUID();
}

export type BuildOptions = {
  config: ServerConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the app's own logger writes (tests read it); standard output otherwise. */
  logStream?: DestinationStream;
  /** Defaults to the file store FILES_S3_* selects (else DATA_DIR/files) and the adapters INTEGRATIONS selects. */
  files?: FileStore;
  integrations?: Integrations;
  /** Where routes queue background work; by default it runs in this process (tests, JOBS=off). */
  jobs?: JobSender;
};

export type BuiltApp = {
  app: App;
  catalog: CatalogEntry[];
  files: FileStore;
  integrations: Integrations;
  jobs: JobSender;
  realtime: Realtime;
  /** This instance's caches of users, sessions and reference lists (the change bus keeps them current). */
  caches: Caches;
};

/** Builds the Fastify app around a database that is already migrated. */
export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config, database, logger } = options;
  const loggerOptions: PinoLoggerOptions = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.body.password', 'req.body.refresh_token'],
    serializers: LOG_SERIALIZERS,
    ...(options.logStream ? { stream: options.logStream } : {}),
  };
  const app = Fastify({
    logger: logger ?? loggerOptions,
    // A caller's x-request-id is kept only when it is a plain, short id; anything else gets a new one,
    // so a client cannot flood the logs or inject into them through the header.
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    trustProxy: config.trustProxy,
    bodyLimit: 25 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  const { db, pool } = database;
  // The searches' read replica (DATABASE_REPLICA_URL), with its own small pool, closed with the app.
  const replica = config.databaseReplicaUrl ? createDatabase(config.databaseReplicaUrl, 5) : null;
  if (replica) app.addHook('onClose', async () => replica.pool.end().catch(() => undefined));
  const files = options.files ?? (await createFileStore(config.dataDir));
  const integrations = options.integrations ?? createIntegrations(db, files, integrationOptionsOf(config));
  // Sign out of the real systems this app signed in to (integrations given by a caller are its own).
  if (!options.integrations) app.addHook('onClose', async () => integrations.close?.());
  const jobs =
    options.jobs ?? createInlineSender(createJobHandlers({ db, files, integrations, log: app.log }), app.log);
  const secret = config.jwtSecret ?? (await loadSecret(db, 'jwt_access'));
  const tokens = new TokenService(secret, config.accessTokenTtlSeconds);
  // Filled and read from here on, but only used once the change bus is fed below (off until then).
  const caches = new Caches();
  const invalidate = (tag: string) => caches.invalidate(tag);
  const identity = {
    tokens,
    users: new UsersRepository(db, invalidate),
    refreshTokens: new RefreshTokensRepository(db, invalidate),
    devices: new DevicesRepository(db, invalidate),
  };
  const tickets = new EventTickets(secret);

  const identities = createIdentities({
    tokens,
    users: identity.users,
    refreshTokens: identity.refreshTokens,
    devices: new DeviceCredentials(identity.devices),
    tickets,
    caches,
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  const catalog = registerAccessControl(app, identities);
  registerIdempotency(app, db);
  await app.register(compress, { threshold: 1024 });
  await registerDocs(app, config.version);
  const realtime = await startRealtime(app, pool, {
    stillValid: identities.stillValid,
    watch: (watcher) => caches.watch(watcher),
  });
  realtime.bus.feed(caches);

  // Every module registers its routes with what the platform provides (src/server/modules/modules.ts).
  const deps: ModuleDeps = {
    config,
    db,
    readDb: replica?.db ?? db,
    pool,
    files,
    integrations,
    jobs,
    log: new LogRepository(db),
    identity,
    realtime: { ...realtime, tickets },
    caches,
  };
  for (const module of MODULES) await module.routes?.(app, deps);

  await registerWeb(app, config.staticDir);
  return { app, catalog, files, integrations, jobs, realtime, caches };
}
