import { describe, expect, it } from 'vitest';
import { dateRangeError } from './date-range-filter.tsx';

describe('dateRangeError', () => {
  it('says a To day before the From day is refused, in the catalogue’s words', () => {
    expect(dateRangeError('2026-11-10', '2026-11-09')).toBe('Cannot be before From Date');
  });
  it('accepts a forward range, a one-day range and an open end', () => {
    expect(dateRangeError('2026-11-10', '2026-11-10')).toBeNull();
    expect(dateRangeError('2026-11-10', '2026-12-01')).toBeNull();
    expect(dateRangeError(undefined, '2026-11-01')).toBeNull();
    expect(dateRangeError('2026-11-10', undefined)).toBeNull();
  });
});
