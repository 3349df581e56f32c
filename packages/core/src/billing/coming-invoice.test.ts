import { describe, expect, it } from 'vitest';
import { comingInvoice } from './coming-invoice.ts';
import type { PriceTier } from './platform-pricing.ts';

const plan = {
  pricing_plan_name: 'Standard',
  tiers: [
    { up_to: 5, unit_amount: 1500 },
    { up_to: null, unit_amount: 1200 },
  ] satisfies PriceTier[],
};
const tenOff = { coupon_id: 'TENOFF', percent_off: 10, amount_off: null };

describe('the coming invoice', () => {
  it('charges a running period for the staff in it, at their tier, less the coupon', () => {
    const cycle = { start: '2026-12-01', end: '2027-01-01' };
    expect(
      comingInvoice({
        plan,
        coupon: tenOff,
        activeUsers: 3,
        today: '2026-12-07',
        runningCycle: { cycle, staffActiveDays: [31, 31, 31] },
      }),
    ).toEqual({
      count_users: 3,
      unit_amount: 1500,
      coupon: 'TENOFF',
      coupon_amount: 450,
      subtotal: 4500,
      invoice_total: 4050,
      plan_name: 'Standard',
      billing_date: '2027-01-01',
      invoice: 'next',
    });
  });

  it('charges a member who left mid-period for their share of it', () => {
    const cycle = { start: '2026-12-01', end: '2026-12-31' };
    const invoice = comingInvoice({
      plan,
      coupon: null,
      activeUsers: 1,
      today: '2026-12-07',
      runningCycle: { cycle, staffActiveDays: [30, 15] },
    });
    expect(invoice).toMatchObject({ count_users: 2, unit_amount: 1500, subtotal: 2250, invoice_total: 2250 });
  });

  it('before subscribing, is the first full month at today’s staff, one month after today', () => {
    expect(
      comingInvoice({
        plan,
        coupon: { coupon_id: 'FIVE', percent_off: null, amount_off: 500 },
        activeUsers: 6,
        today: '2026-12-07',
      }),
    ).toEqual({
      count_users: 6,
      unit_amount: 1200,
      coupon: 'FIVE',
      coupon_amount: 500,
      subtotal: 7200,
      invoice_total: 6700,
      plan_name: 'Standard',
      billing_date: '2027-01-07',
      invoice: 'first',
    });
  });
});
