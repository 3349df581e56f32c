import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { jobHorizons, jobs, skipReasons } from './jobs.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (token: string, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : (payload ?? {}) });

const SETTINGS = {
  working_days: [1, 2, 3, 4, 5, 6],
  horizon_weeks: 10,
  default_service_minutes: 20,
  road_factor: 1.2,
  average_speed_mph: 30,
  route_start_time: '07:30',
  notify_on_the_way: false,
  notify_completed: true,
  notify_skipped: true,
};

describe('scheduler settings', () => {
  it('reads the defaults, the skip reasons and each field tech, and saves the settings', async () => {
    const { owner, tech, otherTech } = await jobSetting(t);
    const first = await send(owner.token, 'GET', '/api/scheduler_settings');
    expect(first.statusCode).toBe(200);
    expect(first.json().scheduler_settings).toMatchObject({ working_days: [1, 2, 3, 4, 5], horizon_weeks: 8 });
    expect(first.json().skip_reasons.map((reason: { name: string }) => reason.name)).toContain('Weather');
    expect(
      first
        .json()
        .route_addresses.map((row: { user_id: number }) => row.user_id)
        .sort(),
    ).toEqual([tech.user.id, otherTech.user.id].sort());
    const saved = await send(owner.token, 'PUT', '/api/scheduler_settings', SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().scheduler_settings).toEqual(SETTINGS);
    expect((await send(owner.token, 'GET', '/api/scheduler_settings')).json().scheduler_settings).toEqual(SETTINGS);
  });

  it('asks for a generation pass when the horizon or the working days change, not for the notifications', async () => {
    const { owner, organization, subscribe } = await jobSetting(t);
    await subscribe();
    const lastRun = async () =>
      (await t.db.select().from(jobHorizons).where(eq(jobHorizons.organization_id, organization.id)))[0]?.last_run_on;
    // As after tonight's pass: generated, nothing asked since.
    await t.db
      .insert(jobHorizons)
      .values({ organization_id: organization.id, last_run_on: '2026-11-24' })
      .onConflictDoUpdate({ target: jobHorizons.organization_id, set: { last_run_on: '2026-11-24' } });
    await send(owner.token, 'PUT', '/api/scheduler_settings', { notify_on_the_way: false });
    expect(await lastRun()).toBe('2026-11-24');
    await send(owner.token, 'PUT', '/api/scheduler_settings', { horizon_weeks: 12 });
    expect(await lastRun()).toBeNull();
    await t.db
      .update(jobHorizons)
      .set({ last_run_on: '2026-11-24' })
      .where(eq(jobHorizons.organization_id, organization.id));
    await send(owner.token, 'PUT', '/api/scheduler_settings', { horizon_weeks: 12, working_days: [1, 3, 5] });
    expect(await lastRun()).toBeNull();
  });

  it('refuses bad values with field errors and keeps the stored ones', async () => {
    const { owner } = await jobSetting(t);
    await send(owner.token, 'PUT', '/api/scheduler_settings', SETTINGS);
    const bad = await send(owner.token, 'PUT', '/api/scheduler_settings', {
      working_days: [],
      horizon_weeks: 40,
      default_service_minutes: 0,
      road_factor: 0.5,
      average_speed_mph: 200,
      route_start_time: '7 am',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'average_speed_mph',
      'default_service_minutes',
      'horizon_weeks',
      'road_factor',
      'route_start_time',
      'working_days',
    ]);
    expect((await send(owner.token, 'GET', '/api/scheduler_settings')).json().scheduler_settings).toEqual(SETTINGS);
  });

  it('needs the scheduler_settings permission and keeps each organization to its own', async () => {
    const other = await jobSetting(t, 'Other Co');
    await send(other.owner.token, 'PUT', '/api/scheduler_settings', SETTINGS);
    const { owner, tech } = await jobSetting(t);
    expect((await send(owner.token, 'GET', '/api/scheduler_settings')).json().scheduler_settings.horizon_weeks).toBe(8);
    expect((await send(tech.token, 'GET', '/api/scheduler_settings')).statusCode).toBe(403);
    expect((await send(tech.token, 'PUT', '/api/scheduler_settings', SETTINGS)).statusCode).toBe(403);
  });
});

