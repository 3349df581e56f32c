import { describe, expect, it } from 'vitest';
import {
  JOB_LIMIT_PER_TECH,
  jobLimitPerTechOf,
  PLAN_CHECK_INTERVAL_MS,
  PLAN_LIMIT_TEXT,
  REMIND_AFTER_HOURS,
  shouldShowPlanLimit,
  type PlanLimitFacts,
} from './plan-limit.ts';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-26T12:00:00Z');
const facts = (overrides: Partial<PlanLimitFacts> = {}): PlanLimitFacts => ({
  subscription_package: 'EntreMANURE',
  max_jobs: 16,
  lastShownAt: null,
  now,
  ...overrides,
});

describe('plan limit (spec §9)', () => {
  it('holds the spec constants and the exact dialog text of §8', () => {
    expect(JOB_LIMIT_PER_TECH).toBe(15);
    expect(PLAN_CHECK_INTERVAL_MS).toBe(600_000);
    expect(REMIND_AFTER_HOURS).toBe(23);
    expect(PLAN_LIMIT_TEXT).toBe(
      'Today your organization has exceeded the maximum number of 15 jobs per one field tech. Please update your service plan.',
    );
  });

  it('shows only for EntreMANURE above 15 jobs on one tech', () => {
    expect(shouldShowPlanLimit(facts())).toBe(true);
    expect(shouldShowPlanLimit(facts({ max_jobs: 15 }))).toBe(false);
    expect(shouldShowPlanLimit(facts({ subscription_package: 'Pro' }))).toBe(false);
    expect(shouldShowPlanLimit(facts({ subscription_package: null }))).toBe(false);
    expect(shouldShowPlanLimit(facts({ subscription_package: 'Pro', force: true }))).toBe(false);
  });

  it('shows again only more than 23 hours after it was last shown, unless forced', () => {
    expect(shouldShowPlanLimit(facts({ lastShownAt: now - 22 * HOUR }))).toBe(false);
    expect(shouldShowPlanLimit(facts({ lastShownAt: now - 23 * HOUR }))).toBe(false);
    expect(shouldShowPlanLimit(facts({ lastShownAt: now - 23 * HOUR - 1 }))).toBe(true);
    expect(shouldShowPlanLimit(facts({ lastShownAt: now - HOUR, force: true }))).toBe(true);
    expect(shouldShowPlanLimit(facts({ lastShownAt: now - HOUR, force: true, max_jobs: 15 }))).toBe(false);
  });
});

describe('jobLimitPerTechOf', () => {
  it('is 15 on EntreMANURE and no limit on any other package', () => {
    expect(jobLimitPerTechOf('EntreMANURE')).toBe(15);
    for (const other of ['Standard', 'Free trial', null, undefined]) expect(jobLimitPerTechOf(other)).toBeNull();
  });
});
