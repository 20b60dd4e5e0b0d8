import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorsSandbox } from '../../../src/server/integrations/vendors/sandbox';
import { vendorsContract, type VendorsHarness } from './contracts/vendors.contract';
import { sandboxHarness, type Harness } from './support/harness';

const sandbox = sandboxHarness(
  (db, { clock }) =>
    (company) =>
      new VendorsSandbox(db, company, { now: clock.now }),
);

async function factory(): Promise<VendorsHarness> {
  const h = await sandbox();
  return {
    ...h,
    seedInbox: async (company, vendor, count) => {
      await h.port(company).refillInbox(vendor, count);
    },
  };
}

vendorsContract('Vendors sandbox', factory);

describe('Vendors sandbox: the inbox', () => {
  let h: Harness<VendorsSandbox>;
  beforeAll(async () => {
    h = await sandbox();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('refills deterministically: the same refill on another database gives the same orders', async () => {
    const other = await sandbox();
    try {
      const vendor = { name: 'Petsense', side: 'dropship' } as const;
      const a = await h.port('furhaven').refillInbox(vendor, 4);
      const b = await other.port('furhaven').refillInbox(vendor, 4);
      expect(b).toEqual(a);
      expect(a.map((o) => o.poNumber)).toEqual([...new Set(a.map((o) => o.poNumber))]);
      expect(a.every((o) => /^\d{10}$/.test(o.poNumber))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('counts what waits and keeps vendors and companies apart', async () => {
    const walmart = { name: 'Walmart', side: 'bulk' } as const;
    await h.port('furhaven').refillInbox(walmart, 2);
    expect(await h.port('furhaven').waiting(walmart)).toBe(2);
    expect(await h.port('worldwise').waiting(walmart)).toBe(0);
    expect(await h.port('furhaven').waiting({ name: 'Walmart', side: 'dropship' })).toBe(0);
    expect(await h.port('worldwise').downloadOrders(walmart)).toEqual([]);
    expect(await h.second('furhaven').downloadOrders(walmart)).toHaveLength(2);
  });

  it('queues exact orders for a scenario', async () => {
    const vendor = { name: 'Kohls', side: 'dropship' } as const;
    await h.port('furhaven').queueOrders(vendor, [
      {
        poNumber: 'K-1',
        orderDate: new Date('2026-03-01T10:00:00Z'),
        shipTo: { name: 'A B', address1: '1 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
        lines: [{ lineNbr: 1, sku: '70230', vendorSku: 'K70230', quantity: 2, unitPrice: '49.00' }],
      },
    ]);
    const [order] = await h.port('furhaven').downloadOrders(vendor);
    expect(order).toMatchObject({
      poNumber: 'K-1',
      orderDate: '2026-03-01T10:00:00.000Z',
      lines: [{ sku: '70230' }],
    });
  });
});
