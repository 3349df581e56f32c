/**
 * The route manager's day (/route_manager): each tech's stops in route order with where the route starts and ends,
 * which stops are pinned, and the current order measured, the day's unassigned jobs apart, and saving new orders.
 */
import {
  isFieldTechnician,
  isOpenJob,
  type JobWire,
  type RouteEndpoint,
  type RouteManagerDayResponse,
  type RouteManagerStop,
  type SchedulerSettings,
  type TechRoute,
  type saveRouteSchema,
  type saveRoutesSchema,
} from '@employee-portal/core';
import type { z } from 'zod';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound, validationFailed } from '../../platform/http/errors.ts';
import { activeStaffNames } from '../../platform/identity/users.repository.ts';
import { arrangeRoutes, jobsOfDay, readSchedulerSettings } from '../jobs/index.ts';
import { routePoints } from '../staff/index.ts';
import { optimizeRouteFor } from './route-optimize.service.ts';
import { pinsOfDay, replaceRoutePins } from './route-pins.repository.ts';
import { routeSheetFileName, routeSheetPdf } from './route-sheet.pdf.ts';

export type MappedStop = RouteManagerStop & { lat: number; lng: number };

export const isMapped = (stop: RouteManagerStop): stop is MappedStop => stop.on_map;

function stopOf(job: JobWire, settings: SchedulerSettings, isPinned: boolean): RouteManagerStop {
  return {
    job_id: job.id,
    status: job.status,
    is_closed: !isOpenJob(job.status),
    // A scheduled visit's flag means the office moved it by hand; custom and re-clean jobs carry it from birth.
    is_manual: job.is_manual && (job.origin === 'recurring' || job.origin === 'one_time'),
    client_name: job.client_name,
    location_name: job.location_name,
    address: job.address,
    zip: job.zip ?? null,
    lat: job.lat,
    lng: job.lng,
    on_map: job.lat !== null && job.lng !== null,
    service_minutes: settings.default_service_minutes,
    work_area_id: job.work_area_id,
    gate_code: job.gate_code,
    dog_count: job.dog_count,
    office_notes: job.office_notes,
    tech_notes: job.tech_notes,
    route_position: job.route_position,
    is_pinned: isPinned,
  };
}

interface Point {
  lat: number | null;
  lng: number | null;
}
const pointOf = (point: Point) =>
  point.lat !== null && point.lng !== null ? { lat: point.lat, lng: point.lng } : null;

/**
 * The tech's own addresses when on the map. Without them the route starts at its first stop and ends where it
 * starts (or at its last stop), and the answer says so: the organization's address has no map position to fall back on.
 */
export function endpointsOf(
  profile: { start_lat: number | null; start_lng: number | null; end_lat: number | null; end_lng: number | null },
  mapped: readonly MappedStop[],
): { start: RouteEndpoint | null; end: RouteEndpoint | null } {
  const ownStart = pointOf({ lat: profile.start_lat, lng: profile.start_lng });
  const ownEnd = pointOf({ lat: profile.end_lat, lng: profile.end_lng });
  const first = mapped[0];
  const last = mapped.at(-1);
  const start: RouteEndpoint | null = ownStart
    ? { ...ownStart, source: 'staff' }
    : first
      ? { lat: first.lat, lng: first.lng, source: 'first_stop' }
      : null;
  const end: RouteEndpoint | null = ownEnd
    ? { ...ownEnd, source: 'staff' }
    : ownStart
      ? { ...ownStart, source: 'route_start' }
      : last
        ? { lat: last.lat, lng: last.lng, source: 'last_stop' }
        : null;
  return { start, end };
}

const noPoints = { start_lat: null, start_lng: null, end_lat: null, end_lng: null };

export interface RouteDay {
  settings: SchedulerSettings;
  routes: TechRoute[];
  unassigned: RouteManagerStop[];
}

