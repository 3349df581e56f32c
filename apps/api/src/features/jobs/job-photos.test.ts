import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { jobs } from './jobs.table.ts';

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
  it('stores a tech’s photo, shows it on the job and serves it by its address to anyone holding it', async () => {
    const { tech, owner, job } = await withJob();
    const uploaded = await send(tech.token, 'POST', `/api/jobs/${job.id}/photos`, {
      kind: 'completion',
      image: pngDataUrl,
    });
    expect(uploaded.statusCode).toBe(201);
    const url: string = uploaded.json().photo.url;
    expect(url).toMatch(/^\/api\/job_photos\/[a-f0-9]{40}$/);

    const seenByOffice = await send(owner.token, 'GET', `/api/jobs/${job.id}`);
    expect(seenByOffice.json().job.photos).toEqual([expect.objectContaining({ kind: 'completion', url })]);
    expect(seenByOffice.json().job.history.map((event: { summary: string }) => event.summary)).toContain(
      'Photo of the visit added',
    );

    // An <img> sends no token: the address itself is enough.
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const guessed = await t.app.inject({ method: 'GET', url: `/api/job_photos/${'0'.repeat(40)}` });
    expect(guessed.statusCode).toBe(404);
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
