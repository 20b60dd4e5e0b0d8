import { describe, expect, it } from 'vitest';
import { parseCancelFile } from './cancel-file';

const HEADER = 'internal_po_number,internal_sku,vendor_name,cancel_reason';

describe('cancel files', () => {
  it('reads the rows of a file with the four columns', () => {
    expect(parseCancelFile(`${HEADER}\nCHE100000033,95134033,Chewy,oos\n`)).toEqual({
      ok: true,
      items: [
        {
          internal_po_number: 'CHE100000033',
          internal_sku: '95134033',
          vendor_name: 'Chewy',
          cancel_reason: 'OOS',
        },
      ],
    });
  });

  it('names a missing column', () => {
    expect(parseCancelFile('internal_po_number,internal_sku,vendor_name\nA,B,C\n')).toEqual({
      ok: false,
      reason: 'Missing required field: cancel_reason',
    });
  });

  it('refuses a reason that is not one of the five, before anything is sent', () => {
    expect(parseCancelFile(`${HEADER}\nA,1,Chewy,OOS\nB,2,Chewy,DAMAGED\n`)).toEqual({
      ok: false,
      reason:
        'Row 2: Invalid cancel reason DAMAGED. Valid reasons: OOS, OBSOLETE, INCORRECT, SMALLPO, NOSALE.',
    });
  });

  it('refuses a file without rows', () => {
    expect(parseCancelFile(`${HEADER}\n`)).toEqual({ ok: false, reason: 'The file has no rows.' });
  });
});
