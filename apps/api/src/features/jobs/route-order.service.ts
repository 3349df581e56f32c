/**
 * The route manager's reads and writes of a day's jobs (issue 15): the day with everything a route needs, and new
 * orders for one or several techs written in one transaction, the way the dispatch board's drag writes them, so the
 * boards and the tech's phone hear `jobs_changed` at once.
 */
import { isOpenJob, messages, type JobWire } from '@employee-portal/core';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import { isActiveMember } from '../../platform/identity/users.repository.ts';
import { otherJobsOfColumn } from './dispatch.repository.ts';
import { announceJobChanges, eventBy, jobNotFound, openOrRefuse } from './job-access.ts';
import { staffNameOf } from './job-locations.repository.ts';
import { type JobRecordRow, listJobs, lockJobs, recordJobEvents, updateJob } from './jobs.repository.ts';

/** The largest organization's day fits well under this, as on the dispatch board. */
const MAX_DAY_JOBS = 5000;

/** Every job of the day, by tech and route order, with its location's position, gate and dogs. */
export async function jobsOfDay(db: Db, organizationId: number, day: string): Promise<JobWire[]> {
  return (await listJobs(db, organizationId, { from: day, to: day }, MAX_DAY_JOBS)).jobs;
}

export interface RouteOrder {
  assigned_user_id: number;
  job_ids: readonly number[];
}

const byPosition = (a: JobRecordRow, b: JobRecordRow) =>
  (a.route_position ?? Number.MAX_SAFE_INTEGER) - (b.route_position ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;

/**
 * Writes each tech's order for the day. Closed visits (done, skipped) already happened or never will: they lead the
 * route in the order they had, and cannot change tech. A job named under another tech moves to that tech, kept by
 * hand from then on (as a drag between board columns). The tech's jobs no route names follow in their order.
 * `alongside` writes what the caller keeps with the routes (the route manager's pins) in the same transaction.
 */
export async function arrangeRoutes(
  deps: AppDeps,
  member: MemberContext,
  day: string,
  routes: readonly RouteOrder[],
  alongside?: (tx: Db) => Promise<void>,
) {
  const organizationId = member.organization.id;
  const named = routes.flatMap((route) => route.job_ids);
  if (new Set(named).size !== named.length) throw validationFailed({ job_ids: ['Each job may be named once'] });
  const techs = routes.map((route) => route.assigned_user_id);
  if (new Set(techs).size !== techs.length) throw validationFailed({ routes: ['Each tech may be named once'] });
  for (const userId of techs)
    if (!(await isActiveMember(deps.db, organizationId, userId)))
      throw validationFailed({ assigned_user_id: [messages.notValid] });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const locked = new Map((await lockJobs(tx, organizationId, named)).map((job) => [job.id, job]));
    if (locked.size !== named.length) throw jobNotFound();
    if ([...locked.values()].some((job) => job.service_date !== day))
      throw validationFailed({ job_ids: [`Every job must be on ${day}`] });
    const events = [];
    for (const route of routes) {
      const userId = route.assigned_user_id;
      const restIds = (await otherJobsOfColumn(tx, organizationId, day, userId, named)).map((row) => row.id);
      const rest = (await lockJobs(tx, organizationId, restIds)).sort(byPosition);
      const given = [...route.job_ids.map((id) => locked.get(id)!), ...rest];
      const closed = given.filter((job) => !isOpenJob(job.status)).sort(byPosition);
      const ordered = [...closed, ...given.filter((job) => isOpenJob(job.status))];
      const name = await staffNameOf(tx, organizationId, userId);
      for (const [index, job] of ordered.entries()) {
        const position = index + 1;
        const scope = { organization_id: organizationId, id: job.id };
        if (job.assigned_user_id !== userId) {
          openOrRefuse(job);
          await updateJob(tx, scope, {
            assigned_user_id: userId,
            route_position: position,
            is_manual: true,
            updated_at: now,
          });
          events.push(eventBy(member, job.id, 'reassigned', `Reassigned to ${name}, stop ${position}`, now));
        } else if (job.route_position !== position) {
          await updateJob(tx, scope, { route_position: position, updated_at: now });
          events.push(eventBy(member, job.id, 'reordered', `Moved to stop ${position} of the route`, now));
        }
      }
    }
    await recordJobEvents(tx, events);
    await alongside?.(tx);
  });
  await announceJobChanges(deps, organizationId, [day]);
}
