import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import { crossSellFormSchema, crossSellFormValues } from './cross-sell-form.ts';

const typed = { name: 'Yard Deodorizer', description: '', frequency: 'every_visit', is_active: true } as const;
const priceError = (price: string) =>
  crossSellFormSchema
    .safeParse({ ...typed, price_cents: price })
    .error?.issues.find((issue) => issue.path[0] === 'price_cents')?.message;

describe('cross-sell form', () => {
  it('sends the dollars typed as cents', () => {
    expect(crossSellFormSchema.parse({ ...typed, price_cents: '8' }).price_cents).toBe(800);
    expect(crossSellFormSchema.parse({ ...typed, price_cents: '$1,234.5' }).price_cents).toBe(123450);
    expect(crossSellFormSchema.parse({ ...typed, price_cents: ' 0.99 ' }).price_cents).toBe(99);
  });

  it('refuses prices that are not currency, with the catalogue wording', () => {
    expect(priceError('8.999')).toBe(messages.currencyFormat);
    expect(priceError('-8')).toBe(messages.currencyFormat);
    expect(priceError('eight')).toBe(messages.currencyFormat);
    expect(priceError('')).toBe(messages.required);
    expect(priceError('100000.01')).toBe(messages.notValid);
  });

  it('needs a name and a frequency', () => {
    const result = crossSellFormSchema.safeParse({ ...typed, name: '  ', frequency: '', price_cents: '8' });
    const byField = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(byField).toMatchObject({ name: messages.required, frequency: messages.required });
  });

  it('starts an edit from the saved cross-sell, and a new one active and every visit', () => {
    expect(crossSellFormValues(null)).toEqual({
      name: '',
      description: '',
      price_cents: '',
      frequency: 'every_visit',
      is_active: true,
    });
    const saved = {
      id: 4,
      kind: 'commercial',
      name: 'Bags',
      description: null,
      price_cents: 1205,
      frequency: 'monthly',
      is_active: false,
      buyers: 0,
      in_use: false,
      created_at: '2026-11-22T10:00:00.000Z',
    } as const;
    expect(crossSellFormValues(saved)).toEqual({
      name: 'Bags',
      description: '',
      price_cents: '12.05',
      frequency: 'monthly',
      is_active: false,
    });
    // What the form starts from saves back unchanged.
    expect(crossSellFormSchema.parse(crossSellFormValues(saved))).toMatchObject({
      price_cents: 1205,
      frequency: 'monthly',
      is_active: false,
    });
  });
});
