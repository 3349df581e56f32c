import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { lastMessageTo } from '../../../test/support/outbox.ts';
import { createServicePlan } from '../../../test/support/pricing-factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { rateLimitBuckets } from '../../platform/identity/auth.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { directoryListingState } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://portal.example.com' } });
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST';
const send = (token: string | null, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

const LISTING = {
  is_published: true,
  description: 'Weekly dog waste cleanup across Denver.',
  contact_phone: '(303) 555-0100',
  contact_email: 'Hello@Scoop.example',
  website: 'https://scoop.example',
};
const SAVED = { ...LISTING, contact_phone: '3035550100', contact_email: 'hello@scoop.example' };

/** Today's visit completed and rated through the client's link: the listing's one rating. */
async function ratedSetting(name: string, stars: number) {
  const setting = await jobSetting(t, name);
  const subscription = await setting.subscribe();
  const [job] = await t.db
    .select()
    .from(jobs)
    .where(eq(jobs.subscription_id, subscription.id))
    .orderBy(asc(jobs.service_date))
    .limit(1);
  await send(setting.tech.token, 'POST', `/api/jobs/${job!.id}/complete`, { gate_closed: true });
  const token = /\/rate\/([\w-]+)/.exec((await lastMessageTo(t.db, 'morgan@example.com')).body)?.[1];
  expect((await send(null, 'POST', `/api/public/feedback/${token}`, { stars })).statusCode).toBe(200);
  const { work_area } = (await send(setting.owner.token, 'POST', '/api/work_areas', { name: 'Downtown' })).json();
  for (const zip of ['80205', '80202'])
    await send(setting.owner.token, 'POST', `/api/work_areas/${work_area.id}/zips`, { zip });
  await createServicePlan(t.db, setting.organization.id, {
    name: 'Twice Weekly',
    frequency: 'twice_a_week',
    price_cents: 3500,
  });
  return setting;
}

describe('directory listing settings', () => {
  it('starts unpublished at the listing_url of the organization settings, on the configured origin', async () => {
    const organization = await createOrganization(t.db, { name: 'Quiet Yards' });
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    // directory_listing is always allowed (spec §6): even a field tech reaches the page.
    const page = await send(tech.token, 'GET', '/api/directory_listing');
    expect(page.statusCode).toBe(200);
    const listingUrl = (await send(tech.token, 'GET', '/api/organization_settings')).json().listing_url;
    expect(page.json().listing_url).toBe(listingUrl);
    expect(listingUrl).toBe(`https://portal.example.com/directory/${organization.id}`);
    expect(page.json().directory_listing).toEqual({
      is_published: false,
      description: null,
      contact_phone: null,
      contact_email: null,
      website: null,
    });
    expect(await directoryListingState(t.db, organization.id)).toBe('Not published');
    // Changing the organization's public face is another matter: the tech may not publish it.
    const publish = await send(tech.token, 'PUT', '/api/directory_listing', {
      is_published: true,
      description: 'Weekly yard cleanups',
      contact_phone: '3035550100',
    });
    expect(publish.statusCode).toBe(403);
    expect(await directoryListingState(t.db, organization.id)).toBe('Not published');
  });

  it('publishes the listing with services, prices, zips and ratings read from their own settings', async () => {
    const { organization, owner } = await ratedSetting('Listing Scoopers', 4);
    const saved = await send(owner.token, 'PUT', '/api/directory_listing', LISTING);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().directory_listing).toEqual(SAVED);
    expect(await directoryListingState(t.db, organization.id)).toBe('Published');

    const visitor = await send(null, 'GET', `/api/public/directory/${organization.id}`);
    expect(visitor.statusCode).toBe(200);
    // Only the listing: no ids, slugs, subscriber counts or anything else of the organization.
    expect(visitor.json()).toEqual({
      listing: {
        name: 'Listing Scoopers',
        description: SAVED.description,
        contact_phone: SAVED.contact_phone,
        contact_email: SAVED.contact_email,
        website: SAVED.website,
        services: [
          { name: 'Twice Weekly', frequency: 'twice_a_week', price_basis: 'per_visit', price_from_cents: 3500 },
          { name: 'Weekly', frequency: 'once_a_week', price_basis: 'per_visit', price_from_cents: 2000 },
        ],
        price_from_cents: 2000,
        zips: ['80202', '80205'],
        rating: { average: 4, count: 1 },
        analytics_id: null,
      },
    });
    expect(saved.json().preview).toEqual(visitor.json().listing);
  });

  it('answers 404 for an unpublished, unpublished-again or unknown listing, alike', async () => {
    const { organization, owner } = await ratedSetting('Hidden Scoopers', 5);
    const notFound = async (id: number) => {
      const answer = await send(null, 'GET', `/api/public/directory/${id}`);
      expect(answer.statusCode).toBe(404);
      return answer.json();
    };
    const unpublished = await notFound(organization.id);
    await send(owner.token, 'PUT', '/api/directory_listing', LISTING);
    expect((await send(null, 'GET', `/api/public/directory/${organization.id}`)).statusCode).toBe(200);
    await send(owner.token, 'PUT', '/api/directory_listing', { ...LISTING, is_published: false });
    expect(await notFound(organization.id)).toEqual(unpublished);
    expect(await notFound(2_000_000_000)).toEqual(unpublished);
    expect((await send(null, 'GET', '/api/public/directory/abc')).statusCode).toBe(422);
  });

  it('refuses a bad listing with field errors and changes nothing', async () => {
    const { organization, owner } = await jobSetting(t, 'Careful Scoopers');
    await send(owner.token, 'PUT', '/api/directory_listing', LISTING);
    const bad = await send(owner.token, 'PUT', '/api/directory_listing', {
      is_published: true,
      description: '',
      contact_phone: '555',
      contact_email: 'nope',
      website: 'ftp://scoop.example',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['contact_email', 'contact_phone', 'description', 'website']);
    const noContact = await send(owner.token, 'PUT', '/api/directory_listing', { is_published: true, description: '' });
    expect(noContact.statusCode).toBe(422);
    expect(Object.keys(noContact.json().errors).sort()).toEqual(['contact_phone', 'description']);
    expect((await send(owner.token, 'GET', '/api/directory_listing')).json().directory_listing).toEqual(SAVED);
    expect((await send(null, 'GET', `/api/public/directory/${organization.id}`)).statusCode).toBe(200);
  });

  it('keeps each organization’s listing to itself', async () => {
    const first = await jobSetting(t, 'First Scoopers');
    const second = await jobSetting(t, 'Second Scoopers');
    await send(first.owner.token, 'PUT', '/api/directory_listing', LISTING);
    const across = await send(
      second.owner.token,
      'PUT',
      `/api/directory_listing?organization_id=${first.organization.id}`,
      {
        ...LISTING,
        is_published: false,
        organization_id: first.organization.id,
      },
    );
    expect(across.statusCode).toBe(403);
    expect(
      (await send(second.owner.token, 'GET', '/api/directory_listing')).json().directory_listing.is_published,
    ).toBe(false);
    expect(await directoryListingState(t.db, first.organization.id)).toBe('Published');
    expect(await directoryListingState(t.db, second.organization.id)).toBe('Not published');
    expect((await send(null, 'GET', `/api/public/directory/${second.organization.id}`)).statusCode).toBe(404);
  });

  it('is rate limited by address like the other public pages', async () => {
    const { organization, owner } = await jobSetting(t, 'Busy Scoopers');
    await send(owner.token, 'PUT', '/api/directory_listing', LISTING);
    const hour = 3_600_000;
    const window_start = new Date(Math.floor(t.clock.now().getTime() / hour) * hour);
    await t.db
      .insert(rateLimitBuckets)
      .values({ key: 'directory_listing:ip:127.0.0.1', window_start, hits: 600 })
      .onConflictDoUpdate({ target: [rateLimitBuckets.key, rateLimitBuckets.window_start], set: { hits: 600 } });
    const refused = await send(null, 'GET', `/api/public/directory/${organization.id}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    await t.db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, 'directory_listing:ip:127.0.0.1'));
  });
});
