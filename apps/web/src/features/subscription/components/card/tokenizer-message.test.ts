import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import { readTokenizerMessage } from './tokenizer-message.ts';

describe('readTokenizerMessage', () => {
  it("keeps the token when errorCode is '00'", () => {
    expect(
      readTokenizerMessage(
        JSON.stringify({ message: '9418594164541111', validationError: '', errorMessage: '', errorCode: '00' }),
      ),
    ).toEqual({ token: '9418594164541111' });
  });

  it("shows the frame's validation error otherwise", () => {
    expect(
      readTokenizerMessage(JSON.stringify({ message: '', validationError: 'Invalid card number', errorCode: '7' })),
    ).toEqual({ error: 'Invalid card number' });
    expect(readTokenizerMessage({ message: '', errorMessage: 'Card not accepted', errorCode: 14 })).toEqual({
      error: 'Card not accepted',
    });
  });

  it('treats a fine answer without a token as a missing number', () => {
    expect(readTokenizerMessage(JSON.stringify({ message: '', errorCode: '00' }))).toEqual({
      error: messages.cardNumberRequired,
    });
  });

  it('ignores what is not a tokenizer message', () => {
    expect(readTokenizerMessage('not json')).toBeNull();
    expect(readTokenizerMessage({ type: 'webpackHotUpdate' })).toBeNull();
    expect(readTokenizerMessage(42)).toBeNull();
  });
});
