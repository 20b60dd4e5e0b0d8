import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import {
  orderSearchSql,
  SEARCH_PLANNER_SETTINGS,
  type SearchFilters,
  type SearchOptions,
} from './order-search.sql';

const dialect = new PgDialect();

/** The statement as `pg` runs it: text and parameters (the bench runs exactly this). */
export function orderSearchQuery(company: Company, filters: SearchFilters, options: SearchOptions) {
  const query = dialect.sqlToQuery(orderSearchSql(company, filters, options));
  return { text: query.sql, values: query.params };
}

/** The order search read: one statement answering the JSON text `{"data": [...]}`, with its planner settings. */
export class OrderSearchRepository {
  constructor(private readonly db: Db) {}

  async searchJson(company: Company, filters: SearchFilters, options: SearchOptions): Promise<string> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql.raw(SEARCH_PLANNER_SETTINGS));
      const result = await tx.execute<{ body: string }>(orderSearchSql(company, filters, options));
      return result.rows[0]?.body ?? '{"data":[]}';
    });
  }
}
