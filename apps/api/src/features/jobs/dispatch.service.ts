/** The dispatch board: a day in columns per tech, drags between and within them, and the bulk actions on many jobs. */
import {
  countsOnTechDay,
  isFieldTechnician,
  isOpenJob,
  messages,
  type DispatchBoardResponse,
  type DispatchColumn,
  type DispatchTotals,
  type BoardJobWire,
  type JobWire,
  type TechDayResponse,
  type arrangeRouteSchema,
  type bulkMoveSchema,
  type bulkReassignSchema,
  type bulkSkipSchema,
} from '@employee-portal/core';
import type { z } from 'zod';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound, validationFailed } from '../../platform/http/errors.ts';
import { activeStaffNames, isActiveMember } from '../../platform/identity/users.repository.ts';
import { boardJobsOfDay, otherJobsOfColumn } from './dispatch.repository.ts';
import { announceJobChanges, eventBy, jobNotFound, notifyClients, openOrRefuse, todayFor } from './job-access.ts';
import { staffNameOf } from './job-locations.repository.ts';
import {
  type JobRecordRow,
  lastRoutePosition,
  listJobs,
  lockJobs,
  recordJobEvents,
  updateJob,
} from './jobs.repository.ts';
import { findActiveSkipReason } from './skip-reasons.repository.ts';

/** A day of the largest organization fits well under this; the board never reads an unbounded day. */
const MAX_BOARD_JOBS = 5000;

/** What the visit bills: open and completed visits and charged skips. */
const bills = (job: Pick<JobWire, 'status' | 'skip_is_charged'>) =>
  isOpenJob(job.status) || job.status === 'completed' || (job.status === 'skipped' && job.skip_is_charged === true);

function totalsOf(jobs: readonly Pick<JobWire, 'status' | 'skip_is_charged' | 'price_cents'>[]): DispatchTotals {
  return {
    jobs: jobs.filter((job) => countsOnTechDay(job.status)).length,
    completed: jobs.filter((job) => job.status === 'completed').length,
    revenue_cents: jobs.reduce((sum, job) => sum + (bills(job) ? (job.price_cents ?? 0) : 0), 0),
  };
}

const dayJobs = (deps: AppDeps, organizationId: number, day: string, assignedUserId?: number) =>
  listJobs(deps.db, organizationId, { from: day, to: day, assigned_user_id: assignedUserId }, MAX_BOARD_JOBS);

export async function dispatchBoard(deps: AppDeps, member: MemberContext, day: string): Promise<DispatchBoardResponse> {
  return boardOfDay(deps, member.organization.id, day);
}

/**
 * Each tech's jobs that day as the board's column counts them: Work Area Inventory reads its per-tech figures here, so
 * the two never disagree about a day.
 */
export async function jobsPerTechOfDay(deps: AppDeps, organizationId: number, day: string) {
  const board = await boardOfDay(deps, organizationId, day);
  return new Map(
    board.columns.flatMap((column) =>
      column.assigned_user_id === null ? [] : [[column.assigned_user_id, column.totals.jobs] as const],
    ),
  );
}

async function boardOfDay(deps: AppDeps, organizationId: number, day: string): Promise<DispatchBoardResponse> {
  const jobs = await boardJobsOfDay(deps.db, organizationId, day, MAX_BOARD_JOBS);
  const staff = await activeStaffNames(deps.db, organizationId);
  const routes = new Map<number, { name: string; jobs: BoardJobWire[] }>();
  for (const tech of staff.filter(isFieldTechnician))
    routes.set(tech.id, { name: `${tech.first_name} ${tech.last_name}`, jobs: [] });
  const unassigned: BoardJobWire[] = [];
  for (const job of jobs) {
    if (job.assigned_user_id === null) {
      unassigned.push(job);
      continue;
    }
    // An office member or a former tech with jobs that day still gets a column, so no job is hidden.
    const route = routes.get(job.assigned_user_id) ?? { name: '', jobs: [] };
    route.jobs.push(job);
    routes.set(job.assigned_user_id, route);
  }
  for (const [userId, route] of routes)
    if (!route.name) route.name = (await staffNameOf(deps.db, organizationId, userId)) ?? 'Former staff';
  const techColumns: DispatchColumn[] = [...routes.entries()]
    .map(([id, route]) => ({ assigned_user_id: id, name: route.name, jobs: route.jobs, totals: totalsOf(route.jobs) }))
    .sort((a, b) => a.name.localeCompare(b.name) || (a.assigned_user_id ?? 0) - (b.assigned_user_id ?? 0));
  return {
    service_date: day,
    columns: [
      { assigned_user_id: null, name: 'Unassigned', jobs: unassigned, totals: totalsOf(unassigned) },
      ...techColumns,
    ],
    totals: totalsOf(jobs),
  };
}

