import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createOrganization } from '../../../test/support/factories.ts';
import { clientRegistrations } from '../client-registrations/client-registrations.table.ts';
import { clientActivities, clientLocations, clients } from '../clients/clients.table.ts';
import { clientsFromLead, createLead, get, ownerOf, send, serveZip, setUpLeadsTests, t } from './leads.test-support.ts';

setUpLeadsTests();

describe('converting a lead', () => {
  let token: string;
  let organizationId: number;
  beforeAll(async () => {
    const organization = await createOrganization(t.db);
    organizationId = organization.id;
    token = await ownerOf(organization.id);
    await serveZip(organization.id, '80202');
  });

  const body = (overrides: Record<string, unknown> = {}, location: Record<string, unknown> = {}) => ({
    first_name: 'Lana',
    last_name: 'Lead',
    email: 'lana@example.com',
    phone: '(303) 555-0100',
    referral_source: 'Google',
    locations: [
      {
        address_line1: '12 Elm St',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        dog_count: 2,
        notes_for_techs: 'Side gate',
        ...location,
      },
    ],
    ...overrides,
  });

  it('makes exactly one client with its location from the prefilled form, and marks the lead won', async () => {
    const lead = await createLead(organizationId, {
      address_line1: '12 Elm St',
      city: 'Denver',
      state: 'CO',
      dog_count: 2,
      notes: 'Side gate',
      referral_source: 'Google',
    });
    const prefill = (await get(token, `/api/leads/${lead.id}/prefill`)).json();
    const response = await send(token, 'POST', `/api/leads/${lead.id}/convert`, prefill);
    expect(response.statusCode).toBe(201);
    const { client, warnings } = response.json();
    expect(warnings).toEqual({ locations: {} });

    const stored = await clientsFromLead(lead.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: client.id,
      organization_id: organizationId,
      first_name: 'Lana',
      last_name: 'Lead',
      email: 'lana@example.com',
      phone: '3035550100',
      referral_source: 'Google',
    });
    const locations = await t.db.select().from(clientLocations).where(eq(clientLocations.client_id, client.id));
    expect(locations).toHaveLength(1);
    expect(locations[0]).toMatchObject({
      address_line1: '12 Elm St',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      dog_count: 2,
      notes_for_techs: 'Side gate',
      position_source: 'geocoder',
    });
    expect(locations[0]!.lat).toBeCloseTo(39.75, 0);
    const activities = await t.db
      .select({ action: clientActivities.action })
      .from(clientActivities)
      .where(eq(clientActivities.client_id, client.id));
    expect(activities.map((activity) => activity.action).sort()).toEqual(['converted_from_lead', 'created']);

    const detail = (await get(token, `/api/leads/${lead.id}`)).json().lead;
    expect(detail).toMatchObject({
      status: 'won',
      converted_client_id: client.id,
      converted_client: { id: client.id, first_name: 'Lana', last_name: 'Lead' },
    });
    expect(detail.status_changed_at).not.toBeNull();
  });

  it('refuses a second conversion and any status change of a won lead', async () => {
    const lead = await createLead(organizationId, { email: 'twice@example.com' });
    expect(
      (await send(token, 'POST', `/api/leads/${lead.id}/convert`, body({ email: 'twice@example.com' }))).statusCode,
    ).toBe(201);
    const again = await send(
      token,
      'POST',
      `/api/leads/${lead.id}/convert`,
      body({ email: 'twice-again@example.com' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'lead_already_converted',
      message: 'This lead is already converted to a client.',
    });
    const reopen = await send(token, 'PUT', `/api/leads/${lead.id}/status`, { status: 'contacted' });
    expect(reopen.statusCode).toBe(409);
    expect(await clientsFromLead(lead.id)).toHaveLength(1);
  });

  it('lets only one of two simultaneous conversions through', async () => {
    const lead = await createLead(organizationId, { email: 'race@example.com' });
    const answers = await Promise.all([
      send(token, 'POST', `/api/leads/${lead.id}/convert`, body({ email: 'race@example.com' })),
      send(token, 'POST', `/api/leads/${lead.id}/convert`, body({ email: 'race-2@example.com' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await clientsFromLead(lead.id)).toHaveLength(1);
  });

  it('saves an out-of-area location with a warning', async () => {
    const lead = await createLead(organizationId, { email: 'far@example.com', zip: '99501', out_of_area: true });
    const response = await send(
      token,
      'POST',
      `/api/leads/${lead.id}/convert`,
      body({ email: 'far@example.com' }, { zip: '99501', city: 'Anchorage', state: 'AK' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().warnings).toEqual({ locations: { '0': ['No service available in this area'] } });
  });

  it('refuses an e-mail another client already has, and stores nothing', async () => {
    await t.db.insert(clients).values({
      organization_id: organizationId,
      first_name: 'Existing',
      last_name: 'Client',
      email: 'taken@example.com',
    });
    const lead = await createLead(organizationId, { email: 'taken@example.com' });
    const response = await send(token, 'POST', `/api/leads/${lead.id}/convert`, body({ email: 'TAKEN@example.com' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['This e-mail is already taken.'] });
    const bad = await send(token, 'POST', `/api/leads/${lead.id}/convert`, body({ phone: '555' }, { zip: '802' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      phone: ['Phone must contain 10 digits'],
      'locations.0.zip': ['Zip code must contain 5 digits'],
    });
    expect(await clientsFromLead(lead.id)).toHaveLength(0);
    expect((await get(token, `/api/leads/${lead.id}`)).json().lead.status).toBe('new');
  });

  it('leaves no half-written client when a write after the client insert fails', async () => {
    // A trigger makes the last write of the conversion (its history entry) fail, after the client and location rows.
    await t.db.execute(
      sql.raw(
        `create or replace function fail_lead_conversion() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`,
      ),
    );
    await t.db.execute(
      sql.raw(
        `create trigger fail_lead_conversion before insert on client_activities for each row when (new.action = 'converted_from_lead') execute function fail_lead_conversion()`,
      ),
    );
    try {
      const lead = await createLead(organizationId, { email: 'broken@example.com' });
      const response = await send(
        token,
        'POST',
        `/api/leads/${lead.id}/convert`,
        body({ email: 'broken@example.com', first_name: 'Halfway' }),
      );
      expect(response.statusCode).toBe(500);
      expect(await clientsFromLead(lead.id)).toHaveLength(0);
      expect(
        await t.db
          .select()
          .from(clients)
          .where(and(eq(clients.organization_id, organizationId), eq(clients.first_name, 'Halfway'))),
      ).toHaveLength(0);
      expect((await get(token, `/api/leads/${lead.id}`)).json().lead).toMatchObject({
        status: 'new',
        converted_client_id: null,
      });
    } finally {
      await t.db.execute(sql.raw('drop trigger fail_lead_conversion on client_activities'));
      await t.db.execute(sql.raw('drop function fail_lead_conversion()'));
    }
  });
});

describe('another organization’s lead', () => {
  it('is not found on every endpoint, and nothing changes', async () => {
    const victim = await createOrganization(t.db);
    const lead = await createLead(victim.id, { first_name: 'Secret' });
    const outsider = await createOrganization(t.db);
    const token = await ownerOf(outsider.id);
    const convert = {
      first_name: 'X',
      last_name: 'Y',
      email: 'xy@example.com',
      phone: '3035550100',
      locations: [{ address_line1: '1 A St', city: 'Denver', state: 'CO', zip: '80202' }],
    };
    const answers = [
      await get(token, `/api/leads/${lead.id}`),
      await get(token, `/api/leads/${lead.id}/prefill`),
      await send(token, 'PUT', `/api/leads/${lead.id}/status`, { status: 'lost', lost_reason: 'x' }),
      await send(token, 'POST', `/api/leads/${lead.id}/convert`, convert),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    for (const answer of answers) expect(answer.body).not.toContain('Secret');
    expect((await get(token, '/api/leads?search=secret')).json().meta.total).toBe(0);
    expect(await clientsFromLead(lead.id)).toHaveLength(0);
    const [after] = await t.db.select().from(clientRegistrations).where(eq(clientRegistrations.id, lead.id));
    expect(after).toMatchObject({ status: 'new', lost_reason: null });
  });
});
