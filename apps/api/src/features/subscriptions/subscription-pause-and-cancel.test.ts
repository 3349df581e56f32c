import { describe, expect, it } from 'vitest';
import { ENTERED_BY_MISTAKE, messages } from '@employee-portal/core';
import { MONDAY, send, setting, setUpSubscriptionsTests, t, twiceAWeekDays } from './subscriptions.test-support.ts';

setUpSubscriptionsTests();

describe('subscriptions', () => {
  it('pause for two weeks: the next cleanup moves past the pause, and resuming brings it back', async () => {
    const { owner, subscribe, client, location, twice } = await setting();
    const { id } = (await subscribe()).json().subscription;
    const backwards = await send(owner.token, 'POST', `/api/subscription/${id}/pause`, {
      from: '2026-12-07',
      to: MONDAY,
    });
    expect(backwards.json().errors.to).toEqual([messages.mustBeAfterPausedFrom]);
    const paused = await send(owner.token, 'POST', `/api/subscription/${id}/pause`, { from: MONDAY, to: '2026-12-07' });
    expect(paused.json().subscription).toMatchObject({
      status: 'active',
      pause_subscription_start_date: MONDAY,
      pause_subscription_end_date: '2026-12-07',
      next_cleanup: '2026-12-07',
    });
    expect((await send(owner.token, 'GET', `/api/next_cleanup_day?client_location_id=${location.id}`)).json()).toEqual({
      next_cleanup: '2026-12-07',
    });
    const schedule = (
      await send(
        owner.token,
        'GET',
        `/api/client/details/scheduler/client_locations_for_residential_client?client_id=${client.id}`,
      )
    ).json();
    expect(schedule.client_locations).toEqual([
      expect.objectContaining({
        subscription_id: id,
        clean_up_frequency: 'twice_a_week',
        unasigned: false,
        status: 'active',
        nextCleanup: '2026-12-07',
        scheduledCleanup: MONDAY,
      }),
    ]);
    t.clock.set(new Date('2026-11-24T18:00:00Z'));
    try {
      expect((await send(owner.token, 'GET', `/api/subscription/${id}`)).json().subscription.status).toBe('paused');
      expect((await send(owner.token, 'GET', '/api/subscriptions?status=paused')).json().meta.total).toBe(1);
      expect(
        (await send(owner.token, 'GET', `/api/service_plans/${twice.id}`)).json().service_plan.subscribers,
      ).toEqual({ active: 0, paused: 1, cancelled: 0 });
    } finally {
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
    const resumed = await send(owner.token, 'POST', `/api/subscription/${id}/resume`);
    expect(resumed.json().subscription).toMatchObject({ next_cleanup: MONDAY, pause_subscription_start_date: null });
    expect(resumed.json().subscription.history.map((event: { action: string }) => event.action)).toEqual([
      'resumed',
      'paused',
      'created',
    ]);
  });

  it("refuse a pause starting in the past ('Cannot be in the past') or without its days ('This field is required')", async () => {
    const { owner, subscribe } = await setting();
    const { id } = (await subscribe()).json().subscription;
    const past = await send(owner.token, 'POST', `/api/subscription/${id}/pause`, {
      from: '2026-11-21',
      to: '2026-12-07',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ from: [messages.dateCannotBeInPast] });
    const empty = await send(owner.token, 'POST', `/api/subscription/${id}/pause`, { from: '', to: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ from: [messages.required], to: [messages.required] });
    expect((await send(owner.token, 'GET', `/api/subscription/${id}`)).json().subscription).toMatchObject({
      pause_subscription_start_date: null,
      history: [expect.objectContaining({ action: 'created' })],
    });

    // A running pause keeps its start, now in the past, when only its end moves.
    await send(owner.token, 'POST', `/api/subscription/${id}/pause`, { from: MONDAY, to: '2026-12-07' });
    t.clock.set(new Date('2026-11-25T18:00:00Z'));
    try {
      const longer = await send(owner.token, 'POST', `/api/subscription/${id}/pause`, {
        from: MONDAY,
        to: '2026-12-14',
      });
      expect(longer.statusCode).toBe(200);
      expect(longer.json().subscription).toMatchObject({
        pause_subscription_start_date: MONDAY,
        pause_subscription_end_date: '2026-12-14',
      });
    } finally {
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
  });

  it('cancel with one of the reasons: visits stop, changes are refused, the reason cannot be deleted', async () => {
    const { owner, subscribe, reason, location, twice } = await setting();
    const { id } = (await subscribe()).json().subscription;
    expect(
      (await send(owner.token, 'POST', `/api/subscription/${id}/cancel`, { cancel_reason_id: 999999 })).json().errors
        .cancel_reason_id,
    ).toEqual([messages.notValid]);
    const cancelled = await send(owner.token, 'POST', `/api/subscription/${id}/cancel`, {
      cancel_reason_id: reason.id,
      note: 'Moving to Boulder',
    });
    expect(cancelled.json().subscription).toMatchObject({
      status: 'cancelled',
      cancelled_on: '2026-11-22',
      cancel_reason: { id: reason.id, name: 'Moving away' },
      next_cleanup: null,
    });
    expect(
      (await send(owner.token, 'GET', `/api/next_cleanup_day?client_location_id=${location.id}`)).json().next_cleanup,
    ).toBeNull();
    expect(
      (
        await send(owner.token, 'PUT', `/api/subscription/${id}`, {
          service_plan_id: twice.id,
          service_days: twiceAWeekDays,
        })
      ).statusCode,
    ).toBe(409);
    const deleting = await send(owner.token, 'DELETE', `/api/cancel_reasons/${reason.id}`);
    expect(deleting.statusCode).toBe(409);
    expect((await send(owner.token, 'GET', '/api/cancel_reasons')).json().cancel_reasons).toEqual([
      expect.objectContaining({ name: 'Entered by mistake', built_in: true, uses: 0 }),
      {
        id: reason.id,
        name: 'Moving away',
        is_active: true,
        counts_as_churn: true,
        built_in: false,
        uses: 1,
        in_use: true,
      },
    ]);
  });

  it('end with the client: deactivating a client cancels its running subscriptions, and a new one is refused', async () => {
    const { owner, subscribe, client } = await setting();
    const { id } = (await subscribe()).json().subscription;
    expect(
      (await send(owner.token, 'POST', `/api/clients/${client.id}/deactivate`, { reason: 'Sold the house' }))
        .statusCode,
    ).toBe(200);
    const shown = (await send(owner.token, 'GET', `/api/subscription/${id}`)).json().subscription;
    expect(shown).toMatchObject({
      status: 'cancelled',
      cancel_reason: { name: 'Client deactivated' },
      cancel_note: 'Sold the house',
    });
    const again = await subscribe();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('client_inactive');
  });

  it('keep "Entered by mistake" in every organization: offered when cancelling, never churn, never renamed or removed', async () => {
    const { owner, subscribe } = await setting();
    const options = (await send(owner.token, 'GET', '/api/subscriptions/options')).json();
    const mistake = options.cancel_reasons.find((reason: { name: string }) => reason.name === ENTERED_BY_MISTAKE.name);
    expect(mistake).toMatchObject({ counts_as_churn: false });
    expect(
      (await send(owner.token, 'GET', '/api/subscriptions/options?kind=commercial')).json().cancel_reasons,
    ).toEqual(options.cancel_reasons);

    const kept = { name: ENTERED_BY_MISTAKE.name, is_active: true, counts_as_churn: false };
    for (const change of [
      { ...kept, name: 'Changed their mind' },
      { ...kept, is_active: false },
      { ...kept, counts_as_churn: true },
    ]) {
      const refused = await send(owner.token, 'PUT', `/api/cancel_reasons/${mistake.id}`, change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('cancel_reason_built_in');
    }
    expect((await send(owner.token, 'PUT', `/api/cancel_reasons/${mistake.id}`, kept)).statusCode).toBe(200);
    expect((await send(owner.token, 'DELETE', `/api/cancel_reasons/${mistake.id}`)).statusCode).toBe(409);
    // Nor can another reason take its name, whatever the capitals.
    const lookalike = await send(owner.token, 'POST', '/api/cancel_reasons', { name: 'entered BY mistake' });
    expect(lookalike.json().errors.name).toEqual(['This cancel reason already exists']);

    const { id } = (await subscribe()).json().subscription;
    const cancelled = await send(owner.token, 'POST', `/api/subscription/${id}/cancel`, {
      cancel_reason_id: mistake.id,
    });
    expect(cancelled.json().subscription).toMatchObject({
      status: 'cancelled',
      cancel_reason: { id: mistake.id, name: ENTERED_BY_MISTAKE.name },
    });
    const listed = (await send(owner.token, 'GET', '/api/cancel_reasons')).json().cancel_reasons;
    expect(listed.find((reason: { id: number }) => reason.id === mistake.id)).toEqual({
      id: mistake.id,
      name: ENTERED_BY_MISTAKE.name,
      is_active: true,
      counts_as_churn: false,
      built_in: true,
      uses: 1,
      in_use: true,
    });
  });

  it('let the owner say whether one of their own reasons counts as churn', async () => {
    const { owner } = await setting();
    const created = await send(owner.token, 'POST', '/api/cancel_reasons', {
      name: 'Duplicate entry',
      counts_as_churn: false,
    });
    expect(created.json().cancel_reason).toMatchObject({ counts_as_churn: false, built_in: false });
    const plain = await send(owner.token, 'POST', '/api/cancel_reasons', { name: 'Found another company' });
    expect(plain.json().cancel_reason).toMatchObject({ counts_as_churn: true });
  });
});
