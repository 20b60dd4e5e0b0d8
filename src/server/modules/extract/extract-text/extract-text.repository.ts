import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { CatalogCode } from '@shared/domain/extract/item-lines';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { items } from '../../../platform/db/schema/catalog';
import { extractJobs } from '../../../platform/db/schema/files';

export type ExtractJobRow = typeof extractJobs.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** The catalog's codes of the candidates of a PDF, by kind (upper-cased SKU and ASIN, UPC as is). */
export type CatalogMaps = {
  sku: Map<string, CatalogCode>;
  upc: Map<string, CatalogCode>;
  asin: Map<string, CatalogCode>;
};

const CHUNK = 2000;

/** SQL of PDF Text Extraction: the company's extract jobs and the catalog codes a PDF names. */
export class ExtractTextRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(run);
  }

  async insertJob(company: Company, fileName: string, tx: Executor = this.db): Promise<ExtractJobRow> {
    const [row] = await tx
      .insert(extractJobs)
      .values({ company, fileName, status: 'processing' })
      .returning();
    if (!row) throw new Error('extract job insert returned nothing');
    return row;
  }

  async setSource(company: Company, jobId: number, sourceKey: string, tx: Executor = this.db): Promise<void> {
    await tx
      .update(extractJobs)
      .set({ sourceKey })
      .where(and(eq(extractJobs.company, company), eq(extractJobs.jobId, jobId)));
  }

  async job(company: Company, jobId: number): Promise<ExtractJobRow | undefined> {
    const [row] = await this.db
      .select()
      .from(extractJobs)
      .where(and(eq(extractJobs.company, company), eq(extractJobs.jobId, jobId)));
    return row;
  }

  async listJobs(company: Company, limit: number): Promise<ExtractJobRow[]> {
    return this.db
      .select()
      .from(extractJobs)
      .where(eq(extractJobs.company, company))
      .orderBy(desc(extractJobs.date), desc(extractJobs.jobId))
      .limit(limit);
  }

  /** Ends a job that is still processing: complete with its result, or failed with the reason. */
  async finishJob(
    company: Company,
    jobId: number,
    result: { status: 'complete'; resultKey: string } | { status: 'failed'; error: string },
  ): Promise<boolean> {
    const done = await this.db
      .update(extractJobs)
      .set(result)
      .where(
        and(
          eq(extractJobs.company, company),
          eq(extractJobs.jobId, jobId),
          eq(extractJobs.status, 'processing'),
        ),
      )
      .returning({ jobId: extractJobs.jobId });
    return done.length > 0;
  }

  /** The company's items any of the tokens names, as a SKU (any case), a UPC or an ASIN. */
  async catalogCodes(company: Company, tokens: readonly string[]): Promise<CatalogMaps> {
    const maps: CatalogMaps = { sku: new Map(), upc: new Map(), asin: new Map() };
    const wanted = [...new Set(tokens.map((t) => t.toUpperCase()))];
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const chunk = wanted.slice(i, i + CHUNK);
      const rows = await this.db
        .select({ sku: items.sku, upc: items.upc, asin: items.asin })
        .from(items)
        .where(
          and(
            eq(items.company, company),
            or(
              inArray(sql`upper(${items.sku})`, chunk),
              inArray(items.upc, chunk),
              inArray(sql`upper(${items.asin})`, chunk),
            ),
          ),
        );
      for (const row of rows) {
        maps.sku.set(row.sku.toUpperCase(), row);
        if (row.upc) maps.upc.set(row.upc, row);
        if (row.asin) maps.asin.set(row.asin.toUpperCase(), row);
      }
    }
    return maps;
  }
}
