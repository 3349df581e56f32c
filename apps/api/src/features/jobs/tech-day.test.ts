import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, JOBS_TODAY, jobSetting } from '../../../test/support/job-factories.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { jobs } from './jobs.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const send = (token: string, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

const allOn = {
  show_prices: true,
  show_client_phone: true,
  show_office_notes: true,
  require_photo_to_complete: true,
  require_gate_confirmation: true,
  techs_may_reorder_route: true,
};

/** The tech with two stops today at two locations of the client. */
async function techWithTwoStops() {
  const setting = await jobSetting(t);
  await setting.subscribe();
  const [second] = await t.db
    .insert(clientLocations)
    .values({
      organization_id: setting.organization.id,
      client_id: setting.client.id,
      address_line1: '40 Oak Ave',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      dog_count: 1,
    })
    .returning();
  await setting.subscribe({ client_location_id: second!.id });
  const today = await t.db
    .select()
    .from(jobs)
    .where(eq(jobs.organization_id, setting.organization.id))
    .orderBy(asc(jobs.route_position), asc(jobs.id));
  return { ...setting, stops: today.filter((job) => job.service_date === JOBS_TODAY) };
}

describe('field tech app settings', () => {
  it('reads the defaults, saves a change and refuses a member without the permission', async () => {
    const { owner, tech } = await jobSetting(t);
    const read = await send(owner.token, 'GET', '/api/field_tech_app_settings');
    expect(read.json().field_tech_app_settings).toMatchObject({ show_prices: false, techs_may_reorder_route: false });
    const saved = await send(owner.token, 'PUT', '/api/field_tech_app_settings', allOn);
    expect(saved.statusCode).toBe(200);
    expect((await send(owner.token, 'GET', '/api/field_tech_app_settings')).json().field_tech_app_settings).toEqual(
      allOn,
    );
    expect((await send(tech.token, 'PUT', '/api/field_tech_app_settings', allOn)).statusCode).toBe(403);
  });
});

describe('the tech’s day', () => {
  it('lists only the tech’s stops today, hiding the price until the organization shows it', async () => {
    const { owner, tech, otherTech, stops } = await techWithTwoStops();
    const hidden = await send(tech.token, 'GET', '/api/my_route');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ service_date: JOBS_TODAY, settings: { show_prices: false } });
    expect(hidden.json().stops.map((stop: { id: number }) => stop.id)).toEqual(stops.map((stop) => stop.id));
    expect(hidden.json().stops[0]).toMatchObject({ price_cents: null, address: '12 Elm St, Denver', dog_count: 2 });

    await send(owner.token, 'PUT', '/api/field_tech_app_settings', allOn);
    expect((await send(tech.token, 'GET', '/api/my_route')).json().stops[0].price_cents).toBe(2000);
    expect((await send(otherTech.token, 'GET', '/api/my_route')).json().stops).toEqual([]);
  });

  it('reorders the tech’s own route only when the organization allows it', async () => {
    const { owner, tech, otherTech, stops } = await techWithTwoStops();
    const reversed = stops.map((stop) => stop.id).reverse();
    const refused = await send(tech.token, 'PUT', '/api/my_route', { job_ids: reversed });
    expect(refused.statusCode).toBe(403);

    await send(owner.token, 'PUT', '/api/field_tech_app_settings', allOn);
    const moved = await send(tech.token, 'PUT', '/api/my_route', { job_ids: reversed });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().stops.map((stop: { id: number }) => stop.id)).toEqual(reversed);

    // Another tech cannot order someone else's stops.
    const foreign = await send(otherTech.token, 'PUT', '/api/my_route', { job_ids: reversed });
    expect(foreign.statusCode).toBe(422);
  });

  it('starts a shift when the tech sets off without one, and leaves a running shift alone', async () => {
    const { tech, stops } = await techWithTwoStops();
    expect((await send(tech.token, 'GET', '/api/my_shift/current')).json().shift).toBeNull();
    const onTheWay = await send(tech.token, 'POST', `/api/jobs/${stops[0]!.id}/status`, { status: 'on_the_way' });
    expect(onTheWay.statusCode).toBe(200);
    const shift = (await send(tech.token, 'GET', '/api/my_shift/current')).json().shift;
    expect(shift).toMatchObject({ id: expect.any(Number) });

    await send(tech.token, 'POST', `/api/jobs/${stops[0]!.id}/status`, { status: 'in_progress' });
    expect((await send(tech.token, 'GET', '/api/my_shift/current')).json().shift.id).toBe(shift.id);
  });

  it('asks for a photo before completing when the organization requires one', async () => {
    const { owner, tech, stops } = await techWithTwoStops();
    await send(owner.token, 'PUT', '/api/field_tech_app_settings', allOn);
    const withoutPhoto = await send(tech.token, 'POST', `/api/jobs/${stops[0]!.id}/complete`, { gate_closed: true });
    expect(withoutPhoto.statusCode).toBe(422);
    expect(withoutPhoto.json().errors.photos).toEqual(['Add a photo of the finished visit first']);
  });
});
