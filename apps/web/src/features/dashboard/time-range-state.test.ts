import { describe, expect, it } from 'vitest';
import { dashboardWidgetKeys } from '@employee-portal/core/dashboard/widgets';
import { isMoreOption, savedDashboardRanges } from './time-range-state.ts';

describe('savedDashboardRanges', () => {
  it('defaults every widget to Current Month', () => {
    const ranges = savedDashboardRanges([]);
    expect(Object.keys(ranges)).toEqual([...dashboardWidgetKeys]);
    for (const key of dashboardWidgetKeys) expect(ranges[key]).toEqual({ choice: 'current_month' });
  });

  it('reads the saved choices and ignores unreadable values', () => {
    const value = JSON.stringify({
      active_residential: { choice: 'past_year' },
      new_lost_commercial: { choice: 'custom', from: '2026-01-02', to: '2026-02-03' },
    });
    const ranges = savedDashboardRanges([{ key: 'dashboard_time_ranges', value }]);
    expect(ranges.active_residential).toEqual({ choice: 'past_year' });
    expect(ranges.new_lost_commercial).toEqual({ choice: 'custom', from: '2026-01-02', to: '2026-02-03' });
    expect(ranges.active_commercial).toEqual({ choice: 'current_month' });
    expect(savedDashboardRanges([{ key: 'dashboard_time_ranges', value: '{not json' }]).active_residential).toEqual({
      choice: 'current_month',
    });
    expect(
      savedDashboardRanges([{ key: 'dashboard_time_ranges', value: '{"active_residential":{"choice":"someday"}}' }])
        .active_residential,
    ).toEqual({ choice: 'current_month' });
  });

  it('knows which choices sit behind More Options', () => {
    expect(isMoreOption('last_7_days')).toBe(true);
    expect(isMoreOption('past_month')).toBe(false);
  });
});
