import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import { blankLine, lineBodies, linesForTotals, signedCents } from './invoice-lines.ts';

describe('invoice lines typed', () => {
  it('read dollars, credits and whole quantities, and say what is wrong in the catalogue words', () => {
    expect(signedCents('12.5')).toBe(1250);
    expect(signedCents('-$5')).toBe(-500);
    expect(signedCents('abc')).toBeNull();
    const good = { ...blankLine(), description: 'Yard cleanup', quantity: '2', unit: '12.50' };
    expect(lineBodies([good])).toMatchObject({
      valid: true,
      bodies: [{ description: 'Yard cleanup', quantity: 2, unit_cents: 1250, taxable: true }],
    });
    const bad = lineBodies([{ ...blankLine(), description: ' ', quantity: '1.5', unit: 'ten' }]);
    expect(bad.valid).toBe(false);
    expect(bad.errors[0]).toEqual({
      description: messages.required,
      quantity: messages.mustBeNumber,
      unit: messages.currencyFormat,
    });
    expect(lineBodies([{ ...good, quantity: '0' }]).errors[0]).toEqual({ quantity: messages.mustBePositive });
  });

  it('count unreadable amounts as nothing in the live total', () => {
    expect(linesForTotals([{ ...blankLine(), quantity: 'x', unit: '3' }])[0]).toMatchObject({
      quantity: 0,
      unit_cents: 300,
    });
  });
});
