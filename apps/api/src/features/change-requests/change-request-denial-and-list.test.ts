import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';
import {
  clientWithLocation,
  list,
  outsiderToken,
  post,
  requestChange,
  setUpChangeRequestsTests,
  storedLocation,
  storedRequest,
  t,
  token,
} from './change-requests.test-support.ts';

setUpChangeRequestsTests();

describe('denying', () => {
  it('needs a reason, then records it and tells the client', async () => {
    const { client, location } = await clientWithLocation();
    const created = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'dog_count',
      dog_count: 9,
    });

    const missing = await post(`/api/change_requests/${created.id}/deny`, { reason: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ reason: [messages.required] });
    expect((await storedRequest(created.id)).status).toBe('pending');

    const response = await post(`/api/change_requests/${created.id}/deny`, {
      reason: 'Nine dogs need a commercial plan',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().change_request).toMatchObject({
      status: 'denied',
      deny_reason: 'Nine dogs need a commercial plan',
      decided_by: 'Olive Owner',
    });
    expect((await storedLocation(location.id)).dog_count).toBe(1);
    const [mail] = await latestOutboxMessages(t.db, { to: client.email!, channel: 'email', limit: 1 });
    expect(mail?.body).toBe('Your change request (Dog count → 9) was not approved: Nine dogs need a commercial plan');
  });
});

describe('the list', () => {
  it('filters by status and kind, newest first, and pages', async () => {
    const { client, location } = await clientWithLocation({ first_name: 'Listy' });
    const first = await requestChange({ client_id: client.id, kind: 'frequency', frequency: 'once_a_week' });
    t.clock.advance(1000);
    const second = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'dog_count',
      dog_count: 2,
    });
    t.clock.advance(1000);
    const third = await requestChange({ client_id: client.id, kind: 'add_on', name: 'Lawn' });
    await post(`/api/change_requests/${third.id}/deny`, { reason: 'Not offered' });

    const ids = (page: { data: { id: number }[] }) => page.data.map((row) => row.id);
    expect(ids(await list('?search=listy'))).toEqual([second.id, first.id]);
    expect(ids(await list('?search=listy&status=all'))).toEqual([third.id, second.id, first.id]);
    expect(ids(await list('?search=listy&status=denied'))).toEqual([third.id]);
    expect(ids(await list('?search=listy&status=all&kind=dog_count'))).toEqual([second.id]);
    const paged = await list('?search=listy&status=all&per_page=1&page=2');
    expect(paged.meta).toEqual({ page: 2, per_page: 1, total: 3 });
    expect(ids(paged)).toEqual([second.id]);
    expect((await list('?search=listy&status=denied')).data[0]).toMatchObject({
      summary: 'Add-on: Lawn',
      deny_reason: 'Not offered',
    });
    expect((await t.injectAs(token, { method: 'GET', url: '/api/change_requests?status=maybe' })).statusCode).toBe(422);
  });

  it('shows another organization nothing and lets it decide nothing', async () => {
    const { client, location } = await clientWithLocation({ first_name: 'Hidden' });
    const created = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'dog_count',
      dog_count: 2,
    });
    expect((await list('?status=all', outsiderToken)).data).toEqual([]);
    expect((await post(`/api/change_requests/${created.id}/approve`, {}, outsiderToken)).statusCode).toBe(404);
    expect(
      (await post(`/api/change_requests/${created.id}/deny`, { reason: 'Mine now' }, outsiderToken)).statusCode,
    ).toBe(404);
    expect((await storedRequest(created.id)).status).toBe('pending');
  });
});
