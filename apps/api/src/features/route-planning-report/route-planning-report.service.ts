/** /route_planning_report (issue 15 point 6): each tech-day's planned route against its jobs and shifts, and as CSV. */
import {
  dayRangeInstants,
  hoursAndMinutes,
  pageOffset,
  plannedMiles,
  roundMiles,
  routeReportPeriod,
  routeReportRangeError,
  type RoutePlanningExportQuery,
  type RoutePlanningReportQuery,
  type RoutePlanningReportSort,
  type RoutePlanningRow,
  type RoutePlanningTotals,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { readSchedulerSettings } from '../jobs/index.ts';
import { breaksOfShifts, plannedStops, techsOf, workedShifts } from './route-planning-report.repository.ts';
import { collectTechDays, type TechDay } from './tech-days.ts';
import { priceRoutes, type PlannedRoute } from './route-pricing.ts';

type Filters = Pick<RoutePlanningExportQuery, 'date_from' | 'date_to' | 'user_id' | 'sort'>;

/** Every row of the filtered range (all pages), sorted, with the techs for the filter. */
async function reportRows(deps: AppDeps, member: MemberContext, filters: Filters) {
  const organizationId = member.organization.id;
  const timeZone = member.organization.time_zone;
  const period = routeReportPeriod(filters, organizationToday(member.organization, deps.clock.now()));
  // The defaults can make a range the schema never saw (a From day long ago, To today).
  const rangeError = routeReportRangeError(period);
  if (rangeError) throw validationFailed({ date_to: [rangeError] });

  const instants = dayRangeInstants({ from: period.date_from, to: period.date_to }, timeZone);
  const [stops, shifts, settings] = await Promise.all([
    plannedStops(deps.db, organizationId, period),
    workedShifts(deps.db, organizationId, instants),
    readSchedulerSettings(deps.db, organizationId),
  ]);
  const breaks = await breaksOfShifts(
    deps.db,
    organizationId,
    shifts.map((shift) => shift.id),
  );
  const allDays = collectTechDays({ stops, shifts, breaks, timeZone, now: deps.clock.now() });
  const techs = await techsOf(deps.db, organizationId, [...new Set(allDays.map((day) => day.user_id))]);
  const techById = new Map(techs.map((tech) => [tech.user_id, tech]));
  const days = filters.user_id === undefined ? allDays : allDays.filter((day) => day.user_id === filters.user_id);

  const routes: PlannedRoute[] = days.flatMap((day) => {
    if (day.located.length === 0) return [];
    const tech = techById.get(day.user_id);
    // Without a route address the day runs from its first stop to its last.
    return [
      {
        key: day.key,
        date: day.date,
        start: tech?.start ?? day.located[0]!,
        stops: day.located,
        end: tech?.end ?? day.located.at(-1)!,
      },
    ];
  });
  const { prices, source } = await priceRoutes(deps, settings, routes);
  const rows = days.map((day) => rowOf(day, techById.get(day.user_id)?.name ?? '', prices.get(day.key)));
  return {
    ...period,
    time_zone: timeZone,
    distance_source: source,
    techs: techs
      .map((tech) => ({ id: tech.user_id, name: tech.name }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
    rows: rows.sort(comparators[filters.sort]),
  };
}

function rowOf(day: TechDay, name: string, price: { distance_m: number; duration_s: number } | undefined) {
  const distance = price?.distance_m ?? 0;
  const worked = day.shifts > 0;
  return {
    date: day.date,
    user_id: day.user_id,
    tech_name: name,
    planned_stops: day.planned_stops,
    unlocated_stops: day.planned_stops - day.located.length,
    planned_distance_m: distance,
    planned_drive_s: price?.duration_s ?? 0,
    completed: day.completed,
    skipped: day.skipped,
    missed: day.missed,
    shifts: day.shifts,
    shift_start: day.shift_start,
    shift_end: day.shift_end,
    worked_minutes: day.worked_minutes,
    shift_miles: worked ? day.shift_miles : null,
    // A running shift has not told its miles yet.
    difference_miles: worked && !day.running ? roundMiles(day.shift_miles - plannedMiles(distance)) : null,
  } satisfies RoutePlanningRow;
}

const byName = (a: RoutePlanningRow, b: RoutePlanningRow) =>
  a.tech_name.localeCompare(b.tech_name) || a.user_id - b.user_id;
const byDate = (a: RoutePlanningRow, b: RoutePlanningRow) => a.date.localeCompare(b.date);
const byDistance = (a: RoutePlanningRow, b: RoutePlanningRow) => a.planned_distance_m - b.planned_distance_m;

/** Each sort with the ties broken the same way every time, so pages never repeat or skip a row. */
const comparators: Record<RoutePlanningReportSort, (a: RoutePlanningRow, b: RoutePlanningRow) => number> = {
  '-date': (a, b) => byDate(b, a) || byName(a, b),
  date: (a, b) => byDate(a, b) || byName(a, b),
  tech: (a, b) => byName(a, b) || byDate(b, a),
  '-tech': (a, b) => byName(b, a) || byDate(b, a),
  planned_distance: (a, b) => byDistance(a, b) || byDate(b, a) || byName(a, b),
  '-planned_distance': (a, b) => byDistance(b, a) || byDate(b, a) || byName(a, b),
};

function totalsOf(rows: RoutePlanningRow[]): RoutePlanningTotals {
  const sum = (pick: (row: RoutePlanningRow) => number | null) =>
    rows.reduce((total, row) => total + (pick(row) ?? 0), 0);
  return {
    days: rows.length,
    planned_stops: sum((row) => row.planned_stops),
    planned_distance_m: sum((row) => row.planned_distance_m),
    planned_drive_s: sum((row) => row.planned_drive_s),
    completed: sum((row) => row.completed),
    skipped: sum((row) => row.skipped),
    missed: sum((row) => row.missed),
    worked_minutes: sum((row) => row.worked_minutes),
    shift_miles: sum((row) => row.shift_miles),
    difference_miles: roundMiles(sum((row) => row.difference_miles)),
  };
}

export async function routePlanningReport(deps: AppDeps, member: MemberContext, query: RoutePlanningReportQuery) {
  const { rows, ...report } = await reportRows(deps, member, query);
  const offset = pageOffset(query);
  return {
    ...report,
    data: rows.slice(offset, offset + query.per_page),
    totals: totalsOf(rows),
    meta: { page: query.page, per_page: query.per_page, total: rows.length },
  };
}

const orBlank = (value: string | number | null) => (value === null ? '' : value);

export async function routePlanningCsv(deps: AppDeps, member: MemberContext, query: RoutePlanningExportQuery) {
  const { rows } = await reportRows(deps, member, query);
  const totals = totalsOf(rows);
  return toCsv(
    [
      'Date',
      'Tech',
      'Planned Stops',
      'Planned Distance (mi)',
      'Planned Drive Time',
      'Completed',
      'Skipped',
      'Missed',
      'Shift Start',
      'Shift End',
      'Worked Time',
      'Shift Miles',
      'Difference (mi)',
    ],
    [
      ...rows.map((row) => [
        row.date,
        row.tech_name,
        row.planned_stops,
        plannedMiles(row.planned_distance_m),
        hoursAndMinutes(row.planned_drive_s / 60),
        row.completed,
        row.skipped,
        row.missed,
        orBlank(row.shift_start),
        orBlank(row.shift_end),
        hoursAndMinutes(row.worked_minutes),
        orBlank(row.shift_miles),
        orBlank(row.difference_miles),
      ]),
      [
        'Total',
        '',
        totals.planned_stops,
        plannedMiles(totals.planned_distance_m),
        hoursAndMinutes(totals.planned_drive_s / 60),
        totals.completed,
        totals.skipped,
        totals.missed,
        '',
        '',
        hoursAndMinutes(totals.worked_minutes),
        totals.shift_miles,
        totals.difference_miles,
      ],
    ],
  );
}
