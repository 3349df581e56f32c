/**
 * How the demo's visits went, worked out for every generated job at once and written in one statement: each tech's
 * day in route order, starting at 8:30 with about 25 minutes a stop and a half-hour lunch before the eighth (the
 * shifts seed clocks the same lunch); past visits mostly completed, some skipped with a reason, a few of the last
 * weeks missed; today the first stops done and one tech on the way. A job's fixed pseudo-random number keeps it
 * deterministic.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { addCalendarDays, zonedLocalToInstant } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { jobs, skipReasons } from '../features/jobs/jobs.table.ts';
import { clientLocations } from '../features/clients/clients.table.ts';
import { commercialLocations } from '../features/commercial/commercial.table.ts';
import { subscriptions } from '../features/subscriptions/subscriptions.table.ts';
import { workAreaTechs, workAreaZips } from '../features/work-areas/work-areas.table.ts';
import { DEMO_TIME_ZONE } from './demo-timeline.ts';
import { routeEndsOf, routeOrder, type RouteEnds } from './seed-routes.ts';

/** The break every route leaves before its eighth stop, local time. */
export const LUNCH = { from: '11:15', to: '11:45' } as const;
const STOPS_BEFORE_LUNCH = 7;
const MINUTE_MS = 60_000;
/** Visits left open on a past day become missed only in these last days: older ones were all seen to. */
const MISSED_WITHIN_DAYS = 28;
/** Routes of these days get a thorough optimisation: last week's report, today's board and the next two weeks. */
const THOROUGH_ROUTES = { before: 7, after: 13 };

interface PlayedJob {
  id: number;
  assigned_user_id: number | null;
  route_position: number | null;
  status: 'scheduled' | 'completed' | 'skipped' | 'missed' | 'on_the_way';
  on_the_way_at: Date | null;
  arrived_at: Date | null;
  completed_at: Date | null;
  gate_closed: boolean | null;
  tech_notes: string | null;
  skip_reason_id: number | null;
  skip_note: string | null;
  created_at: Date;
  updated_at: Date;
}

async function jobsToPlay(db: Db, organizationId: number) {
  return db
    .select({
      id: jobs.id,
      day: jobs.service_date,
      tech: jobs.assigned_user_id,
      is_manual: jobs.is_manual,
      created_at: jobs.created_at,
      subscription_created_at: subscriptions.created_at,
      lat: sql<number | null>`coalesce(${clientLocations.lat}, ${commercialLocations.lat})`,
      lng: sql<number | null>`coalesce(${clientLocations.lng}, ${commercialLocations.lng})`,
      zip: sql<string | null>`coalesce(${clientLocations.zip}, ${commercialLocations.zip})`,
    })
    .from(jobs)
    .leftJoin(subscriptions, eq(subscriptions.id, jobs.subscription_id))
    .leftJoin(clientLocations, eq(clientLocations.id, jobs.client_location_id))
    .leftJoin(commercialLocations, eq(commercialLocations.id, jobs.commercial_location_id))
    .where(eq(jobs.organization_id, organizationId))
    .orderBy(asc(jobs.service_date), asc(jobs.id));
}

/** The first tech of each zip's work area. */
async function areaTechByZip(db: Db, organizationId: number) {
  const rows = await db
    .select({ zip: workAreaZips.zip, user_id: workAreaTechs.user_id })
    .from(workAreaZips)
    .innerJoin(
      workAreaTechs,
      and(
        eq(workAreaTechs.organization_id, workAreaZips.organization_id),
        eq(workAreaTechs.work_area_id, workAreaZips.work_area_id),
      ),
    )
    .where(eq(workAreaZips.organization_id, organizationId))
    .orderBy(asc(workAreaZips.zip), asc(workAreaTechs.user_id));
  const byZip = new Map<string, number>();
  for (const row of rows) if (!byZip.has(row.zip)) byZip.set(row.zip, row.user_id);
  return byZip;
}

/** Each job's place in its tech's day, the days `thorough` names optimised thoroughly. */
function routePositions(
  rows: readonly { id: number; day: string; lat: number | null; lng: number | null }[],
  techs: readonly (number | null)[],
  ends: Map<number, RouteEnds>,
  thorough: (day: string) => boolean,
) {
  const routes = new Map<string, number[]>();
  rows.forEach((row, index) => {
    if (techs[index] === null) return;
    const key = `${row.day}:${techs[index]}`;
    routes.set(key, [...(routes.get(key) ?? []), index]);
  });
  const position = new Map<number, number>();
  for (const indexes of routes.values()) {
    const day = rows[indexes[0]!]!.day;
    const order = routeOrder(
      indexes.map((index) => rows[index]!),
      ends.get(techs[indexes[0]!]!),
      thorough(day),
    );
    order.forEach((id, place) => position.set(id, place + 1));
  }
  return position;
}

export interface PlayScope {
  organization_id: number;
  techOnTheWay: number;
  /** Who took past visits of a location outside every work area. */
  fallbackTech: number;
  horizonWeeks: number;
}

