/** Reading jobs and the office's changes to one job: reassign, move to another day, notes, re-clean, a job by hand. */
import {
  messages,
  type JobListQuery,
  type JobRecordWire,
  type JobWire,
  type customJobSchema,
  type jobNotesSchema,
} from '@employee-portal/core';
import type { z } from 'zod';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { photoWire } from '../../platform/http/job-photo-links.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import { isActiveMember } from '../../platform/identity/users.repository.ts';
import {
  announceJobChanges,
  dispatches,
  eventBy,
  jobNotFound,
  openOrRefuse,
  todayFor,
  workableOrNotFound,
} from './job-access.ts';
import { locationOfJob, staffNameOf } from './job-locations.repository.ts';
import { readFieldTechAppSettings } from './job-settings.repository.ts';
import {
  clientPhoneOf,
  crossSellsDone,
  findJob,
  insertJob,
  invoiceOfJob,
  jobHistory,
  lastRoutePosition,
  listJobs,
  lockJob,
  mostJobsOfOneTech,
  photosOfJob,
  recordJobEvents,
  updateJob,
} from './jobs.repository.ts';
import { claimIdempotencyKey } from '../../platform/http/idempotency.ts';

/** A month view with its leading and trailing week is the widest span anyone asks for. */
const MAX_SPAN_DAYS = 62;
const MAX_JOBS_PER_ANSWER = 5000;

/**
 * What a member who does not dispatch may read of their own jobs: the field-tech app settings decide whether prices
 * and the office's notes reach them. The office sees everything.
 */
async function visibleTo(deps: AppDeps, member: MemberContext) {
  if (dispatches(member)) return <Job extends JobWire>(job: Job) => job;
  const settings = await readFieldTechAppSettings(deps.db, member.organization.id);
  return <Job extends JobWire>(job: Job): Job => ({
    ...job,
    price_cents: settings.show_prices ? job.price_cents : null,
    office_notes: settings.show_office_notes ? job.office_notes : null,
  });
}

export async function jobsBetween(deps: AppDeps, member: MemberContext, query: JobListQuery) {
  const span = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
  if (span > MAX_SPAN_DAYS) throw validationFailed({ to: [`Must be at most ${MAX_SPAN_DAYS} days after From Date`] });
  const own = dispatches(member) ? {} : { assigned_user_id: member.user.id };
  const answer = await listJobs(deps.db, member.organization.id, { ...query, ...own }, MAX_JOBS_PER_ANSWER);
  const shown = await visibleTo(deps, member);
  return { ...answer, jobs: answer.jobs.map(shown) };
}

export async function jobRecord(deps: AppDeps, member: MemberContext, id: number): Promise<{ job: JobRecordWire }> {
  const scope = { organization_id: member.organization.id, id };
  const job = await findJob(deps.db, scope);
  if (!job || (!dispatches(member) && job.assigned_user_id !== member.user.id)) throw jobNotFound();
  const [photos, history, crossSells, phone, invoice] = await Promise.all([
    photosOfJob(deps.db, scope).then((rows) => rows.map((photo) => photoWire(deps, photo))),
    jobHistory(deps.db, scope),
    crossSellsDone(deps.db, scope),
    clientPhoneOf(deps.db, { organization_id: scope.organization_id, client_id: job.client_id }),
    dispatches(member) ? invoiceOfJob(deps.db, scope) : null,
  ]);
  const shown = await visibleTo(deps, member);
  const showPhone =
    dispatches(member) || (await readFieldTechAppSettings(deps.db, member.organization.id)).show_client_phone;
  return {
    job: shown({
      ...job,
      photos,
      history,
      cross_sells_done: crossSells,
      client_phone: showPhone ? phone : null,
      invoice,
    }),
  };
}

async function techOrInvalid(db: Db, organizationId: number, userId: number | null) {
  if (userId !== null && !(await isActiveMember(db, organizationId, userId)))
    throw validationFailed({ assigned_user_id: [messages.notValid] });
}

/** Changes one job inside a transaction with its history line, then tells the open boards about the days touched. */
async function changeOneJob(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  change: (job: NonNullable<Awaited<ReturnType<typeof lockJob>>>, tx: Db, now: Date) => Promise<string[]>,
) {
  const now = deps.clock.now();
  const days = await deps.db.transaction(async (tx) => {
    const job = workableOrNotFound(member, await lockJob(tx, { organization_id: member.organization.id, id }));
    return change(job, tx, now);
  });
  await announceJobChanges(deps, member.organization.id, days);
  return jobRecord(deps, member, id);
}

/** This visit only goes to another tech (or back to unassigned); the subscription keeps its tech. */
export async function reassignJob(deps: AppDeps, member: MemberContext, id: number, userId: number | null) {
  return changeOneJob(deps, member, id, async (job, tx, now) => {
    openOrRefuse(job);
    await techOrInvalid(tx, member.organization.id, userId);
    if (job.assigned_user_id === userId) return [];
    const scope = { organization_id: member.organization.id, id };
    const position = (await lastRoutePosition(tx, scope.organization_id, job.service_date, userId)) + 1;
    await updateJob(tx, scope, {
      assigned_user_id: userId,
      route_position: position,
      is_manual: true,
      updated_at: now,
    });
    const named = userId === null ? null : await staffNameOf(tx, scope.organization_id, userId);
    await recordJobEvents(tx, [
      eventBy(member, id, 'reassigned', named ? `Reassigned to ${named}` : 'Unassigned', now),
    ]);
    return [job.service_date];
  });
}

