import { describe, expect, it } from 'vitest';
import { isDay, SCAN_FORM_MESSAGES, scanDayProblem, scanFormName } from './usps-scan-form';

describe('USPS scan form rules', () => {
  it('takes a real past or present day only', () => {
    expect(isDay('2026-11-24')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('11/24/2026')).toBe(false);
    expect(scanDayProblem('2026-11-24', '2026-11-24')).toBeNull();
    expect(scanDayProblem('2026-11-01', '2026-11-24')).toBeNull();
    expect(scanDayProblem('2026-11-25', '2026-11-24')).toBe('The ship date cannot be in the future.');
    expect(scanDayProblem('2026-13-01', '2026-11-24')).toBe('Enter the ship date as YYYY-MM-DD.');
  });

  it('says which warehouse and day had nothing to put on a form', () => {
    expect(SCAN_FORM_MESSAGES.noPackages('kentucky', '2026-11-24')).toBe(
      'No USPS packages shipped from Kentucky on 11/24/2026 that are not on a scan form yet.',
    );
    expect(SCAN_FORM_MESSAGES.created(1)).toBe('Scan form created for 1 USPS package.');
    expect(SCAN_FORM_MESSAGES.created(3)).toBe('Scan form created for 3 USPS packages.');
  });

  it('names the file by warehouse code, day and form', () => {
    expect(scanFormName('KY', '2026-11-24', '94752026112400000001')).toBe(
      'ScanForm_KY_2026-11-24_94752026112400000001.pdf',
    );
  });
});
