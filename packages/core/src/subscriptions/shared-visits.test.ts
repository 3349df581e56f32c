import { describe, expect, it } from 'vitest';
import type { PlannedSubscription } from '../jobs/job-plan.ts';
import type { ServiceFrequency } from '../scheduling/service-frequency.ts';
import { firstNewSharedVisit, sharedVisitMessage } from './shared-visits.ts';

// Sunday 22 November 2026; Tuesdays are 24 Nov, 1, 8, 15 Dec.
const TODAY = '2026-11-22';

function plan(
  frequency: ServiceFrequency,
  days: readonly string[],
  more: Partial<PlannedSubscription> & { id?: number } = {},
): PlannedSubscription & { id: number } {
  return {
    id: 1,
    status: 'active',
    start_date: [...days].sort()[0]!,
    frequency,
    service_days: days.map((start_date) => ({
      service_type: frequency === 'one_time' ? 'one_time' : 'recurring',
      start_date,
    })),
    pause: null,
    ...more,
  };
}

const shared = (after: PlannedSubscription, others: (PlannedSubscription & { id: number })[], before = null) =>
  firstNewSharedVisit({ before, after, others, today: TODAY });

describe('two subscriptions of one location visiting on one day', () => {
  it('refuses a second weekly Tuesday, naming the first shared day', () => {
    const tuesday = plan('once_a_week', ['2026-11-24'], { id: 7 });
    expect(shared(plan('once_a_week', ['2026-12-01']), [tuesday])).toEqual({ day: '2026-12-01', other: tuesday });
  });

  it('allows another weekday, and a cancelled subscription on the same day', () => {
    const tuesday = plan('once_a_week', ['2026-11-24']);
    expect(shared(plan('once_a_week', ['2026-11-25']), [tuesday])).toBeNull();
    expect(shared(plan('once_a_week', ['2026-11-24']), [{ ...tuesday, status: 'cancelled' }])).toBeNull();
  });

  it('counts a paused one, except on the days its pause skips', () => {
    const paused = plan('once_a_week', ['2026-11-24'], {
      status: 'paused',
      pause: { from: '2026-11-22', to: '2026-12-15' },
    });
    // Its visits come back on 15 December: a weekly Tuesday from 1 December meets it then.
    expect(shared(plan('once_a_week', ['2026-12-01']), [paused])?.day).toBe('2026-12-15');
    // A one-time visit inside the pause meets nothing.
    expect(shared(plan('one_time', ['2026-12-08']), [paused])).toBeNull();
  });

  it('keeps every two weeks apart by its week: the other Tuesdays are free', () => {
    const evenWeeks = plan('every_two_weeks', ['2026-11-24']);
    expect(shared(plan('every_two_weeks', ['2026-12-01']), [evenWeeks])).toBeNull();
    expect(shared(plan('every_two_weeks', ['2026-12-08']), [evenWeeks])?.day).toBe('2026-12-08');
    // A weekly Tuesday meets it on its own weeks.
    expect(shared(plan('once_a_week', ['2026-12-01']), [evenWeeks])?.day).toBe('2026-12-08');
  });

  it('finds where a monthly day falls on a weekly weekday, however far ahead', () => {
    // The 15th, first on a Tuesday (15 December 2026), is next a Wednesday in September 2027.
    const monthly = plan('once_a_month', ['2026-12-15']);
    expect(shared(plan('once_a_week', ['2026-11-24']), [monthly])?.day).toBe('2026-12-15');
    expect(shared(plan('once_a_week', ['2026-11-25']), [monthly])?.day).toBe('2027-09-15');
    // The 31st and the 30th both fall back to February's end.
    expect(shared(plan('once_a_month', ['2026-12-31']), [plan('once_a_month', ['2026-11-30'])])?.day).toBe(
      '2027-02-28',
    );
  });

  it('takes a one-time visit on a day a recurring visit serves as a clash, and the other way round', () => {
    const weekly = plan('once_a_week', ['2026-11-24']);
    expect(shared(plan('one_time', ['2026-12-08']), [weekly])?.day).toBe('2026-12-08');
    expect(shared(plan('one_time', ['2026-12-09']), [weekly])).toBeNull();
    expect(shared(weekly, [plan('one_time', ['2026-12-08'])])?.day).toBe('2026-12-08');
  });

  it('ignores the past, and days before a subscription starts', () => {
    const oneTimeLastWeek = plan('one_time', ['2026-11-17']);
    expect(shared(plan('once_a_week', ['2026-11-10']), [oneTimeLastWeek])).toBeNull();
    const startsInMarch = plan('once_a_week', ['2026-11-24'], { start_date: '2027-03-01' });
    expect(shared(plan('one_time', ['2026-12-08']), [startsInMarch])).toBeNull();
  });

  it('compares each service day of a twice-a-week plan', () => {
    const twice = plan('twice_a_week', ['2026-11-23', '2026-11-26']);
    expect(shared(plan('once_a_week', ['2026-11-27']), [twice])).toBeNull();
    expect(shared(plan('once_a_week', ['2026-11-25']), [twice])).toBeNull();
    expect(shared(plan('once_a_week', ['2026-12-03']), [twice])?.day).toBe('2026-12-03');
  });

  it('refuses a change only for the visits it adds', () => {
    const tuesday = plan('once_a_week', ['2026-11-24']);
    const twinTuesday = plan('once_a_week', ['2026-11-24']);
    // Two subscriptions already share Tuesdays: a change that keeps Tuesday (a new tech, a pause) adds none.
    expect(
      firstNewSharedVisit({ before: twinTuesday, after: twinTuesday, others: [tuesday], today: TODAY }),
    ).toBeNull();
    // Lifting a pause brings the skipped Tuesdays back.
    const paused = { ...twinTuesday, pause: { from: '2026-11-22', to: '2027-01-05' } };
    expect(firstNewSharedVisit({ before: paused, after: twinTuesday, others: [tuesday], today: TODAY })?.day).toBe(
      '2026-11-24',
    );
  });

  it('says where the visits meet', () => {
    expect(sharedVisitMessage('2026-12-01', 'Once a Week')).toBe(
      'This location is already visited on Tuesday 2026-12-01 by its Once a Week subscription: choose other service days or change that subscription.',
    );
  });
});
