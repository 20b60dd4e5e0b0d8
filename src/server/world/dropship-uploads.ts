import { UPLOAD_STATUS } from '@shared/domain/dropship/status';
import { uploads } from '../platform/db/schema/dropship';
import { DAY } from './clock';
import type { Counts } from './dropship-counts';
import { rngFor } from './prng';
import { chunked, type Insert, type TableBatch } from './table-batch';
import type { VendorPlan } from './vendors';
import { vendorsOf, type CompanyWorld, type WorldContext } from './world-context';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
const fileName = (vendor: string, at: Date) =>
  `${slug(vendor)}_${at.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '_')}.csv`;
const FAILURE_REASONS = ['Unknown SKU', 'Missing ship-to address', 'Duplicate PO number', 'Invalid ZIP code'];

/**
 * Dropship uploads, oldest first, with successful = the orders they hold (order_count = successful +
 * failed). The newest is still processing; a few lost orders to a partial delete; some had failures.
 * Four more, holding no orders, show the other outcomes: failed, invalid format, deleted and a
 * complete upload where every line failed.
 */
export function uploadRows(ctx: WorldContext, world: CompanyWorld, counts: Counts) {
  const { company } = world;
  const sorted = [...counts.uploads.values()].sort((a, b) => b.ageMs - a.ageMs || a.key.localeCompare(b.key));
  const ids = new Map<string, number>();
  const rows: Insert<typeof uploads>[] = sorted.map((u, index) => {
    const rank = sorted.length - 1 - index;
    const rng = rngFor(ctx.seed, 'upload', company, u.key);
    const failed = rank % 7 === 2 ? rng.int(1, 3) : 0;
    const lost = rank === 3 || rank % 150 === 77 ? rng.int(1, 3) : 0;
    const id = ctx.ids.next('uploads');
    ids.set(u.key, id);
    const at = ctx.clock.ago(u.ageMs);
    return {
      uploadId: id,
      company,
      side: 'dropship',
      vendorName: u.vendor.name,
      fileName: fileName(u.vendor.name, at),
      uploadDate: at,
      orderCount: u.orders + lost + failed,
      successful: u.orders + lost,
      failed,
      user: u.vendor.edi ? 'edi' : rng.pick(['office', 'admin']),
      uploadStatus:
        rank === 0
          ? UPLOAD_STATUS.processing
          : lost > 0
            ? UPLOAD_STATUS.partiallyDeleted
            : UPLOAD_STATUS.complete,
      kentucky: u.ky,
      pennsylvania: u.pa,
      failures: failed > 0 ? failures(u.vendor, failed, id) : null,
    };
  });
  const vendors = vendorsOf(world, 'dropship').filter((v) => v.lastDownloadHours !== null);
  const extras: [string, number, number, number][] = [
    [UPLOAD_STATUS.failed, 2, 0, 4],
    [UPLOAD_STATUS.formatNotFound, 5, 0, 0],
    [UPLOAD_STATUS.deleted, 20, 12, 0],
    [UPLOAD_STATUS.complete, 1, 0, 3],
  ];
  extras.forEach(([status, days, successful, failed], i) => {
    const vendor = vendors[(i + 1) % vendors.length]!;
    const at = ctx.clock.ago(days * DAY + (i + 1) * 3_600_000);
    const id = ctx.ids.next('uploads');
    rows.push({
      uploadId: id,
      company,
      side: 'dropship',
      vendorName: vendor.name,
      fileName: fileName(vendor.name, at),
      uploadDate: at,
      orderCount: successful + failed,
      successful,
      failed,
      user: 'office',
      uploadStatus: status,
      kentucky: 0,
      pennsylvania: 0,
      failures: failed > 0 ? failures(vendor, failed, id) : null,
    });
  });
  return { ids, batches: [...chunked(uploads, rows)] as TableBatch[] };
}

function failures(vendor: VendorPlan, n: number, id: number) {
  return Array.from({ length: n }, (_, i) => ({
    po: `${vendor.prefix}9${String(id * 10 + i).padStart(8, '0')}`,
    reason: FAILURE_REASONS[(id + i) % FAILURE_REASONS.length]!,
  }));
}
