import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { WorkerStatus } from '@shared/domain/labour/status';
import type { Db } from '../../../platform/db/client';
import { workers } from '../../../platform/db/schema/labour';

export type WorkerRecord = typeof workers.$inferSelect;

export type WorkerFields = {
  workerName: string;
  warehouse: string;
  timecardNum: string;
  payrollNum: string | null;
};

export type WorkerChanges = Partial<WorkerFields> & { status?: WorkerStatus };

/** SQL of workers; every statement is for one company. */
export class WorkersRepository {
  constructor(private readonly db: Db) {}

  /** Newest id first (D3 2.10); name matches in part, any case. */
  list(company: Company, filters: { name?: string; status?: WorkerStatus }): Promise<WorkerRecord[]> {
    const where: SQL[] = [eq(workers.company, company)];
    if (filters.name) where.push(sql`${workers.workerName} ilike ${`%${escapeLike(filters.name)}%`}`);
    if (filters.status) where.push(eq(workers.status, filters.status));
    return this.db
      .select()
      .from(workers)
      .where(and(...where))
      .orderBy(desc(workers.id));
  }

  /** KY first, then by worker id (D3 7 getAllWorkers); optionally one warehouse. */
  all(company: Company, warehouse?: string): Promise<WorkerRecord[]> {
    const where: SQL[] = [eq(workers.company, company)];
    if (warehouse) where.push(sql`upper(${workers.warehouse}) = ${warehouse}`);
    return this.db
      .select()
      .from(workers)
      .where(and(...where))
      .orderBy(sql`case when upper(${workers.warehouse}) = 'KY' then 0 else 1 end`, asc(workers.id));
  }

  async insert(company: Company, fields: WorkerFields): Promise<WorkerRecord> {
    const [row] = await this.db
      .insert(workers)
      .values({ company, ...fields, status: 'Active' })
      .returning();
    if (!row) throw new Error('insert returned no worker');
    return row;
  }

  /** Changes exactly the worker of that id and company; null when there is none. */
  async update(company: Company, id: number, changes: WorkerChanges): Promise<WorkerRecord | null> {
    const [row] = await this.db
      .update(workers)
      .set(changes)
      .where(and(eq(workers.company, company), eq(workers.id, id)))
      .returning();
    return row ?? null;
  }
}

/** A LIKE pattern matches the typed text literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
