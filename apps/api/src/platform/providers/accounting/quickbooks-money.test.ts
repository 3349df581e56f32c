import { describe, expect, it } from 'vitest';
import { toAmount, toCents } from './quickbooks-money.ts';

describe('QuickBooks amounts and our cents', () => {
  it('reads decimal dollars exactly where multiplying by 100 drifts', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.5)).toBe(123_450);
    expect(toCents('1234.50')).toBe(123_450);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1_000_000.07)).toBe(100_000_007);
  });

  it('reads negative amounts (a fee line) and nothing as zero', () => {
    expect(toCents(-3.11)).toBe(-311);
    expect(toCents('-0.05')).toBe(-5);
    expect(toCents(0)).toBe(0);
    expect(toCents(-0)).toBe(0);
    expect(toCents(null)).toBe(0);
    expect(toCents(undefined)).toBe(0);
  });

  it('rounds a third decimal half away from zero and refuses what is not an amount', () => {
    expect(toCents('2.345')).toBe(235);
    expect(toCents('2.344')).toBe(234);
    expect(toCents('-2.345')).toBe(-235);
    expect(toCents(1e-7)).toBe(0);
    expect(() => toCents('12,50')).toThrow();
    expect(() => toCents(Number.NaN)).toThrow();
  });

  it('writes cents as the dollars JSON prints exactly', () => {
    expect(JSON.stringify({ Amount: toAmount(29) })).toBe('{"Amount":0.29}');
    expect(JSON.stringify({ Amount: toAmount(123_450) })).toBe('{"Amount":1234.5}');
    expect(JSON.stringify({ Amount: toAmount(-311) })).toBe('{"Amount":-3.11}');
    expect(JSON.stringify({ Amount: toAmount(30) })).toBe('{"Amount":0.3}');
    expect(() => toAmount(12.5)).toThrow();
  });

  it('reads back every cent value it writes', () => {
    const drifted: number[] = [];
    for (let cents = -2000; cents <= 200_000; cents += 7) if (toCents(toAmount(cents)) !== cents) drifted.push(cents);
    expect(drifted).toEqual([]);
  });
});
