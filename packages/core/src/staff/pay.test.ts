import { describe, expect, it } from 'vitest';
import {
  bpsToPercentText,
  commissionCents,
  hourlyPayCents,
  mileagePayCents,
  perJobPayCents,
  percentToBps,
  timeAndMileagePay,
} from './pay.ts';

describe('percents typed in forms', () => {
  it('turns percents into basis points and back', () => {
    expect(percentToBps('12.5')).toBe(1250);
    expect(percentToBps('0.25%')).toBe(25);
    expect(percentToBps('100')).toBe(10_000);
    for (const bad of ['100.01', '1.234', '-5', 'x']) expect(percentToBps(bad), bad).toBeNull();
    expect(bpsToPercentText(1250)).toBe('12.5');
    expect(bpsToPercentText(700)).toBe('7');
  });
});

describe('pay arithmetic', () => {
  it('pays worked minutes at the hourly rate, rounding once at the end', () => {
    expect(hourlyPayCents(90, 2000)).toBe(3000);
    // 7 minutes at $17.99/h = 209.88... cents
    expect(hourlyPayCents(7, 1799)).toBe(210);
    expect(hourlyPayCents(0, 2500)).toBe(0);
  });

  it('pays miles, jobs and commission', () => {
    expect(mileagePayCents(42, 67)).toBe(2814);
    expect(perJobPayCents(3, 1500)).toBe(4500);
    expect(commissionCents(12_345, 1000)).toBe(1235);
    expect(commissionCents(10_000, 250)).toBe(250);
  });

  it('adds time and mileage', () => {
    expect(
      timeAndMileagePay({ worked_minutes: 480, miles: 30 }, { hourly_rate_cents: 2000, mileage_rate_cents: 70 }),
    ).toEqual({ hourly_pay_cents: 16_000, mileage_pay_cents: 2100, total_cents: 18_100 });
  });
});
