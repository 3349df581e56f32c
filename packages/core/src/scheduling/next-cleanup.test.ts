import { describe, expect, it } from 'vitest';
import { RRule, type Frequency } from 'rrule';
import { todayIn } from '../dates.ts';
import { addCalendarMonths, weekdayOf } from './calendar-day.ts';
import {
  nextCleanupDate,
  nextCleanupWithJobs,
  recurringDaysFor,
  visitsBetween,
  type ServiceDay,
} from './next-cleanup.ts';
import { cadenceOf, monthlyValueCents, requiredServiceDays } from './service-frequency.ts';

const weekly = cadenceOf('once_a_week');
const biweekly = cadenceOf('every_two_weeks');
const monthly = cadenceOf('once_a_month');
const recurring = (start_date: string): ServiceDay => ({ service_type: 'recurring', start_date });

/** The reference: rrule's expansion of the same rule, read back as calendar days. */
function rruleVisits(start: string, freq: Frequency, interval: number, until: string) {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const [uy, um, ud] = until.split('-').map(Number) as [number, number, number];
  const rule = new RRule({
    freq,
    interval,
    dtstart: new Date(Date.UTC(y, m - 1, d)),
    until: new Date(Date.UTC(uy, um - 1, ud)),
    tzid: 'UTC',
  });
  return rule.all().map((date) => date.toISOString().slice(0, 10));
}

describe('recurring visits agree with rrule', () => {
  it.each([
    ['2024-01-31', RRule.WEEKLY, 1, weekly],
    ['2023-12-28', RRule.WEEKLY, 2, biweekly],
    ['2024-02-29', RRule.WEEKLY, 1, weekly],
  ] as const)('from %s every %s week(s) for two years', (start, freq, interval, cadence) => {
    const expected = rruleVisits(start, freq, interval, '2026-01-31');
    expect(visitsBetween([recurring(start)], cadence, { from: start, to: '2026-01-31' })).toEqual(expected);
  });

  it('monthly visits on the 15th agree with rrule', () => {
    expect(visitsBetween([recurring('2024-01-15')], monthly, { from: '2024-01-01', to: '2025-12-31' })).toEqual(
      rruleVisits('2024-01-15', RRule.MONTHLY, 1, '2025-12-31'),
    );
  });
});

