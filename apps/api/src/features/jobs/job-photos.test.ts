import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { jobs } from './jobs.table.ts';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

/** A 1×1 PNG, as a phone's browser would send it after reading the camera file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pngDataUrl = `data:image/png;base64,${PNG.toString('base64')}`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (token: string, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : (payload ?? {}) });

async function withJob() {
  const setting = await jobSetting(t);
  const subscription = await setting.subscribe();
  const [todayJob] = await t.db
    .select()
    .from(jobs)
    .where(eq(jobs.subscription_id, subscription.id))
    .orderBy(asc(jobs.service_date));
  return { ...setting, job: todayJob! };
}

describe('job photos', () => {
  it('stores a tech’s photo, shows it on the job under a signed address that expires, and serves it there', async () => {
    const { tech, owner, job } = await withJob();
    const uploaded = await send(tech.token, 'POST', `/api/jobs/${job.id}/photos`, {
      kind: 'completion',
      image: pngDataUrl,
    });
    expect(uploaded.statusCode).toBe(201);
    const { id, url } = uploaded.json().photo as { id: number; url: string };
    expect(url).toMatch(new RegExp(`^/api/job_photo_links/${id}\\?expires=\\d+&signature=[\\w-]{43}$`));

    const seenByOffice = await send(owner.token, 'GET', `/api/jobs/${job.id}`);
    expect(seenByOffice.json().job.photos).toEqual([expect.objectContaining({ kind: 'completion', url })]);
    expect(seenByOffice.json().job.history.map((event: { summary: string }) => event.summary)).toContain(
      'Photo of the visit added',
    );

    // An <img> sends no token: the signed address is enough while it lasts.
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('private');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // Two days on, the page's address has expired; the page hands out a new one.
    t.clock.advance(2 * 86_400_000);
    try {
      const late = await t.app.inject({ method: 'GET', url });
      expect(late.statusCode).toBe(410);
      expect(late.json().error).toBe('link_expired');
      const fresh = (await send(owner.token, 'GET', `/api/jobs/${job.id}`)).json().job.photos[0].url as string;
      expect(fresh).not.toBe(url);
      expect((await t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    } finally {
      t.clock.set(JOBS_NOW);
    }
  });

  it('serves nobody else: no address without a valid signature, no stranger, no other organization', async () => {
    const { tech, owner, job } = await withJob();
    const stranger = await withJob();
    const uploaded = await send(tech.token, 'POST', `/api/jobs/${job.id}/photos`, {
      kind: 'completion',
      image: pngDataUrl,
    });
    const { id, url } = uploaded.json().photo as { id: number; url: string };
    const anonymous = (address: string) => t.app.inject({ method: 'GET', url: address });

    expect((await anonymous(`/api/job_photos/${id}`)).statusCode).toBe(401);
    expect((await anonymous(`/api/job_photo_links/${id}`)).statusCode).toBe(404);
    const signed = new URL(url, 'http://portal.test');
    const expires = signed.searchParams.get('expires')!;
    const signature = signed.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    // Tampered: another signature, a later expiry, or the signature moved to another photo.
    expect((await anonymous(`/api/job_photo_links/${id}?expires=${expires}&signature=${flipped}`)).statusCode).toBe(
      404,
    );
    const later = Number(expires) + 365 * 86_400;
    expect((await anonymous(`/api/job_photo_links/${id}?expires=${later}&signature=${signature}`)).statusCode).toBe(
      404,
    );
    expect(
      (await anonymous(`/api/job_photo_links/${id + 1}?expires=${expires}&signature=${signature}`)).statusCode,
    ).toBe(404);

    // A signed-in member of the organization reads it with their token; another organization's member does not.
    const byOwner = await send(owner.token, 'GET', `/api/job_photos/${id}`);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.rawPayload.equals(PNG)).toBe(true);
    expect((await send(tech.token, 'GET', `/api/job_photos/${id}`)).statusCode).toBe(200);
    expect((await send(stranger.owner.token, 'GET', `/api/job_photos/${id}`)).statusCode).toBe(404);
  });

  it('links the photos in the client’s ‘completed’ e-mail for 30 days', async () => {
    const { tech, job } = await withJob();
    await send(tech.token, 'POST', `/api/jobs/${job.id}/photos`, { kind: 'completion', image: pngDataUrl });
    await send(tech.token, 'POST', `/api/jobs/${job.id}/status`, { status: 'on_the_way' });
    expect((await send(tech.token, 'POST', `/api/jobs/${job.id}/complete`, { gate_closed: true })).statusCode).toBe(
      200,
    );
    const [message] = (await latestOutboxMessages(t.db, { to: 'morgan@example.com', limit: 5 })).filter((sent) =>
      sent.body.includes('Photos of the visit'),
    );
    const link = /https?:\/\/\S+\/api\/job_photo_links\/\S+/.exec(message!.body)![0];
    const path = link.slice(t.deps.config.publicUrl.length);
    try {
      t.clock.advance(29 * 86_400_000);
      const opened = await t.app.inject({ method: 'GET', url: path });
      expect(opened.statusCode).toBe(200);
      expect(opened.rawPayload.equals(PNG)).toBe(true);
      t.clock.advance(86_400_000 + 1000);
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(410);
    } finally {
      t.clock.set(JOBS_NOW);
    }
  });

  it('refuses a file that is not the picture it claims to be, and a type that is not a picture', async () => {
    const { tech, job } = await withJob();
    const disguised = await send(tech.token, 'POST', `/api/jobs/${job.id}/photos`, {
      kind: 'completion',
      image: `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
    });
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors.image).toEqual(['The image must be a PNG, JPEG or WebP picture']);
    const svg = await send(tech.token, 'POST', `/api/jobs/${job.id}/photos`, {
      kind: 'completion',
      image: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
    });
    expect(svg.statusCode).toBe(422);
    expect((await send(tech.token, 'GET', `/api/jobs/${job.id}`)).json().job.photos).toEqual([]);
  });

  it('keeps another tech and another organization out: their job is not found', async () => {
    const { otherTech, job } = await withJob();
    const stranger = await withJob();
    const body = { kind: 'completion', image: pngDataUrl };
    expect((await send(otherTech.token, 'POST', `/api/jobs/${job.id}/photos`, body)).statusCode).toBe(404);
    expect((await send(stranger.owner.token, 'POST', `/api/jobs/${job.id}/photos`, body)).statusCode).toBe(404);
    expect((await send(stranger.tech.token, 'POST', `/api/jobs/${job.id}/photos`, body)).statusCode).toBe(404);
  });

  it('lets the office photograph any job of the organization', async () => {
    const { owner, job } = await withJob();
    const uploaded = await send(owner.token, 'POST', `/api/jobs/${job.id}/photos`, { kind: 'skip', image: pngDataUrl });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().photo.kind).toBe('skip');
  });

  it('removes a photo while the visit is open, after which its address answers not found', async () => {
    const { tech, job } = await withJob();
    const uploaded = await send(tech.token, 'POST', `/api/jobs/${job.id}/photos`, {
      kind: 'completion',
      image: pngDataUrl,
    });
    const { id, url } = uploaded.json().photo;
    expect((await send(tech.token, 'DELETE', `/api/jobs/${job.id}/photos/${id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await send(tech.token, 'GET', `/api/job_photos/${id}`)).statusCode).toBe(404);
    expect((await send(tech.token, 'GET', `/api/jobs/${job.id}`)).json().job.photos).toEqual([]);
  });

  it('lets a completed visit keep its photos: the tech can no longer add or remove one', async () => {
    const { tech, job } = await withJob();
    const uploaded = await send(tech.token, 'POST', `/api/jobs/${job.id}/photos`, {
      kind: 'completion',
      image: pngDataUrl,
    });
    const completed = await send(tech.token, 'POST', `/api/jobs/${job.id}/complete`, { gate_closed: true });
    expect(completed.statusCode).toBe(200);
    const removed = await send(tech.token, 'DELETE', `/api/jobs/${job.id}/photos/${uploaded.json().photo.id}`);
    expect(removed.statusCode).toBe(409);
    const added = await send(tech.token, 'POST', `/api/jobs/${job.id}/photos`, {
      kind: 'completion',
      image: pngDataUrl,
    });
    expect(added.statusCode).toBe(409);
  });
});
