import { organizationToday } from '../../platform/auth/organization-facts.ts';
import {
  slugFromName,
  type ServicePlanInput,
  type ServicePlanWire,
  type pricingSetupSchema,
} from '@employee-portal/core';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import {
  deleteServicePlan,
  findServicePlan,
  insertServicePlan,
  listInitialCleanupPrices,
  listServicePlans,
  listWorkAreaPremiums,
  nameTaken,
  replaceInitialCleanupPrices,
  replaceWorkAreaPremiums,
  slugTaken,
  subscriptionCountsByPlan,
  updateServicePlan,
  workAreaIdsOf,
  type ServicePlanRow,
} from './pricing.repository.ts';

export const PLAN_NAME_TAKEN = 'A service plan with this name already exists';

type Counts = Awaited<ReturnType<typeof subscriptionCountsByPlan>>;

function presentPlan(row: ServicePlanRow, counts: Counts): ServicePlanWire {
  const mine = counts.filter((entry) => entry.service_plan_id === row.id);
  const countOf = (status: string) => mine.find((entry) => entry.status === status)?.total ?? 0;
  const subscribers = { active: countOf('active'), paused: countOf('paused'), cancelled: countOf('cancelled') };
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    frequency: row.frequency,
    custom_days_per_week: row.custom_days_per_week,
    price_basis: row.price_basis,
    dog_prices: row.dog_prices,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    subscribers,
    // Cancelled subscriptions still name the plan in their history and the dashboard's counts.
    in_use: subscribers.active + subscribers.paused + subscribers.cancelled > 0,
  };
}

export async function pricingSetup(deps: AppDeps, member: MemberContext) {
  const organizationId = member.organization.id;
  const [plans, counts, initialCleanup, premiums] = await Promise.all([
    listServicePlans(deps.db, organizationId),
    subscriptionCountsByPlan(deps.db, organizationId, organizationToday(member.organization, deps.clock.now())),
    listInitialCleanupPrices(deps.db, organizationId),
    listWorkAreaPremiums(deps.db, organizationId),
  ]);
  return {
    service_plans: plans.map((plan) => presentPlan(plan, counts)),
    initial_cleanup_prices: initialCleanup.map(
      ({ organization_id: _organization, position: _position, ...price }) => price,
    ),
    work_area_premiums: premiums.map((premium) => ({ ...premium, premium_cents: premium.premium_cents ?? 0 })),
  };
}

/** Initial-cleanup ranges and work-area premiums are saved together, replacing the previous ones in one transaction. */
export async function savePricingSetup(
  deps: AppDeps,
  member: MemberContext,
  body: z.output<typeof pricingSetupSchema>,
) {
  const organizationId = member.organization.id;
  const ownWorkAreas = await workAreaIdsOf(deps.db, organizationId);
  const errors: Record<string, string[]> = {};
  body.work_area_premiums.forEach((premium, index) => {
    if (!ownWorkAreas.has(premium.work_area_id)) errors[`work_area_premiums.${index}.work_area_id`] = ['Not valid'];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  await deps.db.transaction(async (tx) => {
    await replaceInitialCleanupPrices(tx, organizationId, body.initial_cleanup_prices);
    await replaceWorkAreaPremiums(tx, organizationId, body.work_area_premiums);
  });
  return pricingSetup(deps, member);
}

async function uniqueSlug(deps: AppDeps, organizationId: number, name: string, exceptId: number | null) {
  const base = slugFromName(name);
  for (let suffix = 1; ; suffix += 1) {
    const slug = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await slugTaken(deps.db, organizationId, slug, exceptId))) return slug;
  }
}

async function planOrNotFound(deps: AppDeps, member: MemberContext, id: number) {
  const plan = await findServicePlan(deps.db, { organization_id: member.organization.id, id });
  if (!plan) throw notFound('This service plan does not exist.');
  return plan;
}

export async function showServicePlan(deps: AppDeps, member: MemberContext, id: number) {
  const plan = await planOrNotFound(deps, member, id);
  return {
    service_plan: presentPlan(
      plan,
      await subscriptionCountsByPlan(
        deps.db,
        member.organization.id,
        organizationToday(member.organization, deps.clock.now()),
      ),
    ),
  };
}

export async function createServicePlan(deps: AppDeps, member: MemberContext, body: ServicePlanInput) {
  const organizationId = member.organization.id;
  if (await nameTaken(deps.db, organizationId, body.name, null)) throw validationFailed({ name: [PLAN_NAME_TAKEN] });
  const plan = await insertServicePlan(
    deps.db,
    organizationId,
    { ...body, slug: await uniqueSlug(deps, organizationId, body.name, null) },
    deps.clock.now(),
  );
  return { service_plan: presentPlan(plan, []) };
}

/** Existing subscriptions keep their own price: editing a plan's prices changes what new subscriptions are offered. */
export async function editServicePlan(deps: AppDeps, member: MemberContext, id: number, body: ServicePlanInput) {
  await planOrNotFound(deps, member, id);
  if (await nameTaken(deps.db, member.organization.id, body.name, id))
    throw validationFailed({ name: [PLAN_NAME_TAKEN] });
  await updateServicePlan(deps.db, { organization_id: member.organization.id, id }, body, deps.clock.now());
  return showServicePlan(deps, member, id);
}

export async function removeServicePlan(deps: AppDeps, member: MemberContext, id: number) {
  const { service_plan: plan } = await showServicePlan(deps, member, id);
  if (plan.in_use)
    throw refusal(409, 'plan_in_use', 'This plan has subscriptions: make it inactive instead of deleting it.');
  await deleteServicePlan(deps.db, { organization_id: member.organization.id, id });
  return { message: 'The service plan was deleted.' };
}
