import { describe, expect, it } from 'vitest';
import { waitInWords } from './code-resend.ts';

describe('how long to wait, in words', () => {
  it('says seconds, minutes or hours, rounded up', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(42)).toBe('42 seconds');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(3600)).toBe('60 minutes');
    expect(waitInWords(3601)).toBe('2 hours');
    expect(waitInWords(0.2)).toBe('1 second');
  });
});
