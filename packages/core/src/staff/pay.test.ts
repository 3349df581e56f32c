import { describe, expect, it } from 'vitest';
import { bpsToPercentText, centsToDollarsText, commissionCents, dollarsToCents, hourlyPayCents, mileagePayCents, perJobPayCents, percentToBps, timeAndMileagePay } from './pay.ts';

describe('money typed in forms', () => {
  it('turns dollars into cents without floats', () => {
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('$1,234.56')).toBe(123456);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents(' 20 ')).toBe(2000);
    // 0.1 + 0.2 style drift would show here if floats were involved.
    expect(dollarsToCents('19.99')).toBe(1999);
    for (const bad of ['', '-1', '1.234', 'abc', '1,23', '1.']) expect(dollarsToCents(bad), bad).toBeNull();
    expect(centsToDollarsText(1250)).toBe('12.50');
    expect(centsToDollarsText(7)).toBe('0.07');
  });

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
    expect(timeAndMileagePay({ worked_minutes: 480, miles: 30 }, { hourly_rate_cents: 2000, mileage_rate_cents: 70 })).toEqual({ hourly_pay_cents: 16_000, mileage_pay_cents: 2100, total_cents: 18_100 });
  });
});
