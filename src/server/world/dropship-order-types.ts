import type { dropshipOrderLines, dropshipOrders, dropshipPackages } from '../platform/db/schema/dropship';
import type { OrderSpec } from './dropship-spec';
import type { Insert } from './table-batch';

/*
 * The rows one generated dropship order makes. They live in this leaf file, not in dropship-order.ts,
 * because the ERP, package and label builders that dropship-order.ts calls take them too: imported
 * from dropship-order.ts they would close an import circle.
 */

export type OrderLine = Insert<typeof dropshipOrderLines>;
export type OrderBundle = {
  spec: OrderSpec;
  order: Insert<typeof dropshipOrders>;
  packages: Insert<typeof dropshipPackages>[];
  lines: OrderLine[];
  /** Pieces that still ship (cancelled lines excluded). */
  pieces: number;
  sheetTime: Date | null;
};

/** Ids of rows made before the orders (null in the counting pass, which needs none). */
export type OrderRefs = { uploadId: (key: string) => number | null; sheetId: (key: string) => number | null };
