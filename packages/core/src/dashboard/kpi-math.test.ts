import { describe, expect, it } from 'vitest';
import {
  averageMonthlyRevenueCents,
  changeBps,
  churnBps,
  lifetimeValueCents,
  monthlyChurnBps,
  previousPeriodOf,
  seriesBucketFor,
} from './kpi-math.ts';
import { completeLayout } from './layout.ts';
import { dashboardWidgetKeys } from './widgets.ts';

describe('KPI arithmetic', () => {
  it('compares with the period of the same length just before', () => {
    expect(previousPeriodOf({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousPeriodOf({ from: '2026-01-01', to: '2026-01-01' })).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
    expect(previousPeriodOf({ from: '2028-03-01', to: '2028-03-07' })).toEqual({
      from: '2028-02-23',
      to: '2028-02-29',
    });
  });

  it('gives change in basis points, none against zero or a missing figure', () => {
    expect(changeBps(125, 100)).toBe(2500);
    expect(changeBps(75, 100)).toBe(-2500);
    expect(changeBps(1, 3)).toBe(-6667);
    expect(changeBps(5, 0)).toBeNull();
    expect(changeBps(null, 4)).toBeNull();
    expect(changeBps(-50, -100)).toBe(5000);
  });

  it('computes churn and lifetime value, none when nobody was lost', () => {
    // 3 lost of 40 active at the start over 30 days: 3/40 = 750 bps; monthly 750 × 30.4375/30 = 760.9 → 761.
    const inputs = { activeAtStart: 40, lost: 3, activeDuring: 45, revenueCents: 180_000, days: 30 };
    expect(churnBps(inputs)).toBe(750);
    expect(monthlyChurnBps(inputs)).toBe(761);
    // 180,000 ÷ 45 = 4,000 a client over 30 days; × 30.4375/30 = 4,058.33 → 4,058 a month.
    expect(averageMonthlyRevenueCents(inputs)).toBe(4058);
    // 180,000 × 40 ÷ (45 × 3) = 53,333.3 → 53,333 (= 4,058.33 ÷ 0.0761).
    expect(lifetimeValueCents(inputs)).toBe(53_333);
    expect(lifetimeValueCents({ ...inputs, lost: 0 })).toBeNull();
    expect(churnBps({ lost: 0, activeAtStart: 0 })).toBeNull();
  });

  it('draws days up to two months, weeks up to half a year, then months', () => {
    expect(seriesBucketFor({ from: '2026-01-01', to: '2026-03-03' })).toBe('day');
    expect(seriesBucketFor({ from: '2026-01-01', to: '2026-03-31' })).toBe('week');
    expect(seriesBucketFor({ from: '2026-01-01', to: '2026-12-31' })).toBe('month');
  });
});

describe('dashboard layout', () => {
  it('keeps the saved order and adds widgets the saved list lacks at the end', () => {
    const layout = completeLayout([
      { key: 'churn_rate', hidden: false },
      { key: 'total_sales', hidden: true },
    ]);
    expect(layout.slice(0, 3)).toEqual([
      { key: 'churn_rate', hidden: false },
      { key: 'total_sales', hidden: true },
      { key: 'referral_sources', hidden: false },
    ]);
    expect(layout.map((item) => item.key).sort()).toEqual([...dashboardWidgetKeys].sort());
    expect(completeLayout(null).map((item) => item.key)).toEqual([...dashboardWidgetKeys]);
  });
});
