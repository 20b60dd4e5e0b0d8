import { and, desc, eq } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { uploads } from '../../../platform/db/schema/dropship';

export type UploadRecord = typeof uploads.$inferSelect;
export type UploadSide = 'acumatica' | 'payments';

/** SQL of the Acumatica screens' upload history (the uploads table, sides acumatica and payments). */
export class ErpUploadsRepository {
  constructor(private readonly db: Db) {}

  async list(company: Company, side: UploadSide, limit: number): Promise<UploadRecord[]> {
    return this.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.company, company), eq(uploads.side, side)))
      .orderBy(desc(uploads.uploadDate), desc(uploads.uploadId))
      .limit(limit);
  }

  async insert(values: typeof uploads.$inferInsert): Promise<UploadRecord> {
    const [row] = await this.db.insert(uploads).values(values).returning();
    if (!row) throw new Error('upload insert returned nothing');
    return row;
  }

  async finish(
    company: Company,
    uploadId: number,
    values: Pick<
      UploadRecord,
      'uploadStatus' | 'successful' | 'failed' | 'kentucky' | 'pennsylvania' | 'failures'
    >,
  ): Promise<void> {
    await this.db
      .update(uploads)
      .set(values)
      .where(and(eq(uploads.company, company), eq(uploads.uploadId, uploadId)));
  }
}
