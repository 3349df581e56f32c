import { describe, expect, it } from 'vitest';
import { centsToDollarsText, dollarsToCents } from './money.ts';

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
    // A discount or a negative premium keeps its sign even under a dollar.
    expect(centsToDollarsText(-50)).toBe('-0.50');
    expect(centsToDollarsText(-1250)).toBe('-12.50');
  });
});
