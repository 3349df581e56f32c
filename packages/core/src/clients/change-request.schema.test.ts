import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import {
  approvalSentence,
  createChangeRequestSchema,
  describeChange,
  detailsOfRequest,
} from './change-request.schema.ts';

const errorsOf = (body: object) => {
  const result = createChangeRequestSchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a change request body', () => {
  it('is split into where it applies and the kind’s own details', () => {
    const body = createChangeRequestSchema.parse({
      client_id: 3,
      client_location_id: 9,
      kind: 'dog_count',
      dog_count: 2,
      comment: '  New puppy ',
    });
    expect(detailsOfRequest(body)).toEqual({
      client_id: 3,
      client_location_id: 9,
      comment: 'New puppy',
      details: { kind: 'dog_count', dog_count: 2 },
    });
    const pause = createChangeRequestSchema.parse({
      client_id: 3,
      kind: 'pause',
      from: '2026-12-01',
      to: '2026-12-14',
    });
    expect(detailsOfRequest(pause)).toEqual({
      client_id: 3,
      client_location_id: null,
      comment: null,
      details: { kind: 'pause', from: '2026-12-01', to: '2026-12-14' },
    });
  });

  it('names a location for address and dog count changes only', () => {
    expect(
      errorsOf({ client_id: 3, kind: 'address', address_line1: '1 Elm St', city: 'Denver', state: 'CO', zip: '80205' }),
    ).toEqual({ client_location_id: messages.required });
    expect(errorsOf({ client_id: 3, kind: 'cancel', reason: 'Moving' })).toEqual({});
  });

  it('ends a pause after it starts, on real calendar days', () => {
    expect(errorsOf({ client_id: 3, kind: 'pause', from: '2026-12-14', to: '2026-12-01' })).toEqual({
      to: messages.mustBeAfterPausedFrom,
    });
    expect(errorsOf({ client_id: 3, kind: 'pause', from: '2026-12-01', to: '12/14/2026' })).toEqual({
      to: messages.notValid,
    });
    expect(errorsOf({ client_id: 3, kind: 'pause', from: '2026-02-29', to: '2026-03-14' })).toEqual({
      from: messages.notValid,
    });
  });

  it('says which field is missing or wrong', () => {
    expect(errorsOf({})).toEqual({ kind: messages.required });
    expect(errorsOf({ client_id: 3, kind: 'move' })).toEqual({ kind: messages.notValid });
    expect(errorsOf({ client_id: 'x', client_location_id: 1, kind: 'dog_count', dog_count: 1.5 })).toEqual({
      client_id: messages.mustBeNumber,
      dog_count: messages.mustBeWholeNumber,
    });
    expect(
      errorsOf({
        client_id: 3,
        client_location_id: 1,
        kind: 'address',
        address_line1: '1 Elm St',
        city: 'Denver',
        state: 'CO',
        zip: '8020',
      }),
    ).toEqual({ zip: messages.zipDigits });
  });
});

describe('a change in words', () => {
  it('reads against the location as it stands', () => {
    expect(
      describeChange('dog_count', { dog_count: 3, dog_names: ['Rex'] }, { address_line1: '1 Old Rd', dog_count: 2 }),
    ).toBe('Dog count 2 → 3 (Rex)');
    expect(describeChange('dog_count', { dog_count: 3 }, null)).toBe('Dog count → 3');
    expect(
      describeChange(
        'address',
        { address_line1: '12 Elm St', address_line2: null, city: 'Denver', state: 'CO', zip: '80205' },
        null,
      ),
    ).toBe('Address → 12 Elm St, Denver CO 80205');
    expect(describeChange('frequency', { frequency: 'twice_a_week' }, null)).toBe('Frequency → Twice a Week');
    expect(describeChange('add_on', { name: 'Deodorizer', note: null }, null)).toBe('Add-on: Deodorizer');
    expect(describeChange('cancel', { reason: 'Moving' }, null)).toBe('Cancel service: Moving');
  });

  it('states what was approved', () => {
    expect(approvalSentence('pause', { from: '2026-12-01', to: '2026-12-14' }, null)).toBe(
      'Approved pause from 2026-12-01 to 2026-12-14',
    );
  });
});
