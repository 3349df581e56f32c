import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { messages } from '@employee-portal/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, JOBS_TODAY, jobSetting } from '../../../test/support/job-factories.ts';
import { jobEvents, jobs, skipReasons } from './jobs.table.ts';
import { cleanupNotifications } from '../cleanup-notifications/cleanup-notifications.table.ts';

let t: TestApp;
let published: MockInstance<TestApp['deps']['realtime']['publish']>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
  published = vi.spyOn(t.deps.realtime, 'publish');
});
const lastPublished = () => published.mock.calls.at(-1)?.[0];
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const send = (token: string, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

interface Column {
  assigned_user_id: number | null;
  name: string;
  jobs: { id: number; status: string; route_position: number | null }[];
  totals: { jobs: number; completed: number; revenue_cents: number };
}

/** Today: three jobs on Terry's route, one on Olive's, one unassigned (custom jobs at the Denver location). */
async function board() {
  const setting = await jobSetting(t);
  const { owner, tech, otherTech, location } = setting;
  const add = async (assigned_user_id: number | null, price_cents = 2000, service_date = JOBS_TODAY) => {
    const response = await send(owner.token, 'POST', '/api/jobs', {
      kind: 'residential',
      location_id: location.id,
      service_date,
      assigned_user_id,
      price_cents,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().job.id as number;
  };
  const terry = [await add(tech.user.id), await add(tech.user.id, 3000), await add(tech.user.id, 4000)];
  const olive = [await add(otherTech.user.id)];
  const loose = await add(null, 1500);
  const reasons = await t.db.select().from(skipReasons).where(eq(skipReasons.organization_id, setting.organization.id));
  const reason = (name: string) => reasons.find((row) => row.name === name)!;
  const read = async (date = JOBS_TODAY) => {
    const response = await send(owner.token, 'GET', `/api/dispatch_board?date=${date}`);
    expect(response.statusCode).toBe(200);
    const columns = response.json().columns as Column[];
    const column = (userId: number | null) => columns.find((entry) => entry.assigned_user_id === userId)!;
    const ids = (userId: number | null) => column(userId).jobs.map((job) => job.id);
    return { columns, column, ids, body: response.json() };
  };
  const rows = (ids: number[]) => t.db.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(asc(jobs.id));
  return { ...setting, terry, olive, loose, add, reason, read, rows };
}

describe('the dispatch board', () => {
  it('shows the unassigned column and each field tech’s route in order with counts and revenue', async () => {
    const { read, tech, otherTech, owner, terry, olive, loose } = await board();
    const { columns, column, ids, body } = await read();
    expect(columns.map((entry) => entry.assigned_user_id)).toEqual([null, otherTech.user.id, tech.user.id]);
    expect(columns.map((entry) => entry.name)).not.toContain(expect.stringContaining(owner.user.first_name));
    expect(ids(tech.user.id)).toEqual(terry);
    expect(ids(otherTech.user.id)).toEqual(olive);
    expect(ids(null)).toEqual([loose]);
    expect(column(tech.user.id).totals).toEqual({ jobs: 3, completed: 0, revenue_cents: 9000 });
    expect(body.totals).toEqual({ jobs: 5, completed: 0, revenue_cents: 12500 });
    expect((await read('2026-11-25')).columns.flatMap((entry) => entry.jobs)).toEqual([]);
  });

  it('reorders a route within a column, with a history line for each job that moved', async () => {
    const { owner, tech, terry, read } = await board();
    const order = [terry[2]!, terry[0]!, terry[1]!];
    const response = await send(owner.token, 'PUT', '/api/dispatch_board/route', {
      service_date: JOBS_TODAY,
      assigned_user_id: tech.user.id,
      job_ids: order,
    });
    expect(response.statusCode).toBe(200);
    expect((await read()).ids(tech.user.id)).toEqual(order);
    const history = await t.db.select().from(jobEvents).where(eq(jobEvents.job_id, terry[2]!));
    expect(history.map((event) => event.summary)).toContain('Moved to stop 1 of the route');
    expect(lastPublished()).toMatchObject({ event: 'jobs_changed', data: { service_dates: [JOBS_TODAY] } });
  });

  it('takes a job dragged onto another tech’s route: it gets the tech and is kept by hand', async () => {
    const { owner, tech, otherTech, terry, olive, read, rows } = await board();
    const response = await send(owner.token, 'PUT', '/api/dispatch_board/route', {
      service_date: JOBS_TODAY,
      assigned_user_id: otherTech.user.id,
      job_ids: [terry[1]!, olive[0]!],
    });
    expect(response.statusCode).toBe(200);
    const after = await read();
    expect(after.ids(otherTech.user.id)).toEqual([terry[1], olive[0]]);
    expect(after.ids(tech.user.id)).toEqual([terry[0], terry[2]]);
    expect(after.column(otherTech.user.id).totals.revenue_cents).toBe(5000);
    const [moved] = await rows([terry[1]!]);
    expect(moved).toMatchObject({ assigned_user_id: otherTech.user.id, is_manual: true, route_position: 1 });
    const history = await t.db.select().from(jobEvents).where(eq(jobEvents.job_id, terry[1]!));
    expect(history.map((event) => event.summary)).toContain(`Reassigned to Olive ${otherTech.user.last_name}, stop 1`);
  });

  it('refuses to move a closed job to another tech, and a job of another day, changing nothing', async () => {
    const { owner, tech, otherTech, terry, add, read } = await board();
    await send(tech.token, 'POST', `/api/jobs/${terry[0]}/complete`, { gate_closed: true });
    const closed = await send(owner.token, 'PUT', '/api/dispatch_board/route', {
      service_date: JOBS_TODAY,
      assigned_user_id: otherTech.user.id,
      job_ids: [terry[2]!, terry[0]!],
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('job_closed');
    const tomorrow = await add(tech.user.id, 2000, '2026-11-25');
    const otherDay = await send(owner.token, 'PUT', '/api/dispatch_board/route', {
      service_date: JOBS_TODAY,
      assigned_user_id: tech.user.id,
      job_ids: [tomorrow, ...terry],
    });
    expect(otherDay.statusCode).toBe(422);
    expect(otherDay.json().errors.job_ids).toEqual([`Every job must be on ${JOBS_TODAY}`]);
    expect((await read()).ids(tech.user.id)).toEqual(terry);
    expect((await read()).column(tech.user.id).totals.completed).toBe(1);
  });

  it('answers bad input with field errors and changes nothing', async () => {
    const { owner, tech, terry, read } = await board();
    const badDate = await send(owner.token, 'GET', '/api/dispatch_board?date=yesterday');
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.date).toBeDefined();
    const badRoute = await send(owner.token, 'PUT', '/api/dispatch_board/route', {
      service_date: JOBS_TODAY,
      assigned_user_id: tech.user.id,
      job_ids: ['x'],
    });
    expect(badRoute.statusCode).toBe(422);
    expect(Object.keys(badRoute.json().errors)).toContain('job_ids.0');
    const twice = await send(owner.token, 'PUT', '/api/dispatch_board/route', {
      service_date: JOBS_TODAY,
      assigned_user_id: tech.user.id,
      job_ids: [terry[1], terry[1]],
    });
    expect(twice.json().errors.job_ids).toEqual(['Each job may be named once']);
    const noJobs = await send(owner.token, 'POST', '/api/dispatch_board/bulk_skip', { job_ids: [], skip_reason_id: 1 });
    expect(noJobs.statusCode).toBe(422);
    expect(noJobs.json().errors.job_ids).toEqual([messages.required]);
    const past = await send(owner.token, 'POST', '/api/dispatch_board/bulk_move', {
      job_ids: terry,
      service_date: '2026-11-20',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.service_date).toEqual(['Must be today or later']);
    expect((await read()).ids(tech.user.id)).toEqual(terry);
  });

  it('keeps a field tech out', async () => {
    const { tech } = await board();
    expect((await send(tech.token, 'GET', `/api/dispatch_board?date=${JOBS_TODAY}`)).statusCode).toBe(403);
  });
});

describe('bulk actions', () => {
  it('skips the selected jobs for the weather, tells those clients, and leaves a closed job alone', async () => {
    const { owner, tech, terry, olive, reason, rows } = await board();
    await send(tech.token, 'POST', `/api/jobs/${terry[0]}/complete`, { gate_closed: true });
    const response = await send(owner.token, 'POST', '/api/dispatch_board/bulk_skip', {
      job_ids: [...terry, ...olive],
      skip_reason_id: reason('Weather').id,
      note: 'Storm warning: we will be back next week.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: 3, message: '3 jobs skipped. 1 closed job left as it was.' });
    const after = await rows([...terry, ...olive]);
    expect(after.map((row) => row.status)).toEqual(['completed', 'skipped', 'skipped', 'skipped']);
    expect(after[1]).toMatchObject({
      skip_reason_id: reason('Weather').id,
      skip_note: 'Storm warning: we will be back next week.',
    });
    const sent = await t.db
      .select()
      .from(cleanupNotifications)
      .where(and(inArray(cleanupNotifications.job_id, [...terry, ...olive]), eq(cleanupNotifications.kind, 'skipped')));
    expect(sent.map((row) => row.job_id).sort()).toEqual([terry[1], terry[2], olive[0]].sort());
    const history = await t.db.select().from(jobEvents).where(eq(jobEvents.job_id, olive[0]!));
    expect(history.map((event) => event.summary)).toContain('Skipped: Weather');
  });

  it('skips without telling the clients when asked not to', async () => {
    const { owner, terry, reason } = await board();
    await send(owner.token, 'POST', '/api/dispatch_board/bulk_skip', {
      job_ids: terry,
      skip_reason_id: reason('Holiday').id,
      notify_client: false,
    });
    const sent = await t.db.select().from(cleanupNotifications).where(inArray(cleanupNotifications.job_id, terry));
    expect(sent).toEqual([]);
  });

  it('moves all of one tech’s jobs to another tech, after that tech’s own stops', async () => {
    const { owner, tech, otherTech, terry, olive, read } = await board();
    const response = await send(owner.token, 'POST', '/api/dispatch_board/bulk_reassign', {
      job_ids: terry,
      assigned_user_id: otherTech.user.id,
    });
    expect(response.json()).toEqual({ changed: 3, message: '3 jobs reassigned.' });
    const after = await read();
    expect(after.ids(otherTech.user.id)).toEqual([...olive, ...terry]);
    expect(after.ids(tech.user.id)).toEqual([]);
    const history = await t.db.select().from(jobEvents).where(eq(jobEvents.job_id, terry[0]!));
    expect(history.map((event) => event.action)).toContain('reassigned');
  });

  it('moves jobs to another day, keeping their tech', async () => {
    const { owner, tech, terry, read, rows } = await board();
    const response = await send(owner.token, 'POST', '/api/dispatch_board/bulk_move', {
      job_ids: terry.slice(0, 2),
      service_date: '2026-11-27',
    });
    expect(response.json()).toEqual({ changed: 2, message: '2 jobs moved.' });
    expect((await read('2026-11-27')).ids(tech.user.id)).toEqual(terry.slice(0, 2));
    expect((await read()).ids(tech.user.id)).toEqual([terry[2]]);
    expect((await rows(terry.slice(0, 1)))[0]).toMatchObject({ is_manual: true, service_date: '2026-11-27' });
    expect(lastPublished()).toMatchObject({ data: { service_dates: [JOBS_TODAY, '2026-11-27'] } });
  });
});

describe('another organization', () => {
  it('never sees or moves our jobs through the board', async () => {
    const ours = await board();
    const theirs = await board();
    const seen = (await theirs.read()).columns.flatMap((column) => column.jobs.map((job) => job.id));
    for (const id of [...ours.terry, ...ours.olive, ours.loose]) expect(seen).not.toContain(id);
    const token = theirs.owner.token;
    const attempts = [
      send(token, 'PUT', '/api/dispatch_board/route', {
        service_date: JOBS_TODAY,
        assigned_user_id: theirs.tech.user.id,
        job_ids: [ours.terry[0], ...theirs.terry],
      }),
      send(token, 'POST', '/api/dispatch_board/bulk_skip', {
        job_ids: [ours.terry[0], theirs.terry[0]],
        skip_reason_id: theirs.reason('Weather').id,
      }),
      send(token, 'POST', '/api/dispatch_board/bulk_reassign', {
        job_ids: [ours.terry[0]],
        assigned_user_id: theirs.otherTech.user.id,
      }),
      send(token, 'POST', '/api/dispatch_board/bulk_move', { job_ids: [ours.terry[0]], service_date: '2026-11-27' }),
      send(token, 'GET', `/api/dispatch_board/${ours.tech.user.id}?date=${JOBS_TODAY}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    const reassignToOurs = await send(token, 'POST', '/api/dispatch_board/bulk_reassign', {
      job_ids: theirs.terry,
      assigned_user_id: ours.tech.user.id,
    });
    expect(reassignToOurs.statusCode).toBe(422);
    expect((await ours.read()).ids(ours.tech.user.id)).toEqual(ours.terry);
    expect((await theirs.read()).ids(theirs.tech.user.id)).toEqual(theirs.terry);
    expect((await ours.rows(ours.terry)).map((row) => row.status)).toEqual(['scheduled', 'scheduled', 'scheduled']);
  });
});

describe('a tech’s day', () => {
  it('lists the stops in route order with their times and the day’s totals', async () => {
    const { owner, tech, terry, reason } = await board();
    await send(tech.token, 'POST', `/api/jobs/${terry[0]}/status`, { status: 'in_progress' });
    await send(tech.token, 'POST', `/api/jobs/${terry[0]}/complete`, { gate_closed: true });
    await send(owner.token, 'POST', `/api/jobs/${terry[1]}/skip`, { skip_reason_id: reason('Locked gate').id });
    const response = await send(owner.token, 'GET', `/api/dispatch_board/${tech.user.id}?date=${JOBS_TODAY}`);
    expect(response.statusCode).toBe(200);
    const day = response.json();
    expect(day.user).toEqual({ id: tech.user.id, name: `Terry ${tech.user.last_name}` });
    expect(day.stops.map((stop: { id: number; status: string }) => [stop.id, stop.status])).toEqual([
      [terry[0], 'completed'],
      [terry[1], 'skipped'],
      [terry[2], 'scheduled'],
    ]);
    expect(day.totals).toEqual({
      stops: 3,
      done: 1,
      skipped: 1,
      revenue_cents: 9000,
      first_arrival_at: JOBS_NOW.toISOString(),
      last_completed_at: JOBS_NOW.toISOString(),
    });
  });
});
