import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './date-format.ts';

describe('formatCalendarDate', () => {
  it("follows the user's date format, YYYY-MM-DD by default", () => {
    expect(formatCalendarDate('2026-12-22', null)).toBe('2026-12-22');
    expect(formatCalendarDate('2026-12-22', 'MM/DD/YYYY')).toBe('12/22/2026');
    expect(formatCalendarDate('2026-12-22', 'MM-DD-YYYY')).toBe('12-22-2026');
    expect(formatCalendarDate('2026-12-22', 'DD-MM-YYYY')).toBe('22-12-2026');
    expect(formatCalendarDate('soon', 'DD-MM-YYYY')).toBe('soon');
  });
});
