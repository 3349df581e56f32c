/**
 * Demo Scoopers' pay runs (issue 18): about three months of weekly runs already created (finalized), and the previous
 * week, the one /create_pay_slips opens by default, still a draft to review and create.
 */
import { previousPayPeriod, todayIn, zonedLocalToInstant } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { computeWholeRun } from '../features/payroll/index.ts';
import { shifts } from '../features/shifts/shifts.table.ts';

const TIME_ZONE = 'America/Denver';
const FINALIZED_WEEKS = 13;

export async function seedPayroll(
  db: Db,
  organizationId: number,
  people: { owner: { user_id: number }; overtimeTech: { membership_id: number } },
  now: Date,
) {
  const organization = { id: organizationId, time_zone: TIME_ZONE };
  const draft = previousPayPeriod('weekly', todayIn(TIME_ZONE, now));
  // A Sunday catching up a missed route puts the tech past 40 hours: the draft shows overtime to review.
  await db.insert(shifts).values({
    organization_id: organizationId,
    membership_id: people.overtimeTech.membership_id,
    started_at: zonedLocalToInstant(`${draft.end_date}T07:00`, TIME_ZONE),
    ended_at: zonedLocalToInstant(`${draft.end_date}T14:00`, TIME_ZONE),
    miles_driven: 18,
    vehicle: 'Van 2',
    notes: 'Caught up the missed Saturday route',
  });
  const finalized = [previousPayPeriod('weekly', draft.start_date)];
  while (finalized.length < FINALIZED_WEEKS) finalized.push(previousPayPeriod('weekly', finalized.at(-1)!.start_date));
  // Oldest first: each run then finds the earlier ones finalized and owes them nothing.
  for (const period of finalized.reverse())
    await computeWholeRun(db, organization, period, { userId: people.owner.user_id }, now);
  await computeWholeRun(db, organization, draft, null, now);
}
