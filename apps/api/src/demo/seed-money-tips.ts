/**
 * Ratings and tips on the demo's completed visits: about a third rated (mostly four and five stars, a few honest
 * complaints), some tipped once from the completion message, and two clients who tip on every visit.
 */
import { addCalendarDays, previousPayPeriod, todayIn, type PayPeriod } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import {
  jobRatings,
  recurringTips,
  tippingSettings,
  tips,
} from '../features/ratings-and-tips/ratings-and-tips.table.ts';
import type { SeededRandom } from './demo-data/seeded-random.ts';
import type { MoneyContext, MoneyJob } from './seed-money-context.ts';
import { seedInstant } from './seed-pricing.ts';
import { insertJsonRows } from './bulk-insert.ts';

const TIME_ZONE = 'America/Denver';
const HOUR_MS = 3_600_000;
const COMMENTS: Record<number, readonly (string | null)[]> = {
  5: [
    'Yard looks spotless, thank you!',
    'Always on time and the gate is always latched.',
    'Our dogs love the tech, great job as usual.',
    'Best service we have had. Worth every penny.',
    'Thanks for picking up by the patio too.',
    null,
    null,
  ],
  4: [
    'Good job, missed a spot by the fence.',
    'Great work, a little later than usual today.',
    'Clean yard, thanks.',
    null,
  ],
  3: ['Okay this week, some spots were left near the shed.', 'Came later than the usual time.'],
  2: ['Gate was left open, please double check it.', 'Several piles left along the back fence.'],
  1: ['Nobody came until the evening and the yard was still messy.'],
};
const ONCE_TIPS = [300, 500, 500, 1000, 200, 700];

const starsOf = (rng: SeededRandom) => {
  const roll = rng.next();
  return roll < 0.62 ? 5 : roll < 0.86 ? 4 : roll < 0.93 ? 3 : roll < 0.97 ? 2 : 1;
};

export interface SeededTip {
  id: number;
  job: MoneyJob;
  amount_cents: number;
  created_at: Date;
}

/** A moment a few hours after the visit, never after the seed's now. */
const afterVisit = (job: MoneyJob, hours: number, now: Date) => {
  const at = new Date((job.completed_at ?? now).getTime() + hours * HOUR_MS);
  return at > now ? now : at;
};

export async function seedRatingsAndTips(
  db: Db,
  organizationId: number,
  context: MoneyContext,
  rng: SeededRandom,
  now: Date,
): Promise<SeededTip[]> {
  await db.insert(tippingSettings).values({ organization_id: organizationId }).onConflictDoNothing();
  const completed = context.jobs.filter((job) => job.status === 'completed');
  const ratings = completed
    .filter(() => rng.chance(0.34))
    .map((job) => {
      const stars = starsOf(rng);
      return {
        organization_id: organizationId,
        job_id: job.id,
        tech_user_id: job.tech_user_id,
        ...job.ref,
        stars,
        comment: rng.pick(COMMENTS[stars]!),
        created_at: afterVisit(job, rng.int(1, 6), now),
      };
    });
  await insertJsonRows(db, jobRatings, ratings);

  // Two clients tip on every visit since they set it up, a little over three weeks ago.
  const today = todayIn(TIME_ZONE, now);
  const since = seedInstant(addCalendarDays(today, -24), now, 8);
  const tippers = context.subscriptions
    .filter(
      (subscription) =>
        subscription.status === 'active' &&
        subscription.account.ref.client_id !== null &&
        completed.some((job) => job.subscription_id === subscription.id && job.completed_at! > since),
    )
    .slice(3, 5);
  const standing = tippers.length
    ? await db
        .insert(recurringTips)
        .values(
          tippers.map((subscription, index) => ({
            organization_id: organizationId,
            subscription_id: subscription.id,
            amount_cents: index === 0 ? 500 : 300,
            created_at: since,
          })),
        )
        .returning({ id: recurringTips.id, subscription_id: recurringTips.subscription_id })
    : [];
  const standingOf = new Map(standing.map((row, index) => [row.subscription_id, { ...row, index }]));
  const tipRows = completed.flatMap(
    (job): { job: MoneyJob; amount_cents: number; recurring_tip_id: number | null }[] => {
      const recurring = job.subscription_id !== null ? standingOf.get(job.subscription_id) : undefined;
      if (recurring && job.completed_at! > since)
        return [{ job, amount_cents: recurring.index === 0 ? 500 : 300, recurring_tip_id: recurring.id }];
      if (recurring || job.ref.client_id === null || !rng.chance(0.12)) return [];
      return [{ job, amount_cents: rng.pick(ONCE_TIPS), recurring_tip_id: null }];
    },
  );
  tipEveryTechLastWeek(tipRows, completed, previousPayPeriod('weekly', today));
  if (!tipRows.length) return [];
  const values = tipRows.map((tip) => ({
    organization_id: organizationId,
    job_id: tip.job.id,
    tech_user_id: tip.job.tech_user_id,
    ...tip.job.ref,
    amount_cents: tip.amount_cents,
    source: tip.recurring_tip_id ? ('recurring' as const) : ('once' as const),
    recurring_tip_id: tip.recurring_tip_id,
    created_at: afterVisit(tip.job, tip.recurring_tip_id ? 0.5 : 2, now),
  }));
  const inserted = await insertJsonRows<{ id: number }>(db, tips, values, ['id']);
  return inserted.map((row, index) => ({
    id: row.id,
    job: tipRows[index]!.job,
    amount_cents: values[index]!.amount_cents,
    created_at: values[index]!.created_at,
  }));
}

/**
 * Whatever the day the demo is loaded, each tech who worked last week has a tip on one of its visits: the draft pay
 * run the owner opens first (/create_pay_slips) shows tips paid through, not only on the weeks chance favoured.
 */
function tipEveryTechLastWeek(
  tipRows: { job: MoneyJob; amount_cents: number; recurring_tip_id: number | null }[],
  completed: readonly MoneyJob[],
  lastWeek: PayPeriod,
) {
  const inLastWeek = (job: MoneyJob) =>
    job.service_date >= lastWeek.start_date && job.service_date <= lastWeek.end_date && job.ref.client_id !== null;
  const techs = new Set(completed.filter(inLastWeek).map((job) => job.tech_user_id));
  for (const techId of techs) {
    if (techId === null || tipRows.some((tip) => tip.job.tech_user_id === techId && inLastWeek(tip.job))) continue;
    const job = completed.findLast((candidate) => candidate.tech_user_id === techId && inLastWeek(candidate));
    if (job) tipRows.push({ job, amount_cents: 500, recurring_tip_id: null });
  }
}
