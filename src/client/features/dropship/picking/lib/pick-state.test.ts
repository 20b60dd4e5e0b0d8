import { describe, expect, it } from 'vitest';
import { confirmPick, type PickLine } from '@shared/api/dropship/picking';
import type { OutboxEntry, OutboxState } from '@client/offline/outbox-rules';
import { sheetState, sheetWrites, withConfirmation } from './pick-state';

const line = (sku: string, quantity: number, confirmed: number | null = null): PickLine => ({
  line: 1,
  sku,
  description: sku,
  quantity,
  location: null,
  upc: null,
  confirmation:
    confirmed === null
      ? null
      : {
          quantity: confirmed,
          expected: quantity,
          method: 'scan',
          reason: null,
          short_reason: null,
          picked_by: 'office',
          picked_at: '2026-11-24T12:00:00.000Z',
        },
});

let seq = 0;
const write = (
  sheet: number,
  sku: string,
  quantity: number,
  state: OutboxState,
  error?: string,
): OutboxEntry => ({
  seq: ++seq,
  key: `k${seq}`,
  request: {
    endpoint: confirmPick.name,
    input: { body: { pullsheet_id: sheet, sku, quantity, method: 'scan' } },
  },
  label: `Pick ${sku}`,
  user_id: '1',
  company: 'furhaven',
  state,
  attempts: 0,
  last_error: error ?? null,
  created_at: seq,
});

describe('the tablet view of a sheet', () => {
  const lines = [line('A', 2, 2), line('B', 3), line('C', 1), line('D', 1)];
  const outbox = [
    write(7, 'B', 3, 'pending'),
    write(7, 'C', 1, 'done'),
    write(7, 'D', 1, 'failed', 'SKU D was already picked as 0 by hq'),
    write(8, 'A', 2, 'pending'),
    write(7, 'A', 1, 'pending'),
  ];

  it('keeps only this sheet’s confirmations, oldest first', () => {
    expect(sheetWrites(outbox, 7).map((e) => e.request.input.body)).toHaveLength(4);
    expect(sheetWrites(outbox, 8)).toHaveLength(1);
  });

  it('merges the server with the outbox: the server wins, queued lines are done and waiting', () => {
    const { done, refused } = sheetState(lines, outbox, 7);
    expect(done.get('A')).toMatchObject({ confirmation: { quantity: 2 }, waiting: false, by: 'office' });
    expect(done.get('B')).toMatchObject({ confirmation: { quantity: 3 }, waiting: true, by: null });
    expect(done.get('C')).toMatchObject({ confirmation: { quantity: 1 }, waiting: false });
    expect(done.has('D')).toBe(false);
    expect(refused.get('D')).toBe('SKU D was already picked as 0 by hq');
  });

  it('forgets a refusal once a later write of the line is accepted', () => {
    const again = [...outbox, write(7, 'D', 1, 'pending')];
    const { done, refused } = sheetState(lines, again, 7);
    expect(done.get('D')?.waiting).toBe(true);
    expect(refused.has('D')).toBe(false);
  });

  it('puts a sent confirmation into the cached list', () => {
    const list = { pullsheet: { status_code: 100 }, lines };
    const next = withConfirmation(list, 'B', line('B', 3, 3).confirmation!, 101);
    expect(next.pullsheet.status_code).toBe(101);
    expect(next.lines[1]!.confirmation?.quantity).toBe(3);
    expect(list.lines[1]!.confirmation).toBeNull();
  });
});
