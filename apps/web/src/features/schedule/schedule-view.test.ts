import { describe, expect, it } from 'vitest';
import { jobQueryOf, readScheduleState, scheduleParams, stepDay, visibleRange } from './schedule-view.ts';

const today = '2026-11-26';

describe('visibleRange', () => {
  it('loads one day for the day view', () => {
    expect(visibleRange('day', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
  });

  it('loads Sunday to Saturday for the week view, also across a month end', () => {
    expect(visibleRange('week', '2026-11-26')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(visibleRange('week', '2026-12-31')).toEqual({ from: '2026-12-27', to: '2027-01-02' });
  });

  it('loads the whole weeks around the month for the month view, within the API span', () => {
    const range = visibleRange('month', '2026-11-10');
    expect(range).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    const feb = visibleRange('month', '2028-02-29');
    expect(feb).toEqual({ from: '2028-01-30', to: '2028-03-04' });
    const days = (Date.parse(feb.to) - Date.parse(feb.from)) / 86_400_000;
    expect(days).toBeLessThanOrEqual(62);
  });
});

describe('readScheduleState', () => {
  it('opens this week with no filter at the plain address', () => {
    expect(readScheduleState(new URLSearchParams(), today)).toEqual({
      view: 'week',
      day: today,
      tech: null,
      area: null,
      status: null,
      kind: null,
      client: '',
    });
  });

  it('reads the view, day and filters the address names', () => {
    const state = readScheduleState(
      new URLSearchParams('view=month&date=2026-02-03&tech=7&area=2&status=skipped&kind=commercial&client=adams'),
      today,
    );
    expect(state).toEqual({
      view: 'month',
      day: '2026-02-03',
      tech: 7,
      area: 2,
      status: 'skipped',
      kind: 'commercial',
      client: 'adams',
    });
    expect(readScheduleState(new URLSearchParams('tech=unassigned'), today).tech).toBe('unassigned');
  });

  it('ignores malformed values rather than sending them to the API', () => {
    const state = readScheduleState(
      new URLSearchParams('view=year&date=2026-02-30&tech=abc&area=0&status=done&kind=both'),
      today,
    );
    expect(state).toEqual({ view: 'week', day: today, tech: null, area: null, status: null, kind: null, client: '' });
  });
});

describe('scheduleParams', () => {
  it('writes only what differs from the defaults and reads back the same state', () => {
    const state = readScheduleState(
      new URLSearchParams('view=day&date=2026-12-01&tech=4&status=scheduled&client=elm+st'),
      today,
    );
    const params = scheduleParams(state, today);
    expect(params.toString()).toBe('view=day&date=2026-12-01&tech=4&status=scheduled&client=elm+st');
    expect(readScheduleState(params, today)).toEqual(state);
    expect(scheduleParams(readScheduleState(new URLSearchParams(), today), today).toString()).toBe('');
  });
});

describe('jobQueryOf', () => {
  it('asks for the visible days with the chosen filters only', () => {
    const state = readScheduleState(new URLSearchParams('tech=unassigned&kind=residential'), today);
    expect(jobQueryOf(state)).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
      assigned_user_id: 'unassigned',
      kind: 'residential',
    });
  });
});

describe('stepDay', () => {
  it('steps across month and year ends', () => {
    expect(stepDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(stepDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
