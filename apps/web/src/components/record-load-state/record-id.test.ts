import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { recordIdFromPath, recordLoad } from './record-id.ts';

describe('record ids in paths', () => {
  it('are plain positive integers only', () => {
    expect(recordIdFromPath('12')).toBe(12);
    expect(recordIdFromPath('2147483647')).toBe(2_147_483_647);
    for (const raw of [
      'abc',
      '0x1',
      '1e0',
      '+1',
      '01',
      '1.0',
      '0',
      '-1',
      ' 1',
      '',
      '2147483648',
      '99999999999',
      undefined,
    ])
      expect(recordIdFromPath(raw), String(raw)).toBeNull();
  });
});

describe('what a record page shows before its record', () => {
  const failed = (error: unknown) => ({ isError: true, error });

  it('shows not-found for a malformed id, without waiting for any answer', () => {
    expect(recordLoad(null, { isError: false, error: null })).toBe('not_found');
  });

  it('shows not-found for a 404 and for a 422 refusing the id', () => {
    expect(recordLoad(999999, failed(new ApiError(404, { message: 'This coupon does not exist.' })))).toBe('not_found');
    expect(
      recordLoad(1, failed(new ApiError(422, { message: 'Must be a number', errors: { id: ['Must be a number'] } }))),
    ).toBe('not_found');
  });

  it('keeps Retry for real failures: the network or a 5xx', () => {
    expect(recordLoad(1, failed(new TypeError('Failed to fetch')))).toBe('failed');
    expect(recordLoad(1, failed(new ApiError(500, { message: 'Server Error', request_id: 'x' })))).toBe('failed');
    expect(recordLoad(1, failed(new ApiError(503, { message: 'Busy' })))).toBe('failed');
  });

  it('shows any other refusal as the answer it is, with nothing to retry', () => {
    expect(recordLoad(1, failed(new ApiError(403, { message: 'You do not have permission.' })))).toBe('refused');
    expect(
      recordLoad(1, failed(new ApiError(422, { message: 'Not valid', errors: { organization: ['Not valid'] } }))),
    ).toBe('refused');
  });

  it('shows the spinner while a well-formed id loads', () => {
    expect(recordLoad(7, { isError: false, error: null })).toBe('loading');
  });
});
