import { describe, expect, it } from 'vitest';
import { maxItemsMessage, messages, minItemsMessage } from '../messages/catalogue.ts';
import { centsOfDollars, feedbackSubmitSchema, tippingSettingsSchema } from './ratings-and-tips.schema.ts';

const settings = {
  ratings_enabled: true,
  comments_enabled: true,
  tipping_enabled: true,
  recurring_tips_enabled: false,
  suggested_tip_amounts: [3, 5, 10],
};
const problemOf = (body: unknown) => {
  const result = tippingSettingsSchema.safeParse(body);
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('tipping settings', () => {
  it('takes one to four suggested amounts between $1 and $500', () => {
    expect(problemOf(settings)).toBeNull();
    expect(problemOf({ ...settings, suggested_tip_amounts: [1, 2.5, 100, 500] })).toBeNull();
    expect(problemOf({ ...settings, suggested_tip_amounts: [] })).toEqual([
      ['suggested_tip_amounts', minItemsMessage(1)],
    ]);
    expect(problemOf({ ...settings, suggested_tip_amounts: [1, 2, 3, 4, 5] })).toEqual([
      ['suggested_tip_amounts', maxItemsMessage(4)],
    ]);
    expect(problemOf({ ...settings, suggested_tip_amounts: [0.5] })).toEqual([
      ['suggested_tip_amounts.0', messages.notValid],
    ]);
    expect(problemOf({ ...settings, suggested_tip_amounts: [501] })).toEqual([
      ['suggested_tip_amounts.0', messages.notValid],
    ]);
    expect(problemOf({ ...settings, suggested_tip_amounts: [2.555] })).toEqual([
      ['suggested_tip_amounts.0', messages.currencyFormat],
    ]);
  });

  it('turns dollars into whole cents', () => {
    expect(centsOfDollars(2.55)).toBe(255);
    expect(centsOfDollars(19.99)).toBe(1999);
  });
});

describe('the client feedback form', () => {
  it('needs stars, a tip or a stop', () => {
    expect(feedbackSubmitSchema.safeParse({}).success).toBe(false);
    expect(feedbackSubmitSchema.safeParse({ stars: 5 }).success).toBe(true);
    expect(feedbackSubmitSchema.safeParse({ tip_cents: 500 }).success).toBe(true);
    expect(feedbackSubmitSchema.safeParse({ stop_recurring_tip: true }).success).toBe(true);
  });

  it('keeps stars within 1 to 5 and a tip within $1 to $500', () => {
    expect(feedbackSubmitSchema.safeParse({ stars: 6 }).success).toBe(false);
    expect(feedbackSubmitSchema.safeParse({ stars: 0 }).success).toBe(false);
    expect(feedbackSubmitSchema.safeParse({ tip_cents: 50_001 }).success).toBe(false);
    expect(feedbackSubmitSchema.safeParse({ tip_cents: 99 }).success).toBe(false);
  });
});
