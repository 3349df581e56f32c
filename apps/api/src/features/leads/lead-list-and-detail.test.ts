import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../../test/support/factories.ts';
import { createLead, get, minutesAgo, ownerOf, send, serveZip, setUpLeadsTests, t } from './leads.test-support.ts';

setUpLeadsTests();

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
