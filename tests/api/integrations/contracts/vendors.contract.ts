import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../../../src/shared/domain/identity/companies';
import { ediTransactions } from '../../../../src/server/platform/db/schema/bulk';
import type { VendorRef, VendorsPort } from '../../../../src/server/integrations/vendors/port';
import { parseX12 } from '../../../../src/server/integrations/vendors/x12';
import { checkX12 } from '../../../../src/server/integrations/vendors/x12-check';
import { expectIntegrationError, type Harness } from '../support/harness';
import { failureSwitchContract } from './failure-switches.contract';

export type VendorsHarness = Harness<VendorsPort> & {
  /** Has the vendor place `count` new orders (how depends on the system behind the adapter). */
  seedInbox: (company: Company, vendor: VendorRef, count: number) => Promise<void>;
};

const chewy: VendorRef = { name: 'Chewy', side: 'dropship' };
const target: VendorRef = { name: 'Target', side: 'bulk' };

/** Vendors and EDI: every exchange recorded as an edi_transactions row holding sound X12. */
export function vendorsContract(name: string, factory: () => Promise<VendorsHarness>): void {
  describe(name, () => {
    let h: VendorsHarness;
    let vendors: VendorsPort;
    beforeAll(async () => {
      h = await factory();
      vendors = h.port('furhaven');
    });
    afterAll(async () => {
      await h?.close();
    });

    async function row(id: number) {
      const [found] = await h.db.select().from(ediTransactions).where(eq(ediTransactions.id, id));
      if (!found) throw new Error(`edi transaction ${id} missing`);
      expect(checkX12(found.body)).toEqual([]);
      return { ...found, segments: parseX12(found.body) };
    }
    const seg = (segments: string[][], tag: string) => segments.filter((s) => s[0] === tag);

    it('downloads each waiting order once, as an inbound 850 recorded with its X12', async () => {
      await h.seedInbox('furhaven', chewy, 3);
      const orders = await vendors.downloadOrders(chewy);
      expect(orders).toHaveLength(3);
      expect(await vendors.downloadOrders(chewy)).toEqual([]);
      for (const order of orders) {
        expect(order.lines.length).toBeGreaterThan(0);
        expect(
          order.lines.every((l) => Number.isInteger(l.quantity) && /^\d+\.\d{2}$/.test(l.unitPrice)),
        ).toBe(true);
        expect(order.transaction).toMatchObject({
          type: '850',
          direction: 'inbound',
          status: 'Received',
          vendorName: 'Chewy',
        });
        const saved = await row(order.transaction.id);
        expect(saved).toMatchObject({
          side: 'dropship',
          internalPoNumber: order.poNumber,
          gsId: order.transaction.gsId,
        });
        expect(seg(saved.segments, 'GS')[0]?.[6]).toBe(saved.gsId);
        expect(seg(saved.segments, 'BEG')[0]?.[3]).toBe(order.poNumber);
        expect(seg(saved.segments, 'PO1')).toHaveLength(order.lines.length);
      }
      expect(new Set(orders.map((o) => o.poNumber)).size).toBe(3);
    });

    it('splits the orders between two instances downloading at once', async () => {
      await h.seedInbox('furhaven', target, 6);
      const [a, b] = await Promise.all([
        vendors.downloadOrders(target),
        h.second('furhaven').downloadOrders(target),
      ]);
      const pos = [...a, ...b].map((o) => o.poNumber);
      expect(pos).toHaveLength(6);
      expect(new Set(pos).size).toBe(6);
    });

    it('sends tracking as an 856 with the packages and their tracking numbers', async () => {
      const receipt = await vendors.sendTracking(chewy, {
        poNumber: 'PO-856',
        shipmentId: 'SHP-1',
        shipDate: '2026-03-02',
        carrier: 'fedex',
        packages: [
          { trackingNumber: '123456789012', lines: [{ sku: '10001', quantity: 2 }] },
          { trackingNumber: '123456789029', lines: [{ sku: '10002', quantity: 1 }] },
        ],
      });
      expect(receipt).toMatchObject({
        type: '856',
        direction: 'outbound',
        status: 'Sent',
        internalPoNumber: 'PO-856',
      });
      const saved = await row(receipt.id);
      expect(seg(saved.segments, 'MAN').map((s) => s[2])).toEqual(['123456789012', '123456789029']);
      expect(seg(saved.segments, 'PRF')[0]?.[1]).toBe('PO-856');
      expect(seg(saved.segments, 'GS')[0]?.[1]).toBe('SH');
    });

    it('sends an 810 invoice with its total in cents and an 855 acknowledgement', async () => {
      const invoice = await vendors.sendInvoice(target, {
        poNumber: 'PO-810',
        invoiceNumber: 'AR000010',
        invoiceDate: '2026-03-02',
        lines: [
          { sku: '10001', quantity: 12, unitPrice: '10.25' },
          { sku: '10002', quantity: 6, unitPrice: '0.10' },
        ],
      });
      const inv = await row(invoice.id);
      expect(inv.side).toBe('bulk');
      expect(seg(inv.segments, 'TDS')[0]).toEqual(['TDS', '12360']);
      expect(seg(inv.segments, 'IT1')).toHaveLength(2);

      const ack = await vendors.acknowledgeOrder(target, {
        poNumber: 'PO-810',
        lines: [
          { lineNbr: 1, sku: '10001', quantity: 12, accepted: true },
          { lineNbr: 2, sku: '10002', quantity: 6, accepted: false },
        ],
      });
      const ackRow = await row(ack.id);
      expect(seg(ackRow.segments, 'BAK')[0]?.[2]).toBe('AC');
      expect(seg(ackRow.segments, 'ACK').map((s) => s[1])).toEqual(['IA', 'IR']);
    });

    it('sends inventory as an 846 and numbers its outbound groups in sequence', async () => {
      const first = await vendors.sendInventory(chewy, {
        items: [
          { sku: '10001', quantity: 40 },
          { sku: '10002', quantity: 0 },
        ],
      });
      const second = await vendors.sendInventory(chewy, { items: [{ sku: '10001', quantity: 39 }] });
      const saved = await row(first.id);
      expect(seg(saved.segments, 'QTY').map((s) => s[2])).toEqual(['40', '0']);
      expect(Number(second.gsId)).toBeGreaterThan(Number(first.gsId));
      expect(saved.segments[0]?.[13]).toBe(first.gsId.padStart(9, '0'));
    });

    it('refuses malformed messages before sending them', async () => {
      const notice = { poNumber: 'PO-X', shipmentId: 'S', shipDate: '2026-03-02', carrier: 'ups' };
      await expectIntegrationError(
        vendors.sendTracking(chewy, { ...notice, packages: [] }),
        'rejected',
        /no packages/,
      );
      await expectIntegrationError(
        vendors.sendInventory(chewy, { items: [{ sku: '10001', quantity: -1 }] }),
        'rejected',
        /quantity/,
      );
      await expectIntegrationError(
        vendors.sendInvoice(chewy, {
          poNumber: 'PO-X',
          invoiceNumber: 'AR1',
          invoiceDate: '2026-03-02',
          lines: [{ sku: '1', quantity: 1, unitPrice: '1.999' }],
        }),
        'rejected',
        /price/,
      );
    });

    it('records a failed send as Failed, with the message that could not be delivered', async (ctx) => {
      if (!h.control) return ctx.skip();
      await h.control.set('vendors', {
        failureMode: 'next',
        failuresLeft: 1,
        errorMessage: 'VAN unreachable',
      });
      await expectIntegrationError(
        vendors.sendInventory(target, { items: [{ sku: '10001', quantity: 5 }] }),
        'unavailable',
        'VAN unreachable',
      );
      const failed = await h.db
        .select()
        .from(ediTransactions)
        .where(and(eq(ediTransactions.vendorName, 'Target'), eq(ediTransactions.status, 'Failed')));
      expect(failed).toHaveLength(1);
      expect(checkX12(failed[0]?.body ?? '')).toEqual([]);
    });

    failureSwitchContract(
      'vendors',
      () => h.control,
      () => vendors.downloadOrders({ name: 'Nobody', side: 'dropship' }),
    );
  });
}
