import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { addMembership, createOrganization } from '../../../test/support/factories.ts';
import { createMember, presetRoleId } from '../../../test/support/staff-factories.ts';
import { users } from '../../platform/identity/users.table.ts';
import { eq } from 'drizzle-orm';
import { messages } from '@employee-portal/core';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: payload ?? {} });

async function named(
  organizationId: number,
  first: string,
  last: string,
  options: Parameters<typeof createMember>[2] = {},
) {
  const member = await createMember(t.db, organizationId, options);
  await t.db.update(users).set({ first_name: first, last_name: last }).where(eq(users.id, member.user.id));
  return member;
}

describe('the staff list', () => {
  let token: string;
  let organizationId: number;
  beforeAll(async () => {
    const organization = await createOrganization(t.db);
    organizationId = organization.id;
    token = (await named(organization.id, 'Olivia', 'Owens', { role: 'Owner', email: 'olivia@example.com' })).token;
    await named(organization.id, 'Tyler', 'Brooks', {
      role: 'Field Tech',
      email: 'tyler@example.com',
      phone: '3035550203',
    });
    await named(organization.id, 'Jasmine', 'Reed', { role: 'Field Tech', email: 'jasmine@example.com' });
    const maria = await named(organization.id, 'Maria', 'Lopez', { role: 'Office', email: 'maria@example.com' });
    await send(token, 'POST', `/api/staff/${maria.membership.id}/deactivate`);
    await named(organization.id, '=HYPERLINK("x")', 'Formula', { role: 'Field Tech', email: 'formula@example.com' });
  });

  const names = async (query: string) =>
    ((await get(token, `/api/staff?${query}`)).json().data as { full_name: string }[]).map((row) => row.full_name);

  it('pages, sorted by name by default', async () => {
    const page = (await get(token, '/api/staff?per_page=2&page=2')).json();
    expect(page.meta).toEqual({ page: 2, per_page: 2, total: 5 });
    expect(page.data.map((row: { full_name: string }) => row.full_name)).toEqual(['Maria Lopez', 'Olivia Owens']);
    expect(page.data[0]).toMatchObject({
      role_name: 'Office',
      status: 'inactive',
      email: 'maria@example.com',
      is_owner: false,
    });
  });

  it('searches name, e-mail and phone, whatever the phone punctuation', async () => {
    expect(await names('search=jas')).toEqual(['Jasmine Reed']);
    expect(await names('search=tyler%20brooks')).toEqual(['Tyler Brooks']);
    expect(await names('search=MARIA@EXAMPLE')).toEqual(['Maria Lopez']);
    expect(await names(`search=${encodeURIComponent('(303) 555-0203')}`)).toEqual(['Tyler Brooks']);
    expect(await names('search=%25')).toEqual([]);
  });

  it('filters by role and status and sorts every way', async () => {
    const fieldTech = await presetRoleId(t.db, organizationId, 'Field Tech');
    expect(await names(`role_id=${fieldTech}&sort=-name`)).toEqual([
      'Tyler Brooks',
      'Jasmine Reed',
      '=HYPERLINK("x") Formula',
    ]);
    expect(await names('status=inactive')).toEqual(['Maria Lopez']);
    expect(await names('status=invited')).toEqual([]);
    expect((await names('sort=role')).slice(0, 2)).toEqual(['=HYPERLINK("x") Formula', 'Jasmine Reed']);
    expect((await names('sort=status'))[0]).not.toBe('Maria Lopez');
    expect((await names('sort=-status'))[0]).toBe('Maria Lopez');
    expect(await names('sort=created_at')).toEqual([
      'Olivia Owens',
      'Tyler Brooks',
      'Jasmine Reed',
      'Maria Lopez',
      '=HYPERLINK("x") Formula',
    ]);
    expect((await get(token, '/api/staff?sort=salary')).statusCode).toBe(422);
  });

  it('exports the filtered set as CSV, formulas defused', async () => {
    const response = await get(token, '/api/staff/export.csv?status=active&sort=name');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="staff.csv"');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('First Name,Last Name,E-mail,Phone,Role,Status,Added');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""x"")",Formula,formula@example.com,3035550199,Field Tech,active,${new Date().toISOString().slice(0, 10)}`,
    );
    expect(lines.find((line) => line.startsWith('Tyler'))).toContain('tyler@example.com,3035550203,Field Tech,active');
    expect(response.body).not.toContain('Maria');
  });
});

