import { describe, expect, it } from 'vitest';
import { buildX12, parseX12, segment, x12Value, type X12Interchange } from './x12';
import { checkX12 } from './x12-check';
import { invoice810, shipNotice856 } from './x12-documents';

const at = new Date('2026-03-04T05:06:07Z');
const base: X12Interchange = {
  senderId: 'FURHAVEN',
  receiverId: 'CHEWY',
  interchangeControl: 42,
  groupControl: 42,
  functionalId: 'PO',
  at,
  usage: 'T',
  transactions: [{ setId: '850', control: 1, segments: [['BEG', '00', 'SA', 'PO1', '', '20260304']] }],
};

describe('X12 envelope', () => {
  it('writes a fixed-width ISA and matching control numbers', () => {
    const text = buildX12(base);
    const isaLine = text.split('\n')[0] ?? '';
    expect(isaLine).toHaveLength(106);
    expect(isaLine).toBe(
      'ISA*00*          *00*          *ZZ*FURHAVEN       *ZZ*CHEWY          *260304*0506*U*00401*000000042*0*T*:~',
    );
    const segs = parseX12(text);
    expect(segs.map((s) => s[0])).toEqual(['ISA', 'GS', 'ST', 'BEG', 'SE', 'GE', 'IEA']);
    expect(segs[1]).toEqual(['GS', 'PO', 'FURHAVEN', 'CHEWY', '20260304', '0506', '42', 'X', '004010']);
    expect(segs[2]).toEqual(['ST', '850', '0001']);
    // SE01 counts ST, BEG and SE itself.
    expect(segs[4]).toEqual(['SE', '3', '0001']);
    expect(segs[5]).toEqual(['GE', '1', '42']);
    expect(segs[6]).toEqual(['IEA', '1', '000000042']);
    expect(checkX12(text)).toEqual([]);
  });

  it('counts segments of larger sets and several sets per group', () => {
    const notice = shipNotice856(
      {
        poNumber: 'PO-9',
        shipmentId: 'S1',
        shipDate: '2026-03-04',
        carrier: 'ups',
        packages: [
          { trackingNumber: '1Z999AA10123456784', lines: [{ sku: 'A', quantity: 2 }] },
          {
            trackingNumber: '1Z999AA10123456785',
            lines: [
              { sku: 'B', quantity: 1 },
              { sku: 'C', quantity: 3 },
            ],
          },
        ],
      },
      at,
    );
    const text = buildX12({
      ...base,
      functionalId: 'SH',
      transactions: [
        { setId: '856', control: 1, segments: notice },
        { setId: '856', control: 2, segments: notice },
      ],
    });
    const segs = parseX12(text);
    const se = segs.filter((s) => s[0] === 'SE');
    expect(se.map((s) => s[1])).toEqual([String(notice.length + 2), String(notice.length + 2)]);
    expect(se.map((s) => s[2])).toEqual(['0001', '0002']);
    expect(segs.find((s) => s[0] === 'GE')).toEqual(['GE', '2', '42']);
    expect(segs.find((s) => s[0] === 'TD5')).toEqual(['TD5', '', '2', 'UPSN']);
    expect(checkX12(text)).toEqual([]);
  });

  it('notices a wrong count or a mismatched control number', () => {
    const text = buildX12(base);
    expect(checkX12(text.replace('SE*3*0001', 'SE*4*0001'))).toEqual(['SE01 4 but the set has 3 segments']);
    expect(checkX12(text.replace('GE*1*42', 'GE*1*43'))).toEqual(['GE02 43 does not match GS06 42']);
    expect(checkX12(text.replace('IEA*1*000000042', 'IEA*1*000000041'))).toEqual([
      'ISA13 000000042 does not match IEA02 000000041',
    ]);
    expect(checkX12('hello')).toEqual(['X12 text must start with an ISA segment']);
  });

  it('keeps separators out of data and drops trailing empty elements', () => {
    expect(x12Value('A*B~C:D')).toBe('A B C D');
    expect(segment(['N3', '12 Main St', '', ''])).toBe('N3*12 Main St');
  });

  it('writes invoice totals in cents, from exact money', () => {
    const segs = invoice810({
      poNumber: 'PO1',
      invoiceNumber: 'AR000001',
      invoiceDate: '2026-03-04',
      lines: [
        { sku: 'A', quantity: 3, unitPrice: '0.10' },
        { sku: 'B', quantity: 1, unitPrice: '0.20' },
      ],
    });
    expect(segs.find((s) => s[0] === 'TDS')).toEqual(['TDS', '50']);
    expect(segs[0]).toEqual(['BIG', '20260304', 'AR000001', '', 'PO1']);
  });
});
