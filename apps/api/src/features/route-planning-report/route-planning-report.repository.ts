import { sql } from 'drizzle-orm';
import type { JobStatus } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { commercialLocations } from '../commercial/commercial.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { shiftBreaks, shifts } from '../shifts/shifts.table.ts';
import { staffProfiles } from '../staff/staff.table.ts';

interface Range {
  date_from: string;
  date_to: string;
}

type Rows<T> = { rows: T[] };
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export interface PlannedStop {
  id: number;
  service_date: string;
  user_id: number;
  status: JobStatus;
  lat: number | null;
  lng: number | null;
}

/**
 * Every assigned, not cancelled job of the range in each tech's route order, with where it is. Walks
 * jobs_organization_day_tech_idx (organization, day, tech, route position).
 */
export async function plannedStops(db: Db, organizationId: number, range: Range): Promise<PlannedStop[]> {
  const result = (await db.execute(sql`
    select j.id, j.service_date::text as service_date, j.assigned_user_id as user_id, j.status,
      coalesce(cl.lat, ml.lat) as lat, coalesce(cl.lng, ml.lng) as lng
    from ${jobs} j
    left join ${clientLocations} cl on cl.id = j.client_location_id and cl.organization_id = ${organizationId}
    left join ${commercialLocations} ml on ml.id = j.commercial_location_id and ml.organization_id = ${organizationId}
    where j.organization_id = ${organizationId}
      and j.service_date >= ${range.date_from} and j.service_date <= ${range.date_to}
      and j.assigned_user_id is not null and j.status <> 'cancelled'
    order by j.service_date, j.assigned_user_id, j.route_position nulls last, j.id`)) as Rows<Record<string, unknown>>;
  return result.rows.map((row) => ({
    id: Number(row.id),
    service_date: String(row.service_date),
    user_id: Number(row.user_id),
    status: row.status as JobStatus,
    lat: numberOrNull(row.lat),
    lng: numberOrNull(row.lng),
  }));
}

export interface WorkedShift {
  id: number;
  user_id: number;
  started_at: Date;
  ended_at: Date | null;
  start_odometer: number | null;
  end_odometer: number | null;
  miles_driven: number | null;
}

/** The shifts that started within [start, end), whoever of the organization worked them. */
export async function workedShifts(db: Db, organizationId: number, instants: { start: Date; end: Date }) {
  const result = (await db.execute(sql`
    select s.id, m.user_id, s.started_at, s.ended_at, s.start_odometer, s.end_odometer, s.miles_driven
    from ${shifts} s
    join ${memberships} m on m.id = s.membership_id and m.organization_id = ${organizationId}
    where s.organization_id = ${organizationId}
      and s.started_at >= ${instants.start.toISOString()} and s.started_at < ${instants.end.toISOString()}
    order by s.started_at, s.id`)) as Rows<Record<string, unknown>>;
  return result.rows.map(
    (row): WorkedShift => ({
      id: Number(row.id),
      user_id: Number(row.user_id),
      started_at: new Date(row.started_at as string),
      ended_at: row.ended_at ? new Date(row.ended_at as string) : null,
      start_odometer: numberOrNull(row.start_odometer),
      end_odometer: numberOrNull(row.end_odometer),
      miles_driven: numberOrNull(row.miles_driven),
    }),
  );
}

export async function breaksOfShifts(db: Db, organizationId: number, shiftIds: number[]) {
  if (shiftIds.length === 0) return [];
  const result = (await db.execute(sql`
    select b.shift_id, b.started_at, b.ended_at from ${shiftBreaks} b
    where b.organization_id = ${organizationId}
      and b.shift_id in (${sql.join(
        shiftIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    order by b.started_at, b.id`)) as Rows<Record<string, unknown>>;
  return result.rows.map((row) => ({
    shift_id: Number(row.shift_id),
    started_at: new Date(row.started_at as string).toISOString(),
    ended_at: row.ended_at ? new Date(row.ended_at as string).toISOString() : null,
  }));
}

export interface TechRoutePoints {
  user_id: number;
  name: string;
  start: { lat: number; lng: number } | null;
  end: { lat: number; lng: number } | null;
}

/** The techs' names and route start and end positions (set in the scheduler settings; blank until geocoded). */
export async function techsOf(db: Db, organizationId: number, userIds: number[]): Promise<TechRoutePoints[]> {
  if (userIds.length === 0) return [];
  const result = (await db.execute(sql`
    select u.id as user_id, u.first_name || ' ' || u.last_name as name,
      p.start_lat, p.start_lng, p.end_lat, p.end_lng
    from ${users} u
    left join ${memberships} m on m.user_id = u.id and m.organization_id = ${organizationId}
    left join ${staffProfiles} p on p.membership_id = m.id and p.organization_id = ${organizationId}
    where u.id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as Rows<Record<string, unknown>>;
  const point = (lat: unknown, lng: unknown) =>
    lat === null || lng === null || lat === undefined || lng === undefined
      ? null
      : { lat: Number(lat), lng: Number(lng) };
  return result.rows.map((row) => ({
    user_id: Number(row.user_id),
    name: String(row.name),
    start: point(row.start_lat, row.start_lng),
    end: point(row.end_lat, row.end_lng),
  }));
}
