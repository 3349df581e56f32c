import type { ErrorOption, UseFormSetError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  applyServerFieldErrors,
  formFailure,
  serverFailureLine,
  serverFieldErrorLists,
  serverFieldErrors,
  showServerFailure,
} from './api-errors.ts';

interface Values {
  name: string;
  price: string;
  breaks: { start: string }[];
}

const unprocessable = (errors: Record<string, unknown>) =>
  new ApiError(422, { message: Object.values(errors).flat()[0], errors });

function recordingSetError() {
  const calls: [string, ErrorOption][] = [];
  const setError: UseFormSetError<Values> = (field, error) => {
    calls.push([field, error]);
  };
  return { calls, setError };
}

describe('server failures on a form', () => {
  it("reads a 422 answer's field errors, every text or the first", () => {
    const error = unprocessable({ 'breaks.0.start': ['one', 'two'], name: 'three', price: [7] });
    expect(serverFieldErrorLists(error)).toEqual({ 'breaks.0.start': ['one', 'two'], name: ['three'] });
    expect(serverFieldErrors(error)).toEqual({ 'breaks.0.start': 'one', name: 'three' });
    expect(serverFieldErrors(new ApiError(500, { message: 'Server Error' }))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });

  it('puts field errors under the fields the form has, by name or through a mapping, keeping every text', () => {
    const error = unprocessable({ name: ['Taken.'], price_cents: ['Too low.'], 'breaks.0.start': ['a', 'b'] });
    const byName = recordingSetError();
    applyServerFieldErrors<Values>(error, ['name', 'breaks.0.start'], byName.setError);
    expect(byName.calls).toEqual([
      ['name', { message: 'Taken.' }],
      ['breaks.0.start', { message: 'a', types: { server0: 'a', server1: 'b' } }],
    ]);
    const mapped = recordingSetError();
    applyServerFieldErrors<Values>(error, (field) => (field === 'price_cents' ? 'price' : null), mapped.setError);
    expect(mapped.calls).toEqual([['price', { message: 'Too low.' }]]);
  });

  it('says in the alert only what no field shows, or the server sentence when no field is named', () => {
    const error = unprocessable({ name: ['Taken.'], coupon: ['Expired.'], plan: ['Gone.'] });
    expect(formFailure(error, ['name', 'coupon', 'plan'])).toBeNull();
    expect(formFailure(error, ['name'])).toBe('Expired. Gone.');
    expect(formFailure(error, () => null)).toBe('Taken. Expired. Gone.');
    expect(formFailure(null, ['name'])).toBeNull();
    expect(formFailure(new ApiError(409, { error: 'code_taken', message: 'The code is taken.' }), ['name'])).toBe(
      'The code is taken.',
    );
    expect(formFailure(new Error('offline'), [])).toBe('Oops something went wrong...');
    expect(
      formFailure(new ApiError(409, { error: 'shift_overlaps', message: 'It overlaps.' }), [], serverFailureLine),
    ).toBe('Shift Overlaps: It overlaps.');
  });

  it('does both at once for an onError that keeps the alert text', () => {
    const { calls, setError } = recordingSetError();
    expect(showServerFailure<Values>(unprocessable({ name: ['Taken.'], zip: ['Bad.'] }), ['name'], setError)).toBe(
      'Bad.',
    );
    expect(calls).toEqual([['name', { message: 'Taken.' }]]);
  });
});
