import { describe, expect, it } from 'vitest';
import { bulkOrderCsv, bulkOrderFileRow } from '../../../../../../tests/fixtures/bulk-orders';
import { readBulkOrderFile } from './bulk-order-file';

describe('readBulkOrderFile', () => {
  it('reads a file of the template into its rows and orders', async () => {
    const read = await readBulkOrderFile(
      bulkOrderCsv([
        bulkOrderFileRow(),
        bulkOrderFileRow({ internal_sku: 'FH-2' }),
        bulkOrderFileRow({ internal_po_number: 'CHB101' }),
      ]),
    );
    if (!read.ok) throw new Error(read.reason);
    expect(read.rows).toHaveLength(3);
    expect(read.orders.map((o) => [o.internal_po_number, o.lines.length])).toEqual([
      ['CHB100', 2],
      ['CHB101', 1],
    ]);
  });

  it('refuses a header out of order, a bad row and an unreadable CSV, in words', async () => {
    const swapped = bulkOrderCsv([bulkOrderFileRow()]).replace(
      'internal_po_number,vendor_name',
      'vendor_name,internal_po_number',
    );
    expect(await readBulkOrderFile(swapped)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Invalid File Headers/),
    });
    expect(await readBulkOrderFile(bulkOrderCsv([bulkOrderFileRow({ quantity: 'x' })]))).toEqual({
      ok: false,
      reason: 'Row 2 (PO CHB100): quantity "x" is not a whole number above 0.',
    });
    expect(await readBulkOrderFile(`${bulkOrderCsv([bulkOrderFileRow()])}a,"b\n`)).toMatchObject({
      ok: false,
    });
  });
});
