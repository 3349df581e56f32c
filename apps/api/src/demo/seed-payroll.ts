/**
 * Demo Scoopers' pay runs (issue 18): about three months of weekly runs already created (finalized), and the previous
 * week, the one /create_pay_slips opens by default, still a draft to review and create.
 */
import { previousPayPeriod, todayIn } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { computeWholeRun } from '../features/payroll/index.ts';

const TIME_ZONE = 'America/Denver';
const FINALIZED_WEEKS = 13;

export async function seedPayroll(db: Db, organizationId: number, owner: { user_id: number }, now: Date) {
  const organization = { id: organizationId, time_zone: TIME_ZONE };
  const draft = previousPayPeriod('weekly', todayIn(TIME_ZONE, now));
  const finalized = [previousPayPeriod('weekly', draft.start_date)];
  while (finalized.length < FINALIZED_WEEKS) finalized.push(previousPayPeriod('weekly', finalized.at(-1)!.start_date));
  // Oldest first: each run then finds the earlier ones finalized and owes them nothing.
  for (const period of finalized.reverse())
    await computeWholeRun(db, organization, period, { userId: owner.user_id }, now);
  await computeWholeRun(db, organization, draft, null, now);
}
