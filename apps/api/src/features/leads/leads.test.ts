import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { clientRegistrations } from '../client-registrations/client-registrations.table.ts';
import { clientActivities, clientLocations, clients } from '../clients/clients.table.ts';
import { workAreaZips, workAreas } from '../work-areas/work-areas.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.injectAs(token, { method, url, payload });

async function ownerOf(organizationId: number) {
  const user = await createUser(t.db, { organizationId, role: 'Owner' });
  return sessionTokenFor(t.db, user.id);
}

type LeadValues = Partial<typeof clientRegistrations.$inferInsert>;
async function createLead(organizationId: number, values: LeadValues = {}) {
  const [row] = await t.db
    .insert(clientRegistrations)
    .values({
      organization_id: organizationId,
      first_name: 'Lana',
      last_name: 'Lead',
      email: 'lana@example.com',
      phone: '3035550100',
      zip: '80202',
      ...values,
    })
    .returning();
  return row!;
}

async function serveZip(organizationId: number, zip: string) {
  const [area] = await t.db
    .insert(workAreas)
    .values({ organization_id: organizationId, name: `Area ${zip}` })
    .returning();
  await t.db.insert(workAreaZips).values({ organization_id: organizationId, work_area_id: area!.id, zip });
}

const clientsFromLead = (leadId: number) =>
  t.db.select().from(clients).where(eq(clients.client_registration_id, leadId));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('the leads list', () => {
  let token: string;
  beforeAll(async () => {
    const organization = await createOrganization(t.db);
    token = await ownerOf(organization.id);
    await createLead(organization.id, {
      first_name: 'Amy',
      last_name: 'Zimmer',
      email: 'amy@example.com',
      phone: '3035550111',
      zip: '80202',
      created_at: minutesAgo(30),
    });
    await createLead(organization.id, {
      first_name: 'Ben',
      last_name: 'Young',
      email: 'ben@example.com',
      phone: '7205550122',
      zip: '80210',
      created_at: minutesAgo(20),
      status: 'contacted',
    });
    await createLead(organization.id, {
      first_name: 'Cara',
      last_name: 'Xu',
      email: 'cara@example.com',
      phone: '3035550133',
      zip: '99501',
      out_of_area: true,
      created_at: minutesAgo(10),
      status: 'lost',
      lost_reason: 'Too far',
    });
    const other = await createOrganization(t.db);
    await createLead(other.id, { first_name: 'Amy', last_name: 'Elsewhere', email: 'amy@example.com' });
  });

  const names = async (query: string) => {
    const response = await get(token, `/api/leads?${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json().data as { first_name: string }[]).map((row) => row.first_name);
  };

  it('shows the newest first, paged, only the organization’s own', async () => {
    const page = (await get(token, '/api/leads?per_page=2')).json();
    expect(page.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(page.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Cara', 'Ben']);
    expect(page.data[0]).toMatchObject({
      last_name: 'Xu',
      email: 'cara@example.com',
      phone: '3035550133',
      zip: '99501',
      out_of_area: true,
      status: 'lost',
      lost_reason: 'Too far',
      converted_client_id: null,
    });
    expect(await names('page=2&per_page=2')).toEqual(['Amy']);
  });

  it('searches names, e-mail, phone whatever the punctuation, and zip', async () => {
    expect(await names('search=amy%20zim')).toEqual(['Amy']);
    expect(await names('search=YOUNG')).toEqual(['Ben']);
    expect(await names('search=cara%40example')).toEqual(['Cara']);
    expect(await names(`search=${encodeURIComponent('(720) 555-01')}`)).toEqual(['Ben']);
    expect(await names('search=99501')).toEqual(['Cara']);
    expect(await names('search=%25')).toEqual([]);
  });

  it('filters by status and out of area, and sorts', async () => {
    expect(await names('status=contacted')).toEqual(['Ben']);
    expect(await names('status=won')).toEqual([]);
    expect(await names('out_of_area=true')).toEqual(['Cara']);
    expect(await names('out_of_area=false')).toEqual(['Ben', 'Amy']);
    expect(await names('sort=name')).toEqual(['Cara', 'Ben', 'Amy']);
    expect(await names('sort=-name')).toEqual(['Amy', 'Ben', 'Cara']);
    expect(await names('sort=status')).toEqual(['Amy', 'Ben', 'Cara']);
    expect(await names('sort=created_at')).toEqual(['Amy', 'Ben', 'Cara']);
    expect((await get(token, '/api/leads?status=maybe')).statusCode).toBe(422);
    expect((await get(token, '/api/leads?sort=zip')).statusCode).toBe(422);
  });
});

describe('a lead', () => {
  let token: string;
  let organizationId: number;
  beforeAll(async () => {
    const organization = await createOrganization(t.db);
    organizationId = organization.id;
    token = await ownerOf(organization.id);
    await serveZip(organization.id, '80202');
  });

  it('shows the answers, whether the zip is served now and the visitor’s other submissions', async () => {
    const older = await createLead(organizationId, {
      email: 'repeat@example.com',
      created_at: minutesAgo(60),
      status: 'lost',
      lost_reason: 'No answer',
    });
    const lead = await createLead(organizationId, {
      email: 'repeat@example.com',
      address_line1: '12 Elm St',
      city: 'Denver',
      state: 'CO',
      dog_count: 2,
      notes: 'Side gate',
      referral_source: 'Google',
      answers: [{ question: 'How did you hear about us?', answer: 'A friend' }],
    });
    await createLead(organizationId, { email: 'someone-else@example.com' });
    const response = await get(token, `/api/leads/${lead.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().lead).toMatchObject({
      id: lead.id,
      address_line1: '12 Elm St',
      dog_count: 2,
      notes: 'Side gate',
      referral_source: 'Google',
      answers: [{ question: 'How did you hear about us?', answer: 'A friend' }],
      served: true,
      status: 'new',
      converted_client: null,
      other_submissions: [{ id: older.id, status: 'lost' }],
    });

    const away = await createLead(organizationId, { zip: '99501', out_of_area: true });
    expect((await get(token, `/api/leads/${away.id}`)).json().lead).toMatchObject({ served: false, out_of_area: true });
  });

  it('prefills the client form, with city and state from the zip when the visitor left them out', async () => {
    const lead = await createLead(organizationId, {
      first_name: 'Pia',
      last_name: 'Prefill',
      email: 'pia@example.com',
      address_line1: '5 Oak Ave',
      dog_count: 3,
      notes: 'Blue door',
      referral_source: 'Flyer',
    });
    const response = await get(token, `/api/leads/${lead.id}/prefill`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      first_name: 'Pia',
      last_name: 'Prefill',
      email: 'pia@example.com',
      phone: '3035550100',
      referral_source: 'Flyer',
      locations: [
        {
          address_line1: '5 Oak Ave',
          city: 'Denver',
          state: 'CO',
          zip: '80202',
          dog_count: 3,
          notes_for_techs: 'Blue door',
        },
      ],
    });
  });

  it('moves between new, contacted and lost; lost needs a reason; won only by converting', async () => {
    const lead = await createLead(organizationId);
    const url = `/api/leads/${lead.id}/status`;
    const noReason = await send(token, 'PUT', url, { status: 'lost', lost_reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ lost_reason: ['This field is required'] });
    expect((await send(token, 'PUT', url, { status: 'won' })).statusCode).toBe(422);

    const lost = await send(token, 'PUT', url, { status: 'lost', lost_reason: 'Chose a competitor' });
    expect(lost.statusCode).toBe(200);
    expect(lost.json().lead).toMatchObject({ status: 'lost', lost_reason: 'Chose a competitor' });
    expect(lost.json().lead.status_changed_at).not.toBeNull();

    const contacted = await send(token, 'PUT', url, { status: 'contacted', lost_reason: 'ignored' });
    expect(contacted.json().lead).toMatchObject({ status: 'contacted', lost_reason: null });
    expect(
      (await get(token, '/api/leads?status=contacted')).json().data.map((row: { id: number }) => row.id),
    ).toContain(lead.id);
  });
});

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