/** The day's routes without measuring them: every field tech (and anyone else with jobs that day), by name. */
export async function readRouteDay(deps: AppDeps, organizationId: number, day: string): Promise<RouteDay> {
  const settings = await readSchedulerSettings(deps.db, organizationId);
  const jobs = await jobsOfDay(deps.db, organizationId, day);
  const pins = await pinsOfDay(deps.db, organizationId, day);
  const staff = await activeStaffNames(deps.db, organizationId);
  const points = new Map((await routePoints(deps.db, organizationId)).map((row) => [row.user_id, row]));
  const byTech = new Map<number, { name: string; stops: RouteManagerStop[] }>();
  for (const tech of staff.filter(isFieldTechnician))
    byTech.set(tech.id, { name: `${tech.first_name} ${tech.last_name}`, stops: [] });
  const unassigned: RouteManagerStop[] = [];
  for (const job of jobs) {
    if (job.assigned_user_id === null) {
      if (isOpenJob(job.status)) unassigned.push(stopOf(job, settings, false));
      continue;
    }
    const route = byTech.get(job.assigned_user_id) ?? { name: job.assigned_user_name ?? 'Former staff', stops: [] };
    // A pin holds in the route it was saved with: a job since given to another tech is not pinned in theirs.
    route.stops.push(stopOf(job, settings, pins.get(job.id) === job.assigned_user_id));
    byTech.set(job.assigned_user_id, route);
  }
  const routes = [...byTech.entries()]
    .map(([userId, { name, stops }]): TechRoute => {
      const mapped = stops.filter(isMapped);
      return {
        user_id: userId,
        name,
        colour: null,
        ...endpointsOf(points.get(userId) ?? noPoints, mapped),
        stops: [...mapped, ...stops.filter((stop) => !stop.on_map)],
        measured: null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id);
  return { settings, routes, unassigned };
}

/** The route in its current order: distance, drive time and each stop's ETA. */
export async function measureRoute(deps: AppDeps, organizationId: number, route: TechRoute) {
  const mapped = route.stops.filter(isMapped);
  if (!route.start || !route.end || mapped.length === 0) return null;
  return optimizeRouteFor(
    deps,
    organizationId,
    {
      stops: mapped.map((stop) => ({ id: stop.job_id, lat: stop.lat, lng: stop.lng })),
      start: { lat: route.start.lat, lng: route.start.lng },
      end: { lat: route.end.lat, lng: route.end.lng },
    },
    { keepOrder: true },
  );
}

export async function routeManagerDay(
  deps: AppDeps,
  member: MemberContext,
  day: string,
): Promise<RouteManagerDayResponse> {
  const organizationId = member.organization.id;
  const { settings, routes, unassigned } = await readRouteDay(deps, organizationId, day);
  for (const route of routes) route.measured = await measureRoute(deps, organizationId, route);
  return {
    service_date: day,
    route_start_time: settings.route_start_time,
    default_service_minutes: settings.default_service_minutes,
    road_factor: settings.road_factor,
    routes,
    unassigned,
  };
}

/** One tech's new order and pins; the answer is the day as it now stands. */
export async function saveRoute(deps: AppDeps, member: MemberContext, body: z.output<typeof saveRouteSchema>) {
  const { service_date, assigned_user_id, job_ids, pinned_job_ids } = body;
  if (pinned_job_ids?.some((jobId) => !job_ids.includes(jobId)))
    throw validationFailed({ pinned_job_ids: ['Every pinned stop must be on this route'] });
  const savePins = pinned_job_ids
    ? (tx: Db) => replaceRoutePins(tx, member.organization.id, { service_date, assigned_user_id }, pinned_job_ids)
    : undefined;
  await arrangeRoutes(deps, member, service_date, [{ assigned_user_id, job_ids }], savePins);
  return routeManagerDay(deps, member, service_date);
}

/** Several techs' orders at once ('Optimize all' saved), in one transaction. */
export async function saveRoutes(deps: AppDeps, member: MemberContext, body: z.output<typeof saveRoutesSchema>) {
  await arrangeRoutes(deps, member, body.service_date, body.routes);
  return routeManagerDay(deps, member, body.service_date);
}

/** One tech's route sheet of the day as a PDF; a user with no route in the organization is "not found". */
export async function printRouteSheet(deps: AppDeps, member: MemberContext, day: string, userId: number) {
  const answer = await routeManagerDay(deps, member, day);
  const route = answer.routes.find((candidate) => candidate.user_id === userId);
  if (!route) throw notFound('This tech does not exist.');
  const pdf = await routeSheetPdf({
    organizationName: member.organization.name,
    day,
    route,
    roadFactor: answer.road_factor,
  });
  return { pdf, filename: routeSheetFileName(day, route.name) };
}
