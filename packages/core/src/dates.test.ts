import { describe, expect, it } from 'vitest';
import { dayRangeInstants, dayStartInstant, todayIn } from './dates.ts';

describe('calendar days in the organization time zone', () => {
  it('knows which day it is in Denver when it is already tomorrow in UTC', () => {
    expect(todayIn('America/Denver', new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-22');
    expect(todayIn('America/Denver', new Date('2026-11-23T07:00:00Z'))).toBe('2026-11-23');
  });

  it('starts days at local midnight across daylight-saving changes', () => {
    expect(dayStartInstant('2026-03-08', 'America/Denver').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(dayStartInstant('2026-03-09', 'America/Denver').toISOString()).toBe('2026-03-09T06:00:00.000Z');
    const { start, end } = dayRangeInstants({ from: '2026-11-01', to: '2026-11-01' }, 'America/Denver');
    // The day clocks fall back has 25 hours.
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(25);
  });
});
