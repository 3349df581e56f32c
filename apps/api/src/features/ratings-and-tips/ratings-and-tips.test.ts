import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, JOBS_TODAY, jobSetting } from '../../../test/support/job-factories.ts';
import { lastMessageTo } from '../../../test/support/outbox.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { issueFeedbackLink, runRecurringTips } from './index.ts';
import { tips } from './ratings-and-tips.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const send = (token: string | null, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });
const tokenIn = (body: string) => /\/rate\/([\w-]+)/.exec(body)?.[1] ?? null;

/** Today's visit of a weekly subscription, completed by the tech; the client's e-mail carries the link. */
async function completedVisit(name = 'Scoop Co') {
  const setting = await jobSetting(t, name);
  const subscription = await setting.subscribe();
  const visits = await t.db
    .select()
    .from(jobs)
    .where(eq(jobs.subscription_id, subscription.id))
    .orderBy(asc(jobs.service_date));
  const job = visits[0]!;
  await send(setting.tech.token, 'POST', `/api/jobs/${job.id}/complete`, { gate_closed: true });
  const message = await lastMessageTo(t.db, 'morgan@example.com');
  return { ...setting, subscription, job, later: visits.slice(1), token: tokenIn(message.body) };
}

const settings = {
  ratings_enabled: true,
  comments_enabled: true,
  tipping_enabled: true,
  recurring_tips_enabled: true,
  suggested_tip_amounts: [2, 5, 10],
};

describe('ratings, comments and tipping settings', () => {
  it('answers the defaults, saves valid settings and refuses bad amounts without writing', async () => {
    const { owner } = await jobSetting(t, 'Settings Co');
    const first = await send(owner.token, 'GET', '/api/ratings_comments_and_tipping');
    expect(first.statusCode).toBe(200);
    expect(first.json().ratings_comments_and_tipping.suggested_tip_amounts).toEqual([3, 5, 10]);
    const saved = await send(owner.token, 'PUT', '/api/ratings_comments_and_tipping', {
      ...settings,
      comments_enabled: false,
      suggested_tip_amounts: [2.5, 500],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().ratings_comments_and_tipping).toEqual({
      ...settings,
      comments_enabled: false,
      suggested_tip_amounts: [2.5, 500],
    });
    for (const amounts of [[], [1, 2, 3, 4, 5], [0], [501], [1.234]]) {
      const refused = await send(owner.token, 'PUT', '/api/ratings_comments_and_tipping', {
        ...settings,
        suggested_tip_amounts: amounts,
      });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)[0]).toMatch(/^suggested_tip_amounts/);
    }
    const after = await send(owner.token, 'GET', '/api/ratings_comments_and_tipping');
    expect(after.json().ratings_comments_and_tipping.suggested_tip_amounts).toEqual([2.5, 500]);
  });
});

