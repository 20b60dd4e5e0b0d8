import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Company } from '@shared/domain/identity/companies';
import type { PrinterRole, PrinterTransport } from '@shared/domain/labels/label-printing';
import type { Db } from '../../../platform/db/client';
import { items, vendors } from '../../../platform/db/schema/catalog';
import { printers } from '../../../platform/db/schema/printing';
import { LABEL_ITEM_COLUMNS, type LabelItemColumns } from '../../catalog/reference-lists/label-items';

export type PrinterRow = typeof printers.$inferSelect;

export type LabelItemRow = LabelItemColumns;

export type PrinterInput = {
  warehouse: string;
  role: PrinterRole;
  name: string;
  transport: PrinterTransport;
  host: string | null;
  port: number | null;
  updatedBy: string;
};

/** Reads the label data of the catalog and keeps the warehouses' printers, always by company. */
export class NiceLabelsRepository {
  constructor(private readonly db: Db) {}

  async labelItems(company: Company, skus: readonly string[]): Promise<LabelItemRow[]> {
    if (skus.length === 0) return [];
    return this.db
      .select(LABEL_ITEM_COLUMNS)
      .from(items)
      .where(and(eq(items.company, company), inArray(items.sku, [...new Set(skus)])));
  }

  /** The name of the customer an ERP order is for (its vendor code), or null. */
  async customerName(company: Company, code: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: vendors.name })
      .from(vendors)
      .where(and(eq(vendors.company, company), eq(vendors.code, code)))
      .limit(1);
    return row?.name ?? null;
  }

  async printers(company: Company): Promise<PrinterRow[]> {
    return this.db
      .select()
      .from(printers)
      .where(eq(printers.company, company))
      .orderBy(asc(printers.warehouse), asc(printers.role));
  }

  async printer(company: Company, warehouse: string, role: PrinterRole): Promise<PrinterRow | null> {
    const [row] = await this.db
      .select()
      .from(printers)
      .where(and(eq(printers.company, company), eq(printers.warehouse, warehouse), eq(printers.role, role)));
    return row ?? null;
  }

  async printerByName(company: Company, name: string): Promise<PrinterRow | null> {
    const [row] = await this.db
      .select()
      .from(printers)
      .where(and(eq(printers.company, company), eq(printers.name, name)))
      .limit(1);
    return row ?? null;
  }

  /** One printer per warehouse and role: saving replaces it. */
  async savePrinter(company: Company, input: PrinterInput): Promise<PrinterRow> {
    const values = { ...input, updatedAt: new Date() };
    const [row] = await this.db
      .insert(printers)
      .values({ company, ...values })
      .onConflictDoUpdate({ target: [printers.company, printers.warehouse, printers.role], set: values })
      .returning();
    if (!row) throw new Error('printer upsert returned nothing');
    return row;
  }

  async deletePrinter(company: Company, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(printers)
      .where(and(eq(printers.company, company), eq(printers.id, id)))
      .returning({ id: printers.id });
    return rows.length > 0;
  }
}
