import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, websiteUrlMessage } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { franchises, organizations } from '../../platform/identity/organizations.table.ts';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';
import type { MailMessage } from '../../platform/providers/mail/mail-sender.ts';
import { brandingSettingsState, withBrandedMail } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://portal.example.com' } });
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT';
const send = (token: string, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

async function setting() {
  const organization = await createOrganization(t.db, { name: 'Poop Patrol' });
  const owner = await createMember(t.db, organization.id, { role: 'Owner', first_name: 'Ada' });
  const tech = await createMember(t.db, organization.id, { role: 'Field Tech', first_name: 'Terry' });
  return { organization, owner, tech };
}

const BRANDING = {
  display_name: 'Poop Patrol LLC',
  logo_url: 'https://cdn.example.com/poop-patrol.png',
  primary_color: '#1d3557',
  header_color: '#0a7e8c',
  phone: '(555) 010-2030',
  email: 'office@pooppatrol.example',
  address: '12 Elm Street, Denver, CO 80202',
  website: 'https://pooppatrol.example',
  analytics_id: 'G-AB12CD34',
};
const SAVED = { ...BRANDING, phone: '5550102030' };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
  'base64',
);

describe('branding settings', () => {
  it('starts not set up, saves the branding, and the signed-in user carries it for the shell', async () => {
    const { organization, owner } = await setting();
    const first = await send(owner.token, 'GET', '/api/branding');
    expect(first.statusCode).toBe(200);
    expect(first.json().state).toBe('Not set up');
    expect(first.json().branding.header_color).toBeNull();
    expect(await brandingSettingsState(t.db, organization.id)).toBe('Not set up');

    const saved = await send(owner.token, 'PUT', '/api/branding', BRANDING);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      branding: SAVED,
      defaults: { header_color: null, logo_url: null },
      state: 'Customized',
    });
    expect(await brandingSettingsState(t.db, organization.id)).toBe('Customized');

    const { user } = (await send(owner.token, 'GET', '/api/auth/employee_user')).json();
    expect(user).toMatchObject({
      branding_header_color: '#0a7e8c',
      branding_logo: 'https://cdn.example.com/poop-patrol.png',
      branding_primary_color: '#1d3557',
      franchise_color: null,
      belongs_to_franchise: 0,
    });
  });

  it('refuses too-light colours and a bad analytics id with the catalogue’s words, changing nothing', async () => {
    const { organization, owner } = await setting();
    await send(owner.token, 'PUT', '/api/branding', BRANDING);
    const bad = await send(owner.token, 'PUT', '/api/branding', {
      ...BRANDING,
      header_color: '#03a9f4',
      primary_color: '#00c000',
      analytics_id: 'GA-1234',
      website: 'pooppatrol',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      header_color: [messages.colorTooLight],
      primary_color: [messages.colorTooLight],
      analytics_id: [messages.analyticsIdFormat],
      website: [websiteUrlMessage],
    });
    expect((await send(owner.token, 'GET', '/api/branding')).json().branding).toEqual(SAVED);
    expect(await brandingSettingsState(t.db, organization.id)).toBe('Customized');
  });

  it('keeps each organization’s branding to itself, and another’s uploaded logo cannot be claimed', async () => {
    const mine = await setting();
    const theirs = await setting();
    const upload = await send(theirs.owner.token, 'PUT', '/api/branding', {
      ...BRANDING,
      logo_url: null,
      logo_image: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(upload.statusCode).toBe(200);
    const theirLogo: string = upload.json().branding.logo_url;
    expect(theirLogo).toMatch(/^\/api\/branding_logos\/[a-f0-9]{40}$/);
    const picture = await t.app.inject({ method: 'GET', url: theirLogo });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    expect((await send(mine.owner.token, 'GET', '/api/branding')).json().state).toBe('Not set up');
    const claim = await send(mine.owner.token, 'PUT', '/api/branding', { ...BRANDING, logo_url: theirLogo });
    expect(claim.statusCode).toBe(422);
    expect(claim.json().errors).toEqual({ logo_url: [websiteUrlMessage] });
    expect(await brandingSettingsState(t.db, mine.organization.id)).toBe('Not set up');
    // Their save keeps the upload while its address comes back unchanged; clearing it deletes the picture.
    const kept = await send(theirs.owner.token, 'PUT', '/api/branding', { ...BRANDING, logo_url: theirLogo });
    expect(kept.json().branding.logo_url).toBe(theirLogo);
    expect((await t.app.inject({ method: 'GET', url: theirLogo })).statusCode).toBe(200);
    await send(theirs.owner.token, 'PUT', '/api/branding', { ...BRANDING, logo_url: null });
    expect((await t.app.inject({ method: 'GET', url: theirLogo })).statusCode).toBe(404);
  });

  it('refuses a picture that is not one', async () => {
    const { owner } = await setting();
    const bad = await send(owner.token, 'PUT', '/api/branding', {
      logo_image: `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ logo_image: [messages.imageType] });
  });

  it('has its public sign-up form and directory listing report to its analytics id, and only its own', async () => {
    const { organization, owner } = await setting();
    const other = await setting();
    await send(owner.token, 'PUT', '/api/branding', BRANDING);
    for (const itsOwner of [owner, other.owner])
      expect(
        (
          await send(itsOwner.token, 'PUT', '/api/directory_listing', {
            is_published: true,
            description: 'Yards',
            contact_phone: '3035550100',
          })
        ).statusCode,
      ).toBe(200);
    const publicPages = async (each: { id: number; public_form_key: string }) => ({
      form: (await t.injectAs(null, { method: 'GET', url: `/api/public/forms/${each.public_form_key}` })).json()
        .organization.analytics_id,
      listing: (await t.injectAs(null, { method: 'GET', url: `/api/public/directory/${each.id}` })).json().listing
        .analytics_id,
    });
    expect(await publicPages(organization)).toEqual({ form: 'G-AB12CD34', listing: 'G-AB12CD34' });
    expect(await publicPages(other.organization)).toEqual({ form: null, listing: null });
  });

  it('is for members holding branding_settings', async () => {
    const { organization, tech } = await setting();
    expect((await send(tech.token, 'GET', '/api/branding')).statusCode).toBe(403);
    expect((await send(tech.token, 'PUT', '/api/branding', BRANDING)).statusCode).toBe(403);
    expect(await brandingSettingsState(t.db, organization.id)).toBe('Not set up');
  });

  it('lets an organization’s own header colour win over its franchise’s, the franchise logo staying when it sets none', async () => {
    const { organization, owner } = await setting();
    const [franchise] = await t.db
      .insert(franchises)
      .values({ name: 'Scoop Nation', header_color: '#5d4037', logo_url: 'https://cdn.example.com/scoop-nation.png' })
      .returning();
    await t.db.update(organizations).set({ franchise_id: franchise?.id }).where(eq(organizations.id, organization.id));
    const before = (await send(owner.token, 'GET', '/api/auth/employee_user')).json().user;
    expect(before).toMatchObject({ branding_header_color: '#5d4037', franchise_color: '#5d4037' });
    const page = (await send(owner.token, 'GET', '/api/branding')).json();
    expect(page.defaults).toEqual({ header_color: '#5d4037', logo_url: 'https://cdn.example.com/scoop-nation.png' });

    await send(owner.token, 'PUT', '/api/branding', { header_color: '#1d3557' });
    const after = (await send(owner.token, 'GET', '/api/auth/employee_user')).json().user;
    expect(after).toMatchObject({
      branding_header_color: '#1d3557',
      branding_logo: 'https://cdn.example.com/scoop-nation.png',
      franchise_color: '#5d4037',
      franchise_logo: 'https://cdn.example.com/scoop-nation.png',
      belongs_to_franchise_name: 'Scoop Nation',
    });
  });
});

describe('branded e-mail', () => {
  it('sends the organization’s mail with its company details at once after a save; platform mail stays plain', async () => {
    const { organization, owner } = await setting();
    const to = `client-${organization.id}@example.com`;
    await t.deps.mail.send({ to, subject: 'Before', text: 'Hello.', organization_id: organization.id });
    await send(owner.token, 'PUT', '/api/branding', BRANDING);
    await t.deps.mail.send({ to, subject: 'After', text: 'Hello.', organization_id: organization.id });
    await t.deps.mail.send({ to, subject: 'Platform', text: 'Hello.' });
    const bodies = Object.fromEntries(
      (await latestOutboxMessages(t.db, { to, limit: 5 })).map((message) => [message.subject, message.body]),
    );
    expect(bodies.Before).toBe('Hello.');
    expect(bodies.Platform).toBe('Hello.');
    expect(bodies.After).toBe(
      'Hello.\n\n--\nPoop Patrol LLC\n12 Elm Street, Denver, CO 80202\n(555) 010-2030\noffice@pooppatrol.example\nhttps://pooppatrol.example',
    );
  });

  it('lays the HTML out in the organization’s header colour, with its logo as an address a mail client can load', async () => {
    const { organization, owner } = await setting();
    const upload = await send(owner.token, 'PUT', '/api/branding', {
      ...BRANDING,
      logo_url: null,
      logo_image: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    const sent: MailMessage[] = [];
    const mail = withBrandedMail(t.db, 'https://portal.example.com', {
      send: async (message) => void sent.push(message),
    });
    await mail.send({ to: 'a@example.com', subject: 'Hi', text: 'Tom & <Jerry>', organization_id: organization.id });
    const html = sent[0]?.html ?? '';
    expect(html).toContain('background:#0a7e8c;color:#ffffff');
    expect(html).toContain(`<img src="https://portal.example.com${upload.json().branding.logo_url}"`);
    expect(html).toContain('Tom &#38; &#60;Jerry&#62;');
    expect(html).toContain('Poop Patrol LLC<br>12 Elm Street');
  });
});
