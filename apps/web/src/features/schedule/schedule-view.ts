/**
 * What the schedule shows, read from and written to the address (view, day and filters), and the span of days a view
 * puts on screen: the span the jobs are loaded for. Weeks start on Sunday, as the calendar draws them.
 */
import { addDays, endOfMonth, endOfWeek, format, isValid, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { jobKinds, jobStatuses, type JobKind, type JobStatus } from '@employee-portal/core/jobs/job.schema';
import type { JobSpanQuery } from '../jobs/index.ts';

export const scheduleViews = ['day', 'week', 'month'] as const;
export type ScheduleView = (typeof scheduleViews)[number];

export interface ScheduleState {
  view: ScheduleView;
  /** The day the view is built around, 'YYYY-MM-DD'. */
  day: string;
  tech: number | 'unassigned' | null;
  area: number | null;
  status: JobStatus | null;
  kind: JobKind | null;
  /** The client search, as typed ('' for none); it narrows what is shown, not what is loaded. */
  client: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayText = (date: Date) => format(date, 'yyyy-MM-dd');

/** A calendar day as a local midnight, the way the calendar and date-fns count days. */
export const dateOfDay = (day: string) => parseISO(day);
export const dayOfDate = dayText;

export const isCalendarDay = (text: string | null): text is string =>
  text !== null && DAY.test(text) && isValid(parseISO(text)) && dayText(parseISO(text)) === text;

const positiveId = (text: string | null) => (text !== null && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);
const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null =>
  values.find((value) => value === text) ?? null;

/** The schedule as the address names it; anything missing or malformed falls back (week view, today, no filter). */
export function readScheduleState(params: URLSearchParams, today: string): ScheduleState {
  const day = params.get('date');
  const tech = params.get('tech');
  return {
    view: oneOf(scheduleViews, params.get('view')) ?? 'week',
    day: isCalendarDay(day) ? day : today,
    tech: tech === 'unassigned' ? 'unassigned' : positiveId(tech),
    area: positiveId(params.get('area')),
    status: oneOf(jobStatuses, params.get('status')),
    kind: oneOf(jobKinds, params.get('kind')),
    client: (params.get('client') ?? '').slice(0, 100),
  };
}

/** The address of a schedule state: only what differs from the defaults, so the plain /schedule is this week. */
export function scheduleParams(state: ScheduleState, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== 'week') params.set('view', state.view);
  if (state.day !== today) params.set('date', state.day);
  if (state.tech !== null) params.set('tech', String(state.tech));
  if (state.area !== null) params.set('area', String(state.area));
  if (state.status !== null) params.set('status', state.status);
  if (state.kind !== null) params.set('kind', state.kind);
  if (state.client !== '') params.set('client', state.client);
  return params;
}

/** The days a view shows: one day, its Sunday-to-Saturday week, or the whole weeks around its month (at most 42). */
export function visibleRange(view: ScheduleView, day: string): { from: string; to: string } {
  const date = dateOfDay(day);
  if (view === 'day') return { from: day, to: day };
  if (view === 'week') return { from: dayText(startOfWeek(date)), to: dayText(endOfWeek(date)) };
  return { from: dayText(startOfWeek(startOfMonth(date))), to: dayText(endOfWeek(endOfMonth(date))) };
}

/** GET /jobs for what is on screen, with the filters the address holds. */
export function jobQueryOf(state: ScheduleState): JobSpanQuery {
  return {
    ...visibleRange(state.view, state.day),
    ...(state.tech !== null && { assigned_user_id: state.tech }),
    ...(state.area !== null && { work_area_id: state.area }),
    ...(state.status !== null && { status: state.status }),
    ...(state.kind !== null && { kind: state.kind }),
  };
}

/** The day a step back or forward lands on, for the map's day picker. */
export const stepDay = (day: string, days: number) => dayText(addDays(dateOfDay(day), days));
