/** The pricing feature's front door: service plans and prices that subscriptions and the public sign-up form quote. */
export {
  activeServicePlans,
  findServicePlan,
  firstActivePlanWithFrequency,
  listInitialCleanupPrices,
  listServicePlans,
  premiumOfWorkAreas,
  type ServicePlanRow,
} from './pricing.repository.ts';