/** The visit moves to another day; the schedule never plans it again on its old one. */
export async function moveJob(deps: AppDeps, member: MemberContext, id: number, serviceDate: string) {
  if (serviceDate < todayFor(deps, member)) throw validationFailed({ service_date: ['Must be today or later'] });
  return changeOneJob(deps, member, id, async (job, tx, now) => {
    openOrRefuse(job);
    if (job.service_date === serviceDate) return [];
    const scope = { organization_id: member.organization.id, id };
    const position = (await lastRoutePosition(tx, scope.organization_id, serviceDate, job.assigned_user_id)) + 1;
    await updateJob(tx, scope, {
      service_date: serviceDate,
      route_position: position,
      status: 'scheduled',
      is_manual: true,
      updated_at: now,
    });
    await recordJobEvents(tx, [eventBy(member, id, 'moved', `Moved from ${job.service_date} to ${serviceDate}`, now)]);
    return [job.service_date, serviceDate];
  });
}

export async function changeJobNotes(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: z.output<typeof jobNotesSchema>,
) {
  return changeOneJob(deps, member, id, async (job, tx, now) => {
    const notes = body.office_notes || null;
    if (notes === job.office_notes) return [];
    await updateJob(tx, { organization_id: member.organization.id, id }, { office_notes: notes, updated_at: now });
    await recordJobEvents(tx, [
      eventBy(member, id, 'notes', notes ? `Notes for the tech: ${notes}` : 'Notes cleared', now),
    ]);
    return [job.service_date];
  });
}

/** A follow-up visit to the same place, free, linked to the visit it makes good. */
export async function reCleanJob(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: { service_date: string; assigned_user_id: number | null },
) {
  if (body.service_date < todayFor(deps, member)) throw validationFailed({ service_date: ['Must be today or later'] });
  await techOrInvalid(deps.db, member.organization.id, body.assigned_user_id);
  const now = deps.clock.now();
  const organizationId = member.organization.id;
  const newId = await deps.db.transaction(async (tx) => {
    await claimIdempotencyKey(tx, now);
    const job = workableOrNotFound(member, await lockJob(tx, { organization_id: organizationId, id }));
    if (job.status !== 'completed' && job.status !== 'skipped' && job.status !== 'missed')
      throw refusal(409, 'job_not_done', 'Only a completed, skipped or missed job can be re-cleaned.');
    const tech = body.assigned_user_id ?? job.assigned_user_id;
    const createdId = await insertJob(tx, {
      organization_id: organizationId,
      kind: job.kind,
      origin: 're_clean',
      subscription_id: job.subscription_id,
      client_id: job.client_id,
      client_location_id: job.client_location_id,
      commercial_customer_id: job.commercial_customer_id,
      commercial_location_id: job.commercial_location_id,
      service_date: body.service_date,
      assigned_user_id: tech,
      route_position: (await lastRoutePosition(tx, organizationId, body.service_date, tech)) + 1,
      price_cents: 0,
      re_clean_of_job_id: job.id,
      is_manual: true,
      created_at: now,
      updated_at: now,
    });
    await recordJobEvents(tx, [
      eventBy(member, job.id, 're_clean', `Re-clean booked for ${body.service_date} (job #${createdId})`, now),
      eventBy(member, createdId, 'created', `Re-clean of job #${job.id} from ${job.service_date}`, now),
    ]);
    return { createdId, day: body.service_date };
  });
  await announceJobChanges(deps, organizationId, [newId.day]);
  return jobRecord(deps, member, newId.createdId);
}

/** The office adds a visit by hand: any location of the organization, any day from today. */
export async function createCustomJob(deps: AppDeps, member: MemberContext, body: z.output<typeof customJobSchema>) {
  if (body.service_date < todayFor(deps, member)) throw validationFailed({ service_date: ['Must be today or later'] });
  const organizationId = member.organization.id;
  await techOrInvalid(deps.db, organizationId, body.assigned_user_id);
  const location = await locationOfJob(deps.db, organizationId, body.kind, body.location_id);
  if (!location) throw validationFailed({ location_id: [messages.notValid] });
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    await claimIdempotencyKey(tx, now);
    const createdId = await insertJob(tx, {
      organization_id: organizationId,
      kind: body.kind,
      origin: 'custom',
      ...location,
      service_date: body.service_date,
      assigned_user_id: body.assigned_user_id,
      route_position: (await lastRoutePosition(tx, organizationId, body.service_date, body.assigned_user_id)) + 1,
      price_cents: body.price_cents,
      office_notes: body.office_notes || null,
      is_manual: true,
      created_at: now,
      updated_at: now,
    });
    await recordJobEvents(tx, [
      eventBy(member, createdId, 'created', `Job added by hand for ${body.service_date}`, now),
    ]);
    return createdId;
  });
  await announceJobChanges(deps, organizationId, [body.service_date]);
  return jobRecord(deps, member, id);
}

/** Spec §9: the most jobs any field tech has today. */
export async function maxJobsToday(deps: AppDeps, member: MemberContext) {
  return { max_jobs: await mostJobsOfOneTech(deps.db, member.organization.id, todayFor(deps, member)) };
}
