import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { clients } from './clients.table.ts';
import { clientBody, createWorkArea, locationBody } from './client-test-helpers.ts';

let t: TestApp;
let token: string;
let workAreaId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const organization = await createOrganization(t.db);
  token = (await createMember(t.db, organization.id, { role: 'Owner' })).token;
  workAreaId = (await createWorkArea(t.db, organization.id, 'Downtown', ['80202'])).id;
  const people = [
    // The exact e-mail belongs to the name that sorts last; 'aa@x.com' contains 'a@x.com' too.
    {
      key: 'zulu',
      first_name: 'Zed',
      last_name: 'Zulu',
      email: 'a@x.com',
      phone: '3035550101',
      locations: [locationBody({ zip: '80301', city: 'Boulder' })],
    },
    {
      key: 'adams',
      first_name: 'Abe',
      last_name: 'Adams',
      email: 'aa@x.com',
      phone: '3035550102',
      locations: [locationBody({ address_line1: '12 Elm St' }), locationBody({ zip: '80301' })],
    },
    { key: 'blacksmith', first_name: 'Anna', last_name: 'Blacksmith', email: 'anna@example.com', phone: '7205550103' },
    {
      key: 'smith',
      first_name: 'Zoe',
      last_name: 'Smith',
      email: 'zoe@example.com',
      phone: '7205550104',
      tax_exempt: true,
    },
    { key: 'percent', first_name: 'Mo', last_name: 'Percent', email: 'mo_100@example.com', phone: '3035550105' },
  ];
  for (const { key, ...person } of people) {
    const response = await t.injectAs(token, { method: 'POST', url: '/api/clients', payload: clientBody(person) });
    expect(response.statusCode, response.body).toBe(201);
    ids[key] = response.json().client.id;
  }
  await t.db.update(clients).set({ balance_cents: 4500 }).where(eq(clients.id, ids.smith!));
  await t.injectAs(token, {
    method: 'POST',
    url: `/api/clients/${ids.percent}/deactivate`,
    payload: { reason: 'Moved away' },
  });
  // Someone else's client never shows up.
  const other = await createOrganization(t.db);
  const outsider = (await createMember(t.db, other.id, { role: 'Owner' })).token;
  await t.injectAs(outsider, {
    method: 'POST',
    url: '/api/clients',
    payload: clientBody({ first_name: 'Zed', last_name: 'Zulu', email: 'a@x.com' }),
  });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.injectAs(token, { method: 'GET', url: `/api/clients?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: { id: number; last_name: string }[]; meta: { total: number } };
};
const names = async (query: string) => (await list(query)).data.map((row) => row.last_name);

describe('the clients list', () => {
  it('pages by name with each client’s first location and location count', async () => {
    const page = await list('per_page=2&page=1');
    expect(page.meta).toEqual({ page: 1, per_page: 2, total: 5 });
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toMatchObject({
      last_name: 'Adams',
      email: 'aa@x.com',
      phone: '3035550102',
      status: 'active',
      location_count: 2,
      address_line1: '12 Elm St',
      city: 'Denver',
      zip: '80202',
    });
    expect(await names('')).toEqual(['Adams', 'Blacksmith', 'Percent', 'Smith', 'Zulu']);
    expect(await names('sort=-name')).toEqual(['Zulu', 'Smith', 'Percent', 'Blacksmith', 'Adams']);
  });

  it('searches an exact e-mail first even when a longer address also contains it', async () => {
    expect(await names('search=a@x.com')).toEqual(['Zulu', 'Adams']);
    expect(await names('search=A@X.COM&sort=-name')).toEqual(['Zulu', 'Adams']);
  });

  it('counts every match of a search, on any page and past the last one', async () => {
    expect((await list('search=303555&per_page=1&page=1')).meta).toEqual({ page: 1, per_page: 1, total: 3 });
    const second = await list('search=303555&per_page=1&page=2');
    expect(second.meta.total).toBe(3);
    expect(second.data.map((row) => row.last_name)).toEqual(['Percent']);
    expect(await list('search=303555&per_page=1&page=9')).toEqual({
      data: [],
      meta: { page: 9, per_page: 1, total: 3 },
    });
    expect((await list('search=nobody-like-this')).meta.total).toBe(0);
    expect(Object.keys((await list('search=303555')).data[0]!)).not.toContain('matches');
  });

  it('ranks an exact phone, then a name prefix, before other matches', async () => {
    expect(await names('search=smith')).toEqual(['Smith', 'Blacksmith']);
    expect(await names(`search=${encodeURIComponent('(303) 555-0102')}`)).toEqual(['Adams']);
    expect(await names('search=303555')).toEqual(['Adams', 'Percent', 'Zulu']);
    expect(await names('search=3035550105')).toEqual(['Percent']);
  });

  it('finds addresses, cities and zips and treats % and _ literally', async () => {
    expect(await names('search=elm%20st')).toEqual(['Adams']);
    expect(await names('search=boulder')).toEqual(['Zulu']);
    expect(await names('search=80301')).toEqual(['Adams', 'Zulu']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('search=mo_1')).toEqual(['Percent']);
    expect(await names('search=o_1')).toEqual(['Percent']);
    expect(await names('search=zoe_')).toEqual([]);
  });

  it('filters by status, work area, tax exemption and open balance, counting the same set', async () => {
    expect(await names('status=inactive')).toEqual(['Percent']);
    expect((await list('status=active')).meta.total).toBe(4);
    expect(await names(`work_area_id=${workAreaId}`)).toEqual(['Adams', 'Blacksmith', 'Percent', 'Smith']);
    expect(await names(`work_area_id=${workAreaId}&status=active&search=a`)).toEqual(['Adams', 'Blacksmith', 'Smith']);
    expect(await names('tax_exempt=true')).toEqual(['Smith']);
    expect(await names('open_balance=true')).toEqual(['Smith']);
    expect((await list('open_balance=false')).meta.total).toBe(4);
  });

  it('sorts by balance, creation, status and zip', async () => {
    expect((await names('sort=-balance'))[0]).toBe('Smith');
    expect(await names('sort=created_at')).toEqual(['Zulu', 'Adams', 'Blacksmith', 'Smith', 'Percent']);
    expect((await names('sort=-status'))[0]).toBe('Percent');
    expect((await names('sort=-zip'))[0]).toBe('Zulu');
  });

  it('refuses a bad query with the field named', async () => {
    const response = await t.injectAs(token, { method: 'GET', url: '/api/clients?sort=phone&status=gone' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['sort', 'status']));
  });

  it('exports every matching client as CSV, not just one page', async () => {
    const response = await t.injectAs(token, { method: 'GET', url: '/api/clients/export.csv?status=active&sort=name' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="clients.csv"');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'ID,First name,Last name,E-mail,Phone,Status,Tax exempt,Balance,Address,City,Zip,Locations,Created',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`${ids.adams},Abe,Adams,aa@x.com,3035550102,active,no,0.00,12 Elm St,Denver,80202,2,`);
    expect(lines.find((line) => line.includes('Smith,'))).toContain('yes,45.00');
    expect(response.body).not.toContain('Percent');
  });
});
