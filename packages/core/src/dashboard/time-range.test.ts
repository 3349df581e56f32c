import { describe, expect, it } from 'vitest';
import { dateRangeSchema, resolveTimeRange, timeRangeLabel } from './time-range.ts';

describe('dashboard time ranges', () => {
  const today = '2026-11-22';
  it('covers whole calendar periods', () => {
    expect(resolveTimeRange({ choice: 'current_month' }, today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(resolveTimeRange({ choice: 'past_month' }, today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(resolveTimeRange({ choice: 'current_quarter' }, today)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(resolveTimeRange({ choice: 'past_quarter' }, today)).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(resolveTimeRange({ choice: 'current_year' }, today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(resolveTimeRange({ choice: 'past_year' }, today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('crosses year and leap-day boundaries', () => {
    expect(resolveTimeRange({ choice: 'past_month' }, '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(resolveTimeRange({ choice: 'past_quarter' }, '2026-02-10')).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
    expect(resolveTimeRange({ choice: 'past_month' }, '2028-03-05')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(resolveTimeRange({ choice: 'last_7_days' }, '2028-03-02')).toEqual({ from: '2028-02-25', to: '2028-03-02' });
  });

  it('uses a custom range as given and labels it', () => {
    expect(resolveTimeRange({ choice: 'custom', from: '2026-02-03', to: '2026-04-05' }, today)).toEqual({
      from: '2026-02-03',
      to: '2026-04-05',
    });
    expect(timeRangeLabel({ choice: 'custom', from: '2026-02-03', to: '2026-04-05' })).toBe('2026-02-03 – 2026-04-05');
    expect(timeRangeLabel({ choice: 'past_quarter' })).toBe('Past Quarter');
  });

  it('refuses an end before the start and impossible dates', () => {
    expect(
      dateRangeSchema.safeParse({ date_from: '2026-05-02', date_to: '2026-05-01' }).error?.issues[0]?.message,
    ).toBe('Cannot be before From Date');
    expect(dateRangeSchema.safeParse({ date_from: '2026-02-30', date_to: '2026-03-01' }).success).toBe(false);
    expect(dateRangeSchema.safeParse({ date_from: '2026-02-28', date_to: '2026-03-01' }).success).toBe(true);
  });
});
