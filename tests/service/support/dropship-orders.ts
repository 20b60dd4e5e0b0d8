import { dropshipOrders } from '../../../src/server/platform/db/schema/dropship';
import type { TestDatabase } from '../../api/support/test-app';

type OrderRow = typeof dropshipOrders.$inferInsert;

/**
 * Inserts one drop-ship order: a Chewy order to Louisville from Kentucky, status 100, unless the
 * test says otherwise. Answers the new row.
 */
export async function insertOrder(
  db: TestDatabase,
  po: string,
  overrides: Partial<OrderRow> = {},
): Promise<typeof dropshipOrders.$inferSelect> {
  const [row] = await db.db
    .insert(dropshipOrders)
    .values({
      company: 'furhaven',
      vendorName: 'Chewy',
      internalPoNumber: po,
      orderDate: new Date('2026-03-01T12:00:00Z'),
      uploadDate: new Date('2026-03-01T13:00:00Z'),
      name: 'Ada Lovelace',
      address1: '1 Main St',
      city: 'Louisville',
      state: 'KY',
      zipCode: '40202',
      warehouse: 'kentucky',
      orderStatus: 100,
      ...overrides,
    })
    .returning();
  return row!;
}
