import { describe, expect, it } from 'vitest';
import { frequencyBesidePlan, planWithFrequency } from './service-frequency.ts';

describe('a plan with its frequency', () => {
  it('names the frequency beside a plan named otherwise, and only once for a plan named after it', () => {
    expect(planWithFrequency('Premium Yard Care', 'twice_a_week')).toBe('Premium Yard Care (Twice a Week)');
    expect(planWithFrequency('Once a week', 'once_a_week')).toBe('Once a week');
    expect(frequencyBesidePlan('Every Two Weeks ', 'every_two_weeks')).toBeNull();
    expect(frequencyBesidePlan('Basic', 'once_a_month')).toBe('Once a Month');
  });
});
