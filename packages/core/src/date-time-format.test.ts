import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatClockTime,
  formatDateValue,
  formatInstantDate,
  formatInstantDateTime,
  formatInstantTime,
} from './date-time-format.ts';

describe('formatCalendarDate', () => {
  it("follows the user's date format, YYYY-MM-DD by default and for anything unknown", () => {
    expect(formatCalendarDate('2026-12-22', null)).toBe('2026-12-22');
    expect(formatCalendarDate('2026-12-22', 'MM/DD/YYYY')).toBe('12/22/2026');
    expect(formatCalendarDate('2026-12-22', 'MM-DD-YYYY')).toBe('12-22-2026');
    expect(formatCalendarDate('2026-12-22', 'DD-MM-YYYY')).toBe('22-12-2026');
    expect(formatCalendarDate('2026-12-22', 'D.M.YY')).toBe('2026-12-22');
    expect(formatCalendarDate('soon', 'DD-MM-YYYY')).toBe('soon');
  });
});

describe('formatClockTime', () => {
  it('is HH:mm:ss (24-hour with seconds) by default', () => {
    expect(formatClockTime('2026-11-20T14:05:09', null)).toBe('14:05:09');
    expect(formatClockTime('2026-11-20T14:05:09', 'h:m')).toBe('14:05:09');
  });

  it('follows each time format, noon and midnight included', () => {
    expect(formatClockTime('2026-11-20T14:05:09', 'HH:mm')).toBe('14:05');
    expect(formatClockTime('2026-11-20T14:05:09', 'hh:mm:ss A')).toBe('02:05:09 PM');
    expect(formatClockTime('2026-11-20T14:05:09', 'hh:mm A')).toBe('02:05 PM');
    expect(formatClockTime('2026-11-20T00:30:00', 'hh:mm A')).toBe('12:30 AM');
    expect(formatClockTime('2026-11-20T12:00:00', 'hh:mm A')).toBe('12:00 PM');
    expect(formatClockTime('07:45', 'HH:mm:ss')).toBe('07:45:00');
  });
});

describe('instants in the organization time zone', () => {
  // 02:30:15 UTC on the 5th is 19:30:15 on the 4th in Denver.
  const instant = '2026-11-05T02:30:15Z';

  it('shows the day, the time, or both, in the user’s formats', () => {
    expect(formatInstantDate(instant, 'America/Denver', 'MM/DD/YYYY')).toBe('11/04/2026');
    expect(formatInstantTime(instant, 'America/Denver', 'hh:mm A')).toBe('07:30 PM');
    expect(formatInstantDateTime(instant, 'America/Denver', { dateFormat: null, timeFormat: null })).toBe(
      '2026-11-04 19:30:15',
    );
    expect(formatInstantDateTime(instant, 'UTC', { dateFormat: 'DD-MM-YYYY', timeFormat: 'HH:mm' })).toBe(
      '05-11-2026 02:30',
    );
  });

  it('falls back to UTC for an unknown zone and shows a non-instant as it came', () => {
    expect(formatInstantDate(instant, 'Not/AZone', 'DD-MM-YYYY')).toBe('05-11-2026');
    expect(formatInstantDate('later', 'UTC', null)).toBe('later');
    expect(formatInstantDateTime('later', 'UTC', { dateFormat: null, timeFormat: null })).toBe('later');
  });

  it('keeps a calendar day as it is and takes an instant’s day in the organization', () => {
    expect(formatDateValue('2026-11-05', 'America/Denver', 'MM/DD/YYYY')).toBe('11/05/2026');
    expect(formatDateValue(instant, 'America/Denver', 'MM/DD/YYYY')).toBe('11/04/2026');
  });
});
