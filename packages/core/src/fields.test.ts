import { describe, expect, it } from 'vitest';
import { id, idFromText, idParam, MAX_ID } from './fields.ts';
import { messages } from './messages/catalogue.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ids written as text (paths, queries, page URLs)', () => {
  it('reads plain positive integers up to the int4 column', () => {
    expect(idFromText('1')).toBe(1);
    expect(idFromText('12')).toBe(12);
    expect(idFromText(String(MAX_ID))).toBe(2_147_483_647);
    expect(idParam().parse('12')).toBe(12);
  });

  it('refuses every other spelling of 1 instead of reading it as 1', () => {
    for (const raw of [
      '0x1',
      '1e0',
      '+1',
      '01',
      '1.0',
      ' 1',
      '1 ',
      '1_0',
      'true',
      '',
      '0',
      '-1',
      '2147483648',
      '99999999999',
      '١',
    ]) {
      expect(idFromText(raw), raw).toBeNull();
      expect(idParam().safeParse(raw).success, raw).toBe(false);
    }
  });

  it("says what is wrong in the catalogue's words", () => {
    expect(firstMessage(idParam().safeParse('abc'))).toBe(messages.mustBeNumber);
    expect(firstMessage(idParam().safeParse('0x1'))).toBe(messages.mustBeNumber);
    expect(firstMessage(idParam().safeParse('1e0'))).toBe(messages.mustBeNumber);
    expect(firstMessage(idParam().safeParse('1.0'))).toBe(messages.mustBeWholeNumber);
    expect(firstMessage(idParam().safeParse('0'))).toBe(messages.mustBePositive);
    expect(firstMessage(idParam().safeParse('-1'))).toBe(messages.mustBePositive);
    expect(firstMessage(idParam().safeParse('01'))).toBe(messages.notValid);
    expect(firstMessage(idParam().safeParse('+1'))).toBe(messages.notValid);
    expect(firstMessage(idParam().safeParse('2147483648'))).toBe(messages.notValid);
  });
});

describe('ids in JSON bodies', () => {
  it('takes JSON integers up to the int4 column', () => {
    expect(id().parse(1)).toBe(1);
    expect(id().parse(MAX_ID)).toBe(MAX_ID);
  });

  it('refuses strings, booleans, fractions, zero, negatives and numbers beyond the column', () => {
    expect(firstMessage(id().safeParse('1'))).toBe(messages.mustBeNumber);
    expect(firstMessage(id().safeParse(true))).toBe(messages.mustBeNumber);
    expect(firstMessage(id().safeParse([1]))).toBe(messages.mustBeNumber);
    expect(firstMessage(id().safeParse(1.5))).toBe(messages.mustBeWholeNumber);
    expect(firstMessage(id().safeParse(0))).toBe(messages.mustBePositive);
    expect(firstMessage(id().safeParse(-1))).toBe(messages.mustBePositive);
    expect(firstMessage(id().safeParse(2_147_483_648))).toBe(messages.notValid);
    expect(firstMessage(id().safeParse(undefined))).toBe(messages.required);
  });
});
