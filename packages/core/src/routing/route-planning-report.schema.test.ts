import { describe, expect, it } from 'vitest';
import {
  clockTimeIn,
  hoursAndMinutes,
  plannedMiles,
  routePlanningReportQuerySchema,
  routeReportPeriod,
  routeReportRangeError,
} from './route-planning-report.schema.ts';

describe('route planning report rules', () => {
  it('shows the week through today unless told otherwise', () => {
    expect(routeReportPeriod({}, '2026-11-24')).toEqual({ date_from: '2026-11-18', date_to: '2026-11-24' });
    expect(routeReportPeriod({ date_to: '2026-11-10' }, '2026-11-24')).toEqual({
      date_from: '2026-11-04',
      date_to: '2026-11-10',
    });
    expect(routeReportPeriod({ date_from: '2026-11-20' }, '2026-11-24')).toEqual({
      date_from: '2026-11-20',
      date_to: '2026-11-24',
    });
    // A From day after today shows that day rather than a backwards range.
    expect(routeReportPeriod({ date_from: '2026-12-01' }, '2026-11-24')).toEqual({
      date_from: '2026-12-01',
      date_to: '2026-12-01',
    });
  });

  it('takes up to 93 days, forwards', () => {
    expect(routeReportRangeError({ date_from: '2026-09-01', date_to: '2026-12-02' })).toBeNull();
    expect(routeReportRangeError({ date_from: '2026-09-01', date_to: '2026-12-03' })).toBe(
      'The range can be at most 93 days',
    );
    expect(routeReportRangeError({ date_from: '2026-11-02', date_to: '2026-11-01' })).toBe(
      'Cannot be before From Date',
    );
    const parsed = routePlanningReportQuerySchema.safeParse({ date_from: '2026-11-02', date_to: '2026-11-01' });
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['date_to'], 'Cannot be before From Date'],
    ]);
  });

  it('reads times, spans and miles as the table shows them', () => {
    expect(clockTimeIn('2026-11-23T15:05:00Z', 'America/Denver')).toBe('08:05');
    expect(clockTimeIn('2026-07-01T15:05:00Z', 'America/Denver')).toBe('09:05');
    expect(hoursAndMinutes(0)).toBe('0:00');
    expect(hoursAndMinutes(484.6)).toBe('8:05');
    expect(plannedMiles(16_093.44)).toBe(10);
  });
});
