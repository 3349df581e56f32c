import { describe, expect, it } from 'vitest';
import { formatLoginErrors, formatServerError, titleCase } from './format-error.ts';

describe('titleCase', () => {
  it('turns a snake_case code into words with capitals', () => {
    expect(titleCase('invalid_credentials')).toBe('Invalid Credentials');
    expect(titleCase('card was declined')).toBe('Card Was Declined');
  });
});

describe('formatServerError (spec §8)', () => {
  it('prefers error, title-casing a code with underscores and no spaces', () => {
    expect(formatServerError({ error: 'card_declined', message: 'ignored' })).toBe('Card Declined');
  });
  it('shows an error sentence as it is', () => {
    expect(formatServerError({ error: 'Your card was declined.' })).toBe('Your card was declined.');
  });
  it('falls back to message, then the first of errors, then the catalogue text', () => {
    expect(formatServerError({ message: 'Plan not found' })).toBe('Plan not found');
    expect(formatServerError({ errors: { cvv: ['CVV is required'], zip: ['x'] } })).toBe('CVV is required');
    expect(formatServerError({ errors: ['First', 'Second'] })).toBe('First');
    expect(formatServerError({ errors: 'Just text' })).toBe('Just text');
    expect(formatServerError(null)).toBe('Oops something went wrong...');
    expect(formatServerError({})).toBe('Oops something went wrong...');
  });
});

describe('formatLoginErrors', () => {
  it('shows the server errors field in title case', () => {
    expect(
      formatLoginErrors({
        error: 'invalid_credentials',
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      }),
    ).toBe('These Credentials Do Not Match Our Records.');
    expect(
      formatLoginErrors({ error: 'invalid_credentials', message: 'These credentials do not match our records.' }),
    ).toBe('Invalid Credentials');
    expect(formatLoginErrors({ errors: { email: ['too_many_attempts'] } })).toBe('Too Many Attempts');
  });
});
