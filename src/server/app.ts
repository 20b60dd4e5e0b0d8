import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import type { Database } from './platform/db/client';
import { createLocalFileStore, type FileStore } from './platform/files/file-store';
import type { ModuleDeps } from './platform/module-deps';
import type { App } from './platform/http/types';
import { createIntegrations, type Integrations } from './integrations/registry';
import { createJobHandlers } from './platform/jobs/handlers';
import { createInlineSender, type JobSender } from './platform/jobs/job-sender';
import { adminRoutes } from './modules/admin/users/users.routes';
import { LogRepository } from './platform/audit/audit-log.repository';
import { UsersService } from './modules/admin/users/users.service';
import { authRoutes } from './modules/auth/login/login.routes';
import { AuthService } from './modules/auth/login/login.service';
import { createIdentities } from './platform/auth/identities';
import { RefreshTokensRepository } from './platform/auth/refresh-tokens.repository';
import { TokenService } from './platform/auth/tokens';
import { bugReportRoutes } from './modules/admin/bug-report/bug-report.routes';
import { CatalogRepository } from './modules/catalog/reference-lists/catalog.repository';
import { catalogRoutes } from './modules/catalog/reference-lists/catalog.routes';
import { CatalogService } from './modules/catalog/reference-lists/catalog.service';
import { SignInsRepository } from './modules/carrier-sign-in/sign-in/sign-ins.repository';
import { signInRoutes } from './modules/carrier-sign-in/sign-in/sign-ins.routes';
import { SignInsService } from './modules/carrier-sign-in/sign-in/sign-ins.service';
import { dropshipOrderRoutes } from './modules/dropship/order-drawer/dropship-orders.routes';
import { DevicesRepository } from './modules/admin/devices/devices.repository';
import { deviceRoutes } from './modules/admin/devices/devices.routes';
import { DevicesService } from './modules/admin/devices/devices.service';
import { failedTrackingRoutes } from './modules/dropship/failed-tracking/failed-tracking.routes';
import { dropshipUploadRoutes } from './modules/dropship/file-uploads/uploads.routes';
import { healthRoutes } from './modules/system/health/health.routes';
import { orderSearchRoutes } from './modules/dropship/order-search/order-search.routes';
import { reportsRoutes } from './modules/dropship/shipped-report/reports.routes';
import { zeroInventoryRoutes } from './modules/inventory/zero-inventory/zero-inventory.routes';
import { onHoldRoutes } from './modules/dropship/on-hold/on-hold.routes';
import { UsersRepository } from './platform/auth/users.repository';
import { vendorStatusRoutes } from './modules/dropship/api-status/vendor-status.routes';
import { registerAccessControl, type CatalogEntry } from './platform/http/access';
import { registerDocs } from './platform/http/docs';
import { registerErrorHandling } from './platform/http/errors';
import { registerIdempotency } from './platform/http/idempotency';
import { registerWeb } from './platform/http/web';
import { EventTickets } from './platform/realtime/event-tickets';
import { registerRealtime, type Realtime } from './platform/realtime/register-realtime';
import { loadSecret } from './platform/auth/secrets';

export type BuildOptions = {
  config: ServerConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the local file store under DATA_DIR and the adapters INTEGRATIONS selects. */
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
};

/** Builds the Fastify app around a database that is already migrated. */
export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config, database, logger } = options;
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.body.password', 'req.body.refresh_token'],
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
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
  const files = options.files ?? createLocalFileStore(config.dataDir);
  const integrations =
    options.integrations ?? createIntegrations(db, files, { mode: config.sandbox ? 'sandbox' : 'http' });
  const jobs =
    options.jobs ?? createInlineSender(createJobHandlers({ db, files, integrations, log: app.log }), app.log);
  const secret = config.jwtSecret ?? (await loadSecret(db, 'jwt_access'));
  const tokens = new TokenService(secret, config.accessTokenTtlSeconds);
  const log = new LogRepository(db);
  const users = new UsersRepository(db);
  const refreshTokens = new RefreshTokensRepository(db);
  const auth = new AuthService(users, refreshTokens, tokens, log, config.refreshTokenTtlDays);

  const devices = new DevicesService(new DevicesRepository(db), users, log);
  const tickets = new EventTickets(secret);

  registerErrorHandling(app);
  const catalog = registerAccessControl(app, createIdentities({ tokens, users, devices, tickets }));
  registerIdempotency(app, db);
  await app.register(compress, { threshold: 1024 });
  await registerDocs(app, config.version);

  await app.register(healthRoutes, { pool });
  await app.register(authRoutes, { auth, config });
  await app.register(adminRoutes, { users: new UsersService(users, refreshTokens, log), log });
  await app.register(bugReportRoutes, { db, log });
  await app.register(catalogRoutes, { catalog: new CatalogService(new CatalogRepository(db)) });
  await app.register(deviceRoutes, { devices });
  await app.register(signInRoutes, { signIns: new SignInsService(new SignInsRepository(db), files) });
  const realtime = await registerRealtime(app, { pool, db, tickets });

  // What the business modules get: the database, files, outside systems, the job queue and the log.
  const deps: ModuleDeps = { db, files, integrations, jobs, log };
  await app.register(dropshipOrderRoutes, deps);
  await app.register(dropshipUploadRoutes, deps);
  await app.register(failedTrackingRoutes, deps);
  await app.register(vendorStatusRoutes, deps);
  await app.register(orderSearchRoutes, deps);
  await app.register(reportsRoutes, deps);
  await app.register(zeroInventoryRoutes, deps);
  await app.register(onHoldRoutes, deps);

  await registerWeb(app, config.staticDir);
  return { app, catalog, files, integrations, jobs, realtime };
}
