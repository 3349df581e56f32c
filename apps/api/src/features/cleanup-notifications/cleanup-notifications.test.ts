import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, JOBS_TODAY, jobSetting } from '../../../test/support/job-factories.ts';
import { jobs } from '../jobs/jobs.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const send = (token: string, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

/** The tech sets off for today's visit and completes it: the client (e-mail preferred) gets two messages. */
async function visitedClient(name = 'Scoop Co') {
  const setting = await jobSetting(t, name);
  const subscription = await setting.subscribe();
  const [job] = await t.db
    .select()
    .from(jobs)
    .where(eq(jobs.subscription_id, subscription.id))
    .orderBy(asc(jobs.service_date));
  await send(setting.tech.token, 'POST', `/api/jobs/${job!.id}/status`, { status: 'on_the_way' });
  await send(setting.tech.token, 'POST', `/api/jobs/${job!.id}/complete`, { gate_closed: true });
  return { ...setting, job: job! };
}

describe('cleanup notifications report', () => {
  it('lists every message sent with client, job, kind, channel, recipient and status, newest first', async () => {
    const { owner, job } = await visitedClient();
    const response = await send(owner.token, 'GET', '/api/cleanup_notifications');
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ page: 1, per_page: 25, total: 2 });
    const row = {
      client_name: expect.stringContaining('Morgan'),
      job_id: job.id,
      service_date: JOBS_TODAY,
      channel: 'email',
      recipient: 'morgan@example.com',
      status: 'sent',
      error: null,
    };
    expect(response.json().data).toEqual([
      expect.objectContaining({ ...row, kind: 'completed' }),
      expect.objectContaining({ ...row, kind: 'on_the_way' }),
    ]);
  });

  it('filters by kind, channel, status and days, and pages', async () => {
    const { owner } = await visitedClient();
    const kinds = async (query: string) =>
      (await send(owner.token, 'GET', `/api/cleanup_notifications?${query}`))
        .json()
        .data.map((row: { kind: string }) => row.kind);
    expect(await kinds('kind=on_the_way')).toEqual(['on_the_way']);
    expect(await kinds('channel=sms')).toEqual([]);
    expect(await kinds('status=failed')).toEqual([]);
    expect(await kinds(`date_from=${JOBS_TODAY}&date_to=${JOBS_TODAY}`)).toHaveLength(2);
    expect(await kinds('date_from=2026-11-25')).toEqual([]);
    expect(await kinds('per_page=1&page=2&sort=created_at')).toEqual(['completed']);
    expect(await kinds('search=nobody')).toEqual([]);
    const backwards = await send(
      owner.token,
      'GET',
      '/api/cleanup_notifications?date_from=2026-11-25&date_to=2026-11-24',
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.date_to).toEqual(['Cannot be before From Date']);
  });

  it('exports the filtered list as CSV', async () => {
    const { owner, job } = await visitedClient();
    const csv = await send(owner.token, 'GET', '/api/cleanup_notifications/export.csv?kind=completed');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Sent,Client,Job,Job Date,Kind,Channel,Recipient,Status,Error');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${job.id},${JOBS_TODAY},Completed,E-mail,morgan@example.com,Sent,`);
  });

  it('shows an organization only its own messages and refuses a member without the report', async () => {
    const ours = await visitedClient('Ours');
    const theirs = await visitedClient('Theirs');
    const listed = (await send(theirs.owner.token, 'GET', '/api/cleanup_notifications')).json().data;
    expect(listed.map((row: { job_id: number }) => row.job_id)).not.toContain(ours.job.id);
    expect((await send(ours.tech.token, 'GET', '/api/cleanup_notifications')).statusCode).toBe(403);
  });
});
