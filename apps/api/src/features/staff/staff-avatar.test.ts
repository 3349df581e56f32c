import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { addMembership, createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { messages } from '@employee-portal/core';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: payload ?? {} });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('the avatar', () => {
  it('uploads as a data URL, shows in the signed-in user and is served with its content type', async () => {
    const organization = await createOrganization(t.db);
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const uploaded = await send(owner.token, 'POST', `/api/staff/${tech.membership.id}/avatar`, {
      image: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(uploaded.statusCode).toBe(200);
    const avatarUrl = uploaded.json().staff.avatar_url as string;
    expect(avatarUrl).toMatch(/^\/api\/avatars\/[a-f0-9]{32}$/);
    expect((await get(tech.token, '/api/auth/employee_user')).json().user.avatar).toBe(avatarUrl);

    // An <img> sends no token: the unguessable address alone serves the picture.
    const image = await t.injectAs(null, { method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const viaStaff = await get(owner.token, `/api/staff/${tech.membership.id}/avatar`);
    expect(viaStaff.rawPayload.equals(PNG)).toBe(true);

    const removed = await send(owner.token, 'DELETE', `/api/staff/${tech.membership.id}/avatar`);
    expect(removed.json().staff.avatar_url).toBeNull();
    expect((await t.injectAs(null, { method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });

  it('leaves the picture of someone who also works for another organization to them', async () => {
    const organization = await createOrganization(t.db);
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const url = `/api/staff/${tech.membership.id}/avatar`;
    const image = `data:image/png;base64,${PNG.toString('base64')}`;
    const avatarUrl = (await send(owner.token, 'POST', url, { image })).json().staff.avatar_url as string;
    await addMembership(t.db, tech.user.id, (await createOrganization(t.db)).id, { role: 'Field Tech' });

    for (const refused of [await send(owner.token, 'POST', url, { image }), await send(owner.token, 'DELETE', url)]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ image: [messages.sharedProfilePicture] });
    }
    expect((await get(owner.token, `/api/staff/${tech.membership.id}`)).json().staff.avatar_url).toBe(avatarUrl);
  });

  it('refuses a file that is not what it claims, other types, and more than 2 MB', async () => {
    const organization = await createOrganization(t.db);
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    const url = `/api/staff/${owner.membership.id}/avatar`;
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    expect((await send(owner.token, 'POST', url, { image: `data:image/png;base64,${html}` })).json().errors).toEqual({
      image: ['The image must be a PNG, JPEG or WebP picture'],
    });
    expect(
      (await send(owner.token, 'POST', url, { image: `data:image/svg+xml;base64,${html}` })).json().errors,
    ).toEqual({ image: ['The image must be a PNG, JPEG or WebP picture'] });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    expect((await send(owner.token, 'POST', url, { image: `data:image/png;base64,${big}` })).json().errors).toEqual({
      image: ['The image must be 2 MB or smaller'],
    });
  });
});
