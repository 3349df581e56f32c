import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, JOBS_TODAY, jobSetting } from '../../../test/support/job-factories.ts';
import { jobs, skipReasons } from './jobs.table.ts';
import { workAreas, workAreaZips } from '../work-areas/work-areas.table.ts';
import { organizationSettings } from '../../platform/identity/organizations.table.ts';
import { cleanupNotifications } from '../cleanup-notifications/cleanup-notifications.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const send = (token: string, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

async function withJobs() {
  const setting = await jobSetting(t);
  const subscription = await setting.subscribe();
  const made = await t.db
    .select()
    .from(jobs)
    .where(eq(jobs.subscription_id, subscription.id))
    .orderBy(asc(jobs.service_date));
  const reasons = await t.db.select().from(skipReasons).where(eq(skipReasons.organization_id, setting.organization.id));
  const reason = (name: string) => reasons.find((row) => row.name === name)!;
  return { ...setting, subscription, todayJob: made[0]!, nextJob: made[1]!, reason };
}

describe('reading jobs', () => {
  it('lists a span of days with the place, client and tech', async () => {
    const { owner, todayJob, tech } = await withJobs();
    const response = await send(owner.token, 'GET', `/api/jobs?from=${JOBS_TODAY}&to=2026-11-30`);
    expect(response.statusCode).toBe(200);
    expect(response.json().jobs).toEqual([
      expect.objectContaining({
        id: todayJob.id,
        status: 'scheduled',
        client_name: expect.stringContaining('Morgan'),
        address: '12 Elm St, Denver',
        dog_count: 2,
        assigned_user_id: tech.user.id,
        assigned_user_name: expect.stringContaining('Terry'),
        price_cents: 2000,
        service_plan_name: 'Weekly',
      }),
    ]);
  });

  it("names each job's work area by its zip and filters by it", async () => {
    const { owner, organization, todayJob } = await withJobs();
    const [downtown] = await t.db
      .insert(workAreas)
      .values({ organization_id: organization.id, name: 'Downtown' })
      .returning();
    const [uptown] = await t.db
      .insert(workAreas)
      .values({ organization_id: organization.id, name: 'Uptown' })
      .returning();
    await t.db
      .insert(workAreaZips)
      .values({ organization_id: organization.id, work_area_id: downtown!.id, zip: '80202' });
    const day = `from=${JOBS_TODAY}&to=${JOBS_TODAY}`;
    const inDowntown = await send(owner.token, 'GET', `/api/jobs?${day}&work_area_id=${downtown!.id}`);
    expect(inDowntown.json().jobs).toEqual([
      expect.objectContaining({ id: todayJob.id, work_area_id: downtown!.id, work_area_name: 'Downtown' }),
    ]);
    const inUptown = await send(owner.token, 'GET', `/api/jobs?${day}&work_area_id=${uptown!.id}`);
    expect(inUptown.json().jobs).toEqual([]);
  });

  it('refuses a span backwards or longer than two months with field errors', async () => {
    const { owner } = await withJobs();
    const backwards = await send(owner.token, 'GET', `/api/jobs?from=2026-12-01&to=2026-11-30`);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual(['Cannot be before From Date']);
    const tooLong = await send(owner.token, 'GET', `/api/jobs?from=2026-01-01&to=2026-12-31`);
    expect(tooLong.statusCode).toBe(422);
  });

  it('shows a field tech only their own jobs, and another tech’s job is not found', async () => {
    const { tech, otherTech, todayJob } = await withJobs();
    const mine = await send(tech.token, 'GET', `/api/jobs?from=${JOBS_TODAY}&to=${JOBS_TODAY}`);
    expect(mine.json().jobs.map((job: { id: number }) => job.id)).toEqual([todayJob.id]);
    const theirs = await send(otherTech.token, 'GET', `/api/jobs?from=${JOBS_TODAY}&to=${JOBS_TODAY}`);
    expect(theirs.json().jobs).toEqual([]);
    expect((await send(otherTech.token, 'GET', `/api/jobs/${todayJob.id}`)).statusCode).toBe(404);
    expect(
      (await send(tech.token, 'PUT', `/api/jobs/${todayJob.id}/assignee`, { assigned_user_id: null })).statusCode,
    ).toBe(403);
  });

  it('hides prices, the office’s notes and the client’s phone from a tech when the app settings say so', async () => {
    const { owner, tech, todayJob, organization } = await withJobs();
    await send(owner.token, 'PUT', `/api/jobs/${todayJob.id}/notes`, { office_notes: 'Beware of the goose' });
    const asTech = async () => (await send(tech.token, 'GET', `/api/jobs/${todayJob.id}`)).json().job;
    expect(await asTech()).toMatchObject({ price_cents: null, office_notes: 'Beware of the goose' });
    await t.db.insert(organizationSettings).values({
      organization_id: organization.id,
      key: 'field_tech_app_settings',
      value: JSON.stringify({ show_prices: true, show_office_notes: false, show_client_phone: false }),
    });
    expect(await asTech()).toMatchObject({ price_cents: 2000, office_notes: null, client_phone: null });
    const listed = await send(tech.token, 'GET', `/api/jobs?from=${JOBS_TODAY}&to=${JOBS_TODAY}`);
    expect(listed.json().jobs[0]).toMatchObject({ price_cents: 2000, office_notes: null });
    expect((await send(owner.token, 'GET', `/api/jobs/${todayJob.id}`)).json().job.office_notes).toBe(
      'Beware of the goose',
    );
  });

  it('never shows or changes another organization’s jobs', async () => {
    const ours = await withJobs();
    const theirs = await withJobs();
    const listed = await send(theirs.owner.token, 'GET', `/api/jobs?from=${JOBS_TODAY}&to=${JOBS_TODAY}`);
    expect(listed.json().jobs.map((job: { id: number }) => job.id)).not.toContain(ours.todayJob.id);
    expect((await send(theirs.owner.token, 'GET', `/api/jobs/${ours.todayJob.id}`)).statusCode).toBe(404);
    for (const [method, path, body] of [
      ['PUT', 'assignee', { assigned_user_id: null }],
      ['PUT', 'date', { service_date: '2026-12-02' }],
      ['PUT', 'notes', { office_notes: 'x' }],
      ['POST', 'complete', { gate_closed: true }],
      ['POST', 'skip', { skip_reason_id: theirs.reason('Weather').id }],
      ['POST', 'status', { status: 'on_the_way' }],
    ] as const) {
      const response = await send(theirs.owner.token, method, `/api/jobs/${ours.todayJob.id}/${path}`, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const [untouched] = await t.db.select().from(jobs).where(eq(jobs.id, ours.todayJob.id));
    expect(untouched).toMatchObject({ status: 'scheduled', assigned_user_id: ours.tech.user.id, office_notes: null });
  });
});

describe('working a job', () => {
  it('the tech goes on the way (the client is texted or e-mailed), arrives and completes it', async () => {
    const { tech, todayJob, reason } = await withJobs();
    const onTheWay = await send(tech.token, 'POST', `/api/jobs/${todayJob.id}/status`, { status: 'on_the_way' });
    expect(onTheWay.statusCode).toBe(200);
    expect(onTheWay.json().job.on_the_way_at).toBe(JOBS_NOW.toISOString());
    await send(tech.token, 'POST', `/api/jobs/${todayJob.id}/status`, { status: 'in_progress' });
    const done = await send(tech.token, 'POST', `/api/jobs/${todayJob.id}/complete`, {
      tech_notes: 'Back gate latched',
      gate_closed: true,
      dog_count: 3,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().job).toMatchObject({
      status: 'completed',
      tech_notes: 'Back gate latched',
      dog_count: 3,
      gate_closed: true,
    });
    expect(done.json().job.history.map((event: { action: string }) => event.action)).toEqual([
      'completed',
      'in_progress',
      'on_the_way',
    ]);
    const sent = await t.db.select().from(cleanupNotifications).where(eq(cleanupNotifications.job_id, todayJob.id));
    expect(sent.map((row) => [row.kind, row.channel, row.status])).toEqual([
      ['on_the_way', 'email', 'sent'],
      ['completed', 'email', 'sent'],
    ]);
    const again = await send(tech.token, 'POST', `/api/jobs/${todayJob.id}/skip`, {
      skip_reason_id: reason('Weather').id,
    });
    expect(again.statusCode).toBe(409);
  });

  it('asks for the gate to be confirmed closed when the settings say so, and changes nothing', async () => {
    const { tech, todayJob } = await withJobs();
    const response = await send(tech.token, 'POST', `/api/jobs/${todayJob.id}/complete`, { gate_closed: false });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.gate_closed).toEqual(['Confirm the gate is closed']);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, todayJob.id));
    expect(row!.status).toBe('scheduled');
  });

  it('skips with the organization’s reason, refuses another organization’s reason, and a closed job stays closed', async () => {
    const { owner, todayJob, reason } = await withJobs();
    const other = await withJobs();
    const foreign = await send(owner.token, 'POST', `/api/jobs/${todayJob.id}/skip`, {
      skip_reason_id: other.reason('Weather').id,
    });
    expect(foreign.statusCode).toBe(422);
    const skipped = await send(owner.token, 'POST', `/api/jobs/${todayJob.id}/skip`, {
      skip_reason_id: reason('Locked gate').id,
      note: 'We will be back next week.',
    });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().job).toMatchObject({
      status: 'skipped',
      skip_reason_name: 'Locked gate',
      skip_is_charged: true,
    });
    const complete = await send(owner.token, 'POST', `/api/jobs/${todayJob.id}/complete`, { gate_closed: true });
    expect(complete.statusCode).toBe(409);
    expect(complete.json().error).toBe('job_closed');
  });

  it('re-cleans a completed job with a free follow-up linked to it', async () => {
    const { owner, tech, todayJob } = await withJobs();
    await send(tech.token, 'POST', `/api/jobs/${todayJob.id}/complete`, { gate_closed: true });
    const response = await send(owner.token, 'POST', `/api/jobs/${todayJob.id}/re_clean`, {
      service_date: '2026-11-25',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().job).toMatchObject({
      origin: 're_clean',
      re_clean_of_job_id: todayJob.id,
      service_date: '2026-11-25',
      price_cents: 0,
      assigned_user_id: tech.user.id,
    });
  });

  it('moves a job to another day and tech; a past day is refused', async () => {
    const { owner, otherTech, nextJob } = await withJobs();
    const past = await send(owner.token, 'PUT', `/api/jobs/${nextJob.id}/date`, { service_date: '2026-11-20' });
    expect(past.statusCode).toBe(422);
    const moved = await send(owner.token, 'PUT', `/api/jobs/${nextJob.id}/date`, { service_date: '2026-12-02' });
    expect(moved.json().job).toMatchObject({ service_date: '2026-12-02', planned_date: '2026-12-01', is_manual: true });
    const reassigned = await send(owner.token, 'PUT', `/api/jobs/${nextJob.id}/assignee`, {
      assigned_user_id: otherTech.user.id,
    });
    expect(reassigned.json().job.assigned_user_id).toBe(otherTech.user.id);
  });
});

describe('plan limit', () => {
  it('answers the most jobs one tech has today', async () => {
    const { owner, tech } = await withJobs();
    expect((await send(owner.token, 'GET', '/api/dashboard/max_jobs')).json()).toEqual({ max_jobs: 1 });
    expect((await send(tech.token, 'GET', '/api/dashboard/max_jobs')).json()).toEqual({ max_jobs: 1 });
  });
});