describe('route addresses', () => {
  it("saves a tech's start and end address; another organization's tech is 404", async () => {
    const { owner, tech } = await jobSetting(t);
    const other = await jobSetting(t, 'Other Co');
    const url = `/api/scheduler_settings/route_addresses/${tech.user.id}`;
    const saved = await send(owner.token, 'PUT', url, { start_address: '1 Yard Rd, Denver', end_address: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().route_address).toMatchObject({ start_address: '1 Yard Rd, Denver', end_address: null });
    const page = (await send(owner.token, 'GET', '/api/scheduler_settings')).json();
    expect(page.route_addresses.find((row: { user_id: number }) => row.user_id === tech.user.id)).toMatchObject({
      start_address: '1 Yard Rd, Denver',
      end_address: null,
    });
    await send(owner.token, 'PUT', url, { start_address: '2 Depot Ave', end_address: '3 Home St' });
    const again = (await send(owner.token, 'GET', '/api/scheduler_settings')).json();
    expect(again.route_addresses.find((row: { user_id: number }) => row.user_id === tech.user.id)).toMatchObject({
      start_address: '2 Depot Ave',
      end_address: '3 Home St',
    });
    const foreign = `/api/scheduler_settings/route_addresses/${other.tech.user.id}`;
    expect((await send(owner.token, 'PUT', foreign, { start_address: 'x' })).statusCode).toBe(404);
    const tooLong = await send(owner.token, 'PUT', url, { start_address: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['start_address']);
  });
});

describe('skip reasons', () => {
  it('adds, edits and deletes an unused reason; a taken name is refused', async () => {
    const { owner } = await jobSetting(t);
    const created = await send(owner.token, 'POST', '/api/skip_reasons', { name: 'Flooded yard', is_charged: true });
    expect(created.statusCode).toBe(201);
    const id = created.json().skip_reason.id;
    expect(created.json().skip_reason).toMatchObject({ name: 'Flooded yard', is_charged: true, is_active: true });
    const taken = await send(owner.token, 'POST', '/api/skip_reasons', { name: 'weather' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['This skip reason already exists']);
    const renamedOnto = await send(owner.token, 'PUT', `/api/skip_reasons/${id}`, { name: 'Weather' });
    expect(renamedOnto.statusCode).toBe(422);
    const edited = await send(owner.token, 'PUT', `/api/skip_reasons/${id}`, {
      name: 'Flooded',
      is_charged: false,
      is_active: false,
    });
    expect(edited.json().skip_reason).toMatchObject({ name: 'Flooded', is_charged: false, is_active: false });
    expect((await send(owner.token, 'DELETE', `/api/skip_reasons/${id}`)).statusCode).toBe(200);
    const names = (await send(owner.token, 'GET', '/api/skip_reasons'))
      .json()
      .skip_reasons.map((reason: { name: string }) => reason.name);
    expect(names).not.toContain('Flooded');
  });

  it('refuses to delete a reason jobs use (409) and lets it be deactivated instead', async () => {
    const { owner, organization, subscribe } = await jobSetting(t);
    const subscription = await subscribe();
    const [weather] = await t.db.select().from(skipReasons).where(eq(skipReasons.organization_id, organization.id));
    await t.db
      .update(jobs)
      .set({ status: 'skipped', skip_reason_id: weather!.id })
      .where(eq(jobs.subscription_id, subscription.id));
    const refused = await send(owner.token, 'DELETE', `/api/skip_reasons/${weather!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/deactivate it instead/);
    const deactivated = await send(owner.token, 'PUT', `/api/skip_reasons/${weather!.id}`, {
      name: weather!.name,
      is_charged: weather!.is_charged,
      is_active: false,
    });
    expect(deactivated.json().skip_reason.is_active).toBe(false);
  });

  it("answers 404 for another organization's reason, 422 for a blank name, 403 without the permission", async () => {
    const other = await jobSetting(t, 'Other Co');
    const [foreign] = await t.db
      .select()
      .from(skipReasons)
      .where(eq(skipReasons.organization_id, other.organization.id));
    const { owner, tech } = await jobSetting(t);
    expect((await send(owner.token, 'PUT', `/api/skip_reasons/${foreign!.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await send(owner.token, 'DELETE', `/api/skip_reasons/${foreign!.id}`)).statusCode).toBe(404);
    const blank = await send(owner.token, 'POST', '/api/skip_reasons', { name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['name']);
    expect((await send(tech.token, 'POST', '/api/skip_reasons', { name: 'Tech says' })).statusCode).toBe(403);
    const [stillThere] = await t.db.select().from(skipReasons).where(eq(skipReasons.id, foreign!.id));
    expect(stillThere!.name).toBe(foreign!.name);
  });
});
