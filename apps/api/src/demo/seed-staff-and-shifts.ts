/**
 * Demo Scoopers' people at work: their pay rates and routing addresses, and a year of shifts that fit the visits the
 * jobs seed played: each tech clocks in at the yard a little before the first stop of the day, takes lunch in the
 * gap the route leaves before noon and clocks out after driving back from the last one; the office manager works
 * office hours every weekday. One of Jasmine's recent shifts was left running overnight and corrected by the office
 * the next morning, so the audit trail has something to show.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { addCalendarDays, todayIn, weekdayOf, zonedLocalToInstant, type ShiftSnapshot } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { staffProfiles } from '../features/staff/staff.table.ts';
import { shiftAudits, shiftBreaks, shifts } from '../features/shifts/shifts.table.ts';
import { jobs } from '../features/jobs/jobs.table.ts';
import { createSeededRandom, type SeededRandom } from './demo-data/seeded-random.ts';
import { DEMO_TIME_ZONE } from './demo-timeline.ts';
import { MAX_DAYS_AGO } from './demo-data/generate-demo-data.ts';
import { LUNCH } from './seed-job-times.ts';
import { insertJsonRows } from './bulk-insert.ts';

const YARD = { address: '1550 Wewatta St, Denver, CO 80202', lat: 39.7533, lng: -105.0003 };
const MINUTE_MS = 60_000;

export interface DemoStaffIds {
  organization_id: number;
  owner: { membership_id: number };
  office: { membership_id: number; user_id: number };
  tech: { membership_id: number; user_id: number };
  tech2: { membership_id: number; user_id: number };
}

/** Pay rates and routing addresses of Demo Scoopers' people. */
export async function insertStaffProfiles(db: Db, staff: DemoStaffIds) {
  const base = {
    organization_id: staff.organization_id,
    end_address: YARD.address,
    end_lat: YARD.lat,
    end_lng: YARD.lng,
  };
  await db.insert(staffProfiles).values([
    { ...base, membership_id: staff.office.membership_id, hourly_rate_cents: 2400 },
    {
      ...base,
      membership_id: staff.tech.membership_id,
      hourly_rate_cents: 1850,
      per_job_rate_cents: 0,
      mileage_rate_cents: 67,
      start_address: YARD.address,
      start_lat: YARD.lat,
      start_lng: YARD.lng,
    },
    {
      ...base,
      membership_id: staff.tech2.membership_id,
      hourly_rate_cents: 1900,
      per_job_rate_cents: 150,
      commission_bps: 500,
      mileage_rate_cents: 67,
      start_address: '3120 W 38th Ave, Denver, CO 80211',
      start_lat: 39.7695,
      start_lng: -105.0274,
    },
  ]);
}

interface DemoShift {
  membership_id: number;
  started_at: Date;
  ended_at: Date;
  breaks: { started_at: Date; ended_at: Date }[];
  start_odometer: number | null;
  end_odometer: number | null;
  miles_driven: number | null;
  vehicle: string | null;
}

const at = (day: string, time: string) => zonedLocalToInstant(`${day}T${time}`, DEMO_TIME_ZONE);
const plusMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE_MS);

interface RouteDay {
  day: string;
  first_on_the_way: Date;
  last_completed: Date;
  stops: number;
}

/** Each past day a tech completed visits: when the route started and ended, and how many stops it had. */
async function routeDaysOf(db: Db, organizationId: number, userId: number, today: string): Promise<RouteDay[]> {
  const rows = await db
    .select({
      day: jobs.service_date,
      first_on_the_way: sql<string>`min(${jobs.on_the_way_at})`,
      last_completed: sql<string>`max(${jobs.completed_at})`,
      stops: sql<number>`count(*)::int`,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.organization_id, organizationId),
        eq(jobs.assigned_user_id, userId),
        eq(jobs.status, 'completed'),
        lt(jobs.service_date, today),
      ),
    )
    .groupBy(jobs.service_date)
    .orderBy(asc(jobs.service_date));
  return rows.map((row) => ({
    day: row.day,
    first_on_the_way: new Date(row.first_on_the_way),
    last_completed: new Date(row.last_completed),
    stops: row.stops,
  }));
}

/**
 * A tech's shift around the day's route: loading the truck before the first stop, the lunch the route leaves room
 * for, the drive back and unloading after the last. Miles grow with the stops; some days the odometer was not read
 * and the tech typed the miles instead.
 */