/** One tech's day: the stops in route order with their times and the day's totals. */
export async function techDay(
  deps: AppDeps,
  member: MemberContext,
  userId: number,
  day: string,
): Promise<TechDayResponse> {
  const organizationId = member.organization.id;
  const name = await staffNameOf(deps.db, organizationId, userId);
  if (!name) throw notFound('This tech does not exist.');
  const { jobs } = await dayJobs(deps, organizationId, day, userId);
  const arrivals = jobs
    .map((job) => job.arrived_at)
    .filter((at): at is string => at !== null)
    .sort();
  const completions = jobs
    .map((job) => job.completed_at)
    .filter((at): at is string => at !== null)
    .sort();
  return {
    service_date: day,
    user: { id: userId, name },
    stops: jobs,
    totals: {
      stops: jobs.length,
      done: jobs.filter((job) => job.status === 'completed').length,
      skipped: jobs.filter((job) => job.status === 'skipped').length,
      revenue_cents: totalsOf(jobs).revenue_cents,
      first_arrival_at: arrivals[0] ?? null,
      last_completed_at: completions.at(-1) ?? null,
    },
  };
}

async function techOrInvalid(db: Db, organizationId: number, userId: number | null) {
  if (userId !== null && !(await isActiveMember(db, organizationId, userId)))
    throw validationFailed({ assigned_user_id: [messages.notValid] });
}

/** Every job named, locked; one of another organization (or none at all) makes the whole request "not found". */
async function lockNamedJobs(tx: Db, organizationId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const locked = await lockJobs(tx, organizationId, unique);
  if (locked.length !== unique.length) throw jobNotFound();
  return locked;
}

/**
 * A column's full new order after a drag: within the column, or with a job dropped in from another column (that job
 * changes tech and is kept by hand from then on). The column's jobs the request did not name follow in their order.
 */
export async function arrangeRoute(deps: AppDeps, member: MemberContext, body: z.output<typeof arrangeRouteSchema>) {
  const organizationId = member.organization.id;
  const userId = body.assigned_user_id;
  if (new Set(body.job_ids).size !== body.job_ids.length)
    throw validationFailed({ job_ids: ['Each job may be named once'] });
  await techOrInvalid(deps.db, organizationId, userId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const locked = new Map((await lockNamedJobs(tx, organizationId, body.job_ids)).map((job) => [job.id, job]));
    if ([...locked.values()].some((job) => job.service_date !== body.service_date))
      throw validationFailed({ job_ids: [`Every job must be on ${body.service_date}`] });
    const rest = await otherJobsOfColumn(tx, organizationId, body.service_date, userId, body.job_ids);
    const name = userId === null ? null : await staffNameOf(tx, organizationId, userId);
    const events = [];
    for (const [index, id] of body.job_ids.entries()) {
      const job = locked.get(id)!;
      const position = index + 1;
      const scope = { organization_id: organizationId, id };
      if (job.assigned_user_id !== userId) {
        openOrRefuse(job);
        await updateJob(tx, scope, {
          assigned_user_id: userId,
          route_position: position,
          is_manual: true,
          updated_at: now,
        });
        events.push(
          eventBy(member, id, 'reassigned', name ? `Reassigned to ${name}, stop ${position}` : 'Unassigned', now),
        );
      } else if (job.route_position !== position) {
        await updateJob(tx, scope, { route_position: position, updated_at: now });
        events.push(eventBy(member, id, 'reordered', `Moved to stop ${position} of the route`, now));
      }
    }
    for (const [index, job] of rest.entries()) {
      const position = body.job_ids.length + index + 1;
      if (job.route_position !== position)
        await updateJob(
          tx,
          { organization_id: organizationId, id: job.id },
          { route_position: position, updated_at: now },
        );
    }
    await recordJobEvents(tx, events);
  });
  await announceJobChanges(deps, organizationId, [body.service_date]);
  return dispatchBoard(deps, member, body.service_date);
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * A bulk action on the named jobs in one transaction: each open job changes (or is already as asked), closed ones are
 * left as they are and counted in the answer's message; the open boards hear about every day touched.
 */