describe('next cleanup', () => {
  it('is the start date before service begins, then the next visit on the same weekday', () => {
    expect(nextCleanupDate({ serviceDays: [recurring('2026-12-02')], cadence: weekly, today: '2026-11-22' })).toBe(
      '2026-12-02',
    );
    expect(nextCleanupDate({ serviceDays: [recurring('2026-11-04')], cadence: weekly, today: '2026-11-22' })).toBe(
      '2026-11-25',
    );
    expect(weekdayOf('2026-11-25')).toBe(weekdayOf('2026-11-04'));
  });

  it('is today when today is a service day', () => {
    expect(nextCleanupDate({ serviceDays: [recurring('2026-11-01')], cadence: weekly, today: '2026-11-22' })).toBe(
      '2026-11-22',
    );
  });

  it('crosses month and year ends', () => {
    expect(nextCleanupDate({ serviceDays: [recurring('2026-12-03')], cadence: weekly, today: '2026-12-25' })).toBe(
      '2026-12-31',
    );
    expect(nextCleanupDate({ serviceDays: [recurring('2026-12-03')], cadence: weekly, today: '2027-01-01' })).toBe(
      '2027-01-07',
    );
    expect(nextCleanupDate({ serviceDays: [recurring('2026-10-31')], cadence: biweekly, today: '2026-11-01' })).toBe(
      '2026-11-14',
    );
  });

  it('takes the earliest of several service days (twice a week)', () => {
    const serviceDays = [recurring('2026-11-02'), recurring('2026-11-05')]; // Monday and Thursday
    expect(nextCleanupDate({ serviceDays, cadence: weekly, today: '2026-11-24' })).toBe('2026-11-26');
    expect(nextCleanupDate({ serviceDays, cadence: weekly, today: '2026-11-27' })).toBe('2026-11-30');
  });

  it('keeps monthly visits on their day, falling back to short months’ ends and leap days', () => {
    expect(nextCleanupDate({ serviceDays: [recurring('2026-01-31')], cadence: monthly, today: '2026-02-01' })).toBe(
      '2026-02-28',
    );
    expect(nextCleanupDate({ serviceDays: [recurring('2026-01-31')], cadence: monthly, today: '2026-03-01' })).toBe(
      '2026-03-31',
    );
    expect(nextCleanupDate({ serviceDays: [recurring('2027-12-31')], cadence: monthly, today: '2028-02-01' })).toBe(
      '2028-02-29',
    );
    expect(nextCleanupDate({ serviceDays: [recurring('2028-02-29')], cadence: monthly, today: '2029-02-01' })).toBe(
      '2029-02-28',
    );
    expect(addCalendarMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('counts weekly visits straight through a leap day', () => {
    expect(nextCleanupDate({ serviceDays: [recurring('2028-02-22')], cadence: weekly, today: '2028-02-23' })).toBe(
      '2028-02-29',
    );
  });

  it('skips a pause: the visit on the pause end happens, the ones before it do not', () => {
    const serviceDays = [recurring('2026-11-02')]; // Mondays
    const pause = { from: '2026-11-23', to: '2026-12-07' };
    expect(nextCleanupDate({ serviceDays, cadence: weekly, today: '2026-11-22' })).toBe('2026-11-23');
    expect(nextCleanupDate({ serviceDays, cadence: weekly, today: '2026-11-22', pause })).toBe('2026-12-07');
    expect(
      nextCleanupDate({
        serviceDays,
        cadence: weekly,
        today: '2026-11-22',
        pause: { from: '2026-11-23', to: '2026-12-08' },
      }),
    ).toBe('2026-12-14');
    expect(visitsBetween(serviceDays, weekly, { from: '2026-11-16', to: '2026-12-14' }, pause)).toEqual([
      '2026-11-16',
      '2026-12-07',
      '2026-12-14',
    ]);
  });

  it('has none for a one-time day already past, and the date itself before it', () => {
    const oneTime: ServiceDay = { service_type: 'one_time', start_date: '2026-11-20' };
    expect(nextCleanupDate({ serviceDays: [oneTime], cadence: cadenceOf('one_time'), today: '2026-11-22' })).toBeNull();
    expect(nextCleanupDate({ serviceDays: [oneTime], cadence: cadenceOf('one_time'), today: '2026-11-19' })).toBe(
      '2026-11-20',
    );
  });

  it('decides today in the organization’s zone across daylight-saving changes', () => {
    // Denver is UTC-7 before 2026-03-08 02:00 and UTC-6 after it; UTC-7 again from 2026-11-01 02:00.
    expect(todayIn('America/Denver', new Date('2026-03-08T06:59:00Z'))).toBe('2026-03-07');
    expect(todayIn('America/Denver', new Date('2026-03-08T07:30:00Z'))).toBe('2026-03-08');
    const sundays = [recurring('2026-03-01')];
    // 05:30 UTC on Monday is still Sunday 23:30 in Denver: Sunday's visit is today's, not a week away.
    expect(
      nextCleanupDate({
        serviceDays: sundays,
        cadence: weekly,
        today: todayIn('America/Denver', new Date('2026-03-09T05:30:00Z')),
      }),
    ).toBe('2026-03-08');
    expect(
      nextCleanupDate({
        serviceDays: sundays,
        cadence: weekly,
        today: todayIn('America/Denver', new Date('2026-03-09T06:30:00Z')),
      }),
    ).toBe('2026-03-15');
    expect(
      nextCleanupDate({
        serviceDays: sundays,
        cadence: weekly,
        today: todayIn('America/Denver', new Date('2026-11-01T06:30:00Z')),
      }),
    ).toBe('2026-11-01');
    expect(
      nextCleanupDate({
        serviceDays: sundays,
        cadence: weekly,
        today: todayIn('America/Denver', new Date('2026-11-02T06:59:00Z')),
      }),
    ).toBe('2026-11-01');
  });
});

describe('service frequencies', () => {
  it('asks for the number of weekdays the plan needs', () => {
    expect(requiredServiceDays('twice_a_week')).toBe(2);
    expect(requiredServiceDays('custom', 3)).toBe(3);
    expect(requiredServiceDays('once_a_week')).toBe(1);
    expect(requiredServiceDays('one_time')).toBeNull();
  });

  it('values a month of visits in whole cents', () => {
    expect(monthlyValueCents(2000, 'once_a_week')).toBe(8667);
    expect(monthlyValueCents(1500, 'twice_a_week')).toBe(13000);
    expect(monthlyValueCents(2500, 'every_two_weeks')).toBe(5417);
    expect(monthlyValueCents(4000, 'once_a_month')).toBe(4000);
    expect(monthlyValueCents(1000, 'custom', 3)).toBe(13000);
    expect(monthlyValueCents(9900, 'one_time')).toBe(0);
  });
});

describe('recurringDaysFor', () => {
  const monday: ServiceDay = { service_type: 'recurring', start_date: '2026-11-23' };
  const thursday: ServiceDay = { service_type: 'recurring', start_date: '2026-11-26' };

  it('adds a second weekday half a week after the first', () => {
    expect(recurringDaysFor(2, [monday], '2026-11-22')).toEqual([monday, thursday]);
  });

  it('keeps the first weekday when fewer are needed', () => {
    expect(recurringDaysFor(1, [monday, thursday], '2026-11-22')).toEqual([monday]);
  });

  it('moves days that started in the past to their next date on or after the change', () => {
    expect(recurringDaysFor(1, [{ service_type: 'recurring', start_date: '2026-01-05' }], '2026-11-22')).toEqual([
      monday,
    ]);
  });

  it('fills three distinct weekdays and starts from the given day when there were none', () => {
    const days = recurringDaysFor(3, [], '2026-11-23').map((day) => day.start_date);
    expect(days).toEqual(['2026-11-23', '2026-11-25', '2026-11-27']);
  });
});

describe('next cleanup from the jobs', () => {
  // Weekly on Tuesdays; today is Sunday 22 November 2026; jobs were made through Tuesday 12 January.
  const tuesdays = {
    serviceDays: [recurring('2026-11-24')],
    cadence: weekly,
    today: '2026-11-22',
    startDate: '2026-11-24',
  };
  const made = (next_open_job: string | null) => ({ next_open_job, planned_through: '2027-01-12' });

  it('is the next job still to do, on the day it was moved to', () => {
    expect(nextCleanupWithJobs({ ...tuesdays, jobs: made('2026-11-25') }).next).toBe('2026-11-25');
    expect(nextCleanupWithJobs({ ...tuesdays, jobs: made('2026-11-23') }).next).toBe('2026-11-23');
  });

  it('is the pattern past the days jobs were made for, or where none were made', () => {
    expect(nextCleanupWithJobs({ ...tuesdays, jobs: made(null) }).next).toBe('2027-01-19');
    expect(nextCleanupWithJobs({ ...tuesdays, jobs: null }).next).toBe('2026-11-24');
    expect(
      nextCleanupWithJobs({ ...tuesdays, jobs: { next_open_job: null, planned_through: '2026-11-10' } }).next,
    ).toBe('2026-11-24');
  });

  it('never comes before the subscription starts', () => {
    expect(nextCleanupWithJobs({ ...tuesdays, startDate: '2026-12-05', jobs: null }).next).toBe('2026-12-08');
  });

  it('keeps the visit a pause skips as the scheduled one, for the pause note', () => {
    const pause = { from: '2026-11-23', to: '2026-12-08' };
    const days = nextCleanupWithJobs({ ...tuesdays, pause, jobs: made('2026-12-08') });
    expect(days).toEqual({ next: '2026-12-08', scheduled: '2026-11-24' });
    // A pause beyond the jobs: the pattern skips it as before.
    const later = { from: '2027-01-15', to: '2027-02-01' };
    expect(nextCleanupWithJobs({ ...tuesdays, pause: later, jobs: made(null) })).toEqual({
      next: '2027-02-02',
      scheduled: '2027-01-19',
    });
  });
});