function techShifts(random: SeededRandom, membershipId: number, days: RouteDay[], vehicle: string, odometer: number) {
  let reading = odometer;
  return days.map((route): DemoShift => {
    const lunchStart = at(route.day, LUNCH.from);
    const lunchEnd = at(route.day, LUNCH.to);
    const worksThroughLunch = route.first_on_the_way < lunchStart && route.last_completed > lunchEnd;
    const miles = 8 + Math.round(route.stops * 2.5) + random.int(0, 9);
    const typed = random.chance(0.15);
    const shift: DemoShift = {
      membership_id: membershipId,
      started_at: plusMinutes(route.first_on_the_way, -random.int(20, 40)),
      ended_at: plusMinutes(route.last_completed, random.int(25, 50)),
      breaks: worksThroughLunch ? [{ started_at: lunchStart, ended_at: lunchEnd }] : [],
      start_odometer: typed ? null : reading,
      end_odometer: typed ? null : reading + miles,
      miles_driven: typed ? miles : null,
      vehicle,
    };
    reading += miles;
    return shift;
  });
}

/** Office hours every weekday of the year (from its first Monday), lunch at noon. */
function officeShifts(random: SeededRandom, membershipId: number, firstDay: string, today: string) {
  const result: DemoShift[] = [];
  for (let day = firstDay; day < today; day = addCalendarDays(day, 1)) {
    const weekday = weekdayOf(day);
    if (weekday === 0 || weekday === 6) continue;
    const lunch = at(day, '12:00');
    result.push({
      membership_id: membershipId,
      started_at: at(day, `08:0${random.int(0, 5)}`),
      ended_at: at(day, `16:${String(25 + random.int(0, 5)).padStart(2, '0')}`),
      breaks: [{ started_at: lunch, ended_at: plusMinutes(lunch, 30) }],
      start_odometer: null,
      end_odometer: null,
      miles_driven: null,
      vehicle: null,
    });
  }
  return result;
}

async function insertShifts(db: Db, organizationId: number, list: DemoShift[]) {
  const rows = await insertJsonRows<{ id: number }>(
    db,
    shifts,
    list.map(({ breaks: _breaks, ...shift }) => ({
      ...shift,
      organization_id: organizationId,
      created_at: shift.started_at,
      updated_at: shift.ended_at,
    })),
    ['id'],
  );
  const ids = rows.map((row) => row.id);
  await insertJsonRows(
    db,
    shiftBreaks,
    list.flatMap((shift, index) =>
      shift.breaks.map((entry) => ({ ...entry, organization_id: organizationId, shift_id: ids[index]! })),
    ),
  );
  return ids;
}

const snapshot = (shift: DemoShift): ShiftSnapshot => ({
  membership_id: shift.membership_id,
  started_at: shift.started_at.toISOString(),
  ended_at: shift.ended_at.toISOString(),
  start_odometer: shift.start_odometer,
  end_odometer: shift.end_odometer,
  miles_driven: shift.miles_driven,
  vehicle: shift.vehicle,
  notes: null,
  breaks: shift.breaks.map((entry) => ({
    started_at: entry.started_at.toISOString(),
    ended_at: entry.ended_at.toISOString(),
  })),
});

/** The year's shifts of the techs and the office manager; call it once the jobs are played. */
export async function seedShifts(db: Db, staff: DemoStaffIds, now: Date) {
  const random = createSeededRandom(5);
  const today = todayIn(DEMO_TIME_ZONE, now);
  const organizationId = staff.organization_id;
  const tyler = techShifts(
    random,
    staff.tech.membership_id,
    await routeDaysOf(db, organizationId, staff.tech.user_id, today),
    'Truck 1 (Ford Ranger)',
    31_460,
  );
  const jasmine = techShifts(
    random,
    staff.tech2.membership_id,
    await routeDaysOf(db, organizationId, staff.tech2.user_id, today),
    'Truck 2 (Toyota Tacoma)',
    44_912,
  );
  const yearAgo = addCalendarDays(today, -MAX_DAYS_AGO);
  const firstMonday = addCalendarDays(yearAgo, (8 - weekdayOf(yearAgo)) % 7);
  const office = officeShifts(random, staff.office.membership_id, firstMonday, today);
  const list = [...tyler, ...jasmine, ...office];
  const ids = await insertShifts(db, organizationId, list);

  const correctedIndex = tyler.length + jasmine.length - 2;
  const corrected = list[correctedIndex];
  if (jasmine.length < 2 || !corrected) return;
  const forgotten = { ...corrected, ended_at: new Date(corrected.ended_at.getTime() + 5 * 3_600_000) };
  const changedAt = new Date(corrected.ended_at.getTime() + 16 * 3_600_000);
  await db.insert(shiftAudits).values({
    organization_id: organizationId,
    shift_id: ids[correctedIndex]!,
    action: 'update',
    changed_by_user_id: staff.office.user_id,
    changed_at: changedAt > now ? now : changedAt,
    before: snapshot(forgotten),
    after: snapshot(corrected),
  });
}
