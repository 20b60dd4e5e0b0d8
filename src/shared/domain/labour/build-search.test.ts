import { describe, expect, it } from 'vitest';
import { BUILD_SEARCH_MESSAGES as M, searchRangeProblem } from './build-search';

describe('the search range (D3 2.11)', () => {
  it('allows open ends', () => {
    expect(searchRangeProblem(undefined, undefined)).toBeNull();
    expect(searchRangeProblem('2026-03-01', undefined)).toBeNull();
    expect(searchRangeProblem(undefined, '2026-03-01')).toBeNull();
  });
  it('refuses an end before the start', () => {
    expect(searchRangeProblem('2026-03-02', '2026-03-01')).toBe(M.order);
    expect(searchRangeProblem('2026-03-02', '2026-03-02')).toBeNull();
  });
  it('keeps the spec failure text', () => expect(M.failed).toBe('Failed to get builds!'));
});
