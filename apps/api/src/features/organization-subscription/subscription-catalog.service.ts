import {
  cycleStartingOn,
  dayRangeInstants,
  estimateCharges,
  activeDaysInCycle,
  todayIn,
  type PlatformCoupon,
  type PricingPlan,
  type SurveyQuestion,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound } from '../../platform/http/errors.ts';
import {
  activePeriodsOverlapping,
  findCoupon,
  findPricingPlan,
  listActivePricingPlans,
  listSurveyQuestions,
  saveSurveyAnswers,
  type PlatformCouponRow,
  type PricingPlanRow,
} from './organization-subscription.repository.ts';
import { countActiveStaff } from '../../platform/identity/users.repository.ts';

export const presentPlan = (plan: PricingPlanRow): PricingPlan => ({
  id: plan.id,
  product_name: plan.product_name,
  pricing_plan_name: plan.pricing_plan_name,
  tiers: plan.tiers,
  max_jobs: plan.max_jobs,
});
export const presentCoupon = (coupon: PlatformCouponRow): PlatformCoupon => ({
  coupon_id: coupon.code,
  percent_off: coupon.percent_off,
  amount_off: coupon.amount_off,
});

export async function pricingPlansList(deps: AppDeps) {
  return { pricing_plans: (await listActivePricingPlans(deps.db)).map(presentPlan) };
}

/** A coupon that exists, is active, not past its date and has redemptions left; anything else is null. */
export async function usableCoupon(deps: AppDeps, code: string | null | undefined): Promise<PlatformCouponRow | null> {
  if (!code) return null;
  const coupon = await findCoupon(deps.db, code);
  if (!coupon || !coupon.active) return null;
  if (coupon.redeem_by && coupon.redeem_by <= deps.clock.now()) return null;
  if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) return null;
  return coupon;
}

export async function findCouponForSubscribe(deps: AppDeps, code: string) {
  const coupon = await usableCoupon(deps, code);
  return { coupon: coupon ? presentCoupon(coupon) : null };
}

export async function surveyQuestionsFor(deps: AppDeps, step: string): Promise<{ questions: SurveyQuestion[] }> {
  const rows = await listSurveyQuestions(deps.db, step);
  return {
    questions: rows.map((row) => ({
      organization_survey_question_id: row.id,
      question: row.question,
      required: row.required ? 1 : 0,
    })),
  };
}

export async function storeSurveyAnswers(
  deps: AppDeps,
  member: MemberContext,
  answers: { organization_survey_question_id: number; answer?: string | null }[],
) {
  const known = new Set((await listSurveyQuestions(deps.db, 'subscribing')).map((question) => question.id));
  const valid = answers.filter((answer) => known.has(answer.organization_survey_question_id));
  await saveSurveyAnswers(
    deps.db,
    member.organization.id,
    valid.map((answer) => ({
      question_id: answer.organization_survey_question_id,
      answer: answer.answer?.trim() || null,
    })),
    deps.clock.now(),
  );
  return { message: 'Thank you for your answers.' };
}

/** Each staff member's active days within the running cycle, from their active periods. */
export async function staffActiveDays(deps: AppDeps, member: MemberContext, cycle: { start: string; end: string }) {
  const timeZone = member.organization.time_zone;
  const range = dayRangeInstants({ from: cycle.start, to: cycle.end }, timeZone);
  const periods = await activePeriodsOverlapping(deps.db, member.organization.id, {
    start: range.start,
    end: range.end,
  });
  const daysByMember = new Map<number, number>();
  for (const period of periods) {
    const from = todayIn(timeZone, period.active_from);
    const to = period.active_to ? todayIn(timeZone, period.active_to) : null;
    daysByMember.set(
      period.membership_id,
      (daysByMember.get(period.membership_id) ?? 0) + activeDaysInCycle(cycle, from, to),
    );
  }
  return [...daysByMember.values()];
}

/** The Estimated Charges panel for a plan (and coupon) the organization is looking at. */
export async function estimatedCharges(
  deps: AppDeps,
  member: MemberContext,
  query: { pricing_plan_id: number; coupon?: string },
) {
  const plan = await findPricingPlan(deps.db, query.pricing_plan_id);
  if (!plan) throw notFound('Pricing plan not found.');
  const coupon = await usableCoupon(deps, query.coupon);
  const organization = member.organization;
  const today = todayIn(organization.time_zone, deps.clock.now());
  const running =
    organization.current_period_start && organization.current_period_end && organization.pricing_plan_id
      ? { start: organization.current_period_start, end: organization.current_period_end }
      : null;
  const estimate = estimateCharges({
    plan: { pricing_plan_name: plan.pricing_plan_name, tiers: plan.tiers },
    coupon: coupon ? presentCoupon(coupon) : null,
    activeUsers: await countActiveStaff(deps.db, organization.id),
    today,
    currentCycle:
      running && running.end > today
        ? { cycle: running, staffActiveDays: await staffActiveDays(deps, member, running) }
        : undefined,
  });
  return { estimated_charges: estimate, cycle: running ?? cycleStartingOn(today) };
}
