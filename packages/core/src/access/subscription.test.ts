import { describe, expect, it } from 'vitest';
import {
  hasActiveAccess,
  isSubscribed,
  isSubscriptionExpired,
  isTrialActive,
  isTrialExpired,
  subscriptionBannerText,
  trialDayNumber,
  type SubscriptionFacts,
} from './subscription.ts';

const now = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;
const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * DAY).toISOString();
const trial = (endOffsetDays: number): SubscriptionFacts => ({
  pricing_plan_id: null,
  subscription_package: 'Free trial',
  end_trail: at(endOffsetDays),
  end_subscription: null,
});
const paid = (endOffsetDays: number | null, plan: number | null = 3): SubscriptionFacts => ({
  pricing_plan_id: plan,
  subscription_package: 'Standard',
  end_trail: null,
  end_subscription: endOffsetDays === null ? null : at(endOffsetDays),
});

describe('access state (spec §4)', () => {
  it('is subscribed with a non-zero plan, a paid package and an end that is empty or ahead', () => {
    expect(isSubscribed(paid(null), now)).toBe(true);
    expect(isSubscribed(paid(5), now)).toBe(true);
    expect(isSubscribed(paid(-1), now)).toBe(false);
    expect(isSubscribed(paid(5, 0), now)).toBe(false);
    expect(isSubscribed({ ...paid(5), subscription_package: 'Free trial' }, now)).toBe(false);
  });

  it('has an active trial while the Free trial package has not reached its end', () => {
    expect(isTrialActive(trial(3), now)).toBe(true);
    expect(isTrialActive({ ...trial(3), end_trail: null }, now)).toBe(true);
    expect(isTrialActive(trial(-1), now)).toBe(false);
    expect(isTrialExpired(trial(-1), now)).toBe(true);
    expect(isSubscriptionExpired(paid(-1), now)).toBe(true);
    expect(isSubscriptionExpired(trial(-1), now)).toBe(false);
    expect(hasActiveAccess(trial(-1), now)).toBe(false);
    expect(hasActiveAccess(trial(1), now)).toBe(true);
  });
});

describe('trial day and banner texts', () => {
  it('counts the sign-up day as day 1 and the last day as 15', () => {
    expect(trialDayNumber(at(15), now)).toBe(1);
    expect(trialDayNumber(at(13), now)).toBe(3);
    expect(trialDayNumber(at(0.5), now)).toBe(15);
    expect(trialDayNumber(at(-4), now)).toBe(15);
  });

  it('changes day exactly 24 hours after sign-up', () => {
    const signedUp = new Date('2026-11-01T09:30:00Z');
    const end = new Date(signedUp.getTime() + 15 * DAY).toISOString();
    expect(trialDayNumber(end, new Date(signedUp.getTime() + DAY - 1))).toBe(1);
    expect(trialDayNumber(end, new Date(signedUp.getTime() + DAY))).toBe(2);
  });

  it('uses the spec wording', () => {
    expect(subscriptionBannerText(trial(13), now)).toBe('You are using trial version, Day 3 of 15.');
    expect(subscriptionBannerText(trial(-1), now)).toBe('Your trial period has expired.');
    expect(subscriptionBannerText(paid(-1), now)).toBe('Your Subscription Expired.');
    expect(subscriptionBannerText(paid(10), now)).toBeNull();
  });
});
