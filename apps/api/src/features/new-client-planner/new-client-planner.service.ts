/**
 * Issue 15's new-client planner (research notes §1.4): the new stop's cheapest insertion into each tech's coming
 * routes on each working weekday, averaged over the occurrences the client would have, summed per plan and ranked.
 */
import {
  PLANNER_WEEKS,
  addCalendarDays,
  averageInsertion,
  cheapestInsertion,
  dayHasRoom,
  isFieldTechnician,
  jobLimitPerTechOf,
  maxDay,
  plannerDateSets,
  rankPlannerOptions,
  serviceDaysMessage,
  type LatLng,
  type PlannerAssignInput,
  type PlannerAssignResponse,
  type PlannerDay,
  type PlannerOptionsInput,
  type PlannerOptionsResponse,
  type SchedulerSettings,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import { readSchedulerSettings } from '../jobs/index.ts';
import { routeCostsFor } from '../route-manager/index.ts';
import { assignUnassigned, unassignedRecord } from '../unassigned/index.ts';
import { comingStops, countComingJobs, plannerStaff } from './new-client-planner.repository.ts';
import { resolvePlace } from './planner-place.ts';

type Tech = Awaited<ReturnType<typeof plannerStaff>>[number];
type Stop = Awaited<ReturnType<typeof comingStops>>[number];

interface PricedDay {
  added_s: number;
  added_m: number;
  stops: number;
  day_s: number;
  route: LatLng[];
  insert_after: number;
}

const todayFor = (deps: AppDeps, member: MemberContext) => organizationToday(member.organization, deps.clock.now());

/** Routes further out than this are not planned yet: the jobs exist for the scheduler's horizon only. */
const PLANNING_REACH_DAYS = 366;
const TOO_FAR = 'Must be within a year from today';

/** A new client's first visit is tomorrow at the soonest (today's routes are out), and never before their start. */
function firstPlannableDay(
  deps: AppDeps,
  member: MemberContext,
  chosen: string | undefined,
  entryStart: string | null,
) {
  const today = todayFor(deps, member);
  const tomorrow = addCalendarDays(today, 1);
  const from = maxDay(maxDay(chosen ?? tomorrow, tomorrow), entryStart ?? tomorrow);
  if (from > addCalendarDays(today, PLANNING_REACH_DAYS)) {
    throw validationFailed({ [chosen && chosen === from ? 'start_date' : 'unassigned_id']: [TOO_FAR] });
  }
  return from;
}

const positionOr = (lat: number | null, lng: number | null, fallback: LatLng): LatLng =>
  lat !== null && lng !== null ? { lat, lng } : fallback;

/** Where a tech's day starts and ends: their route addresses, else each other, else the first stop, else the yard. */
function endsOf(tech: Tech, stops: readonly LatLng[], yard: LatLng) {
  const start = positionOr(tech.start_lat, tech.start_lng, positionOr(tech.end_lat, tech.end_lng, stops[0] ?? yard));
  const end = positionOr(tech.end_lat, tech.end_lng, start);
  return { start, end };
}

/** The middle of every coming stop: the start of a tech with no address and no stops that day. */
function yardOf(stops: readonly Stop[], point: LatLng): LatLng {
  if (stops.length === 0) return point;
  const sum = stops.reduce((total, stop) => ({ lat: total.lat + stop.lat, lng: total.lng + stop.lng }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / stops.length, lng: sum.lng / stops.length };
}

async function priceDay(
  deps: AppDeps,
  settings: SchedulerSettings,
  ends: { start: LatLng; end: LatLng },
  stops: readonly LatLng[],
  point: LatLng,
) {
  const route = [ends.start, ...stops, ends.end];
  const { costs, source } = await routeCostsFor(deps, settings, [...route, point]);
  const insertion = cheapestInsertion(
    costs,
    route.map((_, index) => index),
    route.length,
  );
  let drive_s = 0;
  for (let index = 0; index + 1 < route.length; index += 1) drive_s += costs.durations_s[index]![index + 1]!;
  const service_s = (stops.length + 1) * settings.default_service_minutes * 60;
  const day: PricedDay = {
    added_s: insertion.added_s,
    added_m: insertion.added_m,
    stops: stops.length,
    day_s: drive_s + insertion.added_s + service_s,
    route,
    insert_after: insertion.position,
  };
  return { day, source };
}

export async function plannerOptions(
  deps: AppDeps,
  member: MemberContext,
  body: PlannerOptionsInput,
): Promise<PlannerOptionsResponse> {
  const organizationId = member.organization.id;
  const place = await resolvePlace(deps, member, body);
  const settings = await readSchedulerSettings(deps.db, organizationId);
  const from = firstPlannableDay(deps, member, body.start_date, place.start_date);
  const window = { from, to: addCalendarDays(from, PLANNER_WEEKS * 7 - 1) };
  const techs = (await plannerStaff(deps.db, organizationId)).filter((person) => isFieldTechnician(person));
  const stops = await comingStops(
    deps.db,
    organizationId,
    window,
    techs.map((tech) => tech.user_id),
  );
  const stopsOf = new Map<string, LatLng[]>();
  for (const stop of stops) {
    const key = `${stop.user_id}:${stop.service_date}`;
    stopsOf.set(key, [...(stopsOf.get(key) ?? []), { lat: stop.lat, lng: stop.lng }]);
  }
  const jobLimit = jobLimitPerTechOf(member.organization.subscription_package);
  const yard = yardOf(stops, place.point);
  let distanceSource: string = deps.distances.source;

  const days: PlannerDay[] = [];
  const priced = new Map<string, PricedDay>();
  const priceOf = async (tech: Tech, date: string) => {
    const key = `${tech.user_id}:${date}`;
    const known = priced.get(key);
    if (known) return known;
    const route = stopsOf.get(key) ?? [];
    const { day, source } = await priceDay(deps, settings, endsOf(tech, route, yard), route, place.point);
    distanceSource = source;
    priced.set(key, day);
    return day;
  };
  for (const weekday of [...settings.working_days].sort((a, b) => a - b)) {
    for (const dates of plannerDateSets(place.frequency, weekday, window.from, window.to)) {
      for (const tech of techs) {
        const full = dates.some((date) => !dayHasRoom((stopsOf.get(`${tech.user_id}:${date}`) ?? []).length, jobLimit));
        if (full) continue;
        const occurrences: PricedDay[] = [];
        for (const date of dates) occurrences.push(await priceOf(tech, date));
        days.push({
          weekday,
          user_id: tech.user_id,
          dates,
          ...averageInsertion(occurrences),
          stops: Math.max(...occurrences.map((day) => day.stops)),
          day_s: Math.max(...occurrences.map((day) => day.day_s)),
        });
      }
    }
  }

  const names = new Map(techs.map((tech) => [tech.user_id, `${tech.first_name} ${tech.last_name}`]));
  const options = rankPlannerOptions(days, place.days_needed).map((option) => {
    const shown = priced.get(`${option.user_id}:${option.first_dates[0]}`)!;
    return {
      ...option,
      tech_name: names.get(option.user_id) ?? '',
      route: shown.route,
      insert_after: shown.insert_after,
    };
  });
  return {
    point: place.point,
    address: place.address,
    frequency: place.frequency,
    unassigned_id: place.unassigned_id,
    client_name: place.client_name,
    lead_id: place.lead_id,
    window,
    distance_source: distanceSource,
    options,
  };
}

/**
 * Gives an unassigned entry the chosen tech and first visits through the unassigned page's own assignment (its
 * change rules check the day count and that no day comes before the entry's start, which stays).
 */
export async function plannerAssign(
  deps: AppDeps,
  member: MemberContext,
  body: PlannerAssignInput,
): Promise<PlannerAssignResponse> {
  const { unassigned } = await unassignedRecord(deps, member, body.unassigned_id);
  const today = todayFor(deps, member);
  const firstDates = [...new Set(body.first_dates)].sort();
  if (firstDates[0]! <= today) throw validationFailed({ first_dates: ['Must be after today'] });
  if (firstDates.at(-1)! > addCalendarDays(today, PLANNING_REACH_DAYS))
    throw validationFailed({ first_dates: [TOO_FAR] });
  if (unassigned.days_needed !== null && firstDates.length !== unassigned.days_needed) {
    throw validationFailed({ first_dates: [serviceDaysMessage(unassigned.days_needed)] });
  }
  const serviceType = unassigned.frequency === 'one_time' ? 'one_time' : 'recurring';
  const { unassigned: assigned } = await assignUnassigned(deps, member, body.unassigned_id, {
    assigned_user_id: body.user_id,
    service_days: firstDates.map((start_date) => ({ service_type: serviceType, start_date })),
    start_date: unassigned.start_date,
  });
  return {
    unassigned_id: assigned.id,
    client_id: assigned.client_id,
    location_id: assigned.location_id,
    assigned_user_id: assigned.assigned_user_id,
    service_days: assigned.service_days,
    jobs: await countComingJobs(deps.db, member.organization.id, assigned.id, today),
  };
}