describe('the rating and tip link', () => {
  it('comes in the completion message and shows the visit', async () => {
    const { token } = await completedVisit();
    expect(token).not.toBeNull();
    const page = await send(null, 'GET', `/api/public/feedback/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().feedback).toEqual({
      visit: { service_date: JOBS_TODAY, tech_first_name: 'Terry', organization_name: 'Scoop Co' },
      settings: {
        ratings_enabled: true,
        comments_enabled: true,
        tipping_enabled: true,
        recurring_tips_offered: true,
        suggested_tip_cents: [300, 500, 1000],
      },
      rating: null,
      tip: null,
      recurring_tip: null,
    });
  });

  it('is left out when the organization asks for neither ratings nor tips', async () => {
    const setting = await jobSetting(t, 'Quiet Co');
    await send(setting.owner.token, 'PUT', '/api/ratings_comments_and_tipping', {
      ...settings,
      ratings_enabled: false,
      tipping_enabled: false,
    });
    const subscription = await setting.subscribe();
    const [job] = await t.db.select().from(jobs).where(eq(jobs.subscription_id, subscription.id)).limit(1);
    await send(setting.tech.token, 'POST', `/api/jobs/${job!.id}/complete`, { gate_closed: true });
    const message = await lastMessageTo(t.db, 'morgan@example.com');
    expect(message.body).toContain('Quiet Co finished');
    expect(tokenIn(message.body)).toBeNull();
  });

  it('takes a rating once and a tip once, for the visit’s tech', async () => {
    const { token, job, tech } = await completedVisit();
    const first = await send(null, 'POST', `/api/public/feedback/${token}`, {
      stars: 4,
      comment: 'Tidy work',
      tip_cents: 500,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().feedback.rating).toEqual({ stars: 4, comment: 'Tidy work' });
    expect(first.json().feedback.tip).toEqual({ amount_cents: 500, source: 'once' });
    const second = await send(null, 'POST', `/api/public/feedback/${token}`, {
      stars: 1,
      comment: 'Changed my mind',
      tip_cents: 5000,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().feedback.rating).toEqual({ stars: 4, comment: 'Tidy work' });
    expect(second.json().feedback.tip).toEqual({ amount_cents: 500, source: 'once' });
    const rows = await t.db.select().from(tips).where(eq(tips.job_id, job.id));
    expect(rows).toEqual([
      expect.objectContaining({ amount_cents: 500, tech_user_id: tech.user.id, invoice_id: null }),
    ]);
  });

  it('stops opening once a newer link replaces it, and never opens for a made-up token', async () => {
    const { token, job, organization } = await completedVisit();
    const newer = await issueFeedbackLink(t.deps, { organization_id: organization.id, id: job.id });
    expect((await send(null, 'GET', `/api/public/feedback/${token}`)).statusCode).toBe(404);
    expect((await send(null, 'POST', `/api/public/feedback/${token}`, { stars: 5 })).statusCode).toBe(404);
    expect((await send(null, 'GET', `/api/public/feedback/${tokenIn(newer!)}`)).statusCode).toBe(200);
    expect((await send(null, 'GET', `/api/public/feedback/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('refuses out-of-range stars and tips with the catalogue’s words', async () => {
    const { token } = await completedVisit();
    const refused = await send(null, 'POST', `/api/public/feedback/${token}`, { stars: 6, tip_cents: 10_000_000 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ stars: ['Not valid'], tip_cents: ['Not valid'] });
  });
});

describe('every-visit tips', () => {
  it('tips each later completed visit once until the client stops it', async () => {
    const { token, later } = await completedVisit();
    await send(null, 'POST', `/api/public/feedback/${token}`, { tip_cents: 700, tip_every_visit: true });
    const [next, after] = later;
    await t.db
      .update(jobs)
      .set({ status: 'completed', completed_at: new Date(JOBS_NOW.getTime() + 7 * 86_400_000) })
      .where(eq(jobs.id, next!.id));
    await Promise.all([runRecurringTips(t.deps), runRecurringTips(t.deps)]);
    await runRecurringTips(t.deps);
    const recurring = await t.db
      .select()
      .from(tips)
      .where(and(eq(tips.organization_id, next!.organization_id), eq(tips.source, 'recurring')));
    expect(recurring).toEqual([expect.objectContaining({ job_id: next!.id, amount_cents: 700 })]);

    const stopped = await send(null, 'POST', `/api/public/feedback/${token}`, { stop_recurring_tip: true });
    expect(stopped.json().feedback.recurring_tip).toBeNull();
    await t.db
      .update(jobs)
      .set({ status: 'completed', completed_at: new Date(JOBS_NOW.getTime() + 14 * 86_400_000) })
      .where(eq(jobs.id, after!.id));
    await runRecurringTips(t.deps);
    expect(await t.db.select().from(tips).where(eq(tips.job_id, after!.id))).toEqual([]);
  });
});

describe('ratings and tips reports', () => {
  it('sums by tech and period, and another organization sees none of it', async () => {
    const ours = await completedVisit('Report Co');
    await send(null, 'POST', `/api/public/feedback/${ours.token}`, { stars: 5, comment: 'Great', tip_cents: 1000 });
    const theirs = await completedVisit('Other Co');
    await send(null, 'POST', `/api/public/feedback/${theirs.token}`, { stars: 2, tip_cents: 300 });

    const ratings = await send(
      ours.owner.token,
      'GET',
      `/api/ratings_and_comments_report?date_from=${JOBS_TODAY}&date_to=${JOBS_TODAY}`,
    );
    expect(ratings.statusCode).toBe(200);
    expect(ratings.json().totals).toEqual({ ratings_count: 1, average_stars: 5 });
    expect(ratings.json().by_tech).toEqual([
      {
        tech_user_id: ours.tech.user.id,
        tech_name: expect.stringContaining('Terry'),
        ratings_count: 1,
        average_stars: 5,
      },
    ]);
    expect(ratings.json().data).toEqual([
      expect.objectContaining({ stars: 5, comment: 'Great', client_name: expect.stringContaining('Morgan') }),
    ]);
    const tipsReport = await send(ours.owner.token, 'GET', `/api/tips_report?tech_user_id=${ours.tech.user.id}`);
    expect(tipsReport.json().totals).toEqual({
      tips_count: 1,
      total_cents: 1000,
      once_cents: 1000,
      recurring_cents: 0,
      invoiced_cents: 0,
      uninvoiced_cents: 1000,
    });
    const otherTech = await send(ours.owner.token, 'GET', `/api/tips_report?tech_user_id=${theirs.tech.user.id}`);
    expect(otherTech.json().totals.tips_count).toBe(0);
    const nextDay = await send(ours.owner.token, 'GET', '/api/ratings_and_comments_report?date_from=2026-11-25');
    expect(nextDay.json().totals.ratings_count).toBe(0);

    const csv = await send(ours.owner.token, 'GET', '/api/tips_report/export.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('$10.00');
    const ratingsCsv = await send(ours.owner.token, 'GET', '/api/ratings_and_comments_report/export.csv');
    expect(ratingsCsv.body).toContain('Great');
    expect(ratingsCsv.body).not.toContain('Other');
  });
});