describe('a staff member page', () => {
  it('shows profile, role, extras, effective permissions, pay and addresses', async () => {
    const organization = await createOrganization(t.db);
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const response = await get(owner.token, `/api/staff/${tech.membership.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().staff).toMatchObject({
      id: tech.membership.id,
      user_id: tech.user.id,
      role_name: 'Field Tech',
      extra_permissions: [],
      permissions: [
        'change_email',
        'change_password',
        'my_shift_report',
        'notifications',
        'schedule',
        'schedule_map_view',
        'schedule_show',
        'start_end_shift',
        'two_factor',
      ],
      pay: {
        hourly_rate_cents: 0,
        per_job_rate_cents: 0,
        commission_bps: 0,
        mileage_rate_cents: 0,
        per_dog_rate_cents: 0,
        per_yard_rate_cents: 0,
        salary_cents_per_year: 0,
        gusto_employee_id: null,
        adp_file_number: null,
      },
      start_address: null,
      avatar_url: null,
      status: 'active',
      invitation: null,
    });
  });

  it('updates the profile and addresses, with the spec message for a short phone', async () => {
    const organization = await createOrganization(t.db);
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const url = `/api/staff/${tech.membership.id}`;
    const profile = {
      first_name: 'Tyler',
      last_name: 'Brooks',
      email: 'Tyler.Brooks@Example.com',
      phone: '(303) 555-0203',
      start_address: '1550 Wewatta St',
      start_lat: 39.7533,
      start_lng: -105.0003,
    };
    const saved = await send(owner.token, 'PUT', url, profile);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().staff).toMatchObject({
      full_name: 'Tyler Brooks',
      email: 'tyler.brooks@example.com',
      phone: '3035550203',
      start_address: '1550 Wewatta St',
      start_lat: 39.7533,
      end_address: null,
    });

    const badPhone = await send(owner.token, 'PUT', url, { ...profile, phone: '555-0203' });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json()).toEqual({
      message: 'Phone must contain 10 digits',
      errors: { phone: ['Phone must contain 10 digits'] },
    });

    // Leaving optional fields out keeps them; blank clears.
    const kept = await send(owner.token, 'PUT', url, {
      first_name: 'Ty',
      last_name: 'Brooks',
      email: 'tyler.brooks@example.com',
      start_address: '',
    });
    expect(kept.json().staff).toMatchObject({
      first_name: 'Ty',
      phone: '3035550203',
      start_address: null,
      start_lat: 39.7533,
    });
  });

  it('keeps e-mails unique and leaves sign-in details of people of other organizations to them', async () => {
    const organization = await createOrganization(t.db);
    const owner = await createMember(t.db, organization.id, { role: 'Owner', email: 'boss@example.com' });
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const taken = await send(owner.token, 'PUT', `/api/staff/${tech.membership.id}`, {
      first_name: 'A',
      last_name: 'B',
      email: 'boss@example.com',
    });
    expect(taken.json()).toEqual({
      message: 'This e-mail is already taken.',
      errors: { email: ['This e-mail is already taken.'] },
    });

    const elsewhere = await createOrganization(t.db);
    await addMembership(t.db, tech.user.id, elsewhere.id, { role: 'Field Tech' });
    const refused = await send(owner.token, 'PUT', `/api/staff/${tech.membership.id}`, {
      first_name: 'A',
      last_name: 'B',
      email: 'new-address@example.com',
    });
    expect(refused.json().errors).toEqual({
      email: ['This person also works for another organization, so only they can change their e-mail.'],
    });
  });

  it('leaves the name of someone who also works for another organization to them; their membership stays ours', async () => {
    const organization = await createOrganization(t.db);
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    const tech = await named(organization.id, 'Tyler', 'Brooks', { role: 'Field Tech' });
    const url = `/api/staff/${tech.membership.id}`;
    const profile = {
      first_name: 'Tyler',
      last_name: 'Brooks',
      email: tech.user.email,
      start_address: '1550 Wewatta St',
    };
    // While they work only here, the organization keeps their record.
    expect((await get(owner.token, url)).json().staff.profile_locked).toBe(false);
    expect((await send(owner.token, 'PUT', url, { ...profile, first_name: 'Ty' })).json().staff.first_name).toBe('Ty');

    const elsewhere = await createOrganization(t.db);
    const otherOwner = await createMember(t.db, elsewhere.id, { role: 'Owner' });
    const there = await addMembership(t.db, tech.user.id, elsewhere.id, { role: 'Field Tech' });
    expect((await get(owner.token, url)).json().staff.profile_locked).toBe(true);
    const renamed = await send(owner.token, 'PUT', url, { ...profile, first_name: 'Hacked', last_name: 'Name' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({
      first_name: [messages.sharedProfileName],
      last_name: [messages.sharedProfileName],
    });
    // The other organization still sees the name the person has.
    expect((await get(otherOwner.token, `/api/staff/${there.id}`)).json().staff).toMatchObject({
      first_name: 'Ty',
      last_name: 'Brooks',
      profile_locked: true,
    });

    // What is this membership's still saves: addresses (with the name unchanged), pay, role and status.
    expect(
      (await send(owner.token, 'PUT', url, { ...profile, first_name: 'Ty', end_address: '2400 S Broadway' })).json()
        .staff,
    ).toMatchObject({ end_address: '2400 S Broadway' });
    expect(
      (
        await send(owner.token, 'PUT', `${url}/pay`, {
          hourly_rate_cents: 2100,
          per_job_rate_cents: 0,
          commission_bps: 0,
          mileage_rate_cents: 70,
        })
      ).statusCode,
    ).toBe(200);
    expect((await send(owner.token, 'POST', `${url}/deactivate`)).json().staff.status).toBe('inactive');
  });

  it('leaves one’s own e-mail to the confirmed Change Email flow, while the rest of one’s profile saves', async () => {
    const organization = await createOrganization(t.db);
    const owner = await createMember(t.db, organization.id, { role: 'Owner', email: 'pat.boss@example.com' });
    const url = `/api/staff/${owner.membership.id}`;
    const refused = await send(owner.token, 'PUT', url, {
      first_name: 'Pat',
      last_name: 'Boss',
      email: 'someone-else@example.com',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      email: ['Change your own e-mail with Change Email in the account menu: the new address confirms it first.'],
    });
    const unchanged = await get(owner.token, url);
    expect(unchanged.json().staff.email).toBe('pat.boss@example.com');

    const renamed = await send(owner.token, 'PUT', url, {
      first_name: 'Pat',
      last_name: 'Boss',
      email: 'pat.boss@example.com',
    });
    expect(renamed.json().staff).toMatchObject({ full_name: 'Pat Boss', email: 'pat.boss@example.com' });
  });

  it('sets pay in cents and basis points, refusing negatives', async () => {
    const organization = await createOrganization(t.db);
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const url = `/api/staff/${tech.membership.id}/pay`;
    const negative = await send(owner.token, 'PUT', url, {
      hourly_rate_cents: -100,
      per_job_rate_cents: 0,
      commission_bps: 0,
      mileage_rate_cents: -1,
    });
    expect(negative.json()).toEqual({
      message: 'Cannot be negative',
      errors: { hourly_rate_cents: ['Cannot be negative'], mileage_rate_cents: ['Cannot be negative'] },
    });
    const saved = await send(owner.token, 'PUT', url, {
      hourly_rate_cents: 1850,
      per_job_rate_cents: 150,
      commission_bps: 500,
      mileage_rate_cents: 67,
    });
    expect(saved.json().staff.pay).toEqual({
      hourly_rate_cents: 1850,
      per_job_rate_cents: 150,
      commission_bps: 500,
      mileage_rate_cents: 67,
      per_dog_rate_cents: 0,
      per_yard_rate_cents: 0,
      salary_cents_per_year: 0,
      gusto_employee_id: null,
      adp_file_number: null,
    });
    // Pay and addresses live side by side without overwriting each other.
    await send(owner.token, 'PUT', `/api/staff/${tech.membership.id}`, {
      first_name: 'A',
      last_name: 'B',
      email: tech.user.email,
      end_address: 'Yard',
    });
    expect((await get(owner.token, `/api/staff/${tech.membership.id}`)).json().staff).toMatchObject({
      end_address: 'Yard',
      pay: { hourly_rate_cents: 1850 },
    });
  });

  it('answers 404 for another organization’s member and 403 without the staff permission', async () => {
    const organization = await createOrganization(t.db);
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const other = await createOrganization(t.db);
    const outsider = await createMember(t.db, other.id, { role: 'Owner' });
    for (const [method, url] of [
      ['GET', ''],
      ['PUT', '/pay'],
      ['POST', '/deactivate'],
      ['GET', '/avatar'],
    ] as const) {
      const response = await t.injectAs(outsider.token, {
        method,
        url: `/api/staff/${tech.membership.id}${url}`,
        payload:
          method === 'PUT'
            ? { hourly_rate_cents: 1, per_job_rate_cents: 1, commission_bps: 1, mileage_rate_cents: 1 }
            : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await get(tech.token, `/api/staff/${owner.membership.id}`)).statusCode).toBe(403);
    expect((await get(tech.token, '/api/staff')).statusCode).toBe(403);
  });
});
