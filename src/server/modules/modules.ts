import type { JobDeps, JobHandler, JobHandlers } from '../platform/jobs/handlers';
import type { PayloadMap, QueueDefinitions } from '../platform/jobs/queues';
import { maintenanceModule } from '../platform/maintenance/maintenance.module';
import type { AppModule } from '../platform/module';
import { adminModule } from './admin/admin.module';
import { authModule } from './auth/auth.module';
import { boardsModule } from './boards/boards.module';
import { bulkModule } from './bulk/bulk.module';
import { bulkLabelsModule } from './bulk/labels/labels.module';
import { carrierSignInModule } from './carrier-sign-in/carrier-sign-in.module';
import { catalogModule } from './catalog/catalog.module';
import { dropshipModule } from './dropship/dropship.module';
import { erpModule } from './erp/erp.module';
import { extractModule } from './extract/extract.module';
import { inventoryModule } from './inventory/inventory.module';
import { labelPrintingModule } from './label-printing/label-printing.module';
import { labourModule } from './labour/labour.module';
import { productionCalendarModule } from './production-calendar/production-calendar.module';
import { realtimeModule } from './realtime/realtime.module';
import { systemModule } from './system/system.module';
import { tplModule } from './tpl/tpl.module';
import { warrantyModule } from './warranty/warranty.module';

/**
 * Every module of the app, the one list `app.ts` registers routes from and `worker.ts` works the
 * queues of. A new area adds its `<area>.module.ts` here and nowhere else.
 */
export const MODULES: readonly AppModule[] = [
  systemModule,
  authModule,
  adminModule,
  catalogModule,
  carrierSignInModule,
  realtimeModule,
  boardsModule,
  dropshipModule,
  inventoryModule,
  bulkModule,
  bulkLabelsModule,
  erpModule,
  productionCalendarModule,
  labourModule,
  warrantyModule,
  tplModule,
  extractModule,
  labelPrintingModule,
  maintenanceModule,
];

/** Every queue of the app with its definition. */
export const QUEUES: QueueDefinitions<PayloadMap> = Object.fromEntries(
  MODULES.flatMap((m) => Object.entries(m.jobs ?? {}).map(([queue, job]) => [queue, job.definition])),
);

/** The handler of every queue (and what it does when a job gives up), bound to what jobs may use. */
export function createJobHandlers(deps: JobDeps): JobHandlers {
  return Object.fromEntries(
    MODULES.flatMap((m) =>
      Object.entries(m.jobs ?? {}).map(([queue, job]) => {
        const handler: JobHandler = (payload: object) => job.handle(deps, payload);
        if (job.giveUp) {
          const giveUp = job.giveUp;
          handler.giveUp = (payload: object, reason: string) => giveUp(deps, payload, reason);
        }
        return [queue, handler];
      }),
    ),
  );
}
