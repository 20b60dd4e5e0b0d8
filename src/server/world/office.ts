import { STATIC_ACTION_STATUS, STATIC_FILE_TYPES, UPLOAD_STATUS } from '@shared/domain/dropship/status';
import { WALMART_FULFILLMENT_CENTER } from '@shared/domain/erp/orders';
import { DISCREPANCY_STATUS } from '@shared/domain/tpl/status';
import { staticActions, uploads } from '../platform/db/schema/dropship';
import { extractJobs } from '../platform/db/schema/files';
import { tplDiscrepancies } from '../platform/db/schema/tpl';
import { DAY, HOUR, compactYmd } from './clock';
import { erpNumber } from './codes';
import { rngFor } from './prng';
import { usedNumber } from './sim-counters';
import { batch, type Insert, type TableBatch } from './table-batch';
import type { CompanyWorld, WorldContext } from './world-context';

/**
 * The office's smaller lists: static-file update actions, Acumatica order and payment uploads,
 * PDF extract jobs and 3PL transfer discrepancies. Each shows every status it can have at rest.
 */
export function* officeBatches(ctx: WorldContext, world: CompanyWorld): Generator<TableBatch> {
  const { company } = world;
  const small = company === 'worldwise';
  const rng = rngFor(ctx.seed, 'office', company);
  const actions: Insert<typeof staticActions>[] = [];
  STATIC_FILE_TYPES.forEach((type, t) => {
    for (let n = 0; n < (small ? 1 : 3); n++) {
      // No action is left Processing: one only is while its job runs, and the world runs none.
      const status = (t + n) % 5 === 3 ? STATIC_ACTION_STATUS.failed : STATIC_ACTION_STATUS.complete;
      const at = ctx.clock.ago(n * 9 * DAY + t * 5 * HOUR + HOUR);
      actions.push({
        actionId: ctx.ids.next('static_actions'),
        company,
        action: type,
        user: rng.pick(['admin', 'office']),
        date: at,
        successful: status === STATIC_ACTION_STATUS.failed ? 0 : rng.int(20, 3000),
        failed: status === STATIC_ACTION_STATUS.failed ? rng.int(1, 40) : rng.int(0, 3),
        status,
        reason:
          status === STATIC_ACTION_STATUS.failed
            ? `Row ${rng.int(2, 400)}: ${rng.pick(['sku is required.', 'quantity must be a whole number 0 or more.'])}`
            : null,
        fileName: `${type}_${compactYmd(at)}.csv`,
      });
    }
  });
  yield batch(staticActions, actions);

  // Acumatica uploads and payments run inside their request: none is left Processing.
  const uploadStatuses = [UPLOAD_STATUS.complete, UPLOAD_STATUS.complete, UPLOAD_STATUS.failed];
  const erpUploads: Insert<typeof uploads>[] = [];
  for (let n = 0; n < (small ? 3 : 10); n++) {
    const payments = n % 3 === 2;
    const status = uploadStatuses[n % uploadStatuses.length]!;
    const failed = status === UPLOAD_STATUS.failed ? rng.int(1, 5) : rng.chance(0.3) ? 1 : 0;
    const successful = status === UPLOAD_STATUS.failed ? 0 : rng.int(5, 120);
    const at = ctx.clock.ago(n * 3 * DAY + 2 * HOUR);
    erpUploads.push({
      uploadId: ctx.ids.next('uploads'),
      company,
      side: payments ? 'payments' : 'acumatica',
      vendorName: payments ? null : WALMART_FULFILLMENT_CENTER.name,
      fileName: `${payments ? 'payments' : 'walmart_fc_orders'}_${compactYmd(at)}.csv`,
      uploadDate: at,
      orderCount: successful + failed,
      successful,
      failed,
      user: 'office',
      uploadStatus: status,
      kentucky: 0,
      pennsylvania: 0,
      failures:
        failed > 0 ? [{ po: rng.digits(13), reason: 'Missing required field: SHIP_TO_ZIP_CD' }] : null,
    });
  }
  yield batch(uploads, erpUploads);

  yield batch(
    extractJobs,
    Array.from({ length: small ? 3 : 8 }, (_, n) => ({
      jobId: ctx.ids.next('extract_jobs'),
      company,
      date: ctx.clock.ago(n * 2 * DAY + 30 * 60_000),
      fileName: `${rng.pick(['Chewy', 'PetSmart', 'Target'])}_PO_${rng.digits(8)}.pdf`,
      // None stays 'processing': nothing would ever finish it (a real upload is queued as a job).
      status: n % 4 === 3 ? ('failed' as const) : ('complete' as const),
      sourceKey: null,
      resultKey: null,
      error: n % 4 === 3 ? 'No text layer found in the PDF' : null,
    })),
  );

  const stock = world.catalog.filter((i) => !i.isBundle);
  yield batch(
    tplDiscrepancies,
    Array.from({ length: small ? 6 : 25 }, (_, n) => {
      const shipped = rng.int(10, 400);
      const status = n < 4 ? DISCREPANCY_STATUS[0] : rng.pick(DISCREPANCY_STATUS);
      // Transfer orders share the ERP's order sequence with sales orders.
      const acuOrderNum = erpNumber(50_000 + n * 7);
      usedNumber(ctx.ids, company, 'erp-order', acuOrderNum);
      return {
        id: ctx.ids.next('tpl_discrepancies'),
        company,
        acuOrderNum,
        timestamp: ctx.clock.ago(n * 2 * DAY + rng.int(1, 20) * HOUR),
        fromWarehouse: small ? 'Kentucky' : 'Texas',
        toWarehouse: 'Geodis',
        sku: rng.pick(stock).sku,
        shipped,
        received: shipped - rng.int(1, 12) * (rng.chance(0.2) ? -1 : 1),
        status,
        notes:
          status === 'Resolved'
            ? rng.pick(['Recount matched ASN', 'Short shipped, credited', 'Found on second pallet'])
            : null,
      };
    }),
  );
}
