import { describe, expect, it } from 'vitest';
import { changeValueText, fieldLabel } from './activity-format.ts';

describe('activity change text', () => {
  it('names fields readably', () => {
    expect(fieldLabel('alternate_email')).toBe('Alternate email');
    expect(fieldLabel('zip')).toBe('Zip');
  });

  it('shows values before and after, empty ones plainly', () => {
    expect(changeValueText(null)).toBe('(empty)');
    expect(changeValueText('')).toBe('(empty)');
    expect(changeValueText(true)).toBe('Yes');
    expect(changeValueText(false)).toBe('No');
    expect(changeValueText(['Rex', 'Bella'])).toBe('Rex, Bella');
    expect(changeValueText([])).toBe('(empty)');
    expect(changeValueText(3)).toBe('3');
    expect(changeValueText({ a: 1 })).toBe('{"a":1}');
  });
});
