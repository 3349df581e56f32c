/** Spec §9 and §8: the job limit per field tech of the 'EntreMANURE' package and when its dialog shows. */
import { JOB_LIMITED_PACKAGE } from './subscription.ts';

export const JOB_LIMIT_PER_TECH = 15;
/** While the app is open the web asks again this often. */
export const PLAN_CHECK_INTERVAL_MS = 10 * 60_000;
/** The dialog shows again only after this many hours (unless forced). */
export const REMIND_AFTER_HOURS = 23;
const HOUR_MS = 3_600_000;

export const PLAN_LIMIT_TITLE = 'Update Service Plan';
export const PLAN_LIMIT_TEXT = `Today your organization has exceeded the maximum number of ${JOB_LIMIT_PER_TECH} jobs per one field tech. Please update your service plan.`;

/** Only this package is limited; the web asks for max_jobs for no other. */
export const isJobLimitedPackage = (subscriptionPackage: string | null | undefined) =>
  subscriptionPackage === JOB_LIMITED_PACKAGE;

/** The jobs one field tech may have a day on this package, or null: every other package has no such limit. */
export const jobLimitPerTechOf = (subscriptionPackage: string | null | undefined): number | null =>
  isJobLimitedPackage(subscriptionPackage) ? JOB_LIMIT_PER_TECH : null;

export interface PlanLimitFacts {
  subscription_package: string | null | undefined;
  /** The most jobs any field tech has on one day today (GET /dashboard/max_jobs). */
  max_jobs: number;
  /** When this user last saw the dialog (ms since epoch), or null if never. */
  lastShownAt: number | null;
  now: number;
  /** A plan-check request may force the dialog even inside the 23 hours. */
  force?: boolean;
}

export function shouldShowPlanLimit(facts: PlanLimitFacts): boolean {
  if (!isJobLimitedPackage(facts.subscription_package)) return false;
  if (facts.max_jobs <= JOB_LIMIT_PER_TECH) return false;
  if (facts.force) return true;
  return facts.lastShownAt === null || facts.now - facts.lastShownAt > REMIND_AFTER_HOURS * HOUR_MS;
}
