import { PgDialect } from 'drizzle-orm/pg-core';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { bulkSearchSql, type BulkSearchFilters, type BulkSearchOptions } from './search.sql';

const dialect = new PgDialect();

/** The statement as `pg` runs it: text and parameters (the bench runs exactly this). */
export function bulkSearchQuery(company: Company, filters: BulkSearchFilters, options: BulkSearchOptions) {
  const query = dialect.sqlToQuery(bulkSearchSql(company, filters, options));
  return { text: query.sql, values: query.params };
}

/** Bulk order search: one statement answering the JSON text `{"data": [...]}`. */
export class BulkSearchRepository {
  constructor(private readonly db: Db) {}

  async searchJson(
    company: Company,
    filters: BulkSearchFilters,
    options: BulkSearchOptions,
  ): Promise<string> {
    const result = await this.db.execute<{ body: string }>(bulkSearchSql(company, filters, options));
    return result.rows[0]?.body ?? '{"data":[]}';
  }
}
