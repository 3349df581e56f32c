/**
 * Demo Scoopers' pay runs: every week of the year paid, each run created (finalized) the Tuesday after its week from
 * the shifts, visits and tips of that week; the previous week, the one /create_pay_slips opens by default, still a
 * draft to review and create.
 */
import {
  addCalendarDays,
  previousPayPeriod,
  todayIn,
  zonedLocalToInstant,
  type PayPeriod,
} from '@employee-portal/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { computeWholeRun, createFinalizedRuns } from '../features/payroll/index.ts';
import { shifts } from '../features/shifts/shifts.table.ts';
import { DEMO_TIME_ZONE } from './demo-timeline.ts';
import { seedInstant } from './seed-pricing.ts';

/** Runs are created this many days after their week ends. */
const CREATED_AFTER_DAYS = 2;

export async function seedPayroll(
  db: Db,
  organizationId: number,
  people: { owner: { user_id: number }; overtimeTech: { membership_id: number } },
  now: Date,
) {
  const organization = { id: organizationId, time_zone: DEMO_TIME_ZONE };
  const today = todayIn(DEMO_TIME_ZONE, now);
  const draft = previousPayPeriod('weekly', today);
  // A Sunday catching up a missed route puts the tech past 40 hours: the draft shows overtime to review.
  await db.insert(shifts).values({
    organization_id: organizationId,
    membership_id: people.overtimeTech.membership_id,
    started_at: zonedLocalToInstant(`${draft.end_date}T07:00`, DEMO_TIME_ZONE),
    ended_at: zonedLocalToInstant(`${draft.end_date}T14:00`, DEMO_TIME_ZONE),
    miles_driven: 18,
    vehicle: 'Van 2',
    notes: 'Caught up the missed Saturday route',
  });
  // Every week since the first shift anyone worked: each shift of the year is paid in one run.
  const [first] = await db
    .select({ day: sql<string | null>`(min(${shifts.started_at}) at time zone ${DEMO_TIME_ZONE})::date::text` })
    .from(shifts)
    .where(eq(shifts.organization_id, organizationId));
  const firstWorkday = first?.day ?? draft.start_date;
  const finalized: PayPeriod[] = [];
  for (let period = previousPayPeriod('weekly', draft.start_date); period.end_date >= firstWorkday; ) {
    finalized.push(period);
    period = previousPayPeriod('weekly', period.start_date);
  }
  await createFinalizedRuns(
    db,
    organization,
    finalized.map((period) => ({
      ...period,
      finalized_at: seedInstant(addCalendarDays(period.end_date, CREATED_AFTER_DAYS), now, 10),
    })),
    people.owner.user_id,
  );
  await computeWholeRun(db, organization, draft, null, now);
}
