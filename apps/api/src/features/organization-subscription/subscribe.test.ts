import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { platformCoupons } from './organization-subscription.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(platformCoupons).values([
    { code: 'WELCOME10', percent_off: 10 },
    { code: 'ONEONLY', amount_off: 500, max_redemptions: 1 },
  ]);
});
afterAll(() => t.close());

const APPROVING_TOKEN = '9418594164541111';
const DECLINING_TOKEN = '9500000000000002';

async function trialOwner(extraStaff = 0) {
  const organization = await createOrganization(t.db, { access: 'trial', now: t.clock.now() });
  const owner = await createUser(t.db, { organizationId: organization.id });
  for (let index = 0; index < extraStaff; index++)
    await createUser(t.db, { organizationId: organization.id, role: 'Field Tech' });
  return { organization, token: await sessionTokenFor(t.db, owner.id) };
}

const card = (overrides: object = {}) => ({
  pricing_plan_id: 1,
  coupon: 'WELCOME10',
  cc_token: APPROVING_TOKEN,
  expiry: '1230',
  name_on_card: 'Rita Runner',
  postal: '78701',
  cvv: '123',
  ...overrides,
});
const answerSurvey = (token: string) =>
  t.injectAs(token, {
    method: 'PUT',
    url: '/api/register_organization/survey_step_questions',
    payload: {
      answers: [
        { organization_survey_question_id: 1, answer: 'A friend' },
        { organization_survey_question_id: 2, answer: '3' },
        { organization_survey_question_id: 3, answer: null },
      ],
    },
  });
const subscribe = (token: string, body: object) =>
  t.injectAs(token, {
    method: 'PUT',
    url: '/api/organization_subscription/subscription/create_cardpoint',
    payload: body,
  });

describe('plans, coupons and survey', () => {
  it('lists the seeded plans including EntreMANURE with open-ended last tiers', async () => {
    const { token } = await trialOwner();
    const plans = (
      await t.injectAs(token, { method: 'GET', url: '/api/organization_subscription/pricing_plans_list' })
    ).json().pricing_plans;
    expect(plans.map((plan: { pricing_plan_name: string }) => plan.pricing_plan_name)).toEqual([
      'EntreMANURE',
      'Standard',
      'Professional',
    ]);
    for (const plan of plans) expect(plan.tiers.at(-1).up_to).toBeNull();
  });

  it('finds a valid coupon and answers null for an unknown one', async () => {
    const { token } = await trialOwner();
    const find = (code: string) =>
      t.injectAs(token, {
        method: 'PUT',
        url: '/api/organization_subscription/coupon/find',
        payload: { coupon_id: code },
      });
    expect((await find('welcome10')).json()).toEqual({
      coupon: { coupon_id: 'WELCOME10', percent_off: 10, amount_off: null },
    });
    expect((await find('NOPE')).json()).toEqual({ coupon: null });
    expect((await find('bad code!')).json().errors.coupon_id).toEqual([messages.lettersAndNumbersOnly]);
  });

  it('serves the subscribing questions with their required flags', async () => {
    const { token } = await trialOwner();
    const questions = (
      await t.injectAs(token, {
        method: 'GET',
        url: '/api/register_organization/survey_step_questions?step=subscribing',
      })
    ).json().questions;
    expect(questions.filter((question: { required: number }) => question.required === 1)).toHaveLength(2);
  });
});

describe('subscribing with CardConnect', () => {
  it('estimates the first month from the active staff, tier and coupon', async () => {
    const { token } = await trialOwner(2);
    const estimate = (
      await t.injectAs(token, {
        method: 'GET',
        url: '/api/organization_subscription/estimated_charges?pricing_plan_id=1&coupon=WELCOME10',
      })
    ).json().estimated_charges;
    expect(estimate.prorated).toMatchObject({
      active_users: 3,
      plan_name: 'Standard',
      unit_amount: 1500,
      coupon_code: 'WELCOME10',
      subtotal: 4500,
      discount: 450,
      total: 4050,
    });
    expect(estimate.next.total).toBe(4050);
  });

  it('requires the required survey answers first', async () => {
    const { token } = await trialOwner();
    const response = await subscribe(token, card());
    expect(response.json()).toMatchObject({
      error: 'survey_incomplete',
      message: messages.fillAllRequiredFieldsCorrectly,
    });
  });

  it('subscribes, ends the trial state, and keeps the card', async () => {
    const { token } = await trialOwner();
    await answerSurvey(token);
    const response = await subscribe(token, card());
    expect(response.json()).toEqual({ message: messages.subscriptionAdded });
    const details = (await t.injectAs(token, { method: 'GET', url: '/api/organization_subscription/details' })).json()
      .subscription_details;
    expect(details).toMatchObject({
      isSubscribed: true,
      isTrialActive: false,
      subscriptionPackage: 'Standard',
      subscription_coupon: 'WELCOME10',
      pricing_plan_id: 1,
    });
    const invoices = (
      await t.injectAs(token, { method: 'GET', url: '/api/organization_subscription/invoices' })
    ).json();
    expect(invoices.card).toMatchObject({ last4: '1111', processor: 'card_connect' });
  });

  it('shows the processor refusal and changes nothing for a declined card', async () => {
    const { token } = await trialOwner();
    await answerSurvey(token);
    const response = await subscribe(token, card({ cc_token: DECLINING_TOKEN }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'card_declined', message: 'Do Not Honor' });
    expect(
      (await t.injectAs(token, { method: 'GET', url: '/api/organization_subscription/details' })).json()
        .subscription_details.isSubscribed,
    ).toBe(false);
  });

  it('validates the card fields with the spec wording', async () => {
    const { token } = await trialOwner();
    const response = await subscribe(token, card({ cc_token: '', cvv: '12', postal: '123' }));
    expect(response.json().errors).toMatchObject({
      cc_token: [messages.cardNumberRequired],
      cvv: [messages.cvvDigits],
      postal: [messages.zipDigits],
    });
  });

  it('lets a limited coupon be redeemed once only', async () => {
    const first = await trialOwner();
    const second = await trialOwner();
    await answerSurvey(first.token);
    await answerSurvey(second.token);
    expect((await subscribe(first.token, card({ coupon: 'ONEONLY' }))).statusCode).toBe(200);
    expect((await subscribe(second.token, card({ coupon: 'ONEONLY' }))).json().errors.coupon).toEqual([
      messages.couponCodeInvalid,
    ]);
  });

  it('cancels at the end of the period and can undo it', async () => {
    const { token } = await trialOwner();
    await answerSurvey(token);
    await subscribe(token, card({ coupon: null }));
    const cancelled = await t.injectAs(token, {
      method: 'PUT',
      url: '/api/organization_subscription/cancel',
      payload: { cancel_at_period_end: true },
    });
    expect(cancelled.json().subscription_details).toMatchObject({ cancel_at_period_end: true, isSubscribed: true });
    const resumed = await t.injectAs(token, {
      method: 'PUT',
      url: '/api/organization_subscription/cancel',
      payload: { cancel_at_period_end: false },
    });
    expect(resumed.json().subscription_details.cancel_at_period_end).toBe(false);
  });
});
