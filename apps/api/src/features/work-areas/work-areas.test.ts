import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { memberships } from '../../platform/identity/users.table.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function organizationWithOwner(name?: string) {
  const organization = await createOrganization(t.db, { name });
  const owner = await createUser(t.db, { organizationId: organization.id });
  return { organization, owner, token: await sessionTokenFor(t.db, owner.id) };
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url: `/api${url}`, payload });

async function createArea(token: string, name: string) {
  const response = await call(token, 'POST', '/work_areas', { name });
  expect(response.statusCode).toBe(201);
  return response.json().work_area as { id: number; name: string; zips: string[] };
}

describe('work areas', () => {
  it('creates, lists with zip counts and techs, searches and renames', async () => {
    const { token, owner } = await organizationWithOwner();
    const north = await createArea(token, 'North Denver');
    await createArea(token, 'South Denver');
    await call(token, 'POST', `/work_areas/${north.id}/zips`, { zip: '80221' });
    await call(token, 'POST', `/work_areas/${north.id}/zips`, { zip: '80202' });
    await call(token, 'PUT', `/work_areas/${north.id}/techs`, { user_ids: [owner.id] });

    const list = (await call(token, 'GET', '/work_areas')).json();
    expect(list.meta.total).toBe(2);
    expect(list.data.map((row: { name: string }) => row.name)).toEqual(['North Denver', 'South Denver']);
    expect(list.data[0]).toMatchObject({ zip_count: 2, techs: [{ user_id: owner.id }] });
    expect(list.data[1]).toMatchObject({ zip_count: 0, techs: [] });

    const searched = (await call(token, 'GET', '/work_areas?search=sOuth')).json();
    expect(searched.data.map((row: { name: string }) => row.name)).toEqual(['South Denver']);

    const renamed = await call(token, 'PUT', `/work_areas/${north.id}`, { name: '  Northside ' });
    expect(renamed.json().work_area).toMatchObject({ name: 'Northside', zips: ['80202', '80221'] });
  });

  it('refuses a duplicate name in the organization but allows it in another', async () => {
    const { token } = await organizationWithOwner();
    await createArea(token, 'Central');
    const again = await call(token, 'POST', '/work_areas', { name: 'central' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.name).toEqual(['A work area with this name already exists.']);
    expect((await call(token, 'GET', '/work_areas')).json().meta.total).toBe(1);

    const other = await organizationWithOwner();
    expect((await call(other.token, 'POST', '/work_areas', { name: 'Central' })).statusCode).toBe(201);
  });

  it('keeps zips unique per work area with the catalogue message, and removes them', async () => {
    const { token } = await organizationWithOwner();
    const area = await createArea(token, 'Zips');
    expect((await call(token, 'POST', `/work_areas/${area.id}/zips`, { zip: '80210' })).statusCode).toBe(201);
    const duplicate = await call(token, 'POST', `/work_areas/${area.id}/zips`, { zip: ' 80210 ' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ zip: [messages.zipExists] });

    const bad = await call(token, 'POST', `/work_areas/${area.id}/zips`, { zip: '8021' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ zip: [messages.zipDigits] });
    expect((await call(token, 'GET', `/work_areas/${area.id}`)).json().work_area.zips).toEqual(['80210']);

    // Another work area may list the same zip.
    const second = await createArea(token, 'Overlap');
    expect((await call(token, 'POST', `/work_areas/${second.id}/zips`, { zip: '80210' })).statusCode).toBe(201);

    const removed = await call(token, 'DELETE', `/work_areas/${area.id}/zips/80210`);
    expect(removed.json().work_area.zips).toEqual([]);
    expect((await call(token, 'DELETE', `/work_areas/${area.id}/zips/80210`)).statusCode).toBe(404);
  });

  it('counts clients with a location in its zips', async () => {
    const { token, organization } = await organizationWithOwner();
    const area = await createArea(token, 'Counted');
    await call(token, 'POST', `/work_areas/${area.id}/zips`, { zip: '80203' });
    await call(token, 'POST', `/work_areas/${area.id}/zips`, { zip: '80204' });
    const location = (clientId: number, zip: string) => ({
      organization_id: organization.id,
      client_id: clientId,
      address_line1: '1 Main St',
      city: 'Denver',
      state: 'CO',
      zip,
    });
    const inside = await createClient(t.db, organization.id);
    const twice = await createClient(t.db, organization.id);
    const outside = await createClient(t.db, organization.id);
    await t.db
      .insert(clientLocations)
      .values([
        location(inside.id, '80203'),
        location(twice.id, '80203'),
        location(twice.id, '80204'),
        location(outside.id, '80301'),
      ]);
    // Another organization's client in the same zip does not count.
    const other = await createOrganization(t.db);
    const stranger = await createClient(t.db, other.id);
    await t.db.insert(clientLocations).values({ ...location(stranger.id, '80203'), organization_id: other.id });

    expect((await call(token, 'GET', `/work_areas/${area.id}`)).json().work_area.client_count).toBe(2);
  });

  it('assigns only active members of the organization as techs', async () => {
    const { token, organization } = await organizationWithOwner();
    const area = await createArea(token, 'Techs');
    const tech = await createUser(t.db, { organizationId: organization.id, role: 'Field Tech' });
    const gone = await createUser(t.db, { organizationId: organization.id, role: 'Field Tech' });
    await t.db.update(memberships).set({ status: 'inactive' }).where(eq(memberships.user_id, gone.id));
    const other = await organizationWithOwner();

    const refused = await call(token, 'PUT', `/work_areas/${area.id}/techs`, {
      user_ids: [tech.id, gone.id, other.owner.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['user_ids.1', 'user_ids.2']);
    expect((await call(token, 'GET', `/work_areas/${area.id}`)).json().work_area.techs).toEqual([]);

    const saved = await call(token, 'PUT', `/work_areas/${area.id}/techs`, { user_ids: [tech.id, tech.id] });
    expect(saved.json().work_area.techs).toEqual([
      { user_id: tech.id, full_name: `${tech.first_name} ${tech.last_name}` },
    ]);
    const cleared = await call(token, 'PUT', `/work_areas/${area.id}/techs`, { user_ids: [] });
    expect(cleared.json().work_area.techs).toEqual([]);
  });

  it('deletes a work area with its zips', async () => {
    const { token, organization } = await organizationWithOwner();
    const area = await createArea(token, 'Doomed');
    await call(token, 'POST', `/work_areas/${area.id}/zips`, { zip: '80205' });
    expect((await call(token, 'DELETE', `/work_areas/${area.id}`)).statusCode).toBe(200);
    expect((await call(token, 'GET', `/work_areas/${area.id}`)).statusCode).toBe(404);
    const { workAreasServingZip } = await import('./service-area.ts');
    expect(await workAreasServingZip(t.db, organization.id, '80205')).toEqual([]);
  });

  it('answers 404 for another organization’s work area and changes nothing', async () => {
    const victim = await organizationWithOwner();
    const area = await createArea(victim.token, 'Private');
    const { token } = await organizationWithOwner();
    const attempts = [
      await call(token, 'GET', `/work_areas/${area.id}`),
      await call(token, 'PUT', `/work_areas/${area.id}`, { name: 'Stolen' }),
      await call(token, 'POST', `/work_areas/${area.id}/zips`, { zip: '80206' }),
      await call(token, 'DELETE', `/work_areas/${area.id}/zips/80206`),
      await call(token, 'PUT', `/work_areas/${area.id}/techs`, { user_ids: [] }),
      await call(token, 'DELETE', `/work_areas/${area.id}`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await call(victim.token, 'GET', `/work_areas/${area.id}`)).json().work_area).toMatchObject({
      name: 'Private',
      zips: [],
    });
    expect((await call(token, 'GET', '/work_areas')).json().meta.total).toBe(0);
  });

  it('lets holders of clients or client_onboarding read the list, nobody else', async () => {
    const { organization, token } = await organizationWithOwner();
    await createArea(token, 'Readable');
    const tokenWith = async (permissions: string[]) =>
      sessionTokenFor(t.db, (await createUser(t.db, { organizationId: organization.id, permissions })).id);
    expect((await call(await tokenWith(['clients']), 'GET', '/work_areas')).statusCode).toBe(200);
    expect((await call(await tokenWith(['client_onboarding']), 'GET', '/work_areas')).json().meta.total).toBe(1);
    expect((await call(await tokenWith(['schedule']), 'GET', '/work_areas')).statusCode).toBe(403);
    const reader = await tokenWith(['clients']);
    expect((await call(reader, 'POST', '/work_areas', { name: 'Nope' })).statusCode).toBe(403);
  });
});
