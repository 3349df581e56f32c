import { describe, expect, it } from 'vitest';
import {
  checkPaymentSchema,
  clientCardInputSchema,
  paymentListQuerySchema,
  paymentMethodLabel,
  creditRefundSchema,
  refundPaymentSchema,
  testCardFeeCents,
} from './payments.schema.ts';

describe('client payment contracts', () => {
  it('take the tokenizer’s token, never asking for a card number', () => {
    expect(clientCardInputSchema.parse({ token: '9411111111111111', name: 'Casey' })).toEqual({
      token: '9411111111111111',
      name: 'Casey',
      expiry: null,
      postal: null,
      cvv: null,
    });
    const missing = clientCardInputSchema.safeParse({ token: ' ', name: 'Casey', postal: '123' });
    expect(missing.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['token', 'Card number is required'],
      ['postal', 'Zip code must contain 5 digits'],
    ]);
  });

  it('need exactly one client on a check, and a positive whole amount of cents', () => {
    const check = { check_number: '1042', check_date: '2026-11-20', amount_cents: 100 };
    expect(checkPaymentSchema.safeParse({ ...check, client_id: 1 }).success).toBe(true);
    expect(checkPaymentSchema.safeParse({ ...check }).success).toBe(false);
    expect(checkPaymentSchema.safeParse({ ...check, client_id: 1, commercial_customer_id: 2 }).success).toBe(false);
    expect(checkPaymentSchema.safeParse({ ...check, client_id: 1, amount_cents: 10.5 }).success).toBe(false);
    expect(refundPaymentSchema.safeParse({ amount_cents: 0 }).error?.issues[0]?.message).toBe('Must be larger than 0');
  });

  it('refund credit by check only with its number, by cash without, to exactly one client', () => {
    const refund = { client_id: 1, amount_cents: 2500 };
    expect(creditRefundSchema.safeParse({ ...refund, method: 'cash' }).success).toBe(true);
    expect(creditRefundSchema.safeParse({ ...refund, method: 'check', check_number: '2041' }).success).toBe(true);
    expect(creditRefundSchema.safeParse({ ...refund, method: 'check' }).error?.issues[0]).toMatchObject({
      path: ['check_number'],
      message: 'This field is required',
    });
    expect(creditRefundSchema.safeParse({ amount_cents: 2500, method: 'cash' }).success).toBe(false);
    expect(creditRefundSchema.safeParse({ ...refund, method: 'card' }).success).toBe(false);
  });

  it('page the list newest first unless told otherwise', () => {
    expect(paymentListQuerySchema.parse({})).toMatchObject({ page: 1, per_page: 25, sort: '-received_on' });
    expect(paymentListQuerySchema.safeParse({ method: 'cash' }).success).toBe(false);
  });

  it('name the method as the lists show it, and the test fee is 2.9 % + 30¢ to the cent', () => {
    const card = { method: 'card', card_brand: 'visa', card_last4: '4242', check_number: null } as const;
    expect(paymentMethodLabel(card)).toBe('Visa ···· 4242');
    expect(paymentMethodLabel({ ...card, method: 'check', check_number: '77' })).toBe('Check #77');
    expect(testCardFeeCents(12_345)).toBe(388);
    expect(testCardFeeCents(1_000)).toBe(59);
  });
});
