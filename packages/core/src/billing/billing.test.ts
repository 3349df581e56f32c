import { describe, expect, it } from 'vitest';
import { formatCents } from './money.ts';
import {
  couponDiscount,
  monthlyCharge,
  perStaffLabel,
  pricePerStaffCents,
  tierFor,
  type PriceTier,
} from './platform-pricing.ts';
import { activeDaysInCycle, cycleDays, cycleInvoice, cycleStartingOn, oneMonthAfter } from './billing-cycle.ts';
import { estimateCharges } from './estimated-charges.ts';

const tiers: PriceTier[] = [
  { up_to: 5, unit_amount: 1500 },
  { up_to: 20, unit_amount: 1200 },
  { up_to: null, unit_amount: 999 },
];

describe('tier choice', () => {
  it('charges the whole headcount at the tier it falls in, the last tier open-ended', () => {
    expect(pricePerStaffCents(tiers, 1)).toBe(1500);
    expect(pricePerStaffCents(tiers, 5)).toBe(1500);
    expect(pricePerStaffCents(tiers, 6)).toBe(1200);
    expect(pricePerStaffCents(tiers, 20)).toBe(1200);
    expect(pricePerStaffCents(tiers, 21)).toBe(999);
    expect(pricePerStaffCents(tiers, 5000)).toBe(999);
    expect(tierFor([...tiers].reverse(), 3).unit_amount).toBe(1500);
  });

  it('shows the price the spec way', () => {
    expect(perStaffLabel(1500)).toBe('$15.00/staff/month');
    expect(perStaffLabel(999)).toBe('$9.99/staff/month');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});

describe('coupons', () => {
  it('takes a percent, rounded to the cent, or a fixed amount, never below zero', () => {
    expect(couponDiscount(4500, { coupon_id: 'TEN', percent_off: 10, amount_off: null })).toBe(450);
    expect(couponDiscount(999, { coupon_id: 'THIRD', percent_off: 33.3, amount_off: null })).toBe(333);
    expect(couponDiscount(4500, { coupon_id: 'FIVE', percent_off: null, amount_off: 500 })).toBe(500);
    expect(couponDiscount(300, { coupon_id: 'BIG', percent_off: null, amount_off: 500 })).toBe(300);
    expect(couponDiscount(4500, null)).toBe(0);
  });

  it('reduces the monthly total', () => {
    expect(monthlyCharge(tiers, 3, { coupon_id: 'TEN', percent_off: 10, amount_off: null })).toEqual({
      active_users: 3,
      unit_amount: 1500,
      subtotal: 4500,
      discount: 450,
      total: 4050,
    });
    expect(monthlyCharge(tiers, 6, null).total).toBe(7200);
  });
});

describe('billing cycles and proration', () => {
  it('renews one calendar month later, clamping to the month end', () => {
    expect(oneMonthAfter('2026-11-22')).toBe('2026-12-22');
    expect(oneMonthAfter('2026-01-31')).toBe('2026-02-28');
    expect(oneMonthAfter('2028-01-31')).toBe('2028-02-29');
    expect(cycleDays(cycleStartingOn('2026-02-01'))).toBe(28);
  });

  it('counts the days a staff member was active within a cycle', () => {
    const cycle = cycleStartingOn('2026-11-01');
    expect(activeDaysInCycle(cycle, '2026-10-01', null)).toBe(30);
    expect(activeDaysInCycle(cycle, '2026-11-21', null)).toBe(10);
    expect(activeDaysInCycle(cycle, '2026-10-01', '2026-11-11')).toBe(10);
    expect(activeDaysInCycle(cycle, '2026-12-05', null)).toBe(0);
  });

  it('prorates staff who joined during the cycle', () => {
    const cycle = cycleStartingOn('2026-11-01');
    const invoice = cycleInvoice(tiers, cycle, [30, 30, 30, 10], {
      coupon_id: 'FIVE',
      percent_off: null,
      amount_off: 500,
    });
    // 3 full months at $15 plus a third of one: 100 staff-days × 1500 / 30 = 5000.
    expect(invoice).toEqual({
      active_users: 4,
      unit_amount: 1500,
      staff_days: 100,
      subtotal: 5000,
      discount: 500,
      total: 4500,
    });
  });
});

describe('estimated charges', () => {
  it('for a new subscription: the first cycle at full price, renewing one month from today', () => {
    const estimate = estimateCharges({
      plan: { pricing_plan_name: 'Standard', tiers },
      coupon: { coupon_id: 'TEN', percent_off: 10, amount_off: null },
      activeUsers: 4,
      today: '2026-11-22',
    });
    expect(estimate.prorated).toEqual({
      active_users: 4,
      plan_name: 'Standard',
      unit_amount: 1500,
      coupon_code: 'TEN',
      billing_date: '2026-12-22',
      subtotal: 6000,
      discount: 600,
      total: 5400,
    });
    expect(estimate.next).toEqual({
      active_users: 4,
      plan_name: 'Standard',
      coupon_code: 'TEN',
      billing_date: '2026-12-22',
      total: 5400,
    });
  });

  it('during a cycle: prorated for today’s staff, then the next month at the full headcount', () => {
    const cycle = cycleStartingOn('2026-11-10');
    const estimate = estimateCharges({
      plan: { pricing_plan_name: 'Standard', tiers },
      coupon: null,
      activeUsers: 2,
      today: '2026-11-25',
      currentCycle: { cycle, staffActiveDays: [30, 15] },
    });
    expect(estimate.prorated.subtotal).toBe(2250);
    expect(estimate.prorated.billing_date).toBe('2026-12-10');
    expect(estimate.next).toMatchObject({ total: 3000, billing_date: '2027-01-10' });
  });
});
