import { describe, expect, it } from 'vitest';
import {
  checkBulkTrackingNumber,
  failedTrackingSides,
  maySeeFailedTracking,
  checkCustomer,
  checkTrackingNumber,
  FAILED_TRACKING_MESSAGES,
  AMAZON_FALLBACK_CARRIER,
  failedTrackingActions,
  mayFallBackFromAmazon,
  mayRegenerateWithoutVerification,
  repullMessage,
  resendMessage,
} from './failed-tracking';

describe('checkTrackingNumber (D1 section 9 lengths, D2 section 5 empty number)', () => {
  it.each([
    ['fedex', '123456789012'],
    ['ups', '1Z999AA10123456784'],
    ['usps', '9200190123456789012345'],
    ['usps', '420123459200190123456789012345'],
    ['amazon', 'TBA123456789012'],
  ])('accepts a %s number of its length', (carrier, number) => {
    expect(checkTrackingNumber(carrier, number)).toEqual({ ok: true, value: number });
  });

  it('refuses an empty or blank number with a message', () => {
    for (const raw of ['', '   ', null, undefined]) {
      expect(checkTrackingNumber('fedex', raw)).toEqual({
        ok: false,
        message: FAILED_TRACKING_MESSAGES.emptyTracking,
      });
    }
  });

  it('forgives spaces and lower case', () => {
    expect(checkTrackingNumber('ups', ' 1z 999 aa1 0123 456 784 ')).toEqual({
      ok: true,
      value: '1Z999AA10123456784',
    });
  });

  it('refuses a number of the wrong length and names the expected form', () => {
    const result = checkTrackingNumber('fedex', '12345678901');
    expect(result).toEqual({
      ok: false,
      message: 'A FedEx tracking number has 12 digits (got 11).',
    });
  });

  it('says when the number belongs to another carrier', () => {
    const result = checkTrackingNumber('fedex', '9200190123456789012345');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('That looks like a USPS number.');
  });

  it('refuses a UPS-length number without 1Z, letters in FedEx, and punctuation', () => {
    expect(checkTrackingNumber('ups', '999999999999999999').ok).toBe(false);
    expect(checkTrackingNumber('fedex', '12345678901A').ok).toBe(false);
    expect(checkTrackingNumber('fedex', '1234-5678-9012')).toEqual({
      ok: false,
      message: 'A tracking number has only letters and digits.',
    });
  });

  it('refuses a package without a known carrier', () => {
    expect(checkTrackingNumber('dhl', '123456789012').ok).toBe(false);
    expect(checkTrackingNumber(null, '123456789012').ok).toBe(false);
  });

  it('matches the carrier case-insensitively', () => {
    expect(checkTrackingNumber('FedEx', '123456789012').ok).toBe(true);
  });
});

describe('checkCustomer (update_customer)', () => {
  const good = {
    name: '  Jane   Doe ',
    address1: '12 Main St',
    address2: '',
    city: 'Louisville',
    state: 'ky',
    zip_code: '402021234',
  };

  it('trims, keeps the spelling of name and street, normalises state and ZIP+4', () => {
    expect(checkCustomer(good)).toEqual({
      ok: true,
      value: {
        name: 'Jane Doe',
        address1: '12 Main St',
        address2: null,
        city: 'Louisville',
        state: 'KY',
        zip_code: '40202-1234',
      },
    });
  });

  it.each([
    ['name', 'Name is required.'],
    ['address1', 'Address 1 is required.'],
    ['city', 'City is required.'],
    ['state', 'State is required.'],
    ['zip_code', 'Zip Code is required.'],
  ])('requires %s', (field, message) => {
    expect(checkCustomer({ ...good, [field]: ' ' })).toEqual({ ok: false, message });
  });

  it('applies the carrier rules: house number, state code, ZIP digits', () => {
    expect(checkCustomer({ ...good, address1: 'Main Street' })).toEqual({
      ok: false,
      message: 'The street address has no house number.',
    });
    expect(checkCustomer({ ...good, state: 'Kentucky' })).toEqual({
      ok: false,
      message: '"Kentucky" is not a US state code.',
    });
    expect(checkCustomer({ ...good, zip_code: '4020' })).toEqual({
      ok: false,
      message: 'The ZIP code "4020" must have 5 or 9 digits.',
    });
  });

  it('refuses values longer than a label line', () => {
    expect(checkCustomer({ ...good, name: 'x'.repeat(101) })).toEqual({
      ok: false,
      message: 'Name must be at most 100 characters.',
    });
  });
});

