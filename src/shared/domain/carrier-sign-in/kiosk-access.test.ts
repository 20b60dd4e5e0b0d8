import { describe, expect, it } from 'vitest';
import { isStaff } from './kiosk-access';

describe('leaving the kiosk needs staff', () => {
  it('refuses the dock account and users without scopes', () => {
    expect(isStaff(['carrier-sign-in'])).toBe(false);
    expect(isStaff([])).toBe(false);
  });
  it('lets anyone with another scope out', () => {
    expect(isStaff(['carrier-sign-in', 'bulk'])).toBe(true);
    expect(isStaff(['admin'])).toBe(true);
    expect(isStaff(['dropship'])).toBe(true);
  });
});
