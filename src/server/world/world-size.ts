import type { Company } from '@shared/domain/identity/companies';

/**
 * How big each world is, per company. Worldwise is the smaller sister company everywhere.
 * `small` keeps API tests fast; `demo` is what `npm start` loads (some thousands of orders in a few
 * seconds); `large` carries at least a million dropship order lines for benchmarks.
 */
export const WORLD_SIZES = ['small', 'demo', 'large'] as const;
export type WorldSize = (typeof WORLD_SIZES)[number];

export type CompanyPlan = {
  /** Dropship orders over 90 days, besides the unprocessed backlog below. */
  dropshipOrders: number;
  /**
   * Unprocessed (created) orders per vendor, so API Status shows its order-count classes: above 100
   * warns, above 500 errors, above 700 is severe (D1 section 4).
   */
  backlog: Readonly<Record<string, number>>;
  skus: number;
  bulkOrders: number;
  warrantyOrders: number;
  workersPerWarehouse: number;
  /** Days of builds and employee times. */
  labourDays: number;
  /** Days of dropship EDI messages kept (older ones would only add bulk to the benchmark). */
  dropshipEdiDays: number;
};

export type SizePlan = Readonly<Record<Company, CompanyPlan>>;

export const SIZE_PLANS: Readonly<Record<WorldSize, SizePlan>> = {
  small: {
    furhaven: {
      dropshipOrders: 260,
      backlog: { Chewy: 101 },
      skus: 240,
      bulkOrders: 60,
      warrantyOrders: 45,
      workersPerWarehouse: 5,
      labourDays: 7,
      dropshipEdiDays: 14,
    },
    worldwise: {
      dropshipOrders: 80,
      backlog: {},
      skus: 80,
      bulkOrders: 20,
      warrantyOrders: 12,
      workersPerWarehouse: 4,
      labourDays: 7,
      dropshipEdiDays: 14,
    },
  },
  demo: {
    furhaven: {
      dropshipOrders: 5200,
      backlog: { Chewy: 705, 'Walmart Marketplace': 505, Target: 105 },
      skus: 2400,
      bulkOrders: 500,
      warrantyOrders: 400,
      workersPerWarehouse: 18,
      labourDays: 45,
      dropshipEdiDays: 30,
    },
    worldwise: {
      dropshipOrders: 1400,
      backlog: { Chewy: 104 },
      skus: 700,
      bulkOrders: 120,
      warrantyOrders: 90,
      workersPerWarehouse: 12,
      labourDays: 45,
      dropshipEdiDays: 30,
    },
  },
  large: {
    furhaven: {
      dropshipOrders: 520_000,
      backlog: { Chewy: 760, 'Walmart Marketplace': 540, Target: 130 },
      skus: 3200,
      bulkOrders: 16_000,
      warrantyOrders: 6000,
      workersPerWarehouse: 40,
      labourDays: 90,
      dropshipEdiDays: 14,
    },
    worldwise: {
      dropshipOrders: 130_000,
      backlog: { Chewy: 120 },
      skus: 900,
      bulkOrders: 4000,
      warrantyOrders: 1500,
      workersPerWarehouse: 25,
      labourDays: 90,
      dropshipEdiDays: 14,
    },
  },
};

export function isWorldSize(value: string): value is WorldSize {
  return (WORLD_SIZES as readonly string[]).includes(value);
}
