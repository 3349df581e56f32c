import { addDays, format, getISODay, parseISO } from 'date-fns';
import { todayIn, zonedLocalToInstant, type ShiftSnapshot } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { staffProfiles } from '../features/staff/staff.table.ts';
import { shiftAudits, shiftBreaks, shifts } from '../features/shifts/shifts.table.ts';
import { createSeededRandom, type SeededRandom } from './demo-data/seeded-random.ts';

const TIME_ZONE = 'America/Denver';
const YARD = { address: '1550 Wewatta St, Denver, CO 80202', lat: 39.7533, lng: -105.0003 };

export interface DemoStaffIds {
  organization_id: number;
  owner: { membership_id: number };
  office: { membership_id: number; user_id: number };
  tech: { membership_id: number };
  tech2: { membership_id: number };
}

/** Pay rates and routing addresses of Demo Scoopers' people. */
async function insertStaffProfiles(db: Db, staff: DemoStaffIds) {
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
  started_at: Date;
  ended_at: Date;
  breaks: { started_at: Date; ended_at: Date }[];
  start_odometer: number | null;
  end_odometer: number | null;
  miles_driven: number | null;
  vehicle: string;
}

const at = (day: string, hour: number, minute: number) =>
  zonedLocalToInstant(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, TIME_ZONE);

/** A workday on the route: out of the yard around 7, lunch around 11:30, sometimes an afternoon break, back by 4–5. */
function workday(random: SeededRandom, day: string, vehicle: string, odometer: number, typesMiles: boolean): DemoShift {
  const startMinute = random.int(0, 35);
  const lunchMinute = random.int(20, 55);
  const miles = random.int(24, 68);
  const lunch = at(day, 11, lunchMinute);
  const breaks = [{ started_at: lunch, ended_at: new Date(lunch.getTime() + 30 * 60_000) }];
  if (random.chance(0.4)) breaks.push({ started_at: at(day, 14, 10), ended_at: at(day, 14, 25) });
  return {
    started_at: at(day, 7, startMinute),
    ended_at: at(day, 15 + random.int(0, 1), random.int(5, 55)),
    breaks,
    start_odometer: typesMiles ? null : odometer,
    end_odometer: typesMiles ? null : odometer + miles,
    miles_driven: typesMiles ? miles : null,
    vehicle,
  };
}

/** The last two weeks before today, Monday to Friday (and the odd Saturday morning). */
function twoWeeksOfShifts(random: SeededRandom, today: string, vehicle: string, firstOdometer: number) {
  const result: DemoShift[] = [];
  let odometer = firstOdometer;
  for (let back = 14; back >= 1; back--) {
    const day = format(addDays(parseISO(today), -back), 'yyyy-MM-dd');
    const weekday = getISODay(parseISO(day));
    if (weekday === 7 || (weekday === 6 && !random.chance(0.3))) continue;
    const shift = workday(random, day, vehicle, odometer, random.chance(0.15));
    if (weekday === 6) shift.ended_at = at(day, 11, random.int(0, 40));
    if (weekday === 6) shift.breaks = [];
    odometer +=
      shift.end_odometer !== null && shift.start_odometer !== null
        ? shift.end_odometer - shift.start_odometer
        : (shift.miles_driven ?? 0);
    result.push(shift);
  }
  return result;
}

const snapshot = (membershipId: number, shift: DemoShift): ShiftSnapshot => ({
  membership_id: membershipId,
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

async function insertShifts(db: Db, organizationId: number, membershipId: number, list: DemoShift[]) {
  const ids: number[] = [];
  for (const { breaks, ...shift } of list) {
    const [row] = await db
      .insert(shifts)
      .values({
        ...shift,
        organization_id: organizationId,
        membership_id: membershipId,
        created_at: shift.started_at,
        updated_at: shift.ended_at,
      })
      .returning({ id: shifts.id });
    if (breaks.length)
      await db
        .insert(shiftBreaks)
        .values(breaks.map((entry) => ({ ...entry, organization_id: organizationId, shift_id: row!.id })));
    ids.push(row!.id);
  }
  return ids;
}

/**
 * Pay settings, addresses and two weeks of shifts for the demo's field techs. One of Jasmine's shifts was left
 * running overnight and corrected by the office the next morning, so the audit trail has something to show.
 */
export async function seedStaffAndShifts(db: Db, staff: DemoStaffIds, now: Date) {
  await insertStaffProfiles(db, staff);
  const random = createSeededRandom(5);
  const today = todayIn(TIME_ZONE, now);
  await insertShifts(
    db,
    staff.organization_id,
    staff.tech.membership_id,
    twoWeeksOfShifts(random, today, 'Truck 1 (Ford Ranger)', 48_210),
  );

  const jasmine = twoWeeksOfShifts(random, today, 'Truck 2 (Toyota Tacoma)', 61_874);
  const corrected = jasmine.at(-2);
  const ids = await insertShifts(db, staff.organization_id, staff.tech2.membership_id, jasmine);
  const correctedId = ids.at(-2);
  if (!corrected || !correctedId) return;
  const forgotten = { ...corrected, ended_at: new Date(corrected.ended_at.getTime() + 5 * 3_600_000) };
  const changedAt = new Date(corrected.ended_at.getTime() + 16 * 3_600_000);
  await db.insert(shiftAudits).values({
    organization_id: staff.organization_id,
    shift_id: correctedId,
    action: 'update',
    changed_by_user_id: staff.office.user_id,
    changed_at: changedAt > now ? now : changedAt,
    before: snapshot(staff.tech2.membership_id, forgotten),
    after: snapshot(staff.tech2.membership_id, corrected),
  });
}
