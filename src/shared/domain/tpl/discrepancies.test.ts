import { describe, expect, it } from 'vitest';
import {
  DISCREPANCY_MESSAGES,
  differenceText,
  discrepancyDifference,
  discrepancyEditProblem,
  discrepancyExportFileName,
  discrepancyExportTable,
  discrepancyNotes,
  pickDiscrepancyToUpdate,
} from './discrepancies';

describe('discrepancy save (D3 section 5)', () => {
  it('needs a status: Unresolved or Resolved', () => {
    expect(discrepancyEditProblem({ status: '', notes: 'x' })).toBe('Must select a status');
    expect(discrepancyEditProblem({ status: null, notes: null })).toBe('Must select a status');
    expect(discrepancyEditProblem({ status: undefined, notes: null })).toBe(
      DISCREPANCY_MESSAGES.statusRequired,
    );
    expect(discrepancyEditProblem({ status: 'Closed', notes: null })).toBe(
      'Status must be Unresolved or Resolved.',
    );
    expect(discrepancyEditProblem({ status: 'resolved', notes: null })).toBe(DISCREPANCY_MESSAGES.badStatus);
    expect(discrepancyEditProblem({ status: 'Resolved', notes: '' })).toBeNull();
    expect(discrepancyEditProblem({ status: 'Unresolved', notes: null })).toBeNull();
  });

  it('limits notes to 2,000 characters and stores blank notes as none', () => {
    expect(discrepancyEditProblem({ status: 'Resolved', notes: 'n'.repeat(2000) })).toBeNull();
    expect(discrepancyEditProblem({ status: 'Resolved', notes: 'n'.repeat(2001) })).toMatch(/2000/);
    expect(discrepancyNotes('  ')).toBeNull();
    expect(discrepancyNotes(' Recount matched ')).toBe('Recount matched');
  });

  it('names the failed-to-find message', () => {
    expect(DISCREPANCY_MESSAGES.notFound('0050007', 'FH-1')).toBe(
      'Failed to find a discrepancy for order 0050007 and SKU FH-1',
    );
  });
});

describe('difference', () => {
  it('is received minus shipped, signed', () => {
    expect(discrepancyDifference({ shipped: 40, received: 37 })).toBe(-3);
    expect(differenceText(-3)).toBe('-3');
    expect(differenceText(2)).toBe('+2');
    expect(differenceText(0)).toBe('0');
  });
});

describe('which row an update changes', () => {
  const row = (id: number, status: string, timestamp: string) => ({ id, status, timestamp });
  it('the most recent Unresolved one', () => {
    const rows = [
      row(1, 'Unresolved', '2026-11-01T10:00:00Z'),
      row(2, 'Resolved', '2026-11-20T10:00:00Z'),
      row(3, 'Unresolved', '2026-11-10T10:00:00Z'),
    ];
    expect(pickDiscrepancyToUpdate(rows)?.id).toBe(3);
  });
  it('the most recent of all when every one is Resolved; the higher id on a tie', () => {
    const rows = [
      row(4, 'Resolved', '2026-11-01T10:00:00Z'),
      row(5, 'Resolved', '2026-11-20T10:00:00Z'),
      row(6, 'Resolved', '2026-11-20T10:00:00Z'),
    ];
    expect(pickDiscrepancyToUpdate(rows)?.id).toBe(6);
    expect(pickDiscrepancyToUpdate([])).toBeNull();
  });
});

describe('export (D3 section 9: the date in the file name)', () => {
  it('names the file with the local date', () => {
    expect(discrepancyExportFileName(new Date(2026, 10, 5, 23, 59))).toBe('3PL Discrepancies 2026-11-05.csv');
  });
  it('writes every column with the difference', () => {
    const [first] = discrepancyExportTable([
      {
        acu_order_num: '0050000',
        timestamp: '2026-11-20T10:00:00.000Z',
        from_warehouse: 'Texas',
        to_warehouse: 'Geodis',
        sku: 'FH-1',
        shipped: 10,
        received: 8,
        status: 'Unresolved',
        notes: null,
      },
    ]);
    expect(first).toEqual({
      acu_order_num: '0050000',
      timestamp: '2026-11-20T10:00:00.000Z',
      from_warehouse: 'Texas',
      to_warehouse: 'Geodis',
      sku: 'FH-1',
      shipped: 10,
      received: 8,
      difference: '-2',
      status: 'Unresolved',
      notes: '',
    });
  });
});
