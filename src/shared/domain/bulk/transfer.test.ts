import { describe, expect, it } from 'vitest';
import { BULK_ITEM_STATUS } from './status';
import { lineWarehouses, TRANSFER_MESSAGES, transferBlock, transferredFulfil } from './transfer';

const none = { kentucky: 0, pennsylvania: 0, texas: 0, illinois: 0 };
const line = (order_status: number, fulfil: Partial<typeof none>) => ({
  internal_sku: '70101',
  order_status,
  fulfil: { ...none, ...fulfil },
});

describe('bulk transfer', () => {
  it('moves an acknowledged line to another warehouse, a split line whole', () => {
    expect(transferBlock(line(BULK_ITEM_STATUS.acknowledged, { kentucky: 20 }), 'pennsylvania')).toBeNull();
    const split = line(BULK_ITEM_STATUS.acknowledged, { kentucky: 12, pennsylvania: 8 });
    expect(lineWarehouses(split)).toEqual(['kentucky', 'pennsylvania']);
    expect(transferBlock(split, 'pennsylvania')).toBeNull();
    expect(transferredFulfil(split, 'pennsylvania')).toEqual({ ...none, pennsylvania: 20 });
    expect(transferredFulfil(line(101, { texas: 5 }), 'illinois')).toEqual({ ...none, illinois: 5 });
  });

  it('refuses cancelled, held, undecided and built lines and a line already there', () => {
    expect(transferBlock(line(BULK_ITEM_STATUS.cancelled, {}), 'kentucky')).toBe('Cancelled');
    expect(transferBlock(line(BULK_ITEM_STATUS.onHold, { kentucky: 4 }), 'texas')).toBe('On hold');
    expect(transferBlock(line(BULK_ITEM_STATUS.created, {}), 'texas')).toBe('Not decided');
    expect(transferBlock(line(BULK_ITEM_STATUS.built, { kentucky: 4 }), 'texas')).toBe('Already built');
    expect(transferBlock(line(101, { kentucky: 4 }), 'kentucky')).toBe('Already in Kentucky');
    expect(transferBlock(line(101, {}), 'kentucky')).toBe('Not sent to a warehouse');
  });

  it('words its answers', () => {
    expect(TRANSFER_MESSAGES.transferred(1, 'pennsylvania')).toBe('1 item transferred to Pennsylvania.');
    expect(TRANSFER_MESSAGES.transferred(3, 'texas')).toBe('3 items transferred to Texas.');
    expect(TRANSFER_MESSAGES.stage('PO1', 'shipped')).toBe(
      'Order PO1 is Shipped: only Not Routed and Not Built orders can be transferred.',
    );
  });
});
