/** Access rules of spec §4 and §9: trial, subscription, payment account. */
export const TRIAL_DAYS = 15;
export const TRIAL_PACKAGE = 'Free trial';
export const JOB_LIMITED_PACKAGE = 'EntreMANURE';
const DAY_MS = 86_400_000;

export interface SubscriptionFacts {
  pricing_plan_id: number | null;
  subscription_package: string | null;
  end_trail: string | null;
  end_subscription: string | null;
}

const isEmptyOrFuture = (instant: string | null, now: Date) => !instant || new Date(instant).getTime() > now.getTime();

export function isSubscribed(facts: SubscriptionFacts, now = new Date()): boolean {
  return (
    Boolean(facts.pricing_plan_id) &&
    facts.subscription_package !== TRIAL_PACKAGE &&
    isEmptyOrFuture(facts.end_subscription, now)
  );
}

export function isTrialActive(facts: SubscriptionFacts, now = new Date()): boolean {
  return facts.subscription_package === TRIAL_PACKAGE && isEmptyOrFuture(facts.end_trail, now);
}

export const hasActiveAccess = (facts: SubscriptionFacts, now = new Date()) =>
  isSubscribed(facts, now) || isTrialActive(facts, now);

export const isTrialExpired = (facts: SubscriptionFacts, now = new Date()) =>
  facts.subscription_package === TRIAL_PACKAGE && !isTrialActive(facts, now);

export const isSubscriptionExpired = (facts: SubscriptionFacts, now = new Date()) =>
  facts.subscription_package !== TRIAL_PACKAGE && !isSubscribed(facts, now);

/** Day N of the 15-day trial: the sign-up day is day 1; never below 1 nor above 15. */
export function trialDayNumber(endTrial: string, now = new Date()): number {
  const start = new Date(endTrial).getTime() - TRIAL_DAYS * DAY_MS;
  const day = Math.floor((now.getTime() - start) / DAY_MS) + 1;
  return Math.min(TRIAL_DAYS, Math.max(1, day));
}

export function subscriptionBannerText(facts: SubscriptionFacts, now = new Date()): string | null {
  if (isSubscribed(facts, now)) return null;
  if (isTrialActive(facts, now)) {
    if (!facts.end_trail) return null;
    return `You are using trial version, Day ${trialDayNumber(facts.end_trail, now)} of ${TRIAL_DAYS}.`;
  }
  if (isTrialExpired(facts, now)) return 'Your trial period has expired.';
  return 'Your Subscription Expired.';
}

export interface PaymentAccountFacts {
  status: 'active' | 'in_progress' | null;
  payouts_enabled: number;
  charges_enabled: number;
}

/** Spec §4: payouts or charges count as disabled when the account is active and the flag is 0. */
export const payoutsDisabled = (account: PaymentAccountFacts) =>
  account.status === 'active' && account.payouts_enabled === 0;
export const chargesDisabled = (account: PaymentAccountFacts) =>
  account.status === 'active' && account.charges_enabled === 0;
/** A payment account is complete once it is active with charges and payouts on (guard 3 of §5). */
export const isPaymentAccountComplete = (account: PaymentAccountFacts) =>
  account.status === 'active' && account.payouts_enabled === 1 && account.charges_enabled === 1;
