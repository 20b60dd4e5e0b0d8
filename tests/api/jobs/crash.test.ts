import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadsRepository } from '../../../src/server/modules/dropship/file-uploads/uploads.repository';
import { UploadsService } from '../../../src/server/modules/dropship/file-uploads/uploads.service';
import { itemStock, items, vendors } from '../../../src/server/platform/db/schema/catalog';
import { QUEUES } from '../../../src/server/modules/modules';
import { dropshipOrders as orders, uploads } from '../../../src/server/platform/db/schema/dropship';
import { UPLOAD_STATUS } from '../../../src/shared/domain/dropship/status';
import { LocalFileStore } from '../../../src/server/platform/files/file-store';
import type { UserPrincipal } from '../../../src/server/platform/http/types';
import { createJobs, type Jobs, type JobsLog } from '../../../src/server/platform/jobs/jobs';
import { orderUploadRow } from '../../fixtures/dropship-orders';
import { createTestDatabase, type TestDatabase } from '../support/test-app';

/**
 * A worker killed with SIGKILL in the middle of a 5,000-order upload (issue 10 item 7): the job's
 * lease runs out, a restarted worker takes it up again, and the upload ends complete with every
 * order written once, within two minutes of the restart.
 */
const ORDERS = Number(process.env.CRASH_ORDERS ?? 5_000);
const quiet: JobsLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const office: UserPrincipal = {
  kind: 'user',
  id: 1,
  username: 'office',
  name: 'Office',
  companies: ['furhaven'],
  warehouses: ['kentucky'],
  scopes: ['dropship'],
};

let db: TestDatabase;
let dataDir: string;
let files: LocalFileStore;
let enqueue: Jobs;
const workers: ChildProcess[] = [];
let workerErrors = '';

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
    env: { ...process.env, DATABASE_URL: db.connectionString, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    workerErrors += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    workerErrors += chunk.toString('utf8');
  });
  workers.push(child);
  return child;
}

async function uploadRow(uploadId: number) {
  const [row] = await db.db.select().from(uploads).where(eq(uploads.uploadId, uploadId));
  return row!;
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-crash-'));
  files = new LocalFileStore(await mkdtemp(path.join(os.tmpdir(), 'dockhand-crash-files-')));
  await symlink(files.root, path.join(dataDir, 'files'));
  await db.db
    .insert(vendors)
    .values({ company: 'furhaven', side: 'dropship', name: 'Chewy', code: 'C00101' });
  const [item] = await db.db
    .insert(items)
    .values({ company: 'furhaven', sku: '31071-M-GRY', rootSku: '31071', description: 'Bed', price: '24.99' })
    .returning({ id: items.id });
  await db.db.insert(itemStock).values([
    { itemId: item!.id, company: 'furhaven', warehouse: 'kentucky', available: 1_000_000 },
    { itemId: item!.id, company: 'furhaven', warehouse: 'pennsylvania', available: 1_000_000 },
  ]);
  enqueue = await createJobs(db.connectionString, quiet, { role: 'enqueue', queues: QUEUES });
});

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
  await enqueue?.stop();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(files.root, { recursive: true, force: true });
});

describe('a worker that dies mid-upload', () => {
  it('is replaced by a restarted worker that completes the upload with no duplicates', async () => {
    const pos = Array.from({ length: ORDERS }, (_, i) => `CRASH${String(i).padStart(6, '0')}`);
    const service = new UploadsService(new UploadsRepository(db.db), files, enqueue);
    const { upload_id: uploadId } = await service.create(office, 'furhaven', {
      orders: pos.map((po) => orderUploadRow({ internal_po_number: po })),
      user: 'office',
      company_name: 'furhaven',
      filename: 'crash.csv',
    });

    const first = startWorker();
    const written = () =>
      db.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.company, 'furhaven'), inArray(orders.internalPoNumber, pos)))
        .then(([r]) => r!.n);
    for (let i = 0; i < 600 && first.exitCode === null && (await written()) < 50; i++) await sleep(200);
    const before = await written();
    expect(first.exitCode, workerErrors).toBeNull();
    expect(before, workerErrors).toBeGreaterThan(0);
    expect(before).toBeLessThan(ORDERS);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));

    const atKill = await written();
    const restartedAt = Date.now();
    startWorker();
    // Taken up again: orders beyond those the dead worker wrote appear within two minutes.
    while ((await written()) <= atKill && Date.now() - restartedAt < 150_000) await sleep(1_000);
    expect(await written(), workerErrors).toBeGreaterThan(atKill);
    expect(Date.now() - restartedAt).toBeLessThan(120_000);
    let row = await uploadRow(uploadId);
    while (row.uploadStatus === UPLOAD_STATUS.processing && Date.now() - restartedAt < 400_000) {
      await sleep(1_000);
      row = await uploadRow(uploadId);
    }
    expect(row.uploadStatus).toBe(UPLOAD_STATUS.complete);
    expect(row.successful).toBe(ORDERS);
    expect(await written()).toBe(ORDERS);
    const [dupes] = await db.db.select({ n: sql<number>`count(*)::int` }).from(
      sql`(select internal_po_number from dropship_orders where company = 'furhaven' and internal_po_number like 'CRASH%'
             group by internal_po_number, vendor_name having count(*) > 1) d`,
    );
    expect(dupes!.n).toBe(0);
  }, 540_000);
});
