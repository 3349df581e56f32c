import { describe, expect, it } from 'vitest';
import { STRIPE_ELEMENT_TEXTS, stripeTestToken } from './stripe-test-card.ts';

const today = { year: 2026, month: 11 };

describe('stripeTestToken', () => {
  it("maps the contract's test numbers to Stripe's test tokens", () => {
    expect(stripeTestToken({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, today)).toEqual({
      token: 'tok_visa',
    });
    expect(stripeTestToken({ number: '4000000000000002', expiry: '11/26', cvc: '1234' }, today)).toEqual({
      token: 'tok_chargeDeclined',
    });
    expect(stripeTestToken({ number: '4000000000000341', expiry: '01/27', cvc: '123' }, today)).toEqual({
      token: 'tok_visa_chargeCustomerFail',
    });
  });

  it('answers as the element would for anything else', () => {
    expect(stripeTestToken({ number: '4242', expiry: '1', cvc: '' }, today)).toEqual({
      errors: {
        number: STRIPE_ELEMENT_TEXTS.numberIncomplete,
        expiry: STRIPE_ELEMENT_TEXTS.expiryIncomplete,
        cvc: STRIPE_ELEMENT_TEXTS.cvcIncomplete,
      },
    });
    expect(stripeTestToken({ number: '4111111111111111', expiry: '10/26', cvc: '123' }, today)).toEqual({
      errors: { number: STRIPE_ELEMENT_TEXTS.numberInvalid, expiry: STRIPE_ELEMENT_TEXTS.expiryPast },
    });
  });
});
