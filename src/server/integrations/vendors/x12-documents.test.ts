import { describe, expect, it } from 'vitest';
import { inventoryReference, purchaseOrder850, shipNotice856 } from './x12-documents';

const at = new Date('2026-03-04T05:06:07Z');
const shipTo = { name: 'Ava Thompson', address1: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' };
const line = { lineNbr: 1, sku: '1000101', vendorSku: 'V1', quantity: 2, unitPrice: '10.00' };

describe('X12 documents: optional references', () => {
  it("puts the retailer's number for the merchant (REF*VR) after BEG, only when there is one", () => {
    const with850 = purchaseOrder850({
      poNumber: 'PO1',
      orderDate: at,
      shipTo,
      lines: [line],
      vendorNumber: '0042',
    });
    expect(with850.slice(0, 3)).toEqual([
      ['BEG', '00', 'SA', 'PO1', '', '20260304'],
      ['REF', 'VR', '0042'],
      ['DTM', '002', '20260304'],
    ]);
    const without = purchaseOrder850({ poNumber: 'PO1', orderDate: at, shipTo, lines: [line] });
    expect(without.some((s) => s[0] === 'REF')).toBe(false);
  });

  it('carries the bill of lading of a freight load (REF*BM) right after its carrier in an 856', () => {
    const load = { poNumber: 'PO9', shipmentId: '1234567890', shipDate: '2026-03-04', carrier: 'ODFL' };
    const notice = shipNotice856({ ...load, billOfLading: '12345678901234567', packages: [] }, at);
    const td5 = notice.findIndex((s) => s[0] === 'TD5');
    expect(notice.slice(td5, td5 + 2)).toEqual([
      ['TD5', '', '2', 'ODFL'],
      ['REF', 'BM', '12345678901234567'],
    ]);
    expect(shipNotice856({ ...load, packages: [] }, at).some((s) => s[0] === 'REF')).toBe(false);
  });

  it('names an inventory advice after its day', () => {
    expect(inventoryReference(at)).toBe('INV20260304');
  });
});

describe('X12 documents: a palletised 856', () => {
  it('nests pallets (HL T), cartons (HL P) and items (HL I), each unit marked with its SSCC (MAN*GM)', () => {
    const notice = shipNotice856(
      {
        poNumber: 'PO9',
        shipmentId: '0300001',
        shipDate: '2026-03-04',
        carrier: 'ODFL',
        proNumber: '7700112233',
        packages: [],
        pallets: [
          {
            sscc: '108401950000000012',
            cartons: [
              { sscc: '008401950000000029', lines: [{ sku: 'A1', quantity: 4 }] },
              { sscc: '008401950000000036', lines: [{ sku: 'A1', quantity: 2 }] },
            ],
          },
        ],
      },
      at,
    );
    const hl = notice.filter((s) => s[0] === 'HL').map((s) => s.slice(1));
    expect(hl).toEqual([
      [1, '', 'S'],
      [2, 1, 'O'],
      [3, 2, 'T'],
      [4, 3, 'P'],
      [5, 4, 'I'],
      [6, 3, 'P'],
      [7, 6, 'I'],
    ]);
    expect(notice.filter((s) => s[0] === 'MAN').map((s) => s[2])).toEqual([
      '108401950000000012',
      '008401950000000029',
      '008401950000000036',
    ]);
    expect(notice.filter((s) => s[0] === 'TD1')).toEqual([
      ['TD1', 'CTN25', 2],
      ['TD1', 'PLT94', 1],
    ]);
    expect(notice.find((s) => s[0] === 'BSN')?.[5]).toBe('0002');
    expect(notice.find((s) => s[0] === 'REF' && s[1] === 'CN')).toEqual(['REF', 'CN', '7700112233']);
    expect(notice.at(-1)).toEqual(['CTT', 7]);
  });
});
