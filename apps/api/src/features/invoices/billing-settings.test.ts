import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { workAreas } from '../work-areas/work-areas.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (token: string, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : (payload ?? {}) });

const SETTINGS = {
  billing_mode: 'postpaid',
  fixed_billing_day: null,
  due_days: 0,
  autopay: false,
  retry_days: [2, 5],
  default_tax_rate_percent: 7.5,
  business_tax_id: '84-1234567',
  invoice_footer: 'Thank you for scooping with us.',
};

async function setting(name = 'Scoop Co') {
  const organization = await createOrganization(t.db, { name });
  const owner = await createMember(t.db, organization.id, { role: 'Owner' });
  const [area] = await t.db.insert(workAreas).values({ organization_id: organization.id, name: 'North' }).returning();
  return { organization, owner, area: area! };
}

describe('billing settings', () => {
  it('answers the defaults first, then keeps what is saved', async () => {
    const { owner } = await setting();
    const first = await send(owner.token, 'GET', '/api/billing_settings');
    expect(first.statusCode).toBe(200);
    expect(first.json().billing_settings).toEqual({
      billing_mode: 'prepaid',
      fixed_billing_day: 1,
      due_days: 7,
      autopay: true,
      retry_days: [1, 3, 7],
      default_tax_rate_percent: 0,
      business_tax_id: null,
      invoice_footer: null,
    });
    const saved = await send(owner.token, 'PUT', '/api/billing_settings', SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().billing_settings).toEqual(SETTINGS);
    expect((await send(owner.token, 'GET', '/api/billing_settings')).json().billing_settings).toEqual(SETTINGS);
  });

  it('refuses bad values with field errors and keeps the stored ones', async () => {
    const { owner } = await setting();
    await send(owner.token, 'PUT', '/api/billing_settings', SETTINGS);
    const bad = await send(owner.token, 'PUT', '/api/billing_settings', {
      ...SETTINGS,
      billing_mode: 'weekly',
      fixed_billing_day: 0,
      due_days: 1e12,
      retry_days: [7, 3],
      default_tax_rate_percent: 101,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      billing_mode: [messages.required],
      fixed_billing_day: [messages.mustBePositive],
      due_days: ['Must be less or equal 365'],
      retry_days: ['Retry days must go up'],
      default_tax_rate_percent: ['Must be less or equal 100'],
    });
    expect((await send(owner.token, 'GET', '/api/billing_settings')).json().billing_settings).toEqual(SETTINGS);
  });

  it('takes New York City’s 8.875 %, refuses a fourth decimal, and taxes a new invoice at the three-decimal rate', async () => {
    const { organization, owner } = await setting();
    const nyc = { ...SETTINGS, default_tax_rate_percent: 8.875 };
    expect((await send(owner.token, 'PUT', '/api/billing_settings', nyc)).statusCode).toBe(200);
    expect((await send(owner.token, 'GET', '/api/billing_settings')).json().billing_settings).toEqual(nyc);
    const fourth = await send(owner.token, 'PUT', '/api/billing_settings', {
      ...nyc,
      default_tax_rate_percent: 8.8755,
    });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().errors).toEqual({ default_tax_rate_percent: [messages.notValid] });
    expect((await send(owner.token, 'GET', '/api/billing_settings')).json().billing_settings).toEqual(nyc);

    const client = await createClient(t.db, organization.id);
    const draft = await send(owner.token, 'POST', '/api/invoices', {
      client_id: client.id,
      lines: [{ description: 'Weekly cleanup', quantity: 1, unit_cents: 1999, taxable: true }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    // 8.875 % of $19.99 is $1.7741125: $1.77.
    expect(draft.json().invoice).toMatchObject({ tax_rate_millipercent: 8875, tax_cents: 177, total_cents: 2176 });
  });

  it("keeps each organization's settings its own", async () => {
    const a = await setting('A Co');
    const b = await setting('B Co');
    await send(a.owner.token, 'PUT', '/api/billing_settings', SETTINGS);
    expect((await send(b.owner.token, 'GET', '/api/billing_settings')).json().billing_settings.billing_mode).toBe(
      'prepaid',
    );
  });
});

describe('sales tax rates', () => {
  it('adds, lists, searches, edits and deletes rates by zip or work area', async () => {
    const { owner, area } = await setting();
    const zip = await send(owner.token, 'POST', '/api/sales_tax_rates', {
      name: 'Denver',
      rate_percent: 8.81,
      zip: '80202',
    });
    expect(zip.statusCode).toBe(201);
    expect(zip.json().sales_tax_rate).toMatchObject({ name: 'Denver', rate_percent: 8.81, zip: '80202' });
    const byArea = await send(owner.token, 'POST', '/api/sales_tax_rates', {
      name: 'North county',
      rate_percent: 4,
      work_area_id: area.id,
    });
    expect(byArea.json().sales_tax_rate).toMatchObject({ work_area_id: area.id, work_area_name: 'North', zip: null });
    const list = await send(owner.token, 'GET', '/api/sales_tax_rates?sort=-rate_percent');
    expect(list.json().data.map((row: { name: string }) => row.name)).toEqual(['Denver', 'North county']);
    expect(list.json().meta).toEqual({ page: 1, per_page: 25, total: 2 });
    const found = await send(owner.token, 'GET', '/api/sales_tax_rates?search=north');
    expect(found.json().data.map((row: { name: string }) => row.name)).toEqual(['North county']);
    const id = zip.json().sales_tax_rate.id;
    const edited = await send(owner.token, 'PUT', `/api/sales_tax_rates/${id}`, {
      name: 'Denver city',
      rate_percent: 9,
      zip: '80203',
    });
    expect(edited.json().sales_tax_rate).toMatchObject({ name: 'Denver city', rate_percent: 9, zip: '80203' });
    expect((await send(owner.token, 'DELETE', `/api/sales_tax_rates/${id}`)).statusCode).toBe(200);
    expect((await send(owner.token, 'GET', '/api/sales_tax_rates')).json().meta.total).toBe(1);
  });

  it('keep three decimals, sort by the exact rate and refuse a fourth decimal', async () => {
    const { owner } = await setting();
    const add = (name: string, rate_percent: number, zip: string) =>
      send(owner.token, 'POST', '/api/sales_tax_rates', { name, rate_percent, zip });
    const nyc = await add('New York City', 8.875, '10001');
    expect(nyc.statusCode).toBe(201);
    expect(nyc.json().sales_tax_rate).toMatchObject({ name: 'New York City', rate_percent: 8.875 });
    await add('Below', 8.87, '10002');
    await add('Above', 8.88, '10003');
    const list = await send(owner.token, 'GET', '/api/sales_tax_rates?sort=-rate_percent');
    expect(list.json().data.map((row: { rate_percent: number }) => row.rate_percent)).toEqual([8.88, 8.875, 8.87]);
    const fourth = await add('Too fine', 4.1234, '10004');
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().errors).toEqual({ rate_percent: [messages.notValid] });
    expect((await send(owner.token, 'GET', '/api/sales_tax_rates')).json().meta.total).toBe(3);
  });

  it('refuses a bad zip, a missing place and another organization work area, saving nothing', async () => {
    const { owner } = await setting();
    const other = await setting('Other Co');
    const badZip = await send(owner.token, 'POST', '/api/sales_tax_rates', { name: 'X', rate_percent: 5, zip: '802' });
    expect(badZip.statusCode).toBe(422);
    expect(badZip.json().errors).toEqual({ zip: [messages.zipDigits] });
    const nowhere = await send(owner.token, 'POST', '/api/sales_tax_rates', { name: 'X', rate_percent: 5 });
    expect(nowhere.json().errors).toEqual({ zip: [messages.required] });
    const foreign = await send(owner.token, 'POST', '/api/sales_tax_rates', {
      name: 'X',
      rate_percent: 5,
      work_area_id: other.area.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ work_area_id: [messages.notValid] });
    expect((await send(owner.token, 'GET', '/api/sales_tax_rates')).json().meta.total).toBe(0);
  });

  it("answers 404 for another organization's rate and leaves it alone", async () => {
    const a = await setting('A Co');
    const b = await setting('B Co');
    const rate = await send(a.owner.token, 'POST', '/api/sales_tax_rates', {
      name: 'A',
      rate_percent: 5,
      zip: '80202',
    });
    const id = rate.json().sales_tax_rate.id;
    const put = await send(b.owner.token, 'PUT', `/api/sales_tax_rates/${id}`, {
      name: 'B',
      rate_percent: 1,
      zip: '80202',
    });
    expect(put.statusCode).toBe(404);
    expect((await send(b.owner.token, 'DELETE', `/api/sales_tax_rates/${id}`)).statusCode).toBe(404);
    expect((await send(b.owner.token, 'GET', '/api/sales_tax_rates')).json().meta.total).toBe(0);
    expect((await send(a.owner.token, 'GET', '/api/sales_tax_rates')).json().data[0]).toMatchObject({ name: 'A' });
  });
});