describe('buttons (D2 sections 5 and 6)', () => {
  it('only the admin scope may regenerate without address verification', () => {
    expect(mayRegenerateWithoutVerification(['admin'])).toBe(true);
    expect(mayRegenerateWithoutVerification(['dropship', 'acumatica'])).toBe(false);
  });

  it('row actions need exactly one selected row; the admin button is hidden for others', () => {
    expect(failedTrackingActions(0, ['dropship'])).toEqual({
      setTracking: false,
      redoTracking: false,
      fallbackAmazon: false,
      updateCustomer: false,
      regenerateWithoutVerification: null,
    });
    expect(failedTrackingActions(1, ['dropship']).setTracking).toBe(true);
    expect(failedTrackingActions(1, ['admin']).regenerateWithoutVerification).toBe(true);
    expect(failedTrackingActions(2, ['admin']).regenerateWithoutVerification).toBe(false);
  });

  it('offers Fallback Amazon for one selected Amazon package only', () => {
    expect(failedTrackingActions(1, ['dropship'], 'amazon').fallbackAmazon).toBe(true);
    expect(failedTrackingActions(1, ['dropship'], 'Amazon ').fallbackAmazon).toBe(true);
    expect(failedTrackingActions(1, ['dropship'], 'fedex').fallbackAmazon).toBe(false);
    expect(failedTrackingActions(1, ['dropship']).fallbackAmazon).toBe(false);
    expect(failedTrackingActions(2, ['dropship'], 'amazon').fallbackAmazon).toBe(false);
    expect(mayFallBackFromAmazon('amazon')).toBe(true);
    expect(mayFallBackFromAmazon(null)).toBe(false);
    expect(AMAZON_FALLBACK_CARRIER).toBe('ups');
  });
});

describe('Amazon batch messages (D2 section 8)', () => {
  it('starts with the spec sentence and gives the counts', () => {
    expect(resendMessage({ requested: 4, labelled: 3, failed: 1 })).toBe(
      'Requests resent... 3 of 4 labelled, 1 still failing.',
    );
    expect(repullMessage({ requested: 2, labelled: 2, failed: 0 })).toBe(
      'Labels repulled... 2 of 2 pulled, 0 not available.',
    );
    expect(resendMessage({ requested: 0, labelled: 0, failed: 0 })).toMatch(/^Requests resent\.\.\. /);
  });
});

describe('the bulk side (issue 14 item 8)', () => {
  it('serves the dropship scope the dropship side, the bulk scope the bulk side, admin both', () => {
    expect(failedTrackingSides(['dropship'])).toEqual(['dropship']);
    expect(failedTrackingSides(['bulk'])).toEqual(['bulk']);
    expect(failedTrackingSides(['admin'])).toEqual(['dropship', 'bulk']);
    expect(failedTrackingSides(['washington', 'inventory'])).toEqual([]);
    expect(maySeeFailedTracking(['bulk'], 'dropship')).toBe(false);
    expect(maySeeFailedTracking(['bulk', 'dropship'], 'dropship')).toBe(true);
  });

  it('takes a bulk parcel number of 6 to 40 letters and digits, spaces and case forgiven', () => {
    expect(checkBulkTrackingNumber(' 1z 999 aa1 ')).toEqual({ ok: true, value: '1Z999AA1' });
    expect(checkBulkTrackingNumber('')).toEqual({ ok: false, message: 'Enter a tracking number.' });
    expect(checkBulkTrackingNumber('12345')).toEqual({
      ok: false,
      message: 'A tracking number has 6 to 40 characters (got 5).',
    });
    expect(checkBulkTrackingNumber('AB-123456').ok).toBe(false);
    expect(checkBulkTrackingNumber('9'.repeat(41)).ok).toBe(false);
  });
});
