import { describe, expect, it } from 'vitest';
import { dateFormattersFor, formatCalendarDate, formatInstantDate } from './date-format.ts';

describe('formatCalendarDate', () => {
  it("follows the user's date format, YYYY-MM-DD by default", () => {
    expect(formatCalendarDate('2026-12-22', null)).toBe('2026-12-22');
    expect(formatCalendarDate('2026-12-22', 'MM/DD/YYYY')).toBe('12/22/2026');
    expect(formatCalendarDate('2026-12-22', 'MM-DD-YYYY')).toBe('12-22-2026');
    expect(formatCalendarDate('2026-12-22', 'DD-MM-YYYY')).toBe('22-12-2026');
    expect(formatCalendarDate('soon', 'DD-MM-YYYY')).toBe('soon');
  });
});

describe('formatInstantDate', () => {
  it("shows the organization's day of an instant in the user's date format", () => {
    // 02:30 UTC on the 5th is still the 4th in Denver.
    expect(formatInstantDate('2026-11-05T02:30:00Z', 'America/Denver', 'MM/DD/YYYY')).toBe('11/04/2026');
    expect(formatInstantDate('2026-11-05T02:30:00Z', 'UTC', null)).toBe('2026-11-05');
    expect(formatInstantDate('2026-11-05T02:30:00Z', 'Not/AZone', 'DD-MM-YYYY')).toBe('05-11-2026');
    expect(formatInstantDate('later', 'UTC', null)).toBe('later');
  });
});

describe('dateFormattersFor', () => {
  // 21:05:09 UTC is 14:05:09 in Denver.
  const instant = '2026-12-22T21:05:09Z';

  it('shows YYYY-MM-DD and 24-hour HH:mm:ss until the user picks otherwise, never 12-hour', () => {
    const { formatDate, formatDateTime, formatTime } = dateFormattersFor({
      timeZone: 'America/Denver',
      dateFormat: null,
      timeFormat: null,
    });
    expect(formatDateTime(instant)).toBe('2026-12-22 14:05:09');
    expect(formatTime(instant)).toBe('14:05:09');
    expect(formatDate(instant)).toBe('2026-12-22');
    expect(formatDate('2026-12-22')).toBe('2026-12-22');
  });

  it("follows the user's chosen date and time formats for days and instants alike", () => {
    const { formatDate, formatDateTime, formatTime } = dateFormattersFor({
      timeZone: 'America/Denver',
      dateFormat: 'MM/DD/YYYY',
      timeFormat: 'hh:mm A',
    });
    expect(formatDateTime(instant)).toBe('12/22/2026 02:05 PM');
    expect(formatTime(instant)).toBe('02:05 PM');
    expect(formatDate('2026-12-31')).toBe('12/31/2026');
  });
});