async function changeMany(
  deps: AppDeps,
  member: MemberContext,
  ids: readonly number[],
  verb: string,
  change: (job: JobRecordRow, tx: Db, now: Date) => Promise<string[] | null>,
) {
  const organizationId = member.organization.id;
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const days: string[] = [];
    const changedIds: number[] = [];
    let closed = 0;
    for (const job of await lockNamedJobs(tx, organizationId, ids)) {
      if (!isOpenJob(job.status)) {
        closed += 1;
        continue;
      }
      const touched = await change(job, tx, now);
      if (touched) {
        changedIds.push(job.id);
        days.push(...touched);
      }
    }
    return { days, changedIds, closed };
  });
  await announceJobChanges(deps, organizationId, outcome.days);
  const left = outcome.closed
    ? ` ${counted(outcome.closed, 'closed job')} left as ${outcome.closed === 1 ? 'it was' : 'they were'}.`
    : '';
  return {
    changedIds: outcome.changedIds,
    answer: {
      changed: outcome.changedIds.length,
      message: `${counted(outcome.changedIds.length, 'job')} ${verb}.${left}`,
    },
  };
}

/** Skips the open jobs with one reason (bad weather, a holiday) and tells those clients unless the office says not. */
export async function bulkSkip(deps: AppDeps, member: MemberContext, body: z.output<typeof bulkSkipSchema>) {
  const organizationId = member.organization.id;
  const reason = await findActiveSkipReason(deps.db, { organization_id: organizationId, id: body.skip_reason_id });
  if (!reason) throw validationFailed({ skip_reason_id: [messages.notValid] });
  const charged = reason.is_charged ? ', still charged' : '';
  const { changedIds, answer } = await changeMany(deps, member, body.job_ids, 'skipped', async (job, tx, now) => {
    await updateJob(
      tx,
      { organization_id: organizationId, id: job.id },
      { status: 'skipped', skip_reason_id: reason.id, skip_note: body.note || null, updated_at: now },
    );
    await recordJobEvents(tx, [eventBy(member, job.id, 'skipped', `Skipped: ${reason.name}${charged}`, now)]);
    return [job.service_date];
  });
  if (body.notify_client && changedIds.length) await notifyClients(deps, member, 'skipped', changedIds);
  return answer;
}

/** The open jobs go to another tech (or back to unassigned), each at the end of that tech's route on its day. */
export async function bulkReassign(deps: AppDeps, member: MemberContext, body: z.output<typeof bulkReassignSchema>) {
  const organizationId = member.organization.id;
  const userId = body.assigned_user_id;
  await techOrInvalid(deps.db, organizationId, userId);
  const name = userId === null ? null : await staffNameOf(deps.db, organizationId, userId);
  const { answer } = await changeMany(deps, member, body.job_ids, 'reassigned', async (job, tx, now) => {
    if (job.assigned_user_id === userId) return null;
    const position = (await lastRoutePosition(tx, organizationId, job.service_date, userId)) + 1;
    await updateJob(
      tx,
      { organization_id: organizationId, id: job.id },
      { assigned_user_id: userId, route_position: position, is_manual: true, updated_at: now },
    );
    await recordJobEvents(tx, [
      eventBy(member, job.id, 'reassigned', name ? `Reassigned to ${name}` : 'Unassigned', now),
    ]);
    return [job.service_date];
  });
  return answer;
}

/** The open jobs move to another day (today or later), each at the end of its tech's route there. */
export async function bulkMove(deps: AppDeps, member: MemberContext, body: z.output<typeof bulkMoveSchema>) {
  const organizationId = member.organization.id;
  const day = body.service_date;
  if (day < todayFor(deps, member)) throw validationFailed({ service_date: ['Must be today or later'] });
  const { answer } = await changeMany(deps, member, body.job_ids, 'moved', async (job, tx, now) => {
    if (job.service_date === day) return null;
    const position = (await lastRoutePosition(tx, organizationId, day, job.assigned_user_id)) + 1;
    await updateJob(
      tx,
      { organization_id: organizationId, id: job.id },
      { service_date: day, route_position: position, status: 'scheduled', is_manual: true, updated_at: now },
    );
    await recordJobEvents(tx, [eventBy(member, job.id, 'moved', `Moved from ${job.service_date} to ${day}`, now)]);
    return [job.service_date, day];
  });
  return answer;
}