export async function playJobs(db: Db, scope: PlayScope, today: string, now: Date) {
  const organizationId = scope.organization_id;
  const rows = await jobsToPlay(db, organizationId);
  const techOf = await areaTechByZip(db, organizationId);
  const ends = await routeEndsOf(db, organizationId);
  const reasons = (
    await db
      .select({ id: skipReasons.id })
      .from(skipReasons)
      .where(eq(skipReasons.organization_id, organizationId))
      .orderBy(asc(skipReasons.id))
  ).map((row) => row.id);
  const thorough = {
    from: addCalendarDays(today, -THOROUGH_ROUTES.before),
    to: addCalendarDays(today, THOROUGH_ROUTES.after),
  };
  const recent = addCalendarDays(today, -MISSED_WITHIN_DAYS);
  const midnight = new Map<string, number>();
  const localMinute = (day: string, minutes: number) => {
    // Service hours never cross a daylight-saving change (2 a.m.): one conversion a day does.
    if (!midnight.has(day)) midnight.set(day, zonedLocalToInstant(`${day}T00:00`, DEMO_TIME_ZONE).getTime());
    return new Date(midnight.get(day)! + minutes * MINUTE_MS);
  };

  // Past visits of subscriptions without a tech were given to the tech of their work area on the board, so none of
  // the year went unserved; from today on they wait in the unassigned column.
  const techs = rows.map(
    (row) => row.tech ?? (row.day < today ? (techOf.get(row.zip ?? '') ?? scope.fallbackTech) : null),
  );
  const position = routePositions(rows, techs, ends, (day) => day >= thorough.from && day <= thorough.to);

  let onTheWay = false;
  const played: PlayedJob[] = rows.map((row, index) => {
    const roll = (row.id * 7919) % 100;
    const tech = techs[index]!;
    const place = position.get(row.id) ?? null;
    const made =
      row.is_manual || !row.subscription_created_at
        ? row.created_at
        : new Date(
            Math.min(
              now.getTime(),
              Math.max(
                row.subscription_created_at.getTime(),
                localMinute(addCalendarDays(row.day, -scope.horizonWeeks * 7), 5).getTime(),
              ),
            ),
          );
    const job: PlayedJob = {
      id: row.id,
      assigned_user_id: tech,
      route_position: place,
      status: 'scheduled',
      on_the_way_at: null,
      arrived_at: null,
      completed_at: null,
      gate_closed: null,
      tech_notes: null,
      skip_reason_id: null,
      skip_note: null,
      created_at: made,
      updated_at: made,
    };
    if (tech === null || place === null || row.day > today) return job;
    const arrival = localMinute(row.day, 8 * 60 + 30 + (place - 1) * 25 + (place > STOPS_BEFORE_LUNCH ? 35 : 0));
    const done = row.day === today ? place <= 3 : roll < 88 || (roll >= 97 && row.day < recent);
    if (done) {
      const completed = new Date(arrival.getTime() + 14 * MINUTE_MS);
      return {
        ...job,
        status: 'completed',
        on_the_way_at: new Date(arrival.getTime() - 10 * MINUTE_MS),
        arrived_at: arrival,
        completed_at: completed,
        gate_closed: true,
        tech_notes:
          roll < 6
            ? 'Left the side gate latched; dog was inside.'
            : roll < 10
              ? 'Extra mess by the patio, cleaned it all.'
              : null,
        updated_at: completed,
      };
    }
    if (row.day === today) {
      // One tech is on the way to the next stop right now.
      if (onTheWay || tech !== scope.techOnTheWay || place !== 4) return job;
      onTheWay = true;
      return { ...job, status: 'on_the_way', on_the_way_at: now, updated_at: now };
    }
    // A skipped visit is recorded at the stop; a missed one when the nightly pass finds it open the day after.
    if (roll < 97)
      return {
        ...job,
        status: 'skipped',
        skip_reason_id: reasons[row.id % Math.min(3, reasons.length)] ?? null,
        skip_note: row.id % 2 === 0 ? 'We will be back on your next service day.' : null,
        updated_at: arrival,
      };
    return { ...job, status: 'missed', updated_at: localMinute(addCalendarDays(row.day, 1), 5) };
  });
  await db.execute(sql`
    update ${jobs} j set assigned_user_id = v.assigned_user_id, route_position = v.route_position,
      status = v.status, on_the_way_at = v.on_the_way_at, arrived_at = v.arrived_at, completed_at = v.completed_at,
      gate_closed = coalesce(v.gate_closed, j.gate_closed), tech_notes = v.tech_notes,
      skip_reason_id = v.skip_reason_id, skip_note = v.skip_note, created_at = v.created_at, updated_at = v.updated_at
    from jsonb_to_recordset(${JSON.stringify(played)}::jsonb) as v(id int, assigned_user_id int, route_position int,
      status text, on_the_way_at timestamptz, arrived_at timestamptz, completed_at timestamptz, gate_closed boolean,
      tech_notes text, skip_reason_id int, skip_note text, created_at timestamptz, updated_at timestamptz)
    where j.organization_id = ${organizationId} and j.id = v.id`);
}
