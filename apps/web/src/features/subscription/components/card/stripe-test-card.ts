/**
 * The test-mode stand-in for Stripe's card element: no network, the standard test
 * numbers become Stripe's test tokens, and the texts are the ones Stripe's element shows for the same input.
 */
import { isCardExpired, type CalendarMonth } from '@employee-portal/core/billing/card-expiry';

const TEST_TOKENS: Readonly<Record<string, string>> = {
  '4242424242424242': 'tok_visa',
  '4000000000000002': 'tok_chargeDeclined',
  '4000000000000341': 'tok_visa_chargeCustomerFail',
};

export const STRIPE_ELEMENT_TEXTS = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export interface StripeTestCardInput {
  number: string;
  /** MM/YY as typed. */
  expiry: string;
  cvc: string;
}

export type StripeTestCardResult = { token: string } | { errors: Partial<Record<keyof StripeTestCardInput, string>> };

export function stripeTestToken(input: StripeTestCardInput, today: CalendarMonth): StripeTestCardResult {
  const errors: Partial<Record<keyof StripeTestCardInput, string>> = {};
  const digits = input.number.replace(/\D/g, '');
  const token = TEST_TOKENS[digits];
  if (digits.length < 16) errors.number = STRIPE_ELEMENT_TEXTS.numberIncomplete;
  else if (!token) errors.number = STRIPE_ELEMENT_TEXTS.numberInvalid;

  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  if (!expiry) errors.expiry = STRIPE_ELEMENT_TEXTS.expiryIncomplete;
  else if (isCardExpired({ month: Number(expiry[1]), year: 2000 + Number(expiry[2]) }, today))
    errors.expiry = STRIPE_ELEMENT_TEXTS.expiryPast;

  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = STRIPE_ELEMENT_TEXTS.cvcIncomplete;
  return token && Object.keys(errors).length === 0 ? { token } : { errors };
}
