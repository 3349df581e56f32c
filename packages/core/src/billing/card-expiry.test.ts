import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import {
  calendarMonthOf,
  EXPIRY_MONTHS,
  expiryMmYy,
  expiryYearChoices,
  formatCardExpiry,
  isCardExpired,
  parseExpiryMmYy,
} from './card-expiry.ts';
import { cardConnectFormSchema, stripeNameOnCardSchema } from './card-form.schema.ts';

const november2026 = { year: 2026, month: 11 };

describe('card expiry', () => {
  it('offers the months 01 to 12 and this year plus 19 more', () => {
    expect(EXPIRY_MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const years = expiryYearChoices(november2026);
    expect(years).toHaveLength(20);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('2045');
  });

  it('counts a card as expired only before the current month', () => {
    expect(isCardExpired({ year: 2026, month: 10 }, november2026)).toBe(true);
    expect(isCardExpired({ year: 2025, month: 12 }, november2026)).toBe(true);
    expect(isCardExpired({ year: 2026, month: 11 }, november2026)).toBe(false);
    expect(isCardExpired({ year: 2027, month: 1 }, november2026)).toBe(false);
    // January: nothing of the current year's list is in the past except last year's months.
    expect(isCardExpired({ year: 2027, month: 1 }, { year: 2027, month: 1 })).toBe(false);
  });

  it('sends MMYY and reads it back', () => {
    expect(expiryMmYy({ year: 2030, month: 4 })).toBe('0430');
    expect(expiryMmYy({ year: 2100, month: 12 })).toBe('1200');
    expect(parseExpiryMmYy('1230')).toEqual({ year: 2030, month: 12 });
    expect(parseExpiryMmYy('1330')).toBeNull();
    expect(parseExpiryMmYy(null)).toBeNull();
    expect(formatCardExpiry({ year: 2030, month: 4 })).toBe('04/30');
  });

  it('takes the calendar month of a local date', () => {
    expect(calendarMonthOf(new Date(2026, 0, 31, 23, 59))).toEqual({ year: 2026, month: 1 });
  });
});

describe('CardConnect card form', () => {
  const schema = cardConnectFormSchema(november2026);
  const valid = {
    name_on_card: ' Rita Runner ',
    postal: '80202',
    cc_token: '9411111111111111',
    expiry_month: '04',
    expiry_year: '2030',
    cvv: '123',
  };
  const errorsOf = (input: Record<string, string>) => {
    const result = schema.safeParse(input);
    // The first message per field, as the form shows it.
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('turns a filled form into the card payload with MMYY expiry', () => {
    expect(schema.parse(valid)).toEqual({
      name_on_card: 'Rita Runner',
      postal: '80202',
      cc_token: '9411111111111111',
      expiry: '0430',
      cvv: '123',
    });
  });

  it('tells every missing field with the spec wording', () => {
    expect(
      errorsOf({ name_on_card: '', postal: '', cc_token: '', expiry_month: '', expiry_year: '', cvv: '' }),
    ).toEqual({
      name_on_card: messages.required,
      postal: messages.required,
      cc_token: messages.cardNumberRequired,
      expiry_month: messages.expiryMonthRequired,
      expiry_year: messages.expiryYearRequired,
      cvv: messages.cvvRequired,
    });
  });

  it('wants a 5-digit zip and a 3 or 4 digit CVV', () => {
    expect(errorsOf({ ...valid, postal: '8020', cvv: '12' })).toEqual({
      postal: messages.zipDigits,
      cvv: messages.cvvDigits,
    });
    expect(errorsOf({ ...valid, cvv: '12345' })).toEqual({ cvv: messages.cvvDigits });
    expect(errorsOf({ ...valid, cvv: '1234' })).toEqual({});
  });

  it("says 'Card expired' for a month before this one, even while other fields are still missing", () => {
    expect(errorsOf({ ...valid, expiry_month: '10', expiry_year: '2026' })).toEqual({
      expiry_month: messages.cardExpired,
    });
    expect(errorsOf({ ...valid, name_on_card: '', expiry_month: '10', expiry_year: '2026' })).toEqual({
      name_on_card: messages.required,
      expiry_month: messages.cardExpired,
    });
    expect(errorsOf({ ...valid, expiry_month: '11', expiry_year: '2026' })).toEqual({});
  });
});

describe('Stripe card form', () => {
  it("says 'No name on Card' without a name", () => {
    expect(stripeNameOnCardSchema.safeParse('  ').error?.issues[0]?.message).toBe(messages.noNameOnCard);
    expect(stripeNameOnCardSchema.parse(' Rita ')).toBe('Rita');
  });
});
