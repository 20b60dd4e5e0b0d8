import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_MESSAGES,
  confirmationRangeProblem,
  defaultConfirmationRange,
  palletsOf,
  shipmentDay,
} from './shipment-confirmations';

describe('date range (D3 section 5: YYYY-MM-DD)', () => {
  it('needs both dates, real days, in order, at most 93 days', () => {
    expect(confirmationRangeProblem('', '2026-11-25')).toBe(CONFIRMATION_MESSAGES.startRequired);
    expect(confirmationRangeProblem('2026-11-01', '')).toBe(CONFIRMATION_MESSAGES.endRequired);
    expect(confirmationRangeProblem('2026-11-31', '2026-12-01')).toBe(CONFIRMATION_MESSAGES.badDate);
    expect(confirmationRangeProblem('11/01/2026', '2026-12-01')).toBe(CONFIRMATION_MESSAGES.badDate);
    expect(confirmationRangeProblem('2026-11-25', '2026-11-24')).toBe(
      'End date must not be before start date.',
    );
    expect(confirmationRangeProblem('2026-11-25', '2026-11-25')).toBeNull();
    expect(confirmationRangeProblem('2026-01-01', '2026-04-03')).toBeNull(); // 93 days
    expect(confirmationRangeProblem('2026-01-01', '2026-04-04')).toBe('Choose a range of at most 93 days.');
  });

  it('opens on the last 7 days, today included', () => {
    expect(defaultConfirmationRange(new Date(2026, 10, 25, 9))).toEqual({
      start: '2026-11-19',
      end: '2026-11-25',
    });
    expect(defaultConfirmationRange(new Date(2026, 0, 3, 9))).toEqual({
      start: '2025-12-28',
      end: '2026-01-03',
    });
  });
});

describe('pallets of a confirmation', () => {
  const lot = (lotNumber: string, shippedQuantity: number) => ({ lotNumber, shippedQuantity });
  const confirmation = {
    shipment: {
      carton: [
        {
          cartonId: '100000001-001',
          line: [
            { lineNumber: 1, sku: 'FH-A', shippedQuantity: 8, lot: [lot('L1', 8)] },
            { lineNumber: 2, sku: 'FH-B', shippedQuantity: 4, lot: [lot('L2', 4)] },
          ],
        },
        {
          cartonId: '100000001-002',
          line: [
            { lineNumber: 2, sku: 'FH-B', shippedQuantity: 5, lot: [lot('L2', 5)] },
            { lineNumber: 3, sku: 'FH-B', shippedQuantity: 3, lot: [lot('L3', 3)] },
          ],
        },
      ],
    },
  };

  it('one tab per carton, Pallet 1..n, with the items on it', () => {
    const pallets = palletsOf(confirmation);
    expect(pallets.map((p) => p.label)).toEqual(['Pallet 1', 'Pallet 2']);
    expect(pallets[0]).toEqual({
      label: 'Pallet 1',
      cartonId: '100000001-001',
      units: 12,
      items: [
        { sku: 'FH-A', shippedQuantity: 8, lots: 'L1' },
        { sku: 'FH-B', shippedQuantity: 4, lots: 'L2' },
      ],
    });
    // One SKU on two lines of a pallet is one item; its lots are listed with their quantities.
    expect(pallets[1]?.items).toEqual([{ sku: 'FH-B', shippedQuantity: 8, lots: 'L2 (5), L3 (3)' }]);
    expect(palletsOf({ shipment: { carton: [] } })).toEqual([]);
  });

  it('shows the shipment date as its first 10 characters', () => {
    expect(shipmentDay('2026-11-24T14:00:00.000Z')).toBe('2026-11-24');
  });
});
