import { describe, expect, it } from 'vitest';
import { payoutAddsUp, payoutListQuerySchema, payoutNetCents } from './payouts.schema.ts';

describe('payout figures', () => {
  it('nets gross less fees and refunds', () => {
    expect(payoutNetCents({ gross_cents: 10_000, fee_cents: 320, refund_cents: 1_500 })).toBe(8_180);
  });

  it('tells a payout whose net does not add up', () => {
    expect(payoutAddsUp({ gross_cents: 10_000, fee_cents: 320, refund_cents: 0, net_cents: 9_680 })).toBe(true);
    expect(payoutAddsUp({ gross_cents: 10_000, fee_cents: 320, refund_cents: 0, net_cents: 10_000 })).toBe(false);
  });

  it('refuses a period that ends before it starts', () => {
    const result = payoutListQuerySchema.safeParse({ date_from: '2026-11-10', date_to: '2026-11-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['date_to']);
  });
});
