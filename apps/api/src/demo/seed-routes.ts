/**
 * The demo's routes in the order the route manager would choose: each tech's day optimised from their start address
 * to their end, so distances, ETAs and the route planning report look like a real office's. A small kick limit keeps
 * seeding quick (a demo day has about 15 stops, which it solves in a millisecond or two).
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { planRoute, straightLineCosts, type LatLng, type RouteStop } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { jobs } from '../features/jobs/jobs.table.ts';
import { clientLocations } from '../features/clients/clients.table.ts';
import { commercialLocations } from '../features/commercial/commercial.table.ts';
import { routePoints } from '../features/staff/index.ts';

const ESTIMATE = { road_factor: 1.3, average_speed_mph: 25 };

export async function orderDemoRoutes(db: Db, organizationId: number) {
  const rows = await db
    .select({
      id: jobs.id,
      day: jobs.service_date,
      userId: jobs.assigned_user_id,
      lat: sql<number | null>`coalesce(${clientLocations.lat}, ${commercialLocations.lat})`,
      lng: sql<number | null>`coalesce(${clientLocations.lng}, ${commercialLocations.lng})`,
    })
    .from(jobs)
    .leftJoin(clientLocations, eq(clientLocations.id, jobs.client_location_id))
    .leftJoin(commercialLocations, eq(commercialLocations.id, jobs.commercial_location_id))
    .where(and(eq(jobs.organization_id, organizationId), isNotNull(jobs.assigned_user_id)))
    .orderBy(jobs.id);
  const ends = await routeEndsOf(db, organizationId);
  const days = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.day}:${row.userId}`;
    days.set(key, [...(days.get(key) ?? []), row]);
  }
  const positions: { id: number; position: number }[] = [];
  for (const dayJobs of days.values()) {
    const mapped = dayJobs.filter((job) => job.lat !== null && job.lng !== null);
    const stops: RouteStop[] = mapped.map((job) => ({ id: job.id, lat: Number(job.lat), lng: Number(job.lng) }));
    const { start, end } = ends.get(dayJobs[0]!.userId!) ?? { start: stops[0]!, end: stops[0]! };
    const { order } = planRoute(
      {
        stops,
        costs: straightLineCosts([start, ...stops, end], ESTIMATE),
        start_time: '08:30',
        default_service_minutes: 15,
      },
      { seed: 1, max_kicks: 100 },
    );
    const unmapped = dayJobs.filter((job) => job.lat === null || job.lng === null).map((job) => job.id);
    [...order, ...unmapped].forEach((id, index) => positions.push({ id: Number(id), position: index + 1 }));
  }
  if (positions.length === 0) return;
  const values = sql.join(
    positions.map(({ id, position }) => sql`(${id}::int, ${position}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${jobs} set route_position = ordered.position
    from (values ${values}) as ordered(id, position)
    where ${jobs.id} = ordered.id and ${jobs.organization_id} = ${organizationId}`);
}

/** Each tech's start and end address (the end defaults to the start), for the techs that have one. */
async function routeEndsOf(db: Db, organizationId: number) {
  const ends = new Map<number, { start: LatLng; end: LatLng }>();
  for (const row of await routePoints(db, organizationId)) {
    if (row.start_lat === null || row.start_lng === null) continue;
    const start = { lat: row.start_lat, lng: row.start_lng };
    const end = row.end_lat !== null && row.end_lng !== null ? { lat: row.end_lat, lng: row.end_lng } : start;
    ends.set(row.user_id, { start, end });
  }
  return ends;
}
