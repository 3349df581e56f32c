import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultClientPortalSettings, PAY_NEEDS_INVOICES_MESSAGE } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { clientPortalSettingsState, readClientPortalSettings } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://portal.example.com' } });
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT';
const send = (token: string, method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}), headers });

async function setting() {
  const organization = await createOrganization(t.db);
  const owner = await createMember(t.db, organization.id, { role: 'Owner' });
  const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
  return { organization, owner, tech };
}

const SETTINGS = {
  portal_enabled: true,
  show_invoices: true,
  pay_invoices: true,
  update_card: false,
  request_pause: true,
  request_skip: false,
  request_cancel: false,
  welcome_text: 'Welcome! Pay, pause or skip a visit here.',
};

describe('client portal settings', () => {
  it('starts from the defaults with the portal address on the configured origin and the rating state', async () => {
    const { organization, owner } = await setting();
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const first = await send(owner.token, 'GET', '/api/client_portal_settings', undefined, evil);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      client_portal_settings: defaultClientPortalSettings,
      portal_url: `https://portal.example.com/client_portal/${organization.id}`,
      ratings_and_tipping: { ratings_enabled: true, tipping_enabled: true },
    });
    expect(await clientPortalSettingsState(t.db, organization.id)).toBe('Off');
  });

  it('saves the settings, turning the hub state on, and shows rating and tipping as their own page set them', async () => {
    const { organization, owner } = await setting();
    await send(owner.token, 'PUT', '/api/ratings_comments_and_tipping', {
      ratings_enabled: true,
      comments_enabled: true,
      tipping_enabled: false,
      recurring_tips_enabled: false,
      suggested_tip_amounts: [5],
    });
    const saved = await send(owner.token, 'PUT', '/api/client_portal_settings', SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().client_portal_settings).toEqual(SETTINGS);
    expect(saved.json().ratings_and_tipping).toEqual({ ratings_enabled: true, tipping_enabled: false });
    expect(await readClientPortalSettings(t.db, organization.id)).toEqual(SETTINGS);
    expect(await clientPortalSettingsState(t.db, organization.id)).toBe('On');
    const again = await send(owner.token, 'GET', '/api/client_portal_settings');
    expect(again.json().client_portal_settings).toEqual(SETTINGS);
  });

  it('refuses bad settings with field errors and changes nothing', async () => {
    const { organization, owner } = await setting();
    await send(owner.token, 'PUT', '/api/client_portal_settings', SETTINGS);
    const bad = await send(owner.token, 'PUT', '/api/client_portal_settings', {
      ...SETTINGS,
      show_invoices: false,
      request_pause: 'yes',
      welcome_text: 'x'.repeat(1001),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['request_pause', 'welcome_text']);
    const payWithoutInvoices = await send(owner.token, 'PUT', '/api/client_portal_settings', {
      ...SETTINGS,
      show_invoices: false,
    });
    expect(payWithoutInvoices.statusCode).toBe(422);
    expect(payWithoutInvoices.json().errors).toEqual({ pay_invoices: [PAY_NEEDS_INVOICES_MESSAGE] });
    expect(await readClientPortalSettings(t.db, organization.id)).toEqual(SETTINGS);
  });

  it('keeps each organization’s settings to itself', async () => {
    const first = await setting();
    const second = await setting();
    await send(first.owner.token, 'PUT', '/api/client_portal_settings', SETTINGS);
    expect(
      (await send(second.owner.token, 'GET', '/api/client_portal_settings')).json().client_portal_settings,
    ).toEqual(defaultClientPortalSettings);
    const across = await send(
      second.owner.token,
      'PUT',
      `/api/client_portal_settings?organization_id=${first.organization.id}`,
      { ...SETTINGS, organization_id: first.organization.id, portal_enabled: false },
    );
    expect(across.statusCode).toBe(403);
    expect(await readClientPortalSettings(t.db, first.organization.id)).toEqual(SETTINGS);
    expect(await readClientPortalSettings(t.db, second.organization.id)).toEqual(defaultClientPortalSettings);
  });

  it('is for members holding client_portal_settings', async () => {
    const { organization, tech } = await setting();
    expect((await send(tech.token, 'GET', '/api/client_portal_settings')).statusCode).toBe(403);
    expect((await send(tech.token, 'PUT', '/api/client_portal_settings', SETTINGS)).statusCode).toBe(403);
    expect(await readClientPortalSettings(t.db, organization.id)).toEqual(defaultClientPortalSettings);
  });
});
