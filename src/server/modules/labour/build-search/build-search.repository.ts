import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import { OFFICE_TZ } from '@shared/lib/office-zone';
import type { Db } from '../../../platform/db/client';
import { builds, truckPackages, workers } from '../../../platform/db/schema/labour';

export type DayRange = { startDate?: string | undefined; endDate?: string | undefined };

export type BuildRecord = {
  id: number;
  orderNumber: string;
  customer: string | null;
  sku: string;
  quantity: number;
  buildDate: Date;
  worker: string | null;
  groupNumber: number | null;
  warehouse: string;
  reported: boolean;
};

export type TruckRecord = typeof truckPackages.$inferSelect;

/** A LIKE pattern matches the typed text literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Eastern days, both included: from the start day's midnight to the midnight after the end day. */
function dayRange(column: typeof builds.buildDate | typeof truckPackages.date, range: DayRange): SQL[] {
  const where: SQL[] = [];
  if (range.startDate)
    where.push(sql`${column} >= (${range.startDate}::date)::timestamp at time zone ${OFFICE_TZ}`);
  if (range.endDate)
    where.push(sql`${column} < (${range.endDate}::date + 1)::timestamp at time zone ${OFFICE_TZ}`);
  return where;
}

/** SQL of Build Search and On Truck Search; every statement is for one company. */
export class BuildSearchRepository {
  constructor(private readonly db: Db) {}

  /** Newest first, at most `limit` rows. */
  builds(company: Company, filters: DayRange & { orderNumber?: string | undefined }, limit: number) {
    const where: SQL[] = [eq(builds.company, company), ...dayRange(builds.buildDate, filters)];
    if (filters.orderNumber) where.push(sql`${builds.orderNumber} ilike ${contains(filters.orderNumber)}`);
    return this.db
      .select({
        id: builds.id,
        orderNumber: builds.orderNumber,
        customer: builds.customer,
        sku: builds.sku,
        quantity: builds.quantity,
        buildDate: builds.buildDate,
        worker: workers.workerName,
        groupNumber: builds.groupNumber,
        warehouse: builds.warehouse,
        reported: builds.reported,
      })
      .from(builds)
      .leftJoin(workers, eq(workers.id, builds.workerId))
      .where(and(...where))
      .orderBy(desc(builds.buildDate), desc(builds.id))
      .limit(limit) satisfies Promise<BuildRecord[]>;
  }

  /** Newest first, at most `limit` rows. */
  trucks(
    company: Company,
    filters: DayRange & { truckNumber?: string | undefined; trackingNumber?: string | undefined },
    limit: number,
  ): Promise<TruckRecord[]> {
    const where: SQL[] = [eq(truckPackages.company, company), ...dayRange(truckPackages.date, filters)];
    if (filters.truckNumber)
      where.push(sql`${truckPackages.truckNumber} ilike ${contains(filters.truckNumber)}`);
    if (filters.trackingNumber)
      where.push(sql`${truckPackages.trackingNumber} ilike ${contains(filters.trackingNumber)}`);
    return this.db
      .select()
      .from(truckPackages)
      .where(and(...where))
      .orderBy(desc(truckPackages.date), desc(truckPackages.id))
      .limit(limit);
  }
}
