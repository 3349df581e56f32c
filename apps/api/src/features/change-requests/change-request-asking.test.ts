import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@employee-portal/core';
import { notifications } from '../notifications/notifications.table.ts';
import {
  clerkToken,
  clientWithLocation,
  list,
  organizationId,
  outsiderToken,
  post,
  requestChange,
  requestCount,
  setUpChangeRequestsTests,
  t,
} from './change-requests.test-support.ts';

setUpChangeRequestsTests();

describe('asking for a change', () => {
  it('stores the request, rings the bell and lists it pending with what would change', async () => {
    const { client, location } = await clientWithLocation({ first_name: 'Quincy' });
    const created = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'dog_count',
      dog_count: 3,
      dog_names: ['Rex', 'Bo'],
      comment: 'We adopted two more',
    });
    expect(created).toMatchObject({ status: 'pending', summary: 'Dog count 1 → 3 (Rex, Bo)' });

    const [bell] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.organization_id, organizationId), eq(notifications.kind, 'change_request')));
    expect(bell).toMatchObject({
      title: 'Change request: Quincy Walker',
      link: '/change_requests',
      required_permissions: ['change_requests'],
    });

    const page = await list('?search=quincy');
    expect(page.meta.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      id: created.id,
      client: { id: client.id, first_name: 'Quincy', last_name: 'Walker', status: 'active' },
      location: { id: location.id, address_line1: location.address_line1, zip: '80202' },
      kind: 'dog_count',
      details: { dog_count: 3, dog_names: ['Rex', 'Bo'] },
      comment: 'We adopted two more',
      status: 'pending',
      deny_reason: null,
      decided_by: null,
    });
  });

  it('rejects bad input with the catalogue messages and stores nothing', async () => {
    const { client, location } = await clientWithLocation();
    const before = await requestCount();
    const cases: [object, Record<string, string[]>][] = [
      [{ client_id: client.id }, { kind: [messages.required] }],
      [{ client_id: client.id, kind: 'teleport' }, { kind: [messages.notValid] }],
      [{ client_id: client.id, kind: 'dog_count', dog_count: 2 }, { client_location_id: [messages.required] }],
      [
        { client_id: client.id, client_location_id: location.id, kind: 'dog_count', dog_count: -1 },
        { dog_count: [messages.cannotBeNegative] },
      ],
      [
        {
          client_id: client.id,
          client_location_id: location.id,
          kind: 'address',
          address_line1: ' ',
          city: 'Denver',
          state: 'CO',
          zip: '802',
        },
        { address_line1: [messages.required], zip: [messages.zipDigits] },
      ],
      [
        { client_id: client.id, kind: 'pause', from: '2026-12-14', to: '2026-12-01' },
        { to: [messages.mustBeAfterPausedFrom] },
      ],
      [
        { client_id: client.id, kind: 'pause', from: '2026-12-01', to: '2026-12-01' },
        { to: [messages.mustBeAfterPausedFrom] },
      ],
      [{ client_id: client.id, kind: 'pause', from: '2026-02-30', to: '2026-03-10' }, { from: [messages.notValid] }],
      [{ client_id: client.id, kind: 'frequency', frequency: 'hourly' }, { frequency: [messages.required] }],
      [{ client_id: client.id, kind: 'cancel', reason: '' }, { reason: [messages.required] }],
      [{ kind: 'add_on', name: 'Deodorizer' }, { client_id: [messages.required] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await post('/api/client_portal/change_requests', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    expect(await requestCount()).toBe(before);
  });

  it('answers 404 for a client or location of another organization, or another client’s location', async () => {
    const mine = await clientWithLocation();
    const neighbour = await clientWithLocation();
    const before = await requestCount();
    expect(
      (
        await post(
          '/api/client_portal/change_requests',
          { client_id: mine.client.id, kind: 'cancel', reason: 'Moving' },
          outsiderToken,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post('/api/client_portal/change_requests', {
          client_id: mine.client.id,
          client_location_id: neighbour.location.id,
          kind: 'dog_count',
          dog_count: 2,
        })
      ).statusCode,
    ).toBe(404);
    expect(await requestCount()).toBe(before);
  });

  it('needs the change_requests permission', async () => {
    const { client } = await clientWithLocation();
    expect(
      (
        await post(
          '/api/client_portal/change_requests',
          { client_id: client.id, kind: 'cancel', reason: 'Moving' },
          clerkToken,
        )
      ).statusCode,
    ).toBe(403);
    expect((await t.injectAs(clerkToken, { method: 'GET', url: '/api/change_requests' })).statusCode).toBe(403);
  });
});
