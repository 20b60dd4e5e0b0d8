import { describe, expect, it } from 'vitest';
import { messageDateText, messageTypeText, transactionFileName } from './transactions';

describe('EDI Transaction Report display (D2 sections 2 and 9)', () => {
  it('shows message dates in America/Los_Angeles, standard and daylight time', () => {
    expect(messageDateText('2026-03-02T15:30:00.000Z')).toBe('03/02/2026 07:30:00 PST');
    expect(messageDateText('2026-07-04T03:05:09Z')).toBe('07/03/2026 20:05:09 PDT');
    // The spring-forward night: 10:00 UTC is 03:00 PDT (02:00 PST does not exist).
    expect(messageDateText('2026-03-08T09:59:59Z')).toBe('03/08/2026 01:59:59 PST');
    expect(messageDateText('2026-03-08T10:00:00Z')).toBe('03/08/2026 03:00:00 PDT');
  });

  it('leaves a text that is no time as it is', () => {
    expect(messageDateText('yesterday')).toBe('yesterday');
  });

  it('names the transaction sets', () => {
    expect(messageTypeText('856')).toBe('856 Ship Notice/Manifest');
    expect(messageTypeText('850')).toBe('850 Purchase Order');
    expect(messageTypeText('997')).toBe('997');
  });

  it('names the downloaded file after vendor, set and group control number', () => {
    expect(transactionFileName({ vendor_name: 'Chewy, Inc.', type: '856', gs_id: '100042' })).toBe(
      'Chewy_Inc._856_100042.x12',
    );
  });
});
